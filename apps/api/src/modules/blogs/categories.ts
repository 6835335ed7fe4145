/**
 * Blog categories (docs/decisions/128-blog-authors-categories-tags.md): a managed list, each with
 * a unique slug made from its name. A category blogs are in (published or drafts) is not deleted
 * unless they move to another one.
 */
import type { Db } from '../../db/client.ts';
import { createCategoriesService } from '../../lib/categories.ts';
import { categoryIdsOf } from './reading.ts';

export const createBlogCategoriesService = (db: Db) =>
  createCategoriesService(db, {
    table: 'blogCategories',
    noun: 'The blog category',
    items: { table: 'blogs', type: 'blog', one: 'blog', many: 'blogs' },
    count: 'blogCount',
    idsOf: categoryIdsOf,
    namesKey: 'blogs',
  });
