/**
 * A form's rich-text field (a description), with a note of what the server removes on save. The
 * editor is big: loaded when a form with this field opens.
 */
import { lazy, Suspense } from 'react';
import { Loader, Text } from '@mantine/core';
import { useController, type FieldValues } from 'react-hook-form';
import type { Bound } from './fields.tsx';

const RichTextEditor = lazy(() =>
  import('./RichTextEditor.tsx').then((m) => ({ default: m.RichTextEditor })),
);

export function RichTextField<T extends FieldValues, TOut>({
  control,
  name,
  label,
  note,
}: Bound<T, TOut> & { note: string }) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Suspense fallback={<Loader size="sm" />}>
      <RichTextEditor
        label={label}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={field.onChange}
        error={fieldState.error?.message}
      />
      <Text size="xs" c="dimmed">
        {note}
      </Text>
    </Suspense>
  );
}
