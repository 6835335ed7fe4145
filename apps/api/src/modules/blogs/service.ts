/**
 * Blogs: routed documents like pages, without a title; they follow the page rules
 * (docs/decisions/030-blogs-follow-page-rules.md).
 */
import type { Blog } from '@chamber/contracts';
import type { Db } from '../../db/client.ts';
import type { Attachments } from '../../plugins/uploads.ts';
import { createDocumentsService, toPage, type DocumentRow } from '../pages/documents.ts';

function toBlog(row: DocumentRow): Blog {
  const { title: _title, ...blog } = toPage(row);
  return blog;
}

export function createBlogsService(db: Db, attachments: Attachments) {
  return createDocumentsService(db, attachments, { owner: 'blog', toEntity: toBlog });
}
