import type { FormOutcome } from '@chamber/contracts';
import classes from './FormMessage.module.css';

/**
 * A public form's answer (the thank-you, or what went wrong) at the top of the form: drawn by the
 * server after a plain post, filled in place by the form island after a sent one. Refused fields
 * say why under themselves instead (the message would only repeat the first of them).
 */
export const shownMessage = (outcome: FormOutcome | null) =>
  outcome && Object.keys(outcome.errors).length === 0 ? outcome.message : null;

export function FormMessage({
  outcome,
  className,
}: {
  outcome: FormOutcome | null;
  className?: string;
}) {
  const message = shownMessage(outcome);
  return (
    <p
      role="status"
      data-form-message
      data-ok={outcome?.ok || undefined}
      hidden={!message}
      className={`${classes.message} ${className ?? ''}`}
    >
      {message}
    </p>
  );
}
