/**
 * The list screen every editable type shares: the table with its Actions column, the add button,
 * a confirmed delete and a sort dialog. A screen says only what is its own (its columns, how a row
 * opens, who may add or delete), so deleting, undoing and sorting behave alike everywhere.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { Button, Paper } from '@mantine/core';
import { IconArrowsSort, IconPlus } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { AdminTable } from './AdminTable.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { SortDialog } from './SortDialog.tsx';
import { RowActions } from './tableCells.tsx';
import { toast } from './toast.ts';

type Row = { id: number };

export type ResourceListProps<T extends Row> = {
  /** The table's accessible name and CSV file name, e.g. "Events". */
  label: string;
  rows: T[] | undefined;
  isLoading: boolean;
  // Columns mix value types (text, booleans shown as Yes/No…); TanStack types that as `any`.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  /** How a row opens: its editor's address, or in place. */
  open: { to: (row: T) => string } | { onOpen: (row: T) => void; loadingId?: number | null };
  /** The add button; left out when the user may not add. */
  add?: { text: string } & ({ to: string } | { onClick: () => void });
  /** Deleting, after a confirmation; left out when the user may not delete. */
  remove?: { title: string; text: string; run: (id: number) => Promise<{ message: string }> };
  /** Hand-sorting the rows. */
  sort?: {
    buttonText: string;
    title: string;
    label: (row: T) => string;
    /** The rows sorted together, when not all of them (one group, e.g. the top-level items). */
    rows?: T[];
    run: (ordered: { id: number; sortOrder: number }[]) => Promise<{ message: string }>;
  };
  /** Dialogs of the screen's own (an editor opened in place). */
  children?: ReactNode;
};

export function ResourceList<T extends Row & { sortOrder?: number }>({
  label,
  rows,
  isLoading,
  columns,
  open,
  add,
  remove,
  sort,
  children,
}: ResourceListProps<T>) {
  const [removing, setRemoving] = useState<T | null>(null);
  const [sorting, setSorting] = useState(false);

  const withActions = useMemo<ResourceListProps<T>['columns']>(
    () => [
      {
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => (
          <RowActions
            {...('to' in open
              ? { viewTo: open.to(row.original) }
              : {
                  onView: () => open.onOpen(row.original),
                  viewLoading: open.loadingId === row.original.id,
                })}
            onRemove={remove ? () => setRemoving(row.original) : undefined}
          />
        ),
      },
      ...columns,
    ],
    [columns, open, remove],
  );

  const addIcon = <IconPlus size={16} aria-hidden />;
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
      <AdminTable
        label={label}
        data={rows}
        columns={withActions}
        isLoading={isLoading}
        actions={
          <>
            {sort ? (
              <Button
                variant="default"
                leftSection={<IconArrowsSort size={16} aria-hidden />}
                onClick={() => setSorting(true)}
              >
                {sort.buttonText}
              </Button>
            ) : null}
            {add && 'to' in add ? (
              <Button component={Link} to={add.to} leftSection={addIcon}>
                {add.text}
              </Button>
            ) : null}
            {add && 'onClick' in add ? (
              <Button leftSection={addIcon} onClick={add.onClick}>
                {add.text}
              </Button>
            ) : null}
          </>
        }
      />
      {children}
      {remove ? (
        <ConfirmDialog
          opened={removing !== null}
          title={remove.title}
          text={remove.text}
          buttonText="Confirm"
          action={async () => {
            if (removing) toast.success((await remove.run(removing.id)).message);
          }}
          onClose={() => setRemoving(null)}
        />
      ) : null}
      {sort ? (
        <SortDialog
          opened={sorting}
          title={sort.title}
          items={sort.rows ?? rows ?? []}
          getLabel={sort.label}
          onSort={sort.run}
          onClose={() => setSorting(false)}
        />
      ) : null}
    </Paper>
  );
}
