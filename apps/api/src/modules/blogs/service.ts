/** Blogs (S2 §3–§5, §7): routed documents like pages, without a title. */
import type { Blog } from '@chamber/contracts';
import type { Db } from '../../db/client.ts';
import type { Attachments } from '../../plugins/uploads.ts';
import { createDocumentsService, toPage, type DocumentRow } from '../pages/documents.ts';

export function toBlog(row: DocumentRow): Blog {
  const { title: _title, ...blog } = toPage(row);
  return blog;
}

export function createBlogsService(db: Db, attachments: Attachments) {
  return createDocumentsService(db, attachments, {
    table: 'blogs',
    contentOwner: 'blog',
    what: 'The blog',
    toEntity: toBlog,
  });
}
