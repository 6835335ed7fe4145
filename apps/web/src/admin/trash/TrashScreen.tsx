import { useCallback } from 'react';
import { Button, Text } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import type { ActivityType, TrashEntry, TrashType } from '@chamber/contracts';
import { errorMessage } from '../../api/client.ts';
import { useDeleteForever, useRestore, useTrash } from '../../api/trash.ts';
import { useCan } from '../../auth/session.ts';
import { dateColumn } from '../../components/dates.ts';
import { ITEM_TYPE_LABELS } from '../itemTypes.ts';
import { ResourceList, type Removal } from '../../components/ResourceList.tsx';
import { RowActions } from '../../components/tableCells.tsx';
import { toast } from '../../components/toast.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days until it is deleted for good ("today" on its last day). */
export function daysLeft(expiresOn: string, now = Date.now()) {
  const days = Math.ceil((Date.parse(expiresOn) - now) / DAY_MS);
  return days <= 0 ? 'Today' : days === 1 ? '1 day' : `${days} days`;
}

const COLUMNS: ColumnDef<TrashEntry, string>[] = [
  { accessorKey: 'name', header: 'Name' },
  {
    id: 'type',
    header: 'Type',
    accessorFn: (entry) => ITEM_TYPE_LABELS[entry.type as ActivityType] ?? entry.type,
  },
  {
    id: 'withIt',
    header: 'Deleted with it',
    accessorFn: (entry) => entry.withIt.join(', ') || '-',
  },
  { accessorKey: 'deletedByName', header: 'Deleted by' },
  dateColumn<TrashEntry>('deletedOn', 'Deleted on', (entry) => entry.deletedOn),
  { id: 'daysLeft', header: 'Days left', accessorFn: (entry) => daysLeft(entry.expiresOn) },
];

/**
 * /cms/management/trash: what was deleted in the last 30 days, newest first. Staff restore an
 * item with what went with it; administrators may delete it for good.
 */
export function TrashScreen() {
  const trash = useTrash();
  const restore = useRestore();
  const deleteForever = useDeleteForever();
  const isAdmin = useCan('deleteForever');

  const restoreEntry = useCallback(
    async (entry: TrashEntry) => {
      try {
        const { message, notes } = await restore.mutateAsync({
          type: entry.type as TrashType,
          id: entry.id,
        });
        toast.success(message);
        for (const note of notes) toast.warning(note);
      } catch (error) {
        toast.error(errorMessage(error));
      }
    },
    [restore],
  );

  const removal = (entry: TrashEntry): Removal => ({
    title: 'Delete forever',
    text: `“${entry.name}” and what was deleted with it will be gone for good, with their images. This cannot be undone.`,
    confirmText: 'Delete forever',
    buttonText: 'Delete forever',
    run: () => deleteForever.mutateAsync({ type: entry.type as TrashType, id: entry.id }),
  });

  return (
    <>
      <Text mb="md" c="dimmed">
        Deleted items stay here for 30 days. Restore puts an item back where it was, with its menu
        and footer links and its place on pages.
      </Text>
      <ResourceList
        label="Trash"
        query={trash}
        columns={COLUMNS}
        remove={isAdmin ? removal : undefined}
        rowActions={(entry, askRemove) => (
          <RowActions removeText="Delete forever" onRemove={isAdmin ? askRemove : undefined}>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconRestore size={14} aria-hidden />}
              loading={
                restore.isPending &&
                restore.variables?.id === entry.id &&
                restore.variables.type === entry.type
              }
              onClick={() => void restoreEntry(entry)}
            >
              Restore
            </Button>
          </RowActions>
        )}
      />
    </>
  );
}
