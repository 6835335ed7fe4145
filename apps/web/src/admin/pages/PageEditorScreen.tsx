import { DocumentEditor } from './DocumentEditor.tsx';
import { pageKind } from './pageKind.ts';

/** /cms/management/page and /cms/management/page/edit/:pageId: one form, two modes. */
export function PageEditorScreen() {
  return <DocumentEditor kind={pageKind} />;
}
