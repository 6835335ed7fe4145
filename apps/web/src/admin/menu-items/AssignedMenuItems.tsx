import { useMemo, useState } from 'react';
import { Button, Paper, Title } from '@mantine/core';
import { IconArrowsSort, IconPlus } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import type { AssignedMenuItem, MenuItem } from '@chamber/contracts';
import { errorMessage } from '../../api/client.ts';
import { useRemoveParentMenuItem, useSortChildMenuItems } from '../../api/menu-items.ts';
import { AdminTable } from '../../components/AdminTable.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { SortDialog } from '../../components/SortDialog.tsx';
import { toast } from '../../components/toast.ts';
import { RowActions, yesNo } from '../../components/tableCells.tsx';
import { AssignMenuItemsDialog } from './AssignMenuItemsDialog.tsx';
import { editMenuItemPath } from './paths.ts';

/** The children of a saved top-level item, on its form: view, remove, assign, sort. */
export function AssignedMenuItems({ parent }: { parent: MenuItem }) {
  const removeParent = useRemoveParentMenuItem();
  const sortChildren = useSortChildMenuItems();
  const [removing, setRemoving] = useState<AssignedMenuItem | null>(null);
  const [assigning, setAssigning] = useState(false);
  const [sorting, setSorting] = useState(false);

  const columns = useMemo<ColumnDef<AssignedMenuItem, string>[]>(
    () => [
      {
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => (
          <RowActions
            viewTo={editMenuItemPath(row.original.id)}
            removeText="Remove"
            onRemove={() => setRemoving(row.original)}
          />
        ),
      },
      { accessorKey: 'name', header: 'Menu Item Name' },
      { id: 'pageName', header: 'Assigned Page', accessorFn: (child) => child.pageName ?? '' },
      { id: 'isActive', header: 'Is Active?', accessorFn: (child) => yesNo(child.isActive) },
    ],
    [],
  );

  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'lg' }}
      radius="md"
      component="section"
      aria-labelledby="assigned-menu-items"
    >
      <Title order={2} size="h4" mb="md" id="assigned-menu-items">
        Assigned Menu Items
      </Title>
      <AdminTable
        label="Assigned Menu Items"
        data={parent.assignedMenuItems}
        columns={columns}
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconArrowsSort size={16} aria-hidden />}
              onClick={() => setSorting(true)}
            >
              Sort Menu Items
            </Button>
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setAssigning(true)}
            >
              Assign New
            </Button>
          </>
        }
      />
      <ConfirmDialog
        opened={removing !== null}
        title="Remove Menu Item"
        text={
          removing
            ? `Are you sure you want to remove "${removing.name}" from "${parent.name}"? It stays in the menu as a top-level item.`
            : ''
        }
        buttonText="Confirm"
        action={async () => {
          if (!removing) return;
          try {
            toast.success((await removeParent.mutateAsync(removing.id)).message);
          } catch (error) {
            toast.warning(errorMessage(error)); // remove failures are warnings, not errors
          }
        }}
        onClose={() => setRemoving(null)}
      />
      <AssignMenuItemsDialog
        parent={parent}
        opened={assigning}
        onClose={() => setAssigning(false)}
      />
      <SortDialog
        opened={sorting}
        title="Sort Menu Items"
        items={parent.assignedMenuItems}
        getLabel={(child) => child.name}
        onSort={sortChildren.mutateAsync}
        onClose={() => setSorting(false)}
      />
    </Paper>
  );
}
