/**
 * Visitor calls outside Home/* : events as the public site shows them. Event loads are silent: the
 * screens show an empty state. (The contact form and the sign-up call through messages.ts and
 * subscribers.ts.)
 */
import { routes } from '@chamber/contracts';
import { call } from './client.ts';
import { eventKeys } from './events.ts';
import { useVisitorQuery } from './inlined.ts';
import { resourceKeys } from './resource.ts';

// Under the events keys, so staff changes to events also refresh what visitors see.
const publicEventKeys = resourceKeys([...eventKeys.all, 'public']);

/**
 * Active events by start, ascending, as visitors see them: asked as a visitor, so a signed-in
 * member of staff browsing the site does not get drafts (the rule is kept here too, for answers
 * drawn into the page).
 */
export const usePublicEvents = () =>
  useVisitorQuery('events', null, {
    queryKey: publicEventKeys.list(),
    queryFn: () => call('Event.GetAllEvents', { asVisitor: true }),
    select: (events) =>
      events
        .filter((event) => event.isActive)
        .sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || a.id - b.id),
  });

export const usePublicEvent = (id: number) =>
  useVisitorQuery('event', id, {
    queryKey: publicEventKeys.detail(id),
    queryFn: () => call('Event.GetEventById', { query: { eventId: id }, asVisitor: true }),
    enabled: Number.isInteger(id) && id > 0,
  });

/** The .ics download of an event (an API path the browser opens itself). */
export const eventIcsUrl = (id: number) => `${routes['Event.GetEventIcs'].path}?eventId=${id}`;
