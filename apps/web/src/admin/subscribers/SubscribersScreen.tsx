import type { ColumnDef } from '@tanstack/react-table';
import { TOPIC_LABELS, type Subscriber } from '@chamber/contracts';
import { useDeleteSubscriber, useSubscribers } from '../../api/subscribers.ts';
import { dateColumn } from '../../components/dates.ts';
import { removalFor, ResourceList } from '../../components/ResourceList.tsx';

const STATUS_LABELS: Record<Subscriber['status'], string> = {
  pending: 'Waiting for confirmation',
  confirmed: 'Confirmed',
  unsubscribed: 'Unsubscribed',
};

const COLUMNS: ColumnDef<Subscriber, string>[] = [
  { accessorKey: 'email', header: 'Email' },
  { id: 'status', header: 'Status', accessorFn: (s) => STATUS_LABELS[s.status] },
  {
    id: 'topics',
    header: 'Topics',
    accessorFn: (s) => s.topics.map((topic) => TOPIC_LABELS[topic]).join(', '),
  },
  dateColumn<Subscriber>('subscribedOn', 'Subscribed On', (s) => s.createdAt),
];

/**
 * /cms/management/subscribers: sign-ups of the newsletter, newest first. Only confirmed ones
 * receive announcements (the Newsletter screen); a pending one has not followed the e-mailed link.
 */
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
