/** Footer items (/FooterItem/*); the public footer reads them through the site info. */
import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreatedResponse,
  FooterItem,
  footerItemSchema,
  MessageResponse,
} from '@chamber/contracts';
import type { z } from 'zod';
import { api } from './client.ts';
import { homeKeys } from './home.ts';

export type FooterItemValues = z.output<typeof footerItemSchema>;

const footerItemKeys = {
  all: ['footerItems'] as const,
  list: () => [...footerItemKeys.all, 'list'] as const,
  detail: (id: number) => [...footerItemKeys.all, 'detail', id] as const,
};

export function useFooterItems() {
  return useQuery({
    queryKey: footerItemKeys.list(),
    queryFn: () => api.get<FooterItem[]>('/FooterItem/GetAllFooterItems'),
  });
}

/** Loads one item afresh (the View action); failures toast through the query cache. */
export function useFetchFooterItem() {
  const queryClient = useQueryClient();
  return useCallback(
    (id: number) =>
      queryClient.fetchQuery({
        queryKey: footerItemKeys.detail(id),
        queryFn: () => api.get<FooterItem>('/FooterItem/GetFooterItemById', { footerItemId: id }),
        staleTime: 0,
      }),
    [queryClient],
  );
}

/** Every change also reloads the site info, whose footer lists the active items. */
function useFooterItemMutation<Input, Answer>(call: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: footerItemKeys.all }),
        queryClient.invalidateQueries({ queryKey: homeKeys.all }),
      ]),
  });
}

export const useCreateFooterItem = () =>
  useFooterItemMutation((values: FooterItemValues) =>
    api.post<CreatedResponse>('/FooterItem/CreateFooterItem', values),
  );

export const useUpdateFooterItem = () =>
  useFooterItemMutation((values: FooterItemValues & { id: number }) =>
    api.put<MessageResponse>('/FooterItem/UpdateFooterItem', values),
  );

export const useDeleteFooterItem = () =>
  useFooterItemMutation((id: number) =>
    api.delete<MessageResponse>('/FooterItem/DeleteFooterItem', { footerItemId: id }),
  );

export const useSortFooterItems = () =>
  useFooterItemMutation((ordered: { id: number; sortOrder: number }[]) =>
    api.put<MessageResponse>('/FooterItem/SortFooterItems', ordered),
  );
