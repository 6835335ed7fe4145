/** Navigation menu items (/MenuItem/*): the staff list, one item, its children, sorting. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AssignParentMenuItemRequest, menuItemSchema } from '@chamber/contracts';
import type { z } from 'zod';
import { call } from './client.ts';
import { homeKeys } from './home.ts';

/** What the menu item form hands over: the schema's output (ids as numbers, blanks as null). */
export type MenuItemValues = z.output<typeof menuItemSchema>;

type Ordered = { id: number; sortOrder: number }[];

export const menuItemKeys = {
  all: ['menu-items'] as const,
  list: () => [...menuItemKeys.all, 'list'] as const,
  detail: (id: number) => [...menuItemKeys.all, 'detail', id] as const,
  candidates: (parentId: number) => [...menuItemKeys.all, 'candidates', parentId] as const,
};

/**
 * Every item, active or not (an empty isActive means all), in menu order: each top-level item
 * followed by its children.
 */
export function useMenuItems() {
  return useQuery({
    queryKey: menuItemKeys.list(),
    queryFn: () => call('MenuItem.GetAllMenuItems', { query: { isActive: '' } }),
  });
}

export function useMenuItem(id: number) {
  return useQuery({
    queryKey: menuItemKeys.detail(id),
    queryFn: () => call('MenuItem.GetMenuItemById', { query: { menuItemId: id } }),
    staleTime: 0, // an edit screen starts from what is stored now
  });
}

/** Items that can become children of `parentId`: top-level, childless, not the parent itself. */
export function useMenuItemCandidates(parentId: number) {
  return useQuery({
    queryKey: menuItemKeys.candidates(parentId),
    queryFn: () => call('MenuItem.GetMenuItemsWithNoParentOrChild', { query: { parentId } }),
    staleTime: 0,
  });
}

/** Every change shows in the public menu, so the site info is reloaded too. */
function useMenuItemMutation<Input, Answer>(send: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: menuItemKeys.all }),
        queryClient.invalidateQueries({ queryKey: homeKeys.all }),
      ]),
  });
}

export const useCreateMenuItem = () =>
  useMenuItemMutation((values: MenuItemValues) =>
    call('MenuItem.CreateMenuItem', { body: values }),
  );

export const useUpdateMenuItem = () =>
  useMenuItemMutation((values: MenuItemValues & { id: number }) =>
    call('MenuItem.UpdateMenuItems', { body: values }),
  );

export const useDeleteMenuItem = () =>
  useMenuItemMutation((id: number) => call('MenuItem.DeleteMenuItem', { query: { id } }));

/** Makes a child top-level again. */
export const useRemoveParentMenuItem = () =>
  useMenuItemMutation((menuItemId: number) =>
    call('MenuItem.RemoveParentMenuItem', { query: { menuItemId } }),
  );

export const useAssignParentMenuItem = () =>
  useMenuItemMutation((body: AssignParentMenuItemRequest) =>
    call('MenuItem.AssignParentMenuItem', { body }),
  );

export const useSortMenuItems = () =>
  useMenuItemMutation((ordered: Ordered) => call('MenuItem.SortMenuItems', { body: ordered }));

export const useSortChildMenuItems = () =>
  useMenuItemMutation((ordered: Ordered) => call('MenuItem.SortChildMenuItems', { body: ordered }));
