/** An item's preview links (the Preview calls): make one to share, list those that work, revoke. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddressedType } from '@chamber/contracts';
import { call } from './client.ts';

export type PreviewItem = { type: AddressedType; id: number };

const keys = { list: ({ type, id }: PreviewItem) => ['previewLinks', type, id] as const };

/** The links that still work, asked afresh each time the panel opens. */
export const usePreviewLinks = (item: PreviewItem) =>
  useQuery({
    queryKey: keys.list(item),
    queryFn: () => call('Preview.GetPreviewLinks', { query: item }),
    staleTime: 0,
  });

export function useCreatePreviewLink(item: PreviewItem) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call('Preview.CreatePreviewLink', { body: item }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.list(item) }),
  });
}

export function useRevokePreviewLink(item: PreviewItem) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call('Preview.RevokePreviewLink', { query: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.list(item) }),
  });
}
