/**
 * /events: active events by start, filtered by All, Upcoming, Past or type. The filters are links
 * (?show=…): a filtered list can be shared, and the server draws it, so they work without
 * JavaScript too. Load failures are silent:
 * the visitor sees the empty state. A plain link offers the calendar to subscribe to.
 */
import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { IconCalendarOff, IconCalendarPlus } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { FEEDS } from '@chamber/contracts';
import { usePublicEvents } from '../../api/public.ts';
import { EmptyState } from '../ui/EmptyState.tsx';
import { CardGridSkeleton } from '../ui/PageBlocks.tsx';
import items from '../ui/items.module.css';
import page from '../ui/page.module.css';
import { PageBanner } from '../ui/PageBanner.tsx';
import { EventCard } from './EventCard.tsx';
import { EVENT_FILTERS, filterEvents, isEventFilter, isPastEvent } from './eventFilters.ts';
import classes from './EventsScreen.module.css';

export function EventsScreen() {
  const [params] = useSearchParams();
  const shown = params.get('show');
  const filter = isEventFilter(shown) ? shown : 'all';
  const events = usePublicEvents();
  // One "now" per visit of the screen, so a card does not flip to Past while it is read.
  const [now] = useState(() => new Date());
  const list = filterEvents(events.data ?? [], filter, now);

  return (
    <>
      <PageBanner
        title="Events"
        lead="Networking, learning and celebrating together: find your next Chamber event."
      />
      <div className={page.container}>
        <Group gap="xs" role="group" aria-label="Filter events" className={classes.filters}>
          {EVENT_FILTERS.map((option) => {
            const current = option.value === filter;
            return (
              <Button
                key={option.value}
                component={Link}
                to={option.value === 'all' ? '/events' : `/events?show=${option.value}`}
                replace
                preventScrollReset
                aria-current={current ? 'page' : undefined}
                variant={current ? 'filled' : 'default'}
                color="navy"
                radius="xl"
                size="sm"
              >
                {option.label}
              </Button>
            );
          })}
        </Group>

        <div className={`${items.bar} ${classes.bar}`}>
          <p className={classes.count} role="status">
            {events.isPending
              ? 'Loading events…'
              : `${list.length} ${list.length === 1 ? 'event' : 'events'}`}
          </p>
          {/* The calendar feed: an address for calendar apps, so a link, not a button. */}
          <p className={classes.subscribe}>
            <a href={FEEDS.calendar} className={classes.subscribeLink}>
              <IconCalendarPlus size={18} aria-hidden />
              Subscribe to our calendar
            </a>
            <span className={classes.hint}>
              Add this link to Google Calendar, Outlook or Apple Calendar and new events appear
              there by themselves.
            </span>
          </p>
        </div>

        {events.isPending ? (
          <CardGridSkeleton height={380} />
        ) : list.length === 0 ? (
          <EmptyState icon={IconCalendarOff} title="No events to show">
            {filter === 'all'
              ? 'New events are added all the time. Please check back soon.'
              : 'Try another filter, or check back soon.'}
          </EmptyState>
        ) : (
          <ul className={page.grid}>
            {list.map((event) => (
              <li key={event.id}>
                <EventCard event={event} past={isPastEvent(event, now)} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
