/**
 * Acting on many rows of a list at once (docs/editing.md), for the lists of pages, blogs and
 * events: a checkbox on each row and one for the rows on the page; with rows selected, a bar says
 * how many and offers Publish, Unpublish and Delete (those the role may use), each after one
 * confirmation naming the items; a toast says what happened and the selection clears. And the
 * filter of those lists by publishing status.
 */
import { createContext, useContext, useState } from 'react';
import {
  Button,
  Checkbox,
  Group,
  List,
  Paper,
  ScrollArea,
  SegmentedControl,
  Text,
} from '@mantine/core';
import type { Table } from '@tanstack/react-table';
import type { AddressedType, PublishingState } from '@chamber/contracts';
import { usePublishMany, useUnpublishMany } from '../api/publishing.ts';
import { useMoveToTrash, useRestoreMany } from '../api/trash.ts';
import { useCan } from '../auth/session.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { toast } from './toast.ts';

type Row = { id: number };

/** A list whose rows can be acted on together: their type, and how the confirmation names one. */
export type Bulk<T> = { type: AddressedType; name: (row: T) => string };

/** The publishing status a list shows ('all': every row). */
export type StatusFilterValue = 'all' | PublishingState['status'];

const STATUSES: { value: StatusFilterValue; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Draft' },
  { value: 'scheduled', label: 'Scheduled' },
];

export function StatusFilter({
  value,
  onChange,
}: {
  value: StatusFilterValue;
  onChange: (value: StatusFilterValue) => void;
}) {
  return (
    <SegmentedControl
      aria-label="Show"
      data={STATUSES}
      value={value}
      onChange={(next) => onChange(next as StatusFilterValue)}
    />
  );
}

/** The rows `status` shows. */
export const withStatus = <T extends { status?: string }>(rows: T[], status: StatusFilterValue) =>
  status === 'all' ? rows : rows.filter((row) => row.status === status);

/** The selected rows' ids, and how to change them; null in a list without selection. */
type Selection = {
  selected: ReadonlySet<number>;
  select: (ids: number[], on: boolean) => void;
  nameOf: (row: Row) => string;
};

export const SelectionContext = createContext<Selection | null>(null);

/** A row's checkbox, in its Actions cell. */
export function RowCheckbox({ row }: { row: Row }) {
  const selection = useContext(SelectionContext);
  if (!selection) return null;
  return (
    <Checkbox
      aria-label={`Select “${selection.nameOf(row)}”`}
      checked={selection.selected.has(row.id)}
      onChange={(event) => selection.select([row.id], event.currentTarget.checked)}
    />
  );
}

/** The Actions header: with selection, a checkbox that selects (or clears) the rows on this page. */
export function ActionsHeader({ table }: { table: Table<Row> }) {
  const selection = useContext(SelectionContext);
  if (!selection) return 'Actions';
  const ids = table.getRowModel().rows.map((row) => row.original.id);
  const count = ids.filter((id) => selection.selected.has(id)).length;
  const all = ids.length > 0 && count === ids.length;
  return (
    <Group gap="sm" wrap="nowrap">
      <Checkbox
        aria-label="Select all rows on this page"
        checked={all}
        indeterminate={count > 0 && !all}
        disabled={ids.length === 0}
        onChange={() => selection.select(ids, !all)}
      />
      Actions
    </Group>
  );
}

/** "3 blogs", "1 event". */
const countOf = (count: number, type: AddressedType) => `${count} ${type}${count === 1 ? '' : 's'}`;
/** "These 3 blogs", "This event". */
const these = (count: number, type: AddressedType) =>
  count === 1 ? `This ${type}` : `These ${countOf(count, type)}`;

type Action = 'publish' | 'unpublish' | 'delete';

const CONFIRMATIONS: Record<
  Action,
  { verb: string; destructive: boolean; says: (count: number, type: AddressedType) => string }
