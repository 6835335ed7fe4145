/**
 * Visitor calls outside Home/* : events as the public site shows them, the contact form and the
 * newsletter sign-up. Event loads are silent: the screens show an empty state.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { routes } from '@chamber/contracts';
import type {
  ContactMessageRequest,
  MessageResponse,
  NewsletterSubscribeRequest,
} from '@chamber/contracts';
import { api, call } from './client.ts';
import { eventKeys } from './events.ts';
import { useInlinedDocument } from './inlined.ts';

// Under the events keys, so staff changes to events also refresh what visitors see.
const publicEventKeys = {
  all: [...eventKeys.all, 'public'] as const,
  list: () => [...publicEventKeys.all, 'list'] as const,
  detail: (id: number) => [...publicEventKeys.all, 'detail', id] as const,
};

/**
 * Active events by start, ascending. The server already answers that to visitors; a
 * signed-in member of staff gets every event in the staff order, so the rule is applied here too.
 */
export function usePublicEvents() {
  return useQuery({
    queryKey: publicEventKeys.list(),
    queryFn: () => call('Event.GetAllEvents'),
    ...useInlinedDocument('events', null),
    select: (events) =>
      events
        .filter((event) => event.isActive)
        .sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || a.id - b.id),
    meta: { silent: true },
  });
}

export function usePublicEvent(id: number) {
  return useQuery({
    queryKey: publicEventKeys.detail(id),
    queryFn: () => call('Event.GetEventById', { query: { eventId: id } }),
    ...useInlinedDocument('event', id),
    enabled: Number.isInteger(id) && id > 0,
    meta: { silent: true },
  });
}

/** The .ics download of an event (an API path the browser opens itself). */
export const eventIcsUrl = (id: number) => `${routes['Event.GetEventIcs'].path}?eventId=${id}`;

export const useSendContactMessage = () =>
  useMutation({
    mutationFn: (message: ContactMessageRequest) =>
      api.post<MessageResponse>('/Contact/SendEmail', message),
  });

export const useSubscribeNewsletter = () =>
  useMutation({
    mutationFn: (request: NewsletterSubscribeRequest) =>
      api.post<MessageResponse>('/Newsletter/Subscribe', request),
  });
