import { useMemo } from 'react';
import { Badge } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { EVENT_TYPE_LABELS, type ChamberEvent } from '@chamber/contracts';
import { useDeleteEvent, useEvents, useSortEvents } from '../../api/events.ts';
import { useCan } from '../../auth/session.ts';
import { dateColumn, formatLongDate } from '../../components/dates.ts';
import { removalFor, ResourceList } from '../../components/ResourceList.tsx';
import { publishingColumn } from '../../components/Publishing.tsx';
import { isUpcoming } from './eventDates.ts';
import { editEventPath, NEW_EVENT_PATH } from './paths.ts';

const OPEN = { to: (event: ChamberEvent) => editEventPath(event.id) };
const BULK = { type: 'event' as const, name: (event: ChamberEvent) => event.title };

/**
 * /cms/management/events: an event is Upcoming until it ends. Authors add, change and delete
 * their own (the server refuses the rest, saying why); reordering moves everyone's, so it is
 * for editors and administrators.
 */
export function EventsScreen() {
  const sortsAll = useCan('allContent');
  const events = useEvents();
  const remove = useDeleteEvent();
  const sort = useSortEvents();

  const columns = useMemo<ColumnDef<ChamberEvent, string>[]>(() => {
    const now = Date.now();
    return [
      { accessorKey: 'title', header: 'Event Title' },
      {
        id: 'eventType',
        header: 'Event Type',
        accessorFn: (event) => EVENT_TYPE_LABELS[event.eventType],
      },
      dateColumn('start', 'Start Date', (event) => event.start, formatLongDate),
      dateColumn('end', 'End Date', (event) => event.end, formatLongDate),
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
  }, []);

  return (
    <ResourceList
      label="Events"
      query={events}
      columns={columns}
      open={OPEN}
      bulk={BULK}
      add={{ text: 'Add Event', to: NEW_EVENT_PATH }}
      remove={removalFor('Event', remove.mutateAsync, { trash: 'event' })}
      sort={sortsAll ? { label: (event) => event.title, run: sort.mutateAsync } : undefined}
    />
  );
}
