/**
 * The editor shell every editable type shares: a react-hook-form form checked by its zod schema,
 * a save that toasts the server's message, a failed save whose per-field messages land under
 * their fields, the Cancel/submit row, and the loading and failed states of an edit screen.
 * A form says only what is its own: its fields, how it saves and where it goes after.
 */
import type { FormEvent, ReactNode } from 'react';
import { Paper, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { CreatedResponse, MessageResponse } from '@chamber/contracts';
import { reportSaveError } from './fields.tsx';
import { FormButtons } from './FormButtons.tsx';
import { LoadFailed } from './LoadFailed.tsx';
import { PageLoader } from './PageLoader.tsx';
import { toast } from './toast.ts';
import type { useFormImage } from './ImageUpload.tsx';

type FormImage = ReturnType<typeof useFormImage>;

export type ResourceFormOptions<TIn extends FieldValues, TOut, A extends MessageResponse> = {
  schema: z.ZodType<TOut, TIn>;
  defaultValues: DefaultValues<NoInfer<TIn>>;
  /**
   * Sends the checked values; the answer's message is toasted. Resolves to nothing when the
   * form refuses to send after all (it has put its message under the field).
   */
  save: (values: TOut) => Promise<A | undefined>;
  /** After the toast: where the user goes next (`isCreated(answer)` tells a create apart). */
  onSaved?: (answer: A, values: TOut) => void | Promise<void>;
  /** A failed save's own meaning for the form, before the server's field messages and toast. */
  onFailed?: (error: unknown) => void;
  /** Save failures of the content types are warnings; the users' forms keep errors. */
  failure?: 'error' | 'warning';
  /** An image kept beside the form (useFormImage): checked on submit, refused by the server. */
  image?: FormImage;
};

export function useResourceForm<TIn extends FieldValues, TOut, A extends MessageResponse>({
  schema,
  defaultValues,
  save,
  onSaved,
  onFailed,
  failure = 'error',
  image,
}: ResourceFormOptions<TIn, TOut, A>) {
  const form = useForm<TIn, unknown, TOut>({ resolver: zodResolver(schema), defaultValues });
  const send = form.handleSubmit(async (values) => {
    if (image?.missing) return; // its message is already under the upload
    let answer: A | undefined;
    try {
      answer = await save(values);
    } catch (error) {
      image?.takeServerError(error);
      onFailed?.(error);
      reportSaveError(error, form.setError, failure);
      return;
    }
    if (answer === undefined) return;
    toast.success(answer.message);
    await onSaved?.(answer, values);
  });
  const submit = image ? image.onSubmit(send) : send;
  return { ...form, submit, submitting: form.formState.isSubmitting };
}

/** A create's answer carries the new row's id; an update's has the message only. */
export const isCreated = (answer: MessageResponse): answer is CreatedResponse =>
  'id' in answer && typeof answer.id === 'number';

type Editor = { submit: (event: FormEvent<HTMLFormElement>) => Promise<void>; submitting: boolean };

/**
 * The form element with its Cancel/submit row. `framed`: an editor screen's card, its fieldsets
 * spaced apart; otherwise the fields as given (a dialog's).
 */
export function EditorForm({
  editor,
  submitText,
  onCancel,
  framed = false,
  children,
}: {
  editor: Editor;
  submitText: string;
  onCancel?: () => void;
  framed?: boolean;
  children: ReactNode;
}) {
  const buttons = (
    <FormButtons submitText={submitText} submitting={editor.submitting} onCancel={onCancel} />
  );
  return (
    <form onSubmit={editor.submit} noValidate>
      {framed ? (
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
          <Stack gap="lg">{children}</Stack>
          {buttons}
        </Paper>
      ) : (
        <>
          {children}
          {buttons}
        </>
      )}
    </form>
  );
}

/**
 * An edit screen's record: the loader while it loads, the failure with a way back to the list,
 * then the editor. Key the editor by id: it starts from the stored values and later reloads do
 * not reset edits.
 */
export function LoadedRecord<T>({
  query,
  what,
  listPath,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; data: T | undefined };
  what: string;
  listPath?: string;
  children: (record: T) => ReactNode;
}) {
  if (query.isPending) return <PageLoader />;
  if (query.isError || query.data === undefined) {
    return <LoadFailed what={what} error={query.error} listPath={listPath} />;
  }
  return children(query.data);
}
