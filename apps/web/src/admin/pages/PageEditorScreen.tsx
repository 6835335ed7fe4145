import { DocumentEditor } from './DocumentEditor.tsx';
import { pageKind } from './pageKind.ts';

/** /cms/management/page and /cms/management/page/edit/:pageId (S1 §5, S2 §2). */
export function PageEditorScreen() {
  return <DocumentEditor kind={pageKind} />;
}
