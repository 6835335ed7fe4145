/**
 * A managed list of categories (blog categories, member categories): name, address on the site
 * and how many items are in each; add and rename in a dialog. How a category is deleted is the
 * list's own (`onDelete`), as are any dialogs it needs (`children`).
 */
import type { ReactNode } from 'react';
import { Button, Modal, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import type { MessageResponse } from '@chamber/contracts';
import type { z } from 'zod';
import { TextField } from '../../components/fields.tsx';
import { ResourceList, useRowDialog } from '../../components/ResourceList.tsx';
import { ItemDialogForm, useDialogEditor } from '../ItemDialog.tsx';

type Category = { id: number; name: string; slug: string; version: number };
type NameForm = z.ZodType<{ name: string }, { name: string }>;

export type CategoriesScreenProps<C extends Category> = {
  /** The table's name, e.g. "Blog Categories". */
  label: string;
  query: { data?: C[]; isPending: boolean };
  /** The category's list on the public site. */
  addressOf: (category: C) => string;
  /** The items in a category: the column's header ("Blogs"), a count's nouns and the count. */
  items: { header: string; one: string; many: string; countOf: (category: C) => number };
  form: {
    schema: NameForm;
    create: { mutateAsync(input: { name: string }): Promise<MessageResponse> };
    update: {
      mutateAsync(input: { name: string; id: number; version?: number }): Promise<MessageResponse>;
    };
    /** Under the name: what visitors do with it. */
    nameHint: string;
  };
  onDelete: (category: C) => void;
  /** Why the Delete button is off for this category (else it is on). */
  deleteBlocked?: (category: C) => string | undefined;
  children?: ReactNode;
};

export function CategoriesScreen<C extends Category>({
  label,
  query,
  addressOf,
  items,
  form,
  onDelete,
  deleteBlocked,
  children,
}: CategoriesScreenProps<C>) {
  const dialog = useRowDialog<C>();

  const columns: ColumnDef<C, string>[] = [
    { accessorKey: 'name', header: 'Category' },
    { id: 'address', header: 'Address on the site', accessorFn: addressOf },
    {
      id: 'count',
      header: items.header,
      accessorFn: (category) => {
        const count = items.countOf(category);
        return `${count} ${count === 1 ? items.one : items.many}`;
      },
    },
    {
      id: 'delete',
      header: '',
      enableSorting: false,
      cell: ({ row }) => {
        const blocked = deleteBlocked?.(row.original);
        return (
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconTrash size={16} aria-hidden />}
            aria-label={`Delete ${row.original.name}`}
            disabled={blocked !== undefined}
            title={blocked}
            onClick={() => onDelete(row.original)}
          >
            Delete
          </Button>
        );
      },
    },
  ];

  return (
    <ResourceList
      label={label}
      query={query}
      columns={columns}
      open={{ onOpen: (category) => dialog.open(category), text: 'Edit' }}
      add={{ text: 'New Category', onClick: () => dialog.open(null) }}
    >
      <Modal
        opened={dialog.opened}
        onClose={dialog.close}
        title={dialog.row ? 'Rename Category' : 'New Category'}
      >
        <CategoryForm
          key={dialog.row?.id ?? 'new'}
          category={dialog.row}
          form={form}
          onClose={dialog.close}
        />
      </Modal>
      {children}
    </ResourceList>
  );
}

function CategoryForm({
  category,
  form,
  onClose,
}: {
  category: Category | null;
  form: CategoriesScreenProps<Category>['form'];
  onClose: () => void;
}) {
  const editor = useDialogEditor(category, onClose, {
    schema: form.schema,
    defaultValues: { name: category?.name ?? '' },
    create: form.create,
    update: form.update,
  });
  return (
    <ItemDialogForm editor={editor} item={category} createText="Add Category" onClose={onClose}>
      <TextField
        control={editor.control}
        name="name"
        label="Category name"
        description={form.nameHint}
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
