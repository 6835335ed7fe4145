/** Navigation menu items (/MenuItem/*): the staff list, one item, its children, sorting. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AssignParentMenuItemRequest,
  CreatedResponse,
  MenuItem,
  menuItemSchema,
  MessageResponse,
} from '@chamber/contracts';
import type { z } from 'zod';
import { api } from './client.ts';
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

/** Every item, active or not, in menu order (each top-level item followed by its children). */
export function useMenuItems() {
  return useQuery({
    queryKey: menuItemKeys.list(),
    queryFn: () => api.get<MenuItem[]>('/MenuItem/GetAllMenuItems', { isActive: null }),
  });
}

export function useMenuItem(id: number) {
  return useQuery({
    queryKey: menuItemKeys.detail(id),
    queryFn: () => api.get<MenuItem>('/MenuItem/GetMenuItemById', { menuItemId: id }),
    staleTime: 0, // an edit screen starts from what is stored now
  });
}

/** Items that can become children of `parentId`: top-level, childless, not the parent itself. */
export function useMenuItemCandidates(parentId: number) {
  return useQuery({
    queryKey: menuItemKeys.candidates(parentId),
    queryFn: () => api.get<MenuItem[]>('/MenuItem/GetMenuItemsWithNoParentOrChild', { parentId }),
    staleTime: 0,
  });
}

/** Every change shows in the public menu, so the site info is reloaded too. */
function useMenuItemMutation<Input, Answer>(call: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: menuItemKeys.all }),
        queryClient.invalidateQueries({ queryKey: homeKeys.all }),
      ]),
  });
}

export const useCreateMenuItem = () =>
  useMenuItemMutation((values: MenuItemValues) =>
    api.post<CreatedResponse>('/MenuItem/CreateMenuItem', values),
  );

export const useUpdateMenuItem = () =>
  useMenuItemMutation((values: MenuItemValues & { id: number }) =>
    api.put<MessageResponse>('/MenuItem/UpdateMenuItems', values),
  );

export const useDeleteMenuItem = () =>
  useMenuItemMutation((id: number) =>
    api.delete<MessageResponse>('/MenuItem/DeleteMenuItem', { id }),
  );

/** Makes a child top-level again. */
export const useRemoveParentMenuItem = () =>
  useMenuItemMutation((menuItemId: number) =>
    api.delete<MessageResponse>('/MenuItem/RemoveParentMenuItem', { menuItemId }),
  );

export const useAssignParentMenuItem = () =>
  useMenuItemMutation((body: AssignParentMenuItemRequest) =>
    api.put<MessageResponse>('/MenuItem/AssignParentMenuItem', body),
  );

export const useSortMenuItems = () =>
  useMenuItemMutation((ordered: Ordered) =>
    api.put<MessageResponse>('/MenuItem/SortMenuItems', ordered),
  );

export const useSortChildMenuItems = () =>
  useMenuItemMutation((ordered: Ordered) =>
    api.put<MessageResponse>('/MenuItem/SortChildMenuItems', ordered),
  );
