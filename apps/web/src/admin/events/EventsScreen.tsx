import { useMemo } from 'react';
import { Badge, Button } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { EVENT_TYPE_LABELS, type ChamberEvent } from '@chamber/contracts';
import { useDeleteEvent, useEvents, useSortEvents } from '../../api/events.ts';
import { useTimeZone } from '../../api/home.ts';
import { useCan } from '../../auth/session.ts';
import { dateColumn, formatEventDateTime } from '../../components/dates.ts';
import { removalFor, ResourceList } from '../../components/ResourceList.tsx';
import { publishingColumn } from '../../components/Publishing.tsx';
import { RowActions } from '../../components/tableCells.tsx';
import { isUpcoming } from './eventDates.ts';

export const EVENTS_PATH = '/cms/management/events';
const CREATE_EVENT_PATH = '/cms/management/create-event';
const OPEN = { to: (event: ChamberEvent) => `/cms/management/event/${event.id}` };
/** The new-event form, filled in from the event `id` (EventEditorScreen reads `copyOf`). */
export const COPY_OF_PARAM = 'copyOf';
const copyPath = (event: ChamberEvent) => `${CREATE_EVENT_PATH}?${COPY_OF_PARAM}=${event.id}`;

/**
 * /cms/management/events: an event is Upcoming until it ends; its times are on the chamber's
 * clock. Authors add, change and delete their own (the server refuses the rest, saying why);
 * reordering moves everyone's, so it is for editors and administrators. Anyone who adds events
 * may duplicate one: a new event filled in from it.
 */
export function EventsScreen() {
  const sortsAll = useCan('allContent');
  const events = useEvents();
  const remove = useDeleteEvent();
  const sort = useSortEvents();
  const timeZone = useTimeZone();

  const columns = useMemo<ColumnDef<ChamberEvent, string>[]>(() => {
    const now = Date.now();
    const dateTime = (iso: string) => formatEventDateTime(iso, timeZone);
    return [
      { accessorKey: 'title', header: 'Event Title' },
      {
        id: 'eventType',
        header: 'Event Type',
        accessorFn: (event) => EVENT_TYPE_LABELS[event.eventType],
      },
      dateColumn('start', 'Start Date', (event) => event.start, dateTime),
      dateColumn('end', 'End Date', (event) => event.end, dateTime),
      {
        id: 'status',
        header: 'Status',
        accessorFn: (event) => (isUpcoming(event, now) ? 'Upcoming' : 'Past'),
        cell: ({ getValue }) => (
          <Badge
            variant="light"
            color={getValue() === 'Upcoming' ? 'green' : 'gray'}
            tt="none"
            miw="max-content"
          >
            {getValue()}
          </Badge>
        ),
      },
      publishingColumn<ChamberEvent>(),
    ];
  }, [timeZone]);

  return (
    <ResourceList
      label="Events"
      query={events}
      columns={columns}
      open={OPEN}
      add={{ text: 'Add Event', to: CREATE_EVENT_PATH }}
      remove={removalFor('Event', remove.mutateAsync, { trash: 'event' })}
      sort={sortsAll ? { label: (event) => event.title, run: sort.mutateAsync } : undefined}
      rowActions={(event, askRemove) => (
        <RowActions viewTo={OPEN.to(event)} onRemove={askRemove}>
          <Button
            component={Link}
            to={copyPath(event)}
            size="xs"
            variant="light"
            color="gray"
            leftSection={<IconCopy size={14} aria-hidden />}
          >
            Duplicate
          </Button>
        </RowActions>
      )}
    />
  );
}
