/** "Get the latest deals" in the footer: the e-mail sign-up, with its answer shown inline. */
import { useState } from 'react';
import { Button, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { subscribeSchema, type SubscribeRequest } from '@chamber/contracts';
import { errorMessage } from '../../api/client.ts';
import { useSubscribe } from '../../api/subscribers.ts';
import classes from './SubscribeForm.module.css';

type Outcome = { ok: boolean; text: string } | null;

export function SubscribeForm() {
  const subscribe = useSubscribe();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { register, handleSubmit, reset, formState } = useForm<SubscribeRequest>({
    resolver: zodResolver(subscribeSchema),
    defaultValues: { email: '' },
  });
  const fieldError = formState.errors.email?.message;

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const { message } = await subscribe.mutateAsync(values);
      setOutcome({ ok: true, text: message });
      reset();
    } catch (error) {
      setOutcome({ ok: false, text: errorMessage(error) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="subscribe-title">
      <h2 id="subscribe-title" className={classes.title}>
        Get the latest deals
      </h2>
      <p className={classes.lead}>News, member offers and events, once a month. No spam.</p>
      <div className={classes.row}>
        <TextInput
          {...register('email')}
          type="email"
          autoComplete="email"
          label="Email address"
          placeholder="you@example.com"
          error={fieldError}
          classNames={{ root: classes.input, label: classes.label, error: classes.error }}
          size="md"
          radius="md"
        />
        <Button
          type="submit"
          size="md"
          radius="md"
          loading={subscribe.isPending}
          className={classes.submit}
        >
          Sign Up
        </Button>
      </div>
      <p role="status" className={classes.outcome} data-ok={outcome?.ok || undefined}>
        {outcome?.text}
      </p>
    </form>
  );
}
