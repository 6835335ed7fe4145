import { Modal, Stack } from '@mantine/core';
import { footerItemSchema, type FooterItem } from '@chamber/contracts';
import {
  useCreateFooterItem,
  useFetchFooterItem,
  useUpdateFooterItem,
} from '../../api/footer-items.ts';
import { CheckboxField, TextField } from '../../components/fields.tsx';
import { EditorForm, useResourceForm } from '../../components/ResourceEditor.tsx';
import { HistoryBar } from '../../components/RevisionHistory.tsx';

type FooterItemDialogProps = {
  opened: boolean;
  /** null creates a new footer item. */
  item: FooterItem | null;
  onClose: () => void;
};

/** The one modal for new and existing footer items; the form mounts afresh each time it opens. */
export function FooterItemDialog({ opened, item, onClose }: FooterItemDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={item ? 'Edit Footer Item' : 'New Footer Item'}
      size="lg"
    >
      <HistoryBar item={item && { type: 'footerItem', id: item.id }} onRestored={onClose} />
      <FooterItemForm item={item} onClose={onClose} />
    </Modal>
  );
}

function FooterItemForm({ item, onClose }: Omit<FooterItemDialogProps, 'opened'>) {
  const create = useCreateFooterItem();
  const update = useUpdateFooterItem();
  const fetchItem = useFetchFooterItem();
  const editor = useResourceForm({
    schema: footerItemSchema,
    defaultValues: {
      label: item?.label ?? '',
      to: item?.to ?? '',
      isActive: item?.isActive ?? true,
    },
    version: item?.version,
    save: (values, version) =>
      item ? update.mutateAsync({ ...values, id: item.id, version }) : create.mutateAsync(values),
    onSaved: onClose,
    failure: 'warning',
    theirs: item ? () => fetchItem(item.id) : undefined,
  });

  return (
    <EditorForm
      editor={editor}
      submitText={item ? 'Save Changes' : 'Create Footer Item'}
      onCancel={onClose}
    >
      <Stack>
        <TextField
          control={editor.control}
          name="label"
          label="Footer Label"
          withAsterisk
          autoComplete="off"
        />
        <TextField
          control={editor.control}
          name="to"
          label="Link"
          placeholder="/contact or https://example.com"
          withAsterisk
          autoComplete="off"
        />
        <CheckboxField control={editor.control} name="isActive" label="Is Active?" />
      </Stack>
    </EditorForm>
  );
}
