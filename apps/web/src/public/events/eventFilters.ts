/** The public events filter (S2 §2, §4): All, Upcoming, Past and one per event type. */
import type { ChamberEvent, EventType } from '@chamber/contracts';

export const EVENT_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'past', label: 'Past' },
  { value: 'webinar', label: 'Webinars' },
  { value: 'conference', label: 'Conferences' },
  { value: 'workshop', label: 'Workshops' },
] as const;

export type EventFilter = (typeof EVENT_FILTERS)[number]['value'];

export const isEventFilter = (value: string | null): value is EventFilter =>
  EVENT_FILTERS.some((filter) => filter.value === value);

/** S2 §4: on the public list an event is past once its start is at or before now. */
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
