import { Badge } from '@mantine/core';
import { IconClock, IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EVENT_TYPE_LABELS, eventPath, type ChamberEvent } from '@chamber/contracts';
import { useTimeZone } from '../../api/home.ts';
import { formatEventDay, formatTimeRange, inZone } from '../../components/dates.ts';
import { MoreHint } from '../ui/MoreHint.tsx';
import { CardMedia } from '../ui/PageBlocks.tsx';
import items from '../ui/items.module.css';
import page from '../ui/page.module.css';
import classes from './EventCard.module.css';

/** Where an event happens, in a few words: its place name, else its street and city. */
const eventPlace = (event: ChamberEvent) =>
  event.addressTitle || [event.addressLine1, event.city].filter(Boolean).join(', ');

export function EventCard({ event, past }: { event: ChamberEvent; past: boolean }) {
  const timeZone = useTimeZone();
  const start = inZone(event.start, timeZone);
  return (
    <article className={page.card} data-past={past || undefined}>
      <div className={classes.mediaWrap}>
        <CardMedia path={event.imageUrl} />
        <Badge className={classes.type} color="navy" variant="filled" radius="sm" size="lg">
          {EVENT_TYPE_LABELS[event.eventType]}
        </Badge>
        <time className={classes.dateBlock} dateTime={event.start} aria-hidden>
          <span className={classes.month}>{start.format('MMM')}</span>
          <span className={classes.day}>{start.date()}</span>
        </time>
      </div>
      <div className={page.cardBody}>
        <p className={`${items.eyebrow} ${classes.when}`}>
          {formatEventDay(event.start, timeZone)}
          {past ? (
            // A span: a Badge's own div is not allowed inside <p> (the browser would split it).
            <Badge component="span" ml={8} color="gray" variant="light" radius="sm">
              Past
            </Badge>
          ) : null}
        </p>
        {/* The page's h1 is the hero; each event is a section of the list below it. */}
        <h2 className={page.cardTitle}>
          <Link to={eventPath(event.id)} className={page.stretched}>
            {event.title}
          </Link>
        </h2>
        <div className={page.meta}>
          <span>
            <IconClock size={16} aria-hidden />
            {formatTimeRange(event.start, event.end, timeZone)}
          </span>
          <span>
            <IconMapPin size={16} aria-hidden />
            {eventPlace(event)}
          </span>
        </div>
        <MoreHint>View details</MoreHint>
      </div>
    </article>
  );
}
