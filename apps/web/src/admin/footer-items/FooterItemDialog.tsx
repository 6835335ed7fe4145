import { footerItemSchema, type FooterItem } from '@chamber/contracts';
import {
  useCreateFooterItem,
  useFetchFooterItem,
  useUpdateFooterItem,
} from '../../api/footer-items.ts';
import { TextField } from '../../components/fields.tsx';
import { LinkPicker } from '../../components/LinkPicker.tsx';
import { usePublishingSave } from '../../components/Publishing.tsx';
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
  // Saved as a draft; Publish puts it in the site's footer.
  const publishing = usePublishingSave('footerItem', item, 'footer item');
  const editor = useDialogEditor(item, onClose, {
    publishing,
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
    <ItemDialogForm
      editor={editor}
      item={item}
      createText="Create Footer Item"
      onClose={onClose}
      publishing={publishing}
    >
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
    </ItemDialogForm>
  );
}
