import type { ColumnDef } from '@tanstack/react-table';
import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat.js';
import type { Blog } from '@chamber/contracts';
import { DocumentsList } from '../pages/DocumentsList.tsx';
import { yesNo } from '../pages/tableCells.tsx';
import { blogKind } from './blogKind.ts';

dayjs.extend(advancedFormat);

const columns: ColumnDef<Blog, string>[] = [
  { accessorKey: 'name', header: 'Blog Name' },
  { accessorKey: 'url', header: 'URL' },
  { id: 'addedBy', header: 'Added By', accessorFn: (blog) => blog.addedBy ?? '' },
  {
    id: 'addedOn',
    header: 'Added On',
    // "May 1st, 2027" (S2 §9), sorted by the date itself.
    accessorFn: (blog) => dayjs(blog.addedOn).format('MMMM Do, YYYY'),
    sortingFn: (a, b) => Date.parse(a.original.addedOn) - Date.parse(b.original.addedOn),
  },
  { id: 'isActive', header: 'Is Active?', accessorFn: (blog) => yesNo(blog.isActive) },
];

/** /cms/management/blogs (S2 §2). */
export function BlogsScreen() {
  return <DocumentsList kind={blogKind} label="Blogs" columns={columns} />;
}
