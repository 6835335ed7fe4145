import { useMemo, useState } from 'react';
import { Button, Paper } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { StoredDocument } from '../../api/pages.ts';
import { AdminTable } from '../../components/AdminTable.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { toast } from '../../components/toast.ts';
import type { DocumentKind } from './documentKind.ts';
import { RowActions } from '../../components/tableCells.tsx';

/** The list of pages or blogs: Actions (View, Remove), the kind's columns, and New … . */
export function DocumentsList<T extends StoredDocument>({
  kind,
  label,
  columns,
}: {
  kind: DocumentKind<T>;
  /** The table's name, e.g. "Pages". */
  label: string;
  columns: ColumnDef<T, string>[];
}) {
  const { useList, useDelete } = kind.api;
  const documents = useList();
  const remove = useDelete();
  const [removing, setRemoving] = useState<number | null>(null);

  const allColumns = useMemo<ColumnDef<T, string>[]>(
    () => [
      {
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => (
          <RowActions
            viewTo={kind.editPath(row.original.id)}
            removeText="Remove"
            onRemove={() => setRemoving(row.original.id)}
          />
        ),
      },
      ...columns,
    ],
    [kind, columns],
  );

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
      <AdminTable
        label={label}
        data={documents.data}
        columns={allColumns}
        isLoading={documents.isPending}
        actions={
          <Button
            component={Link}
            to={kind.newPath}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            New {kind.noun}
          </Button>
        }
      />
      <ConfirmDialog
        opened={removing !== null}
        title={`Remove ${kind.noun}`}
        text={kind.removeText}
        buttonText="Confirm"
        action={async () => {
          if (removing !== null) toast.success((await remove.mutateAsync(removing)).message);
        }}
        onClose={() => setRemoving(null)}
      />
    </Paper>
  );
}
