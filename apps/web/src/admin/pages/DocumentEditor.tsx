import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import type { StoredDocument } from '../../api/pages.ts';
import { LoadedRecord } from '../../components/ResourceEditor.tsx';
import { ContentEntries } from '../page-content/ContentEntries.tsx';
import type { DocumentKind } from './documentKind.ts';
import { DocumentForm } from './DocumentForm.tsx';

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
  return (
    <LoadedRecord
      query={kind.api.useOne(id)}
      what={kind.noun.toLowerCase()}
      listPath={kind.listPath}
      history={{ type: kind.owner, id }}
    >
      {(stored) => (
        <Stack gap="lg">
          <DocumentForm key={id} kind={kind} stored={stored} />
          <ContentEntries owner={kind.owner} ownerId={id} />
        </Stack>
      )}
    </LoadedRecord>
  );
}
