import { useState, type ChangeEvent } from 'react';
import { Button, Group, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import dayjs from 'dayjs';
import {
  ACTIVITY_ACTIONS,
  ACTIVITY_TYPES,
  type ActivityAction,
  type ActivityEntry,
  type ActivityType,
} from '@chamber/contracts';
import { useActivity, type ActivityFilters } from '../../api/activity.ts';
import { useUsers } from '../../api/users.ts';
import { AdminTable } from '../../components/AdminTable.tsx';
import { dateColumn } from '../../components/dates.ts';
import { ITEM_TYPE_LABELS } from '../itemTypes.ts';

/** How each action reads in the table and the Action filter. */
const ACTION_LABELS: Record<ActivityAction, string> = {
  signIn: 'Signed in',
  signInFailed: 'Sign-in failed',
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  sort: 'Reordered',
  publish: 'Published',
  unpublish: 'Unpublished',
  restore: 'Restored',
};

/** A label for what a newer server may record and this screen does not know yet: as stored. */
const labelOf = (labels: Record<string, string>, value: string) => labels[value] ?? value;

const COLUMNS: ColumnDef<ActivityEntry, string>[] = [
  {
    // In the staff member's own time zone, sorted by the time itself; on one line.
    ...dateColumn<ActivityEntry>('at', 'When', (entry) => entry.at),
    cell: ({ getValue }) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {getValue()}
      </Text>
    ),
  },
  { accessorKey: 'userName', header: 'Who' },
  {
    id: 'action',
    header: 'Action',
    accessorFn: (entry) => labelOf(ACTION_LABELS, entry.action),
  },
  { id: 'type', header: 'Item type', accessorFn: (entry) => labelOf(ITEM_TYPE_LABELS, entry.type) },
  { accessorKey: 'summary', header: 'What' },
  { accessorKey: 'address', header: 'Address' },
];

const choices = (all: string, labels: Record<string, string>, values: readonly string[]) => [
  { value: '', label: all },
  ...values.map((value) => ({ value, label: labels[value] })),
];
const ACTION_CHOICES = choices('Any action', ACTION_LABELS, ACTIVITY_ACTIONS);
const TYPE_CHOICES = choices('Any type', ITEM_TYPE_LABELS, ACTIVITY_TYPES);

/** What the filter fields hold: "" for "any"; the dates as the date fields give them (local days). */
type FilterFields = { userId: string; action: string; type: string; from: string; to: string };
const NO_FILTERS: FilterFields = { userId: '', action: '', type: '', from: '', to: '' };

/** A filter's width: the whole row on a phone, its own width beside the others from `xs` up. */
const filterWidth = (xs: number) => ({ base: '100%', xs });

/** The call's filters: a local day runs from its first to its last millisecond in this time zone. */
function toQuery(fields: FilterFields): ActivityFilters {
  return {
    userId: fields.userId ? Number(fields.userId) : undefined,
    action: (fields.action || undefined) as ActivityAction | undefined,
    type: (fields.type || undefined) as ActivityType | undefined,
    from: fields.from ? dayjs(fields.from).startOf('day').toISOString() : undefined,
    to: fields.to ? dayjs(fields.to).endOf('day').toISOString() : undefined,
  };
}

/**
 * /admin/management/activity: who did what, when and from where, newest first, narrowed by the
 * filters above the table (administrators only: the back-office shell tells anyone else so).
 */
export function ActivityScreen() {
  const [fields, setFields] = useState<FilterFields>(NO_FILTERS);
  const backwards = fields.from !== '' && fields.to !== '' && fields.to < fields.from;
  // A range that ends before it starts is not asked for: the field says why.
  const activity = useActivity(toQuery(fields), !backwards);
  const users = useUsers();
  /** The value and change handler of one filter field. */
  const bind = (name: keyof FilterFields) => ({
    value: fields[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      // Read now: the event's currentTarget is gone by the time React runs the update.
      const { value } = event.currentTarget;
      setFields((current) => ({ ...current, [name]: value }));
    },
  });
  const entries = activity.data?.entries;
  const total = activity.data?.total ?? 0;

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
      <Stack gap="md">
        <Group
          component="fieldset"
          aria-label="Filters"
          align="flex-start"
          gap="sm"
          m={0}
          p={0}
          style={{ border: 0 }}
        >
          <NativeSelect
            label="Who"
            {...bind('userId')}
            data={[
              { value: '', label: 'Anyone' },
              ...(users.data ?? []).map((user) => ({
                value: String(user.id),
                label: `${user.fullName} (${user.username})`,
              })),
            ]}
            w={filterWidth(220)}
          />
          <NativeSelect
            label="Action"
            {...bind('action')}
            data={ACTION_CHOICES}
            w={filterWidth(170)}
          />
          <NativeSelect
            label="Item type"
            {...bind('type')}
            data={TYPE_CHOICES}
            w={filterWidth(170)}
          />
          <TextInput type="date" label="From" {...bind('from')} w={filterWidth(160)} />
          <TextInput
            type="date"
            label="To"
            {...bind('to')}
            error={backwards ? 'To must not be before From' : undefined}
            w={filterWidth(160)}
          />
        </Group>
        {entries && total > entries.length ? (
          <Text size="sm" c="dimmed">
            Showing the newest {entries.length.toLocaleString()} of {total.toLocaleString()}{' '}
            entries. Narrow the filters to see older ones.
          </Text>
        ) : null}
        <AdminTable
          label="Activity"
          data={backwards ? [] : entries}
          columns={COLUMNS}
          isLoading={activity.isPending && !backwards}
          actions={
            <Button
              variant="default"
              leftSection={<IconFilterOff size={16} aria-hidden />}
              disabled={Object.values(fields).every((value) => value === '')}
              onClick={() => setFields(NO_FILTERS)}
            >
              Clear filters
            </Button>
          }
        />
      </Stack>
    </Paper>
  );
}
