import { DocumentEditor } from '../pages/DocumentEditor.tsx';
import { blogKind } from './blogKind.ts';

/** /cms/management/blog and /cms/management/blog/edit/:blogId: one form, two modes. */
export function BlogEditorScreen() {
  return <DocumentEditor kind={blogKind} />;
}
