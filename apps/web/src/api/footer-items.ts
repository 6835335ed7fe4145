/** Footer items (/FooterItem/*); the public footer reads them through the site info. */
import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { footerItemSchema } from '@chamber/contracts';
import type { z } from 'zod';
import { call } from './client.ts';
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
    queryFn: () => call('FooterItem.GetAllFooterItems'),
  });
}

/** Loads one item afresh (the View action); failures toast through the query cache. */
export function useFetchFooterItem() {
  const queryClient = useQueryClient();
  return useCallback(
    (id: number) =>
      queryClient.fetchQuery({
        queryKey: footerItemKeys.detail(id),
        queryFn: () => call('FooterItem.GetFooterItemById', { query: { footerItemId: id } }),
        staleTime: 0,
      }),
    [queryClient],
  );
}

/** Every change also reloads the site info, whose footer lists the active items. */
function useFooterItemMutation<Input, Answer>(send: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: footerItemKeys.all }),
        queryClient.invalidateQueries({ queryKey: homeKeys.all }),
      ]),
  });
}

export const useCreateFooterItem = () =>
  useFooterItemMutation((values: FooterItemValues) =>
    call('FooterItem.CreateFooterItem', { body: values }),
  );

export const useUpdateFooterItem = () =>
  useFooterItemMutation((values: FooterItemValues & { id: number }) =>
    call('FooterItem.UpdateFooterItem', { body: values }),
  );

export const useDeleteFooterItem = () =>
  useFooterItemMutation((id: number) =>
    call('FooterItem.DeleteFooterItem', { query: { footerItemId: id } }),
  );

export const useSortFooterItems = () =>
  useFooterItemMutation((ordered: { id: number; sortOrder: number }[]) =>
    call('FooterItem.SortFooterItems', { body: ordered }),
  );
