/**
 * Member categories (docs/decisions/143-member-directory.md): a managed list, each with a unique
 * slug made from its name (the directory's filter: /directory?category=<slug>). A category that
 * members are in (published or drafts) is not deleted.
 */
import {
  slugOf,
  type MemberCategory,
  type memberCategorySchema,
  type updateMemberCategorySchema,
} from '@chamber/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { createResource } from '../../lib/resource.ts';
import { inTransaction } from '../../lib/trash.ts';
import { badRequest, conflict } from '../../plugins/errors.ts';
import { categoryIdsOf } from './service.ts';

const TAKEN_MESSAGE = 'There is already a category with this name.';

/** The members (id → name) in each category, their drafts counted. */
async function membersIn(db: Db) {
  const [rows, drafts] = await Promise.all([
    db.selectFrom('members').select(['id', 'name', 'categoryIds']).execute(),
    db.selectFrom('drafts').select(['itemId', 'content']).where('type', '=', 'member').execute(),
  ]);
  const names = new Map(rows.map((row) => [row.id, row.name]));
  const uses = [
    ...rows,
    ...drafts.map((draft) => ({
      id: draft.itemId,
      ...(JSON.parse(draft.content) as { categoryIds?: unknown }),
    })),
  ];
  const byCategory = new Map<number, Map<number, string>>();
  for (const use of uses) {
    if (use.categoryIds === undefined) continue;
    for (const id of categoryIdsOf(use as { categoryIds: unknown })) {
      const members = byCategory.get(id) ?? new Map<number, string>();
      members.set(use.id, names.get(use.id) ?? '');
      byCategory.set(id, members);
    }
  }
  return byCategory;
}

export function createMemberCategoriesService(db: Db) {
  const categories = createResource(db, {
    table: 'memberCategories',
    noun: 'The member category',
    order: ['name', 'id'],
  });

  async function answer(rows: { id: number; name: string; slug: string; version: number }[]) {
    const counts = await membersIn(db);
    return rows.map((row): MemberCategory => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      memberCount: counts.get(row.id)?.size ?? 0,
      version: row.version,
    }));
  }

  async function assertFree(name: string, self?: number) {
    let query = db.selectFrom('memberCategories').select('id').where('slug', '=', slugOf(name));
    if (self !== undefined) query = query.where('id', '!=', self);
    if (await query.executeTakeFirst()) throw badRequest(TAKEN_MESSAGE, { name: TAKEN_MESSAGE });
  }

  return {
    list: async () => answer(await categories.list()),
    get: async (id: number) => (await answer([await categories.row(id)]))[0],

    async create(input: z.output<typeof memberCategorySchema>) {
      await assertFree(input.name);
      return categories.create({ name: input.name, slug: slugOf(input.name) });
    },

    /** A rename: its slug follows, so its filter's address changes with it. */
    async update(input: z.output<typeof updateMemberCategorySchema>) {
      await categories.row(input.id);
      await assertFree(input.name, input.id);
      return categories.update(
        input.id,
        { name: input.name, slug: slugOf(input.name) },
        input.version,
      );
    },

    /** Deletes a category no member is in; else 409 naming them. Answers the deleted row. */
    async remove(id: number) {
      const row = await categories.row(id);
      return inTransaction(db, async (trx) => {
        const members = [...((await membersIn(trx)).get(id)?.values() ?? [])];
        if (members.length > 0) {
          const count = members.length;
          const shown = members.slice(0, 5).map((name) => `“${name}”`);
          const more = count > 5 ? ` and ${count - 5} more` : '';
          throw conflict(
            `${count} ${count === 1 ? 'member is' : 'members are'} in “${row.name}”: ${shown.join(', ')}${more}. Move ${count === 1 ? 'it' : 'them'} to another category first.`,
            { memberCount: count },
          );
        }
        await trx.deleteFrom('memberCategories').where('id', '=', id).execute();
        return row;
      });
    },
  };
}
