/** Events (/Event/*): the staff list, one event, create/update/delete and sorting. */
import type { eventSchema } from '@chamber/contracts';
import type { z } from 'zod';
import { call } from './client.ts';
import { resource, sendBody, type Edited } from './resource.ts';

/** What the event form hands over: the schema's output (ISO dates, normalised map address). */
export type EventValues = z.output<typeof eventSchema>;

type SaveInput = { values: EventValues; image: File | null };

const events = resource('events');

export const eventKeys = events.keys;

/** Signed in, GetAllEvents answers every event (inactive ones too) in the staff sort order. */
export const useEvents = events.list(() => call('Event.GetAllEvents'));

export const useEvent = events.one((eventId) => call('Event.GetEventById', { query: { eventId } }));

/** Multipart, with the image file (required by the server on create). */
export const useCreateEvent = events.mutation(({ values, image }: SaveInput) =>
  call('Event.CreateEvent', { form: { ...values, image } }),
);

/** Multipart; without a new image the stored one is kept. */
export const useUpdateEvent = events.mutation(
  ({ id, values, image, version }: SaveInput & Edited) =>
    call('Event.UpdateEvent', { form: { ...values, id, image, version } }),
);

export const useDeleteEvent = events.mutation((eventId: number) =>
  call('Event.DeleteEvent', { query: { eventId } }),
);

export const useSortEvents = events.mutation(sendBody('Event.SortEvents'));
