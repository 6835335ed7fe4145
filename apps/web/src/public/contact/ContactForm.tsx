/**
 * The contact form: a plain post to the page it is on (docs/decisions/147-public-islands.md).
 * Without JavaScript the server answers with the page again, showing the thank-you, or the form
 * with its messages and what was typed; with it, the form island sends it and shows the same
 * messages in place. Plain Mantine inputs (no shared `components/fields.tsx`: its chunk carries
 * the back office's inputs); the island formats the phone number as it is typed.
 */
import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { FORM_FIELD } from '@chamber/contracts';
import { useFormOutcome } from '../../api/inlined.ts';
import { FormMessage } from '../ui/FormMessage.tsx';
import { Honeypot, outcomeFields, SubmitButton } from '../ui/FormParts.tsx';

/** The form's name in a post (the API's plugins/public-forms.ts runs Contact.SendEmail). */
const FORM = 'contact';
/** The site's phone mask (9 = a digit), applied by the form island. */
const PHONE_MASK = '(999) 999-9999';

export function ContactForm() {
  const outcome = useFormOutcome(FORM);
  const field = outcomeFields(outcome);

  return (
    <form
      method="post"
      // Back at the form after the page comes back (the address keeps the page's own).
      action="#contact-form-title"
      noValidate
      aria-labelledby="contact-form-title"
      data-island="form"
    >
      <input type="hidden" name={FORM_FIELD} value={FORM} />
      <Stack gap="md">
        <FormMessage outcome={outcome} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput {...field('firstName')} label="First Name" autoComplete="given-name" />
          <TextInput {...field('lastName')} label="Last Name" autoComplete="family-name" />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput {...field('email')} type="email" label="Email" autoComplete="email" />
          <TextInput
            {...field('phoneNumber', false)}
            label="Phone Number"
            placeholder="(555) 555-5555"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            data-mask={PHONE_MASK}
          />
        </SimpleGrid>
        <Textarea {...field('message')} label="Message" rows={6} />
        <Honeypot />
        <SubmitButton icon={IconSend}>Send Message</SubmitButton>
      </Stack>
    </form>
  );
}
