import type { ReactNode } from 'react';
import { Button, Group, type MantineSpacing } from '@mantine/core';

/**
 * The Cancel + submit row at the bottom of a form; without `onCancel` there is no way out but
 * submitting. `children` go first (e.g. Return to Listing); `form` ties a submit standing outside
 * its form to it.
 */
export function FormButtons({
  submitText,
  submitting,
  onCancel,
  form,
  mt = 'lg',
  children,
}: {
  submitText: string;
  submitting: boolean;
  onCancel?: () => void;
  form?: string;
  mt?: MantineSpacing;
  children?: ReactNode;
}) {
  return (
    <Group justify="flex-end" mt={mt}>
      {children}
      {onCancel ? (
        <Button variant="default" onClick={onCancel} disabled={submitting}>
          Cancel
        </Button>
      ) : null}
      <Button type="submit" form={form} loading={submitting}>
        {submitText}
      </Button>
    </Group>
  );
}
