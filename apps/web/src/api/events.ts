/** Events (/Event/*): the staff list, one event, create/update/delete and sorting. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { eventSchema } from '@chamber/contracts';
import type { z } from 'zod';
import { call } from './client.ts';

/** What the event form hands over: the schema's output (ISO dates, normalised map address). */
export type EventValues = z.output<typeof eventSchema>;

export const eventKeys = {
  all: ['events'] as const,
  list: () => [...eventKeys.all, 'list'] as const,
  detail: (id: number) => [...eventKeys.all, 'detail', id] as const,
};

/** Signed in, GetAllEvents answers every event (inactive ones too) in the staff sort order. */
export function useEvents() {
  return useQuery({
    queryKey: eventKeys.list(),
    queryFn: () => call('Event.GetAllEvents'),
  });
}

export function useEvent(id: number) {
  return useQuery({
    queryKey: eventKeys.detail(id),
    queryFn: () => call('Event.GetEventById', { query: { eventId: id } }),
    staleTime: 0, // an edit screen starts from what is stored now
  });
}

function useEventMutation<Input, Answer>(send: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}

/** Multipart, with the image file (required by the server on create). */
export const useCreateEvent = () =>
  useEventMutation(({ values, image }: { values: EventValues; image: File | null }) =>
    call('Event.CreateEvent', { form: { ...values, image } }),
  );

/** Multipart; without a new image the stored one is kept. */
export const useUpdateEvent = () =>
  useEventMutation(
    ({ id, values, image }: { id: number; values: EventValues; image: File | null }) =>
      call('Event.UpdateEvent', { form: { ...values, id, image } }),
  );

export const useDeleteEvent = () =>
  useEventMutation((id: number) => call('Event.DeleteEvent', { query: { eventId: id } }));

export const useSortEvents = () =>
  useEventMutation((ordered: { id: number; sortOrder: number }[]) =>
    call('Event.SortEvents', { body: ordered }),
  );
