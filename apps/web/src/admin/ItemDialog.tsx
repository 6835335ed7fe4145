/**
 * The modal of an item's editor, for the types edited in a dialog: titled "New …" or "Edit …",
 * with the stored item's History above its form.
 */
import { Modal, Stack, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { MessageResponse } from '@chamber/contracts';
import type { Edited } from '../api/resource.ts';
import type { RevisionItem } from '../api/revisions.ts';
import {
  EditorForm,
  formSave,
  useResourceForm,
  type Editor,
  type ResourceFormOptions,
} from '../components/ResourceEditor.tsx';
import { SimplePublishingButtons, type usePublishingSave } from '../components/Publishing.tsx';
import { HistoryBar } from '../components/RevisionHistory.tsx';

/** What a dialog editor is given: open or not, the stored item (null: a new one) and a close. */
export type ItemDialogProps<T> = { opened: boolean; item: T | null; onClose: () => void };

export function ItemDialog({
  opened,
  onClose,
  item,
  type,
  noun,
  size,
  children,
}: ItemDialogProps<{ id: number }> & {
  type: RevisionItem['type'];
  /** The item's name in the title: "Slider Item". */
  noun: string;
  size: ModalProps['size'];
  children: ReactNode;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={`${item ? 'Edit' : 'New'} ${noun}`} size={size}>
      <HistoryBar item={item && { type, id: item.id }} onRestored={onClose} />
      {children}
    </Modal>
  );
}

/**
 * The form of a dialog editor: its fields stacked, then Cancel and the submit button, "Save
 * Changes" for a stored item or `createText` for a new one; for a type with drafts
 * (`publishing`), Save draft and Publish.
 */
export function ItemDialogForm({
  editor,
  item,
  createText,
  onClose,
  publishing,
  children,
}: Omit<ItemDialogProps<unknown>, 'opened'> & {
  editor: Editor;
  createText: string;
  publishing?: ReturnType<typeof usePublishingSave>;
  children: ReactNode;
}) {
  return (
    <EditorForm
      editor={editor}
      submitText={item ? 'Save Changes' : createText}
      onCancel={onClose}
      buttons={
        publishing ? (
          <SimplePublishingButtons
            publishing={publishing}
            submitting={editor.submitting}
            onCancel={onClose}
          />
        ) : undefined
      }
    >
      <Stack>{children}</Stack>
    </EditorForm>
  );
}

/**
 * The editor of a dialog's form: saves the stored `item` through `update` (a new one through
 * `create`), shows a refusal as a warning, and closes the dialog once saved.
 */
export function useDialogEditor<TIn extends FieldValues, TOut, A extends MessageResponse>(
  item: { id: number; version: number } | null,
  onClose: () => void,
  {
    create,
    update,
    publishing,
    ...form
  }: Pick<ResourceFormOptions<TIn, TOut, A>, 'schema' | 'defaultValues' | 'theirs'> & {
    create: { mutateAsync(input: TOut): Promise<A> };
    update: { mutateAsync(input: TOut & Edited): Promise<A> };
    /** A type with drafts: saved as a draft, then published if Publish was pressed. */
    publishing?: ReturnType<typeof usePublishingSave>;
  },
) {
  const send: (values: TOut, version: number | undefined) => Promise<A | undefined> = formSave(
    item,
    create,
    update,
  );
  return useResourceForm({
    ...form,
    version: item?.version,
    // The wrapped save adds `draft` to the values of a form whose schema has it.
    save: publishing ? (publishing.wrap(send as never) as typeof send) : send,
    onSaved: onClose,
    failure: 'warning',
  });
}
