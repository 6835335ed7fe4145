import { useMemo, useState } from 'react';
import { Badge, Button, Paper } from '@mantine/core';
import { IconArrowsSort, IconPlus } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { EVENT_TYPE_LABELS, type ChamberEvent } from '@chamber/contracts';
import { Link } from 'react-router';
import { useDeleteEvent, useEvents, useSortEvents } from '../../api/events.ts';
import { useSession } from '../../auth/session.ts';
import { AdminTable } from '../../components/AdminTable.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { dateColumn, formatLongDate } from '../../components/dates.ts';
import { SortDialog } from '../../components/SortDialog.tsx';
import { RowActions, yesNo } from '../../components/tableCells.tsx';
import { toast } from '../../components/toast.ts';
import { isUpcoming } from './eventDates.ts';

export const EVENTS_PATH = '/cms/management/events';
const CREATE_EVENT_PATH = '/cms/management/create-event';
const editEventPath = (id: number) => `/cms/management/event/${id}`;

/**
 * /cms/management/events: only administrators see Add Event and Delete; an event is Upcoming
 * until it ends.
 */
export function EventsScreen() {
  const isAdmin = useSession()?.isAdmin ?? false;
  const events = useEvents();
  const remove = useDeleteEvent();
  const sort = useSortEvents();
  const [removing, setRemoving] = useState<ChamberEvent | null>(null);
  const [sorting, setSorting] = useState(false);

  const columns = useMemo<ColumnDef<ChamberEvent, string>[]>(() => {
    const now = Date.now();
    return [
      {
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => (
          <RowActions
            viewTo={editEventPath(row.original.id)}
            onRemove={isAdmin ? () => setRemoving(row.original) : undefined}
          />
        ),
      },
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
      { id: 'isActive', header: 'Is Active?', accessorFn: (event) => yesNo(event.isActive) },
    ];
  }, [isAdmin]);

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
      <AdminTable
        label="Events"
        data={events.data}
        columns={columns}
        isLoading={events.isPending}
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconArrowsSort size={16} aria-hidden />}
              onClick={() => setSorting(true)}
            >
              Sort Events
            </Button>
            {isAdmin ? (
              <Button
                component={Link}
                to={CREATE_EVENT_PATH}
                leftSection={<IconPlus size={16} aria-hidden />}
              >
                Add Event
              </Button>
            ) : null}
          </>
        }
      />
      <ConfirmDialog
        opened={removing !== null}
        title="Delete Event"
        text="Are you sure you want to remove this event?"
        buttonText="Confirm"
        action={async () => {
          if (removing) toast.success((await remove.mutateAsync(removing.id)).message);
        }}
        onClose={() => setRemoving(null)}
      />
      <SortDialog
        opened={sorting}
        title="Sort Events"
        items={events.data ?? []}
        getLabel={(event) => event.title}
        onSort={sort.mutateAsync}
        onClose={() => setSorting(false)}
      />
    </Paper>
  );
}
