import { useState } from 'react';
import { Button, Paper } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import type { Subscriber } from '@chamber/contracts';
import { useDeleteSubscriber, useSubscribers } from '../../api/subscribers.ts';
import { AdminTable } from '../../components/AdminTable.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { dateColumn } from '../../components/dates.ts';
import { toast } from '../../components/toast.ts';

/** /cms/management/subscribers: sign-ups of the footer's "Get the latest deals", newest first. */
export function SubscribersScreen() {
  const subscribers = useSubscribers();
  const remove = useDeleteSubscriber();
  const [removing, setRemoving] = useState<Subscriber | null>(null);

  const columns: ColumnDef<Subscriber, string>[] = [
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => (
        <Button
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconTrash size={14} aria-hidden />}
          onClick={() => setRemoving(row.original)}
        >
          Delete
        </Button>
      ),
    },
    { accessorKey: 'email', header: 'Email' },
    dateColumn<Subscriber>('subscribedOn', 'Subscribed On', (s) => s.createdAt),
  ];

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
      <AdminTable
        label="Subscribers"
        data={subscribers.data}
        columns={columns}
        isLoading={subscribers.isPending}
      />
      <ConfirmDialog
        opened={removing !== null}
        title="Delete Subscriber"
        text="Are you sure you want to remove this subscriber?"
        buttonText="Confirm"
        action={async () => {
          if (removing) toast.success((await remove.mutateAsync(removing.id)).message);
        }}
        onClose={() => setRemoving(null)}
      />
    </Paper>
  );
}
