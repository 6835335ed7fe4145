/**
 * The trash (the Trash.* calls): what was deleted, where an item is used before it is deleted,
 * and putting it back. A restore can bring back rows of many kinds (a page with its menu links
 * and content), so it reloads every query.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, TrashType } from '@chamber/contracts';
import { call } from './client.ts';

const trashKey = ['trash'] as const;

/** A delete that may take the item's uses to the trash with it. */
export type Deleting = { id: number; withUses?: boolean };

/** Everything in the trash, newest first, asked afresh whenever the screen opens. */
export const useTrash = () =>
  useQuery({ queryKey: trashKey, queryFn: () => call('Trash.GetTrash'), staleTime: 0 });

/**
 * Where an item is used (menu and footer items, pages, buttons), for a delete's confirmation.
 * Quietly: if it fails, the delete still asks, and the server still refuses to break a use.
 */
export const useUsage = (type: TrashType | undefined, id: number | undefined) =>
  useQuery({
    queryKey: [...trashKey, 'usage', type, id],
    queryFn: () => call('Trash.GetUsage', { query: { type: type!, id: id! } }),
    enabled: type !== undefined && id !== undefined,
    staleTime: 0,
    meta: { silent: true },
  });

/** Puts an item back (also the Undo of a delete's toast). */
export const restoreFromTrash = (type: TrashType, id: number) =>
  call('Trash.RestoreFromTrash', { body: { type, id } });

/** A mutation that reloads every query when it succeeds: a change the trash made shows anywhere. */
function useReloadingAll<Input, Answer>(send: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => queryClient.invalidateQueries() });
}

export const useRestore = () =>
  useReloadingAll(({ type, id }: { type: TrashType; id: number }) => restoreFromTrash(type, id));

/** Moves a list's selected rows to the trash at once, as each one's Delete would. */
export const useMoveToTrash = () =>
  useReloadingAll((body: BodyOf<'Trash.MoveToTrash'>) => call('Trash.MoveToTrash', { body }));

/** Puts several items back one by one (the Undo of a delete of many), then reloads every query. */
export function useRestoreMany() {
  const queryClient = useQueryClient();
  return async (type: TrashType, ids: number[], message: string) => {
    try {
      for (const id of ids) await restoreFromTrash(type, id);
    } finally {
      await queryClient.invalidateQueries();
    }
    return { message };
  };
}

export const useDeleteForever = () =>
  useReloadingAll(({ type, id }: { type: TrashType; id: number }) =>
    call('Trash.DeleteForever', { query: { type, id } }),
  );
