import { footerItemSchema, type FooterItem } from '@chamber/contracts';
import {
  useCreateFooterItem,
  useFetchFooterItem,
  useUpdateFooterItem,
} from '../../api/footer-items.ts';
import { CheckboxField, TextField } from '../../components/fields.tsx';
import { LinkPicker } from '../../components/LinkPicker.tsx';
import {
  ItemDialog,
  ItemDialogForm,
  useDialogEditor,
  type ItemDialogProps,
} from '../ItemDialog.tsx';

type FooterItemDialogProps = ItemDialogProps<FooterItem>;

/** The one modal for new and existing footer items; the form mounts afresh each time it opens. */
export function FooterItemDialog({ opened, ...form }: FooterItemDialogProps) {
  return (
    <ItemDialog {...form} opened={opened} type="footerItem" noun="Footer Item" size="lg">
      <FooterItemForm {...form} />
    </ItemDialog>
  );
}

function FooterItemForm({ item, onClose }: Omit<FooterItemDialogProps, 'opened'>) {
  const fetchItem = useFetchFooterItem();
  const editor = useDialogEditor(item, onClose, {
    schema: footerItemSchema,
    defaultValues: {
      label: item?.label ?? '',
      to: item?.to ?? '',
      isActive: item?.isActive ?? true,
    },
    create: useCreateFooterItem(),
    update: useUpdateFooterItem(),
    theirs: item ? () => fetchItem(item.id) : undefined,
  });

  return (
    <ItemDialogForm editor={editor} item={item} createText="Create Footer Item" onClose={onClose}>
      <TextField
        control={editor.control}
        name="label"
        label="Footer Label"
        withAsterisk
        autoComplete="off"
      />
      <LinkPicker
        control={editor.control}
        name="to"
        label="Link"
        placeholder="/contact or https://example.com"
        withAsterisk
      />
      <CheckboxField control={editor.control} name="isActive" label="Is Active?" />
    </ItemDialogForm>
  );
}
