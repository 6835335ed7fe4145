import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import type { StoredDocument } from '../../api/pages.ts';
import { useCan } from '../../auth/session.ts';
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
  // Sections and banners are composed by roles that change anyone's content (not authors).
  const composes = useCan('allContent');
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
          {composes ? <ContentEntries owner={kind.owner} ownerId={id} /> : null}
        </Stack>
      )}
    </LoadedRecord>
  );
}
