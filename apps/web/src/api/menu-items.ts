/** Navigation menu items (/MenuItem/*): the staff list, one item, its children, sorting. */
import { useQuery } from '@tanstack/react-query';
import { call } from './client.ts';
import { homeKeys } from './home.ts';
import { resource, sendBody } from './resource.ts';

/** Every change shows in the public menu, so the site info is reloaded too. */
const menuItems = resource('menuItems', { alsoInvalidate: [homeKeys.all] });

export const menuItemKeys = menuItems.keys;

/**
 * Every item, active or not (an empty isActive means all), in menu order: each top-level item
 * followed by its children.
 */
export const useMenuItems = menuItems.list(() =>
  call('MenuItem.GetAllMenuItems', { query: { isActive: '' } }),
);

export const useMenuItem = menuItems.one((menuItemId) =>
  call('MenuItem.GetMenuItemById', { query: { menuItemId } }),
);

/** Items that can become children of `parentId`: top-level, childless, not the parent itself. */
export function useMenuItemCandidates(parentId: number) {
  return useQuery({
    queryKey: [...menuItemKeys.all, 'candidates', parentId],
    queryFn: () => call('MenuItem.GetMenuItemsWithNoParentOrChild', { query: { parentId } }),
    staleTime: 0,
  });
}

export const useCreateMenuItem = menuItems.mutation(sendBody('MenuItem.CreateMenuItem'));

export const useUpdateMenuItem = menuItems.mutation(sendBody('MenuItem.UpdateMenuItems'));

export const useDeleteMenuItem = menuItems.mutation((id: number) =>
  call('MenuItem.DeleteMenuItem', { query: { id } }),
);

/** Makes a child top-level again. */
export const useRemoveParentMenuItem = menuItems.mutation((menuItemId: number) =>
  call('MenuItem.RemoveParentMenuItem', { query: { menuItemId } }),
);

export const useAssignParentMenuItem = menuItems.mutation(
  sendBody('MenuItem.AssignParentMenuItem'),
);

export const useSortMenuItems = menuItems.mutation(sendBody('MenuItem.SortMenuItems'));

export const useSortChildMenuItems = menuItems.mutation(sendBody('MenuItem.SortChildMenuItems'));
