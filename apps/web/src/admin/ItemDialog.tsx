/**
 * The modal of an item's editor, for the types edited in a dialog: titled "New …" or "Edit …",
 * with the stored item's History above its form.
 */
import { Modal, Stack, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';
import type { RevisionItem } from '../api/revisions.ts';
import { EditorForm, type Editor } from '../components/ResourceEditor.tsx';
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
 * Changes" for a stored item or `createText` for a new one.
 */
export function ItemDialogForm({
  editor,
  item,
  createText,
  onClose,
  children,
}: Omit<ItemDialogProps<unknown>, 'opened'> & {
  editor: Editor;
  createText: string;
  children: ReactNode;
}) {
  return (
    <EditorForm editor={editor} submitText={item ? 'Save Changes' : createText} onCancel={onClose}>
      <Stack>{children}</Stack>
    </EditorForm>
  );
}
