import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import type { StoredDocument } from '../../api/pages.ts';
import { ResourceList } from '../../components/ResourceList.tsx';
import type { DocumentKind } from './documentKind.ts';

/**
 * The list of pages or blogs: Actions (View, Remove), the kind's columns, and New …; rows can be
 * filtered by status and published, unpublished or deleted together.
 */
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
  const open = useMemo(() => ({ to: (document: T) => kind.editPath(document.id) }), [kind]);
  const bulk = useMemo(() => ({ type: kind.owner, name: (document: T) => document.name }), [kind]);

  return (
    <ResourceList
      label={label}
      query={documents}
      columns={columns}
      open={open}
      bulk={bulk}
      add={{ text: `New ${kind.noun}`, to: kind.newPath }}
      remove={{
        title: `Remove ${kind.noun}`,
        text: kind.removeText,
        buttonText: 'Remove',
        run: (id) => remove.mutateAsync({ id }),
        trash: {
          type: kind.owner,
          runWithUses: (id) => remove.mutateAsync({ id, withUses: true }),
        },
      }}
    />
  );
}
