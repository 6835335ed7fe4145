/** The public events filter: All, Upcoming, Past and one per event type. */
import {
  EVENT_FILTERS as FILTERS,
  type ChamberEvent,
  type EventFilter,
  type EventType,
} from '@chamber/contracts';

export { isEventFilter, type EventFilter } from '@chamber/contracts';

const LABELS: Record<EventFilter, string> = {
  all: 'All',
  upcoming: 'Upcoming',
  past: 'Past',
  webinar: 'Webinars',
  conference: 'Conferences',
  workshop: 'Workshops',
};

export const EVENT_FILTERS = FILTERS.map((value) => ({ value, label: LABELS[value] }));

/** On the public list an event is past once it has started (the admin list goes by its end). */
export const isPastEvent = (event: Pick<ChamberEvent, 'start'>, now: Date) =>
  Date.parse(event.start) <= now.getTime();

export function filterEvents<T extends Pick<ChamberEvent, 'start' | 'eventType'>>(
  events: T[],
  filter: EventFilter,
  now: Date,
): T[] {
  switch (filter) {
    case 'all':
      return events;
    case 'upcoming':
      return events.filter((event) => !isPastEvent(event, now));
    case 'past':
      return events.filter((event) => isPastEvent(event, now));
    default:
      return events.filter((event) => event.eventType === (filter satisfies EventType));
  }
}
