import { DocumentEditor } from '../pages/DocumentEditor.tsx';
import { blogKind } from './blogKind.ts';

/** /cms/management/blog and /cms/management/blog/edit/:blogId (S2 §2, §4). */
export function BlogEditorScreen() {
  return <DocumentEditor kind={blogKind} />;
}
