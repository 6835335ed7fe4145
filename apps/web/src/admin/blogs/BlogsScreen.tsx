import type { ColumnDef } from '@tanstack/react-table';
import type { Blog } from '@chamber/contracts';
import { DocumentsList } from '../pages/DocumentsList.tsx';
import { dateColumn, formatLongDate } from '../../components/dates.ts';
import { blogKind } from './blogKind.ts';

const columns: ColumnDef<Blog, string>[] = [
  { accessorKey: 'name', header: 'Blog Name' },
  { accessorKey: 'url', header: 'URL' },
  { id: 'addedBy', header: 'Added By', accessorFn: (blog) => blog.addedBy ?? '' },
  dateColumn('addedOn', 'Added On', (blog) => blog.addedOn, formatLongDate),
];

/** /cms/management/blogs: the blog list (view, remove, New Blog). */
export function BlogsScreen() {
  return <DocumentsList kind={blogKind} label="Blogs" columns={columns} />;
}
