import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import type { StoredDocument } from '../../api/pages.ts';
import { PageLoader } from '../../components/PageLoader.tsx';
import { ContentEntries } from '../page-content/ContentEntries.tsx';
import type { DocumentKind } from './documentKind.ts';
import { DocumentForm } from './DocumentForm.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';

/** The new and edit screens of a page or blog: one form, two modes; edit adds the content list. */
export function DocumentEditor<T extends StoredDocument>({ kind }: { kind: DocumentKind<T> }) {
  const id = useParams()[kind.param];
  return id === undefined ? (
    <DocumentForm kind={kind} stored={null} />
  ) : (
    <EditDocument kind={kind} id={Number(id)} />
  );
}

function EditDocument<T extends StoredDocument>({
  kind,
  id,
}: {
  kind: DocumentKind<T>;
  id: number;
}) {
  const { useOne } = kind.api;
  const stored = useOne(id);
  if (stored.isPending) return <PageLoader />;
  if (stored.isError) {
    return (
      <LoadFailed what={kind.noun.toLowerCase()} error={stored.error} listPath={kind.listPath} />
    );
  }
  return (
    <Stack gap="lg">
      {/* Keyed by id: the form starts from the stored values; later reloads do not reset edits. */}
      <DocumentForm key={id} kind={kind} stored={stored.data} />
      <ContentEntries owner={kind.owner} ownerId={id} />
    </Stack>
  );
}
