import { useMemo, useState } from 'react';
import { Button, Paper } from '@mantine/core';
import { IconArrowsSort, IconPlus } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { MenuItem } from '@chamber/contracts';
import { useDeleteMenuItem, useMenuItems, useSortMenuItems } from '../../api/menu-items.ts';
import { AdminTable } from '../../components/AdminTable.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { SortDialog } from '../../components/SortDialog.tsx';
import { toast } from '../../components/toast.ts';
import { RowActions, yesNo } from '../../components/tableCells.tsx';
import { editMenuItemPath, NEW_MENU_ITEM_PATH } from './paths.ts';

/** /cms/management/menu-items: the list of menu items, in the spec's column order. */
export function MenuItemsScreen() {
  const menuItems = useMenuItems();
  const remove = useDeleteMenuItem();
  const sort = useSortMenuItems();
  const [removing, setRemoving] = useState<number | null>(null);
  const [sorting, setSorting] = useState(false);
  // Sort Items orders the top bar; children are ordered in their parent's form.
  const topLevel = useMemo(
    () => (menuItems.data ?? []).filter((item) => item.parentMenuItemId === null),
    [menuItems.data],
  );

  const columns = useMemo<ColumnDef<MenuItem, string>[]>(
    () => [
      {
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => (
          <RowActions
            viewTo={editMenuItemPath(row.original.id)}
            removeText="Delete"
            onRemove={() => setRemoving(row.original.id)}
          />
        ),
      },
      { accessorKey: 'name', header: 'Menu Item Name' },
      { id: 'pageName', header: 'Assigned Page', accessorFn: (item) => item.pageName ?? '' },
      {
        id: 'parent',
        header: 'Parent Menu Item',
        accessorFn: (item) => item.parentMenuItem?.name ?? '-',
      },
      {
        id: 'openInNewTab',
        header: 'Will Open In A New Tab?',
        accessorFn: (item) => yesNo(item.openInNewTab),
      },
      { id: 'isActive', header: 'Is Active?', accessorFn: (item) => yesNo(item.isActive) },
    ],
    [],
  );

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
      <AdminTable
        label="Menu Items"
        data={menuItems.data}
        columns={columns}
        isLoading={menuItems.isPending}
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconArrowsSort size={16} aria-hidden />}
              onClick={() => setSorting(true)}
            >
              Sort Items
            </Button>
            <Button
              component={Link}
              to={NEW_MENU_ITEM_PATH}
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              New Menu Item
            </Button>
          </>
        }
      />
      <ConfirmDialog
        opened={removing !== null}
        title="Delete Menu Item"
        text="Are you sure you want to remove this menu item?"
        buttonText="Confirm"
        action={async () => {
          if (removing !== null) toast.success((await remove.mutateAsync(removing)).message);
        }}
        onClose={() => setRemoving(null)}
      />
      <SortDialog
        opened={sorting}
        title="Sort Items"
        items={topLevel}
        getLabel={(item) => item.name}
        onSort={sort.mutateAsync}
        onClose={() => setSorting(false)}
      />
    </Paper>
  );
}
