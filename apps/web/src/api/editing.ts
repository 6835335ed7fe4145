/** Who else has an item open in an editor (the Editing calls, decision 130). */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { EDITING_HEARTBEAT_SECONDS } from '@chamber/contracts';
import { call } from './client.ts';
import type { RevisionItem } from './revisions.ts';

/**
 * While the editor is open, says so every EDITING_HEARTBEAT_SECONDS (also from a background tab:
 * the typing there is still at stake) and answers the colleagues who have the item open too;
 * says it is done when the editor closes.
 */
export function useColleaguesEditing({ type, id }: RevisionItem) {
  useEffect(() => {
    return () => void call('Editing.DoneEditing', { body: { type, id } }).catch(() => undefined);
  }, [type, id]);
  return useQuery({
    queryKey: ['editing', type, id],
    queryFn: () => call('Editing.StillEditing', { body: { type, id } }),
    refetchInterval: EDITING_HEARTBEAT_SECONDS * 1000,
    refetchIntervalInBackground: true,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
