/**
 * A managed list of categories that items (blogs, members) are filed under by a JSON list column
 * `categoryIds` (decisions 128 and 143): each category has a unique slug made from its name, its
 * count of items (drafts counted), and is not deleted while items are in it — unless the list
 * allows moving them to another category on delete.
 */
import { slugOf } from '@chamber/contracts';
import type { Db } from '../db/client.ts';
import { badRequest, conflict } from '../plugins/errors.ts';
import { writeDraft } from './drafts.ts';
import { createResource } from './resource.ts';
import { inTransaction } from './trash.ts';

const TAKEN_MESSAGE = 'There is already a category with this name.';
const MOVE_TO_MISSING = 'The category to move to was not found';

type CategoryRow = { id: number; name: string; slug: string; version: number };

export type CategoriesDefinition<Count extends string> = {
  table: 'blogCategories' | 'memberCategories';
  /** As in the not-found message: "The blog category". */
  noun: string;
  /** What is filed under them: its table and draft type, and its name ("blog", "blogs"). */
  items: { table: 'blogs' | 'members'; type: 'blog' | 'member'; one: string; many: string };
  /** The answer's field with how many items are in a category ("blogCount"). */
  count: Count;
  /** A JSON list column's category ids (a damaged value reads as none). */
  idsOf: (row: { categoryIds: unknown }) => number[];
  /** How a refused delete names the items: at most this many, then "and N more" (else all). */
  named?: number;
  /** The refusal's details beyond the count: the items' names under this key. */
  namesKey?: string;
};

type Use = { id: number; name: string; table: 'items' | 'drafts'; ids: number[] };

export function createCategoriesService<Count extends string>(
  db: Db,
  { table, noun, items, count, idsOf, named, namesKey }: CategoriesDefinition<Count>,
) {
  const categories = createResource(db, { table, noun, order: ['name', 'id'] });

  /** Every item and item draft that says which categories it is in; a draft's name is newest. */
  async function uses(trx: Db): Promise<Use[]> {
    const [rows, drafts] = await Promise.all([
      trx.selectFrom(items.table).select(['id', 'name', 'categoryIds']).execute(),
      trx
        .selectFrom('drafts')
        .select(['itemId', 'content'])
        .where('type', '=', items.type)
        .execute(),
    ]);
    const names = new Map(rows.map((row) => [row.id, row.name]));
    return [
      ...rows.map((row) => ({
        id: row.id,
        name: row.name,
        table: 'items' as const,
        ids: idsOf(row),
      })),
      ...drafts.flatMap((draft) => {
        const content = JSON.parse(draft.content) as Record<string, unknown>;
        if (!('categoryIds' in content)) return [];
        return [
          {
            id: draft.itemId,
            name: String(content.name ?? names.get(draft.itemId) ?? ''),
            table: 'drafts' as const,
            ids: idsOf(content as { categoryIds: unknown }),
          },
        ];
      }),
    ];
  }

  async function answer(rows: CategoryRow[]) {
    const counted = new Map<number, Set<number>>();
    for (const use of await uses(db)) {
      for (const id of use.ids) counted.set(id, (counted.get(id) ?? new Set()).add(use.id));
    }
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      ...({ [count]: counted.get(row.id)?.size ?? 0 } as Record<Count, number>),
      version: row.version,
    }));
  }

  /** Refuses a name whose slug another category has (two saves at once: the unique index). */
  async function assertFree(name: string, self?: number) {
    let query = db.selectFrom(table).select('id').where('slug', '=', slugOf(name));
    if (self !== undefined) query = query.where('id', '!=', self);
    if (await query.executeTakeFirst()) throw badRequest(TAKEN_MESSAGE, { name: TAKEN_MESSAGE });
  }

  /** The 409 for a category `names` (one per item) are in. */
  function inUse(category: CategoryRow, names: string[]) {
    const total = names.length;
    const shown = names.slice(0, named ?? total).map((name) => `“${name}”`);
    const more = total > shown.length ? ` and ${total - shown.length} more` : '';
    return conflict(
      `${total} ${total === 1 ? `${items.one} is` : `${items.many} are`} in “${category.name}”: ${shown.join(', ')}${more}. Move ${total === 1 ? 'it' : 'them'} to another category first.`,
      { [count]: total, ...(namesKey ? { [namesKey]: names } : {}) },
    );
  }

  return {
    list: async () => answer(await categories.list()),
    get: async (id: number) => (await answer([await categories.row(id)]))[0],

    async create(input: { name: string }) {
      await assertFree(input.name);
      return categories.create({ name: input.name, slug: slugOf(input.name) });
    },

    /** A rename: its slug follows, so its list's address changes with it. */
    async update(input: { id: number; name: string; version?: number }) {
      await categories.row(input.id);
      await assertFree(input.name, input.id);
      return categories.update(
        input.id,
        { name: input.name, slug: slugOf(input.name) },
        input.version,
      );
    },

    /**
     * Deletes a category no item is in; else 409 naming the items, unless `moveTo` names the
     * category they go to (their drafts too). Answers the deleted row.
     */
    async removeOrMove(id: number, moveTo?: number) {
      const row = await categories.row(id);
      if (moveTo !== undefined) {
        if (moveTo === id) {
          const message = `Choose another category to move the ${items.many} to`;
          throw badRequest(message, { moveTo: message });
        }
        await categories.row(moveTo).catch(() => {
          throw badRequest(MOVE_TO_MISSING, { moveTo: MOVE_TO_MISSING });
        });
      }
      return inTransaction(db, async (trx) => {
        const using = (await uses(trx)).filter((use) => use.ids.includes(id));
        if (using.length > 0 && moveTo === undefined) {
          throw inUse(row, [...new Map(using.map((use) => [use.id, use.name])).values()]);
        }
        for (const use of using) {
          const ids = [...new Set(use.ids.map((each) => (each === id ? moveTo! : each)))];
          if (use.table === 'items') {
            await trx
              .updateTable(items.table)
              .set({ categoryIds: JSON.stringify(ids) })
              .where('id', '=', use.id)
              .execute();
          } else {
            const draft = await trx
              .selectFrom('drafts')
              .select('content')
              .where('type', '=', items.type)
              .where('itemId', '=', use.id)
              .executeTakeFirstOrThrow();
            const content = JSON.parse(draft.content) as Record<string, unknown>;
            await writeDraft(trx, items.type, use.id, {
              ...content,
              categoryIds: JSON.stringify(ids),
            });
          }
        }
        await trx.deleteFrom(table).where('id', '=', id).execute();
        return row;
      });
    },
  };
}
