import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import type { MenuItem } from '@chamber/contracts';
import { useDeleteMenuItem, useMenuItems, useSortMenuItems } from '../../api/menu-items.ts';
import { removalFor, ResourceList } from '../../components/ResourceList.tsx';
import { yesNoColumn } from '../../components/tableCells.tsx';
import { editMenuItemPath, NEW_MENU_ITEM_PATH } from './paths.ts';

const OPEN = { to: (item: MenuItem) => editMenuItemPath(item.id) };

const COLUMNS: ColumnDef<MenuItem, string>[] = [
  { accessorKey: 'name', header: 'Menu Item Name' },
  { id: 'pageName', header: 'Assigned Page', accessorFn: (item) => item.pageName ?? '' },
  {
    id: 'parent',
    header: 'Parent Menu Item',
    accessorFn: (item) => item.parentMenuItem?.name ?? '-',
  },
  yesNoColumn('openInNewTab', 'Will Open In A New Tab?'),
  yesNoColumn('isActive', 'Is Active?'),
];

/** /cms/management/menu-items: the list of menu items, in the spec's column order. */
export function MenuItemsScreen() {
  const menuItems = useMenuItems();
  const remove = useDeleteMenuItem();
  const sort = useSortMenuItems();
  // Sort Items orders the top bar; children are ordered in their parent's form.
  const topLevel = useMemo(
    () => (menuItems.data ?? []).filter((item) => item.parentMenuItemId === null),
    [menuItems.data],
  );

  return (
    <ResourceList
      label="Menu Items"
      query={menuItems}
      columns={COLUMNS}
      open={OPEN}
      add={{ text: 'New Menu Item', to: NEW_MENU_ITEM_PATH }}
      remove={removalFor('Menu Item', remove.mutateAsync, { trash: 'menuItem' })}
      sort={{
        title: 'Sort Items',
        label: (item) => item.name,
        rows: topLevel,
        run: sort.mutateAsync,
      }}
    />
  );
}
