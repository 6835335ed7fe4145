/**
 * "Ana Editor also has this page open": shown above an editor while a colleague has the same
 * item open, so two people agree who goes on before their saves meet (decision 130).
 */
import { Alert } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { EDIT_PERMISSIONS, type EditingColleague } from '@chamber/contracts';
import { useColleaguesEditing } from '../api/editing.ts';
import type { RevisionItem } from '../api/revisions.ts';
import { useCan } from '../auth/session.ts';
import { ITEM_TYPE_LABELS } from './itemTypes.ts';

export function ColleaguesEditing({ item }: { item: RevisionItem }) {
  // The screen is open to the role already; this only keeps the call from a role it would refuse.
  return useCan(EDIT_PERMISSIONS[item.type]) ? <Colleagues item={item} /> : null;
}

function Colleagues({ item }: { item: RevisionItem }) {
  const others = useColleaguesEditing(item).data?.others ?? [];
  if (others.length === 0) return null;
  const what =
    item.type === 'settings'
      ? 'the company settings'
      : `this ${ITEM_TYPE_LABELS[item.type].toLowerCase()}`;
  return (
    <Alert
      color="yellow"
      icon={<IconUsers size={20} aria-hidden />}
      title={`${names(others)} ${others.length === 1 ? 'also has' : 'also have'} ${what} open`}
      mb="md"
      role="status"
    >
      {opened(others)} Agree who goes on: if you both change it, whoever saves second is asked which
      version to keep.
    </Alert>
  );
}

const time = (iso: string) => dayjs(iso).format('h:mm A');

/** "Open since 10:42 AM."; of several, each: "Ana since 10:42 AM, Ben since 10:50 AM." */
function opened(others: EditingColleague[]) {
  if (others.length === 1) return `Open since ${time(others[0].since)}.`;
  return `${others.map(({ name, since }) => `${name} since ${time(since)}`).join(', ')}.`;
}

/** "Ana", "Ana and Ben", "Ana, Ben and Cleo". */
function names(others: EditingColleague[]) {
  const all = others.map(({ name }) => name);
  return all.length > 1 ? `${all.slice(0, -1).join(', ')} and ${all.at(-1)}` : all[0];
}
