/**
 * "Get the latest deals" in the footer: the e-mail sign-up, a plain post to the page it is on
 * (docs/decisions/147-public-islands.md). The server answers with the page again showing the
 * outcome here; with JavaScript, the form island sends it and shows the answer in place.
 */
import { Button, TextInput } from '@mantine/core';
import { FORM_FIELD, NEWSLETTER_TOPICS, TOPIC_LABELS } from '@chamber/contracts';
import { useFormOutcome } from '../../api/inlined.ts';
import { shownMessage } from '../ui/FormMessage.tsx';
import classes from './SubscribeForm.module.css';

/** The form's name in a post (the API's plugins/public-forms.ts runs Newsletter.Subscribe). */
const FORM = 'subscribe';

export function SubscribeForm() {
  const outcome = useFormOutcome(FORM);
  return (
    <form
      method="post"
      // Back at the form after the page comes back (the address keeps the page's own).
      action="#subscribe-title"
      noValidate
      aria-labelledby="subscribe-title"
      data-island="form"
      data-error-class={classes.error}
    >
      <input type="hidden" name={FORM_FIELD} value={FORM} />
      <h2 id="subscribe-title" className={classes.title}>
        Get the latest deals
      </h2>
      <p className={classes.lead}>News, member offers and events, once a month. No spam.</p>
      {/* One checkbox per topic, all ticked at first (a post keeps one value per name). */}
      <fieldset className={classes.topics}>
        <legend className={classes.label}>Send me</legend>
        {NEWSLETTER_TOPICS.map((topic) => (
          <label key={topic} className={classes.topic}>
            <input
              type="checkbox"
              name={`topic-${topic}`}
              defaultChecked={outcome?.ok === false ? `topic-${topic}` in outcome.values : true}
            />
            {TOPIC_LABELS[topic]}
          </label>
        ))}
      </fieldset>
      <div className={classes.row}>
        <TextInput
          name="email"
          defaultValue={outcome?.values.email ?? ''}
          type="email"
          autoComplete="email"
          label="Email address"
          placeholder="you@example.com"
          error={outcome?.errors.email}
          classNames={{ root: classes.input, label: classes.label, error: classes.error }}
          size="md"
          radius="md"
        />
        <Button type="submit" size="md" radius="md" className={classes.submit}>
          Sign Up
        </Button>
      </div>
      <p
        role="status"
        data-form-message
        className={classes.outcome}
        data-ok={outcome?.ok || undefined}
      >
        {shownMessage(outcome)}
      </p>
    </form>
  );
}
