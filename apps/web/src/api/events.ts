/** Events (/Event/*): the staff list, one event, create/update/delete, sorting and repeating. */
import type { eventSchema } from '@chamber/contracts';
import type { z } from 'zod';
import { call } from './client.ts';
import { resource, sendBody, sendForm } from './resource.ts';

/** What the event form hands over: the schema's output (ISO dates, normalised map address). */
export type EventValues = z.output<typeof eventSchema>;

const events = resource('events');

export const eventKeys = events.keys;

/** Signed in, GetAllEvents answers every event (inactive ones too) in the staff sort order. */
export const useEvents = events.list(() => call('Event.GetAllEvents'));

export const useEvent = events.one((eventId) => call('Event.GetEventById', { query: { eventId } }));

/** The image is required by the server on create. */
export const useCreateEvent = events.mutation(sendForm('Event.CreateEvent'));

export const useUpdateEvent = events.mutation(sendForm('Event.UpdateEvent'));

export const useDeleteEvent = events.mutation((eventId: number) =>
  call('Event.DeleteEvent', { query: { eventId } }),
);

export const useSortEvents = events.mutation(sendBody('Event.SortEvents'));

/** Draft copies of an event every week or month until a date (decision 137). */
export const useRepeatEvent = events.mutation(sendBody('Event.RepeatEvent'));
