/**
 * The contact form. Mantine inputs with the contract schema,
 * not the shared `components/fields.tsx`: that module's chunk also carries the back office's
 * colour, select and password inputs and react-imask (about 35 kB gzip) that a visitor would
 * download for one phone field. Mantine core's MaskInput does the mask here.
 */
import { Button, MaskInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import {
  CONTACT_SUCCESS_MESSAGE,
  contactMessageSchema,
  type ContactMessageRequest,
} from '@chamber/contracts';
import { ApiError, errorMessage } from '../../api/client.ts';
import { useSendMessage } from '../../api/messages.ts';
import { toast } from '../../components/toast.ts';
import classes from './ContactForm.module.css';

/** The site's phone mask, in the notation of Mantine's mask (9 = a digit). */
const PHONE_MASK = '(999) 999-9999';

const EMPTY: ContactMessageRequest = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  message: '',
  website: '',
};

export function ContactForm({ onSent }: { onSent: () => void }) {
  const send = useSendMessage();
  const { register, control, handleSubmit, setError, formState } = useForm<ContactMessageRequest>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: EMPTY,
  });
  const { errors } = formState;
  /** A required field the form registers, with the server's or the schema's message under it. */
  const required = (name: 'firstName' | 'lastName' | 'email' | 'message') => ({
    ...register(name),
    size: 'md' as const,
    withAsterisk: true,
    error: errors[name]?.message,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      toast.success(CONTACT_SUCCESS_MESSAGE);
      onSent();
    } catch (error) {
      // The server's field messages go under their fields, its message in a toast.
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.errors)) {
          setError(field as FieldPath<ContactMessageRequest>, { type: 'server', message });
        }
      }
      toast.error(errorMessage(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="contact-form-title">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput {...required('firstName')} label="First Name" autoComplete="given-name" />
          <TextInput {...required('lastName')} label="Last Name" autoComplete="family-name" />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput {...required('email')} type="email" label="Email" autoComplete="email" />
          <Controller
            control={control}
            name="phoneNumber"
            render={({ field, fieldState }) => (
              <MaskInput
                size="md"
                ref={field.ref}
                name={field.name}
                onBlur={field.onBlur}
                mask={PHONE_MASK}
                // The form holds the masked text, as the schema's pattern expects.
                onChangeRaw={(raw, masked) => field.onChange(raw ? masked : '')}
                // The mask would cancel the paste and insert the text itself; letting the
                // browser paste and the mask format the input keeps pasting a plain,
                // unblocked action for every browser and assistive tool.
                onPasteCapture={(event) => event.stopPropagation()}
                label="Phone Number"
                placeholder="(555) 555-5555"
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                error={fieldState.error?.message}
              />
            )}
          />
        </SimpleGrid>
        <Textarea
          {...required('message')}
          label="Message"
          autosize
          minRows={5}
          maxRows={12}
          error={errors.message?.message}
        />
        {/* Honeypot: hidden from people and screen readers; bots that fill it are dropped. */}
        <div className={classes.honeypot} aria-hidden>
          <label>
            Website
            <input
              {...register('website')}
              type="text"
              tabIndex={-1}
              autoComplete="off"
              aria-hidden
            />
          </label>
        </div>
        <div>
          <Button
            type="submit"
            size="lg"
            radius="xl"
            loading={send.isPending}
            rightSection={<IconSend size={18} aria-hidden />}
          >
            Send Message
          </Button>
        </div>
      </Stack>
    </form>
  );
}
