import type { ColumnDef } from '@tanstack/react-table';
import type { Page } from '@chamber/contracts';
import { DocumentsList } from './DocumentsList.tsx';
import { pageKind } from './pageKind.ts';

const columns: ColumnDef<Page, string>[] = [
  { accessorKey: 'name', header: 'Page Name' },
  { id: 'title', header: 'Page Title', accessorFn: (page) => page.title ?? '' },
];

/** /cms/management/pages: the list of pages, in the spec's column order. */
export function PagesScreen() {
  return <DocumentsList kind={pageKind} label="Pages" columns={columns} />;
}
