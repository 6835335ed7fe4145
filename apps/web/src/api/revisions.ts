/** An item's revisions (the Revision calls): the History panel's list, two to compare, restore. */
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RevisionType } from '@chamber/contracts';
import { call } from './client.ts';

export type RevisionItem = { type: RevisionType; id: number };

const keys = {
  list: ({ type, id }: RevisionItem) => ['revisions', type, id] as const,
  one: ({ type, id }: RevisionItem, revisionId: number) =>
    ['revisions', type, id, revisionId] as const,
};

/** Newest first, asked afresh each time the panel opens (saves happen elsewhere too). */
export function useRevisions(item: RevisionItem, enabled: boolean) {
  return useQuery({
    queryKey: keys.list(item),
    queryFn: () => call('Revision.GetRevisions', { query: item }),
    staleTime: 0,
    enabled,
  });
}

/** The content of each revision named (a revision never changes: kept once read). */
export function useRevisionContents(item: RevisionItem, revisionIds: number[]) {
  return useQueries({
    queries: revisionIds.map((revisionId) => ({
      queryKey: keys.one(item, revisionId),
      queryFn: () => call('Revision.GetRevision', { query: { ...item, revisionId } }),
      staleTime: Infinity,
    })),
  });
}

/**
 * Restores a revision. What it changes shows in lists, the home page data and this history (the
 * restore is a revision of its own): every query on screen is asked again.
 */
export function useRestoreRevision(item: RevisionItem) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (revisionId: number) =>
      call('Revision.RestoreRevision', { body: { ...item, revisionId } }),
    onSuccess: () => client.invalidateQueries(),
  });
}
