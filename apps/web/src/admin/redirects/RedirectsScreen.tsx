/**
 * /cms/management/redirects: old addresses of the site and where visitors are sent from them
 * (decision 136). The site adds one when a published page or blog gets a new URL; administrators
 * add their own (a printed flyer's short address, a page that was removed) and change or delete
 * any. An address that has a page shows the page, whatever is listed here.
 */
import { Modal, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { redirectSchema, type Redirect } from '@chamber/contracts';
import {
  useCreateRedirect,
  useDeleteRedirect,
  useRedirects,
  useUpdateRedirect,
} from '../../api/redirects.ts';
import { TextField } from '../../components/fields.tsx';
import { LinkPicker } from '../../components/LinkPicker.tsx';
import { removalFor, ResourceList, useRowDialog } from '../../components/ResourceList.tsx';
import { ItemDialogForm, useDialogEditor } from '../ItemDialog.tsx';

const COLUMNS: ColumnDef<Redirect, string>[] = [
  { accessorKey: 'from', header: 'Old Address' },
  { accessorKey: 'to', header: 'Leads To' },
  {
    id: 'automatic',
    header: 'Added',
    accessorFn: (redirect) => (redirect.automatic ? 'When the page moved' : 'By hand'),
  },
];

export function RedirectsScreen() {
  const redirects = useRedirects();
  const remove = useDeleteRedirect();
  const dialog = useRowDialog<Redirect>();

  return (
    <ResourceList
      label="Redirects"
      query={redirects}
      columns={COLUMNS}
      open={{ onOpen: (redirect) => dialog.open(redirect), text: 'Edit' }}
      add={{ text: 'New Redirect', onClick: () => dialog.open(null) }}
      remove={removalFor('Redirect', remove.mutateAsync)}
    >
      <Text size="sm" c="dimmed" maw={720}>
        Visitors who open an old address are sent to its new one. When a published page or blog gets
        a new URL, its old URL is added here by itself. An address that has a page always shows the
        page.
      </Text>
      <Modal
        opened={dialog.opened}
        onClose={dialog.close}
        title={dialog.row ? 'Edit Redirect' : 'New Redirect'}
        size="lg"
      >
        <RedirectForm key={dialog.row?.id ?? 'new'} redirect={dialog.row} onClose={dialog.close} />
      </Modal>
    </ResourceList>
  );
}

function RedirectForm({ redirect, onClose }: { redirect: Redirect | null; onClose: () => void }) {
  const editor = useDialogEditor(redirect, onClose, {
    schema: redirectSchema,
    defaultValues: { from: redirect?.from ?? '', to: redirect?.to ?? '' },
    create: useCreateRedirect(),
    update: useUpdateRedirect(),
  });
  return (
    <ItemDialogForm editor={editor} item={redirect} createText="Add Redirect" onClose={onClose}>
      <TextField
        control={editor.control}
        name="from"
        label="Old Address"
        description="The address on this site that visitors still open, like /old-page"
        placeholder="/old-page"
        withAsterisk
        autoComplete="off"
        data-autofocus
      />
      <LinkPicker
        control={editor.control}
        name="to"
        label="New Address"
        description="Where they go instead: a page of this site (type its name to find it) or another site"
        placeholder="/membership or https://example.com"
        withAsterisk
      />
    </ItemDialogForm>
  );
}
