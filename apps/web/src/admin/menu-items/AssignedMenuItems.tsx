import { useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import type { AssignedMenuItem, MenuItem } from '@chamber/contracts';
import { useRemoveParentMenuItem, useSortChildMenuItems } from '../../api/menu-items.ts';
import { ResourceList } from '../../components/ResourceList.tsx';
import { yesNoColumn } from '../../components/tableCells.tsx';
import { AssignMenuItemsDialog } from './AssignMenuItemsDialog.tsx';
import { editMenuItemPath } from './paths.ts';

const OPEN = { to: (child: AssignedMenuItem) => editMenuItemPath(child.id) };

const COLUMNS: ColumnDef<AssignedMenuItem, string>[] = [
  { accessorKey: 'name', header: 'Menu Item Name' },
  { id: 'pageName', header: 'Assigned Page', accessorFn: (child) => child.pageName ?? '' },
  yesNoColumn('isActive', 'Is Active?'),
];

/** The children of a saved top-level item, on its form: view, remove, assign, sort. */
export function AssignedMenuItems({ parent }: { parent: MenuItem }) {
  const removeParent = useRemoveParentMenuItem();
  const sortChildren = useSortChildMenuItems();
  const [assigning, setAssigning] = useState(false);

  return (
    <ResourceList
      label="Assigned Menu Items"
      titled
      rows={parent.assignedMenuItems}
      columns={COLUMNS}
      open={OPEN}
      add={{ text: 'Assign New', onClick: () => setAssigning(true) }}
      remove={(child) => ({
        title: 'Remove Menu Item',
        text: `Are you sure you want to remove "${child.name}" from "${parent.name}"? It stays in the menu as a top-level item.`,
        buttonText: 'Remove',
        run: removeParent.mutateAsync,
        failure: 'warning',
      })}
      sort={{
        title: 'Sort Menu Items',
        label: (child) => child.name,
        run: sortChildren.mutateAsync,
      }}
    >
      <AssignMenuItemsDialog
        parent={parent}
        opened={assigning}
        onClose={() => setAssigning(false)}
      />
    </ResourceList>
  );
}
