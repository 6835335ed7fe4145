/**
 * /events/{eventId}: the event's picture, date and time, schedule, address with a map,
 * its buttons and an "Add to calendar" (.ics) download. Load failures are silent: the visitor
 * sees Not Found rather than an error.
 */
import { Badge, Button, Skeleton } from '@mantine/core';
import {
  IconArrowLeft,
  IconCalendarEvent,
  IconCalendarPlus,
  IconClock,
  IconMapPin,
} from '@tabler/icons-react';
import { useParams } from 'react-router';
import { EVENT_TYPE_LABELS } from '@chamber/contracts';
import { useTimeZone } from '../../api/home.ts';
import { eventIcsUrl, usePublicEvent } from '../../api/public.ts';
import { NotFoundScreen } from '../NotFoundScreen.tsx';
import { ActionButtons } from '../ui/ActionButtons.tsx';
import { LinkButton } from '../ui/LinkButton.tsx';
import { formatFullDay, formatTimeRange } from '../../components/dates.ts';
import items from '../ui/items.module.css';
import page from '../ui/page.module.css';
import { PageBanner } from '../ui/PageBanner.tsx';
import { StoredImage } from '../ui/StoredImage.tsx';
import { usePageTitle } from '../ui/usePageTitle.ts';
import classes from './EventDetailScreen.module.css';
import { EventMap } from './EventMap.tsx';
import { RegistrationForm } from './RegistrationForm.tsx';

const TRAIL = [{ label: 'Events', to: '/events' }];

export function EventDetailScreen() {
  const eventId = Number(useParams().eventId);
  const { data: event, isPending, isError } = usePublicEvent(eventId);
  const timeZone = useTimeZone();
  usePageTitle(event?.title);

  if (isPending && Number.isInteger(eventId) && eventId > 0) {
    return (
      <div className={page.container} aria-busy>
        <Skeleton height={48} width="60%" mb="lg" />
        <Skeleton height={360} radius={14} />
      </div>
    );
  }
  if (isError || !event) return <NotFoundScreen />;

  const cityLine = `${event.city}, ${event.state} ${event.zipcode}`;
  return (
    <>
      <PageBanner title={event.title} trail={TRAIL}>
        <div className={classes.bannerMeta}>
          <Badge color="orange.3" c="#172b47" size="lg" radius="sm" className={classes.badge}>
            {EVENT_TYPE_LABELS[event.eventType]}
          </Badge>
          <span>
            <IconCalendarEvent size={18} aria-hidden />
            <time dateTime={event.start}>{formatFullDay(event.start, timeZone)}</time>
          </span>
          {event.organizer ? <span>Organized by {event.organizer}</span> : null}
        </div>
      </PageBanner>

      <div className={`${page.container} ${page.columns} ${classes.layout}`}>
        <div className={items.main}>
          {/* At the top of the page: it is the event's largest paint. */}
          <StoredImage
            className={items.image}
            path={event.imageUrl}
            picture="event"
            loading="eager"
            decoding="auto"
          />
          {event.description ? (
            <section className={page.prose} aria-labelledby="about-event">
              <h2 id="about-event">About this event</h2>
              <p className={items.preLine}>{event.description}</p>
            </section>
          ) : null}
          {event.schedule ? (
            <section className={page.prose} aria-labelledby="event-schedule">
              <h2 id="event-schedule">Schedule</h2>
              <p className={items.preLine}>{event.schedule}</p>
            </section>
          ) : null}
          <RegistrationForm event={event} timeZone={timeZone} />
        </div>

        <aside className={page.side} aria-label="Event details">
          <div className={classes.panel}>
            <dl className={classes.facts}>
              <div>
                <dt>
                  <IconCalendarEvent size={20} aria-hidden /> Date
                </dt>
                <dd>{formatFullDay(event.start, timeZone)}</dd>
              </div>
              <div>
                <dt>
                  <IconClock size={20} aria-hidden /> Time
                </dt>
                <dd>{formatTimeRange(event.start, event.end, timeZone)}</dd>
              </div>
              <div>
                <dt>
                  <IconMapPin size={20} aria-hidden /> Location
                </dt>
                <dd>
                  <address className={`${page.address} ${classes.address}`}>
                    {event.addressTitle ? <strong>{event.addressTitle}</strong> : null}
                    <span>{event.addressLine1}</span>
                    {event.addressLine2 ? <span>{event.addressLine2}</span> : null}
                    <span>{cityLine}</span>
                  </address>
                </dd>
              </div>
            </dl>
            <ActionButtons fields={event} tone="onLight" />
            <Button
              component="a"
              href={eventIcsUrl(event.id)}
              download
              mt="md"
              variant="light"
              color="navy"
              radius="xl"
              fullWidth
              leftSection={<IconCalendarPlus size={18} aria-hidden />}
            >
              Add to calendar
            </Button>
          </div>
          {event.mapUrl ? (
            <EventMap url={event.mapUrl} place={event.addressTitle || event.addressLine1} />
          ) : null}
          <LinkButton to="/events" icon={IconArrowLeft} variant="subtle" color="navy">
            All events
          </LinkButton>
        </aside>
      </div>
    </>
  );
}
