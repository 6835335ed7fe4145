/**
 * The new and edit screens of an editable type, said once: without the item's id in the address
 * (its type + "Id": eventId) the screen is the empty form; with it, the stored item is loaded
 * (LoadedRecord: loading, failed, History; colleagues who have it open too) and handed to the editor, which starts afresh when the
 * id changes.
 */
import { Fragment, type ComponentProps, type ReactNode } from 'react';
import { useParams } from 'react-router';
import type { RevisionItem } from '../api/revisions.ts';
import { TypingKey } from '../components/KeptTyping.tsx';
import { LoadedRecord } from '../components/ResourceEditor.tsx';
import { ColleaguesEditing } from './ColleaguesEditing.tsx';
import { ITEM_TYPE_LABELS } from './itemTypes.ts';

type StoredItemProps<T> = {
  type: RevisionItem['type'];
  /** The query of one stored item (a resource's `one` hook). */
  useOne: (id: number) => ComponentProps<typeof LoadedRecord<T>>['query'];
  /** Where a failed load offers to go back to. */
  listPath?: string;
  /** The editor of the stored item. */
  children: (stored: T) => ReactNode;
};

export function NewOrStoredScreen<T>({
  blank,
  ...stored
}: StoredItemProps<T> & {
  /** The form for a new item. */
  blank: ReactNode;
}) {
  const id = useParams()[`${stored.type}Id`];
  // Unsaved typing is kept per item, and for a new item per type (KeptTyping).
  return (
    <TypingKey.Provider value={`${stored.type}:${id ?? 'new'}`}>
      {id === undefined ? blank : <StoredItem {...stored} id={Number(id)} />}
    </TypingKey.Provider>
  );
}

function StoredItem<T>({
  type,
  useOne,
  listPath,
  children,
  id,
}: StoredItemProps<T> & { id: number }) {
  return (
    <>
      <ColleaguesEditing item={{ type, id }} />
      <LoadedRecord
        query={useOne(id)}
        what={ITEM_TYPE_LABELS[type].toLowerCase()}
        listPath={listPath}
        history={{ type, id }}
      >
        {(stored) => <Fragment key={id}>{children(stored)}</Fragment>}
      </LoadedRecord>
    </>
  );
}
