import { useMemo, useState } from 'react';
import { Badge, Button, Group, Paper } from '@mantine/core';
import { IconArrowsSort, IconEye, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ColumnDef, SortingFn } from '@tanstack/react-table';
import { EVENT_TYPE_LABELS, type ChamberEvent } from '@chamber/contracts';
import { Link } from 'react-router';
import { useDeleteEvent, useEvents, useSortEvents } from '../../api/events.ts';
import { useSession } from '../../auth/session.ts';
import { AdminTable } from '../../components/AdminTable.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { SortDialog } from '../../components/SortDialog.tsx';
import { toast } from '../../components/toast.ts';
import { formatEventDate, isUpcoming } from './eventDates.ts';

export const EVENTS_PATH = '/cms/management/events';
const CREATE_EVENT_PATH = '/cms/management/create-event';
const editEventPath = (id: number) => `/cms/management/event/${id}`;

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
/** The date columns show text but sort by time. */
const byTime =
  (date: (event: ChamberEvent) => string | null): SortingFn<ChamberEvent> =>
  (a, b) =>
    Date.parse(date(a.original) ?? '') - Date.parse(date(b.original) ?? '') || 0;

/** /cms/management/events (S2 §2, §4, §6). */
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
          <Group gap="xs" wrap="nowrap">
            <Button
              component={Link}
              to={editEventPath(row.original.id)}
              size="xs"
              variant="light"
              leftSection={<IconEye size={14} aria-hidden />}
            >
              View
            </Button>
            {isAdmin ? (
              <Button
                size="xs"
                variant="light"
                color="red"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={() => setRemoving(row.original)}
              >
                Delete
              </Button>
            ) : null}
          </Group>
        ),
      },
      { accessorKey: 'title', header: 'Event Title' },
      {
        id: 'eventType',
        header: 'Event Type',
        accessorFn: (event) => EVENT_TYPE_LABELS[event.eventType],
      },
      {
        id: 'start',
        header: 'Start Date',
        accessorFn: (event) => formatEventDate(event.start),
        sortingFn: byTime((event) => event.start),
      },
      {
        id: 'end',
        header: 'End Date',
        accessorFn: (event) => (event.end ? formatEventDate(event.end) : '-'),
        sortingFn: byTime((event) => event.end),
      },
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
        onConfirm={async (ordered) => {
          const answer = await sort.mutateAsync(
            ordered.map(({ id, sortOrder }) => ({ id, sortOrder })),
          );
          toast.success(answer.message);
        }}
        onClose={() => setSorting(false)}
      />
    </Paper>
  );
}
