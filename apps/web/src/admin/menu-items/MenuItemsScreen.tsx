import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import type { MenuItem } from '@chamber/contracts';
import { useDeleteMenuItem, useMenuItems, useSortMenuItems } from '../../api/menu-items.ts';
import { removalFor, ResourceList } from '../../components/ResourceList.tsx';
import { useTimeZone } from '../../api/home.ts';
import { publishingColumn } from '../../components/Publishing.tsx';
import { yesNoColumn } from '../../components/tableCells.tsx';
import classes from './MenuItemsScreen.module.css';
import { editMenuItemPath, NEW_MENU_ITEM_PATH } from './paths.ts';

const OPEN = { to: (item: PlacedMenuItem) => editMenuItemPath(item.id) };

const bySortOrder = (a: MenuItem, b: MenuItem) => a.sortOrder - b.sortOrder;

/**
 * The menu as visitors meet it: each top-level item in the top bar's order, followed by its
 * sub-menu items in theirs, each with its place ("2", "2.1").
 */
function asTree(items: MenuItem[]) {
  const childrenOf = (id: number) =>
    items.filter((item) => item.parentMenuItemId === id).sort(bySortOrder);
  return items
    .filter((item) => item.parentMenuItemId === null)
    .sort(bySortOrder)
    .flatMap((parent, index) => [
      { ...parent, place: `${index + 1}` },
      ...childrenOf(parent.id).map((child, childIndex) => ({
        ...child,
        place: `${index + 1}.${childIndex + 1}`,
      })),
    ]);
}
type PlacedMenuItem = ReturnType<typeof asTree>[number];

const columns = (timeZone: string): ColumnDef<PlacedMenuItem, string>[] => [
  {
    accessorKey: 'name',
    header: 'Menu Item Name',
    // A sub-menu item sits under its parent, set in.
    cell: ({ row: { original } }) =>
      original.parentMenuItemId === null ? (
        original.name
      ) : (
        <span className={classes.child}>{original.name}</span>
      ),
  },
  { id: 'pageName', header: 'Assigned Page', accessorFn: (item) => item.pageName ?? '' },
  {
    id: 'parent',
    header: 'Parent Menu Item',
    accessorFn: (item) => item.parentMenuItem?.name ?? '-',
  },
  yesNoColumn('openInNewTab', 'Will Open In A New Tab?'),
  publishingColumn(timeZone),
  { accessorKey: 'place', header: 'Place in Menu' },
];

/**
 * /cms/management/menu-items: the menu items in the spec's columns, in the menu's own order with
 * sub-menu items under their parent.
 */
export function MenuItemsScreen() {
  const menuItems = useMenuItems();
  const remove = useDeleteMenuItem();
  const sort = useSortMenuItems();
  const timeZone = useTimeZone();
  const COLUMNS = useMemo(() => columns(timeZone), [timeZone]);
  const tree = useMemo(
    () => (menuItems.data ? asTree(menuItems.data) : undefined),
    [menuItems.data],
  );
  // Sort Items orders the top bar; a parent's sub-menu is ordered in its form.
  const topLevel = useMemo(() => tree?.filter((item) => item.parentMenuItemId === null), [tree]);

  return (
    <ResourceList
      label="Menu Items"
      rows={tree}
      isLoading={menuItems.isPending}
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
