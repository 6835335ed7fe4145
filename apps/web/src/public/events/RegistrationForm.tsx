/**
 * The event page's registration form (docs/decisions/145-event-registration.md): a plain post to
 * /events/{id}/register, which the server answers with this page again showing the outcome
 * (plugins/public-forms.ts): "You're registered", "on the waiting list", or the form with its
 * messages and what was typed. No JavaScript needed.
 */
import { NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import {
  eventPath,
  FORM_FIELD,
  REGISTRATION_LIMITS,
  registerPath,
  type ChamberEvent,
} from '@chamber/contracts';
import { useFormOutcome } from '../../api/inlined.ts';
import { formatEventDateTime } from '../../components/dates.ts';
import page from '../ui/page.module.css';
import { FormMessage } from '../ui/FormMessage.tsx';
import { outcomeFields, SubmitButton } from '../ui/FormParts.tsx';
import classes from './RegistrationForm.module.css';

/** The form's name in a post (the API runs Event.Register for it). */
const FORM = 'register';
const PARTY_SIZES = Array.from({ length: REGISTRATION_LIMITS.attendees }, (_, i) => `${i + 1}`);

type Props = { event: ChamberEvent; timeZone: string; now?: number };

export function RegistrationForm({ event, timeZone, now = Date.now() }: Props) {
  const outcome = useFormOutcome(FORM);
  if (!event.registrationOpen) return null;
  const closesAt = event.registrationDeadline ?? event.start;
  // A refusal (closed meanwhile) still shows its message.
  const closed = Date.parse(closesAt) <= now;
  const values = outcome?.values ?? {};
  const errors = outcome?.errors ?? {};
  const field = outcomeFields(outcome);

  return (
    <section
      className={`${page.prose} ${classes.box}`}
      aria-labelledby="register-title"
      id="register"
    >
      <h2 id="register-title">Register</h2>
      {event.priceText ? <p className={classes.price}>Price: {event.priceText}</p> : null}
      {outcome?.ok ? (
        <Stack gap="sm">
          <FormMessage outcome={outcome} />
          <p>
            <a href={`${eventPath(event.id)}#register`}>Register someone else</a>
          </p>
        </Stack>
      ) : closed ? (
        <>
          <FormMessage outcome={outcome} />
          <p className={classes.closed}>Registration for this event is closed.</p>
        </>
      ) : (
        <form
          method="post"
          action={`${registerPath(event.id)}#register`}
          noValidate
          aria-labelledby="register-title"
        >
          <input type="hidden" name={FORM_FIELD} value={FORM} />
          <Stack gap="md">
            <FormMessage outcome={outcome} />
            <p className={classes.note}>
              Registration closes {formatEventDateTime(closesAt, timeZone)}. You will get a
              confirmation e-mail with a link to cancel.
            </p>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput {...field('name')} label="Name" autoComplete="name" />
              <TextInput {...field('email')} type="email" label="Email" autoComplete="email" />
              <TextInput {...field('company', false)} label="Company" autoComplete="organization" />
              <NativeSelect
                name="attendees"
                label="Number of attendees"
                data={PARTY_SIZES}
                defaultValue={values.attendees ?? '1'}
                error={errors.attendees}
                size="md"
                withAsterisk
              />
            </SimpleGrid>
            <SubmitButton icon={IconTicket}>Register</SubmitButton>
          </Stack>
        </form>
      )}
    </section>
  );
}
