/**
 * Member categories (docs/decisions/143-member-directory.md): a managed list, each with a unique
 * slug made from its name (the directory's filter: /directory?category=<slug>). A category that
 * members are in (published or drafts) is not deleted: moving them is the staff's to do.
 */
import type { Db } from '../../db/client.ts';
import { createCategoriesService } from '../../lib/categories.ts';
import { categoryIdsOf } from './service.ts';

export function createMemberCategoriesService(db: Db) {
  const { removeOrMove, ...categories } = createCategoriesService(db, {
    table: 'memberCategories',
    noun: 'The member category',
    items: { table: 'members', type: 'member', one: 'member', many: 'members' },
    count: 'memberCount',
    idsOf: categoryIdsOf,
    // A category may hold many members: the refusal names a few.
    named: 5,
  });
  /** Deletes a category no member is in; else 409 naming them. Answers the deleted row. */
  return { ...categories, remove: (id: number) => removeOrMove(id) };
}
