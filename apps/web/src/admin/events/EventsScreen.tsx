import { useMemo } from 'react';
import { Badge, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { EVENT_TYPE_LABELS, type ChamberEvent } from '@chamber/contracts';
import { useDeleteEvent, useEvents, useSortEvents } from '../../api/events.ts';
import { useTimeZone } from '../../api/home.ts';
import { useCan } from '../../auth/session.ts';
import {
  dateColumn,
  formatEventDate,
  formatEventDateTime,
  formatEventTime,
} from '../../components/dates.ts';
import { removalFor, ResourceList } from '../../components/ResourceList.tsx';
import { publishingColumn } from '../../components/Publishing.tsx';
import { DuplicateAction, RowActions } from '../../components/tableCells.tsx';
import { isUpcoming } from './eventDates.ts';
import { copyEventPath, editEventPath, NEW_EVENT_PATH } from './paths.ts';

const OPEN = { to: (event: ChamberEvent) => editEventPath(event.id) };
const BULK = { type: 'event' as const, name: (event: ChamberEvent) => event.title };

/**
 * A column of times on the chamber's clock: the day, and beneath it the time with its zone (one
 * text for filtering and the CSV: "May 1st, 2027 6:30 PM EDT").
 */
function eventTimeColumn(
  id: string,
  header: string,
  iso: (event: ChamberEvent) => string | null,
  timeZone: string,
): ColumnDef<ChamberEvent, string> {
  return {
    ...dateColumn(id, header, iso, (value) => formatEventDateTime(value, timeZone)),
    cell: ({ row }) => {
      const value = iso(row.original);
      if (value === null) return '-';
      return (
        <>
          {formatEventDate(value, timeZone)}{' '}
          <Text span display="block" size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatEventTime(value, timeZone)}
          </Text>
        </>
      );
    },
  };
}

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
    return [
      { accessorKey: 'title', header: 'Event Title' },
      {
        id: 'eventType',
        header: 'Event Type',
        accessorFn: (event) => EVENT_TYPE_LABELS[event.eventType],
      },
      eventTimeColumn('start', 'Start Date', (event) => event.start, timeZone),
      eventTimeColumn('end', 'End Date', (event) => event.end, timeZone),
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
      publishingColumn<ChamberEvent>(timeZone),
    ];
  }, [timeZone]);

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
      rowActions={(event, askRemove) => (
        <RowActions viewTo={OPEN.to(event)} onRemove={askRemove}>
          <DuplicateAction
            label="Duplicate: a new event filled in from this one"
            to={copyEventPath(event.id)}
          />
        </RowActions>
      )}
    />
  );
}
