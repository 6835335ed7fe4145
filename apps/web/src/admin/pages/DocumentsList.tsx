import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { useTimeZone } from '../../api/home.ts';
import type { StoredDocument } from '../../api/pages.ts';
import { publishingColumn } from '../../components/Publishing.tsx';
import { ResourceList } from '../../components/ResourceList.tsx';
import { DuplicateAction, RowActions } from '../../components/tableCells.tsx';
import { toast } from '../../components/toast.ts';
import type { DocumentKind } from './documentKind.ts';

/**
 * The list of pages or blogs: Actions (View, Duplicate, Remove), the kind's columns, their
 * Publishing, and New …; rows can be filtered by status and published, unpublished or deleted
 * together. Duplicate makes a draft copy with the same content and opens it.
 */
export function DocumentsList<T extends StoredDocument>({
  kind,
  label,
  columns,
  narrow,
}: {
  kind: DocumentKind<T>;
  /** The table's name, e.g. "Pages". */
  label: string;
  columns: ColumnDef<T, string>[];
  /** Narrows the rows shown (the blogs' author and category filters). */
  narrow?: (rows: T[]) => T[];
}) {
  const { useList, useDelete, useDuplicate } = kind.api;
  const navigate = useNavigate();
  const duplicate = useDuplicate();
  const all = useList();
  const documents = useMemo(
    () => ({ ...all, data: all.data && narrow ? narrow(all.data) : all.data }),
    [all, narrow],
  );
  const remove = useDelete();
  const open = useMemo(() => ({ to: (document: T) => kind.editPath(document.id) }), [kind]);
  const bulk = useMemo(() => ({ type: kind.owner, name: (document: T) => document.name }), [kind]);
  const timeZone = useTimeZone();
  const shown = useMemo(() => [...columns, publishingColumn<T>(timeZone)], [columns, timeZone]);
  const noun = kind.noun.toLowerCase();
  const duplicateOne = (id: number) =>
    duplicate.mutateAsync(id).then(
      (answer) => {
        toast.success(answer.message);
        navigate(kind.editPath(answer.id));
      },
      (error: unknown) => toast.error(errorMessage(error)),
    );

  return (
    <ResourceList
      label={label}
      query={documents}
      columns={shown}
      open={open}
      bulk={bulk}
      add={{ text: `New ${kind.noun}`, to: kind.newPath }}
      rowActions={(document, askRemove) => (
        <RowActions viewTo={kind.editPath(document.id)} removeText="Remove" onRemove={askRemove}>
          <DuplicateAction
            label={`Duplicate: a new draft ${noun} with this one's content`}
            onClick={() => void duplicateOne(document.id)}
            loading={duplicate.isPending && duplicate.variables === document.id}
          />
        </RowActions>
      )}
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
