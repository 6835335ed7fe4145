import type { ColumnDef } from '@tanstack/react-table';
import type { Subscriber } from '@chamber/contracts';
import { useDeleteSubscriber, useSubscribers } from '../../api/subscribers.ts';
import { dateColumn } from '../../components/dates.ts';
import { removalFor, ResourceList } from '../../components/ResourceList.tsx';

const COLUMNS: ColumnDef<Subscriber, string>[] = [
  { accessorKey: 'email', header: 'Email' },
  dateColumn<Subscriber>('subscribedOn', 'Subscribed On', (s) => s.createdAt),
];

/** /cms/management/subscribers: sign-ups of the footer's "Get the latest deals", newest first. */
export function SubscribersScreen() {
  const subscribers = useSubscribers();
  const remove = useDeleteSubscriber();
  return (
    <ResourceList
      label="Subscribers"
      query={subscribers}
      columns={COLUMNS}
      remove={removalFor('Subscriber', remove.mutateAsync)}
    />
  );
}