> = {
  publish: {
    verb: 'Publish',
    destructive: false,
    says: (count, type) => `${these(count, type)} will be shown on the site:`,
  },
  unpublish: {
    verb: 'Unpublish',
    destructive: false,
    says: (count, type) =>
      `${these(count, type)} will be taken off the site. Nothing is deleted; you can publish again later:`,
  },
  delete: {
    verb: 'Delete',
    destructive: true,
    says: (count, type) =>
      `${these(count, type)} will go to the Trash, where you can restore them for 30 days:`,
  },
};

/**
 * The bar under a list while rows are selected, and its confirmation. `rows`: the selected rows
 * (of every page of the list); `mayDelete`: the list lets the user delete; `onDone`: clears the
 * selection.
 */
export function SelectionBar<T extends Row>({
  bulk,
  rows,
  mayDelete,
  onDone,
}: {
  bulk: Bulk<T>;
  rows: T[];
  mayDelete: boolean;
  onDone: () => void;
}) {
  const mayPublish = useCan('publish');
  const mayRestore = useCan('trash');
  const publish = usePublishMany();
  const unpublish = useUnpublishMany();
  const moveToTrash = useMoveToTrash();
  const restoreMany = useRestoreMany();
  // What is being confirmed stays while the dialog closes, so its texts hold still.
  const [asking, setAsking] = useState<{ action: Action; rows: T[]; opened: boolean } | null>(null);
  const { type } = bulk;
  const confirmation = asking ? CONFIRMATIONS[asking.action] : null;
  const count = asking?.rows.length ?? 0;

  async function run(action: Action, ids: number[]) {
    if (action === 'delete') {
      const { message } = await moveToTrash.mutateAsync({ type, ids, withUses: true });
      const undo = () => restoreMany(type, ids, `${countOf(ids.length, type)} restored.`);
      toast.success(message, mayRestore ? undo : undefined);
    } else {
      const send = action === 'publish' ? publish : unpublish;
      toast.success((await send.mutateAsync({ type, ids })).message);
    }
    onDone();
  }

  const ask = (action: Action) => setAsking({ action, rows, opened: true });
  return (
    <>
      {rows.length > 0 ? (
        <Paper
          role="region"
          aria-label="Selected rows"
          withBorder
          shadow="sm"
          p="sm"
          mt="md"
          // Stays in sight at the bottom of a long list.
          style={{ position: 'sticky', bottom: 'var(--mantine-spacing-md)', zIndex: 2 }}
        >
          <Group justify="space-between" gap="sm">
            <Text fw={600} aria-live="polite">
              {rows.length} selected
            </Text>
            <Group gap="sm">
              {mayPublish ? (
                <>
                  <Button onClick={() => ask('publish')}>Publish</Button>
                  <Button variant="default" onClick={() => ask('unpublish')}>
                    Unpublish
                  </Button>
                </>
              ) : null}
              {mayDelete ? (
                <Button color="red" variant="light" onClick={() => ask('delete')}>
                  Delete
                </Button>
              ) : null}
              <Button variant="subtle" onClick={onDone}>
                Clear selection
              </Button>
            </Group>
          </Group>
        </Paper>
      ) : null}
      <ConfirmDialog
        opened={asking?.opened ?? false}
        title={confirmation ? `${confirmation.verb} ${countOf(count, type)}` : ''}
        text={confirmation?.says(count, type) ?? ''}
        details={
          <>
            <ScrollArea.Autosize mah={240} mt="xs">
              <List size="sm" withPadding>
                {asking?.rows.map((row) => (
                  <List.Item key={row.id}>{bulk.name(row)}</List.Item>
                ))}
              </List>
            </ScrollArea.Autosize>
            {asking?.action === 'delete' ? (
              <Text size="sm" mt="sm" c="dimmed">
                Links to them in menus and the footer go to the Trash with them, and come back if
                you restore them.
              </Text>
            ) : null}
          </>
        }
        buttonText={confirmation?.verb ?? ''}
        destructive={confirmation?.destructive}
        action={async () => {
          if (asking)
            await run(
              asking.action,
              asking.rows.map((row) => row.id),
            );
        }}
        onClose={() => setAsking((current) => current && { ...current, opened: false })}
      />
    </>
  );
}
