/**
 * The parts every public form has (contact, deal proposal, event registration): plain posts that
 * the server may answer with the form again, with what was typed and each field's message.
 */
import type { ComponentType, ReactNode } from 'react';
import { Button } from '@mantine/core';
import type { FormOutcome } from '@chamber/contracts';
import classes from './FormParts.module.css';

/**
 * A field's props for a Mantine input: its name, what was typed and its message when the form
 * came back refused; required fields show an asterisk.
 */
export function outcomeFields(outcome: FormOutcome | null) {
  const values = outcome?.values ?? {};
  const errors = outcome?.errors ?? {};
  return (name: string, required = true) => ({
    name,
    defaultValue: values[name] ?? '',
    error: errors[name],
    size: 'md' as const,
    withAsterisk: required,
  });
}

/** Hidden from people and screen readers; bots that fill it are dropped by the server. */
export function Honeypot() {
  return (
    <div className={classes.honeypot} aria-hidden>
      <label>
        Website
        <input name="website" type="text" tabIndex={-1} autoComplete="off" aria-hidden />
      </label>
    </div>
  );
}

export function SubmitButton({
  icon: Icon,
  children,
}: {
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  children: ReactNode;
}) {
  return (
    <div>
      <Button type="submit" size="lg" radius="xl" rightSection={<Icon size={18} aria-hidden />}>
        {children}
      </Button>
    </div>
  );
}
