/**
 * /cms/management/member-categories: the categories members are listed under (decision 143). Add
 * and rename in a dialog; a category members are in is not deleted (the server says which).
 */
import { Button, Modal, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { directoryLink, memberCategorySchema, type MemberCategory } from '@chamber/contracts';
import { errorMessage } from '../../api/client.ts';
import {
  useCreateMemberCategory,
  useDeleteMemberCategory,
  useMemberCategories,
  useUpdateMemberCategory,
} from '../../api/members.ts';
import { TextField } from '../../components/fields.tsx';
import { ResourceList, useRowDialog } from '../../components/ResourceList.tsx';
import { toast } from '../../components/toast.ts';
import { ItemDialogForm, useDialogEditor } from '../ItemDialog.tsx';

export function MemberCategoriesScreen() {
  const categories = useMemberCategories();
  const dialog = useRowDialog<MemberCategory>();
  const remove = useDeleteMemberCategory();

  async function removeCategory(category: MemberCategory) {
    try {
      toast.success((await remove.mutateAsync(category.id)).message);
    } catch (error) {
      toast.warning(errorMessage(error));
    }
  }

  const columns: ColumnDef<MemberCategory, string>[] = [
    { accessorKey: 'name', header: 'Category' },
    {
      id: 'address',
      header: 'Address on the site',
      accessorFn: (category) => directoryLink('', { category: category.slug }),
    },
    {
      id: 'memberCount',
      header: 'Members',
      accessorFn: (category) =>
        `${category.memberCount} ${category.memberCount === 1 ? 'member' : 'members'}`,
    },
    {
      id: 'delete',
      header: '',
      enableSorting: false,
      cell: ({ row }) => (
        <Button
          variant="subtle"
          color="red"
          size="xs"
          leftSection={<IconTrash size={16} aria-hidden />}
          aria-label={`Delete ${row.original.name}`}
          disabled={row.original.memberCount > 0}
          title={
            row.original.memberCount > 0 ? 'Move its members to another category first' : undefined
          }
          onClick={() => removeCategory(row.original)}
        >
          Delete
        </Button>
      ),
    },
  ];

  return (
    <ResourceList
      label="Member Categories"
      query={categories}
      columns={columns}
      open={{ onOpen: (category) => dialog.open(category), text: 'Edit' }}
      add={{ text: 'New Category', onClick: () => dialog.open(null) }}
    >
      <Modal
        opened={dialog.opened}
        onClose={dialog.close}
        title={dialog.row ? 'Rename Category' : 'New Category'}
      >
        <CategoryForm key={dialog.row?.id ?? 'new'} category={dialog.row} onClose={dialog.close} />
      </Modal>
    </ResourceList>
  );
}

function CategoryForm({
  category,
  onClose,
}: {
  category: MemberCategory | null;
  onClose: () => void;
}) {
  const editor = useDialogEditor(category, onClose, {
    schema: memberCategorySchema,
    defaultValues: { name: category?.name ?? '' },
    create: useCreateMemberCategory(),
    update: useUpdateMemberCategory(),
  });
  return (
    <ItemDialogForm editor={editor} item={category} createText="Add Category" onClose={onClose}>
      <TextField
        control={editor.control}
        name="name"
        label="Category name"
        description="Visitors filter the member directory by it"
        withAsterisk
        autoComplete="off"
        data-autofocus
      />
      {category ? (
        <Text size="sm" c="dimmed">
          Its address on the site follows the new name.
        </Text>
      ) : null}
    </ItemDialogForm>
  );
}
