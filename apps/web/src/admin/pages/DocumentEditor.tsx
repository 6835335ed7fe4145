import { Stack } from '@mantine/core';
import type { StoredDocument } from '../../api/pages.ts';
import { useCan } from '../../auth/session.ts';
import { NewOrStoredScreen } from '../NewOrStoredScreen.tsx';
import { ContentEntries } from '../page-content/ContentEntries.tsx';
import type { DocumentKind } from './documentKind.ts';
import { DocumentForm } from './DocumentForm.tsx';

/** The new and edit screens of a page or blog: one form, two modes; edit adds the content list. */
export function DocumentEditor<T extends StoredDocument>({ kind }: { kind: DocumentKind<T> }) {
  // Sections and banners are composed by roles that change anyone's content (not authors).
  const composes = useCan('allContent');
  return (
    <NewOrStoredScreen
      type={kind.owner}
      useOne={kind.api.useOne}
      listPath={kind.listPath}
      blank={<DocumentForm kind={kind} stored={null} />}
    >
      {(stored) => (
        <Stack gap="lg">
          <DocumentForm kind={kind} stored={stored} />
          {composes ? <ContentEntries owner={kind.owner} ownerId={stored.id} /> : null}
        </Stack>
      )}
    </NewOrStoredScreen>
  );
}
