/**
 * Blog categories (docs/decisions/128-blog-authors-categories-tags.md): a managed list, each with
 * a unique slug made from its name. A category blogs are in (published or drafts) is not deleted
 * unless they move to another one.
 */
import {
  slugOf,
  type BlogCategory,
  type blogCategorySchema,
  type updateBlogCategorySchema,
} from '@chamber/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { writeDraft } from '../../lib/drafts.ts';
import { createResource } from '../../lib/resource.ts';
import { inTransaction } from '../../lib/trash.ts';
import { badRequest, conflict } from '../../plugins/errors.ts';
import { categoryIdsOf } from './reading.ts';

const TAKEN_MESSAGE = 'There is already a category with this name.';

type Using = { id: number; name: string; table: 'blogs' | 'drafts'; ids: number[] };

/** Every blog and blog draft with the categories it is in. */
async function categoryUses(db: Db): Promise<Using[]> {
  const [blogs, drafts] = await Promise.all([
    db.selectFrom('blogs').select(['id', 'name', 'categoryIds']).execute(),
    db.selectFrom('drafts').select(['itemId', 'content']).where('type', '=', 'blog').execute(),
  ]);
  const names = new Map(blogs.map((blog) => [blog.id, blog.name]));
  return [
    ...blogs.map((blog) => ({
      id: blog.id,
      name: blog.name,
      table: 'blogs' as const,
      ids: categoryIdsOf(blog),
    })),
    ...drafts.flatMap((draft) => {
      const content = JSON.parse(draft.content) as Record<string, unknown>;
      if (!('categoryIds' in content)) return [];
      return [
        {
          id: draft.itemId,
          name: String(content.name ?? names.get(draft.itemId) ?? ''),
          table: 'drafts' as const,
          ids: categoryIdsOf(content as { categoryIds: unknown }),
        },
      ];
    }),
  ];
}

export function createBlogCategoriesService(db: Db) {
  const categories = createResource(db, {
    table: 'blogCategories',
    noun: 'The blog category',
    order: ['name', 'id'],
  });

  /** The blogs (by id, with their names) in each category, drafts counted. */
  async function blogsIn() {
    const byCategory = new Map<number, Map<number, string>>();
    for (const use of await categoryUses(db)) {
      for (const id of use.ids) {
        const blogs = byCategory.get(id) ?? new Map<number, string>();
        blogs.set(use.id, use.name);
        byCategory.set(id, blogs);
      }
    }
    return byCategory;
  }

  async function answer(rows: { id: number; name: string; slug: string; version: number }[]) {
    const counts = await blogsIn();
    return rows.map((row): BlogCategory => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      blogCount: counts.get(row.id)?.size ?? 0,
      version: row.version,
    }));
  }

  /** Refuses a name whose slug another category has (two saves at once: the unique index). */
  async function assertFree(name: string, self?: number) {
    let query = db.selectFrom('blogCategories').select('id').where('slug', '=', slugOf(name));
    if (self !== undefined) query = query.where('id', '!=', self);
    if (await query.executeTakeFirst()) throw badRequest(TAKEN_MESSAGE, { name: TAKEN_MESSAGE });
  }

  return {
    list: async () => answer(await categories.list()),
    get: async (id: number) => (await answer([await categories.row(id)]))[0],

    async create(input: z.output<typeof blogCategorySchema>) {
      await assertFree(input.name);
      return categories.create({ name: input.name, slug: slugOf(input.name) });
    },

    /** A rename: its slug follows, so its list's address changes with it. */
    async update(input: z.output<typeof updateBlogCategorySchema>) {
      await categories.row(input.id);
      await assertFree(input.name, input.id);
      return categories.update(
        input.id,
        { name: input.name, slug: slugOf(input.name) },
        input.version,
      );
    },

    /**
     * Deletes a category no blog is in; else 409 naming the blogs, unless `moveTo` names the
     * category they go to (their drafts too). Answers the deleted row.
     */
    async removeOrMove(id: number, moveTo?: number) {
      const row = await categories.row(id);
      if (moveTo !== undefined) {
        if (moveTo === id) {
          throw badRequest('Choose another category to move the blogs to', {
            moveTo: 'Choose another category to move the blogs to',
          });
        }
        await categories.row(moveTo).catch(() => {
          throw badRequest('The category to move to was not found', {
            moveTo: 'The category to move to was not found',
          });
        });
      }
      return inTransaction(db, async (trx) => {
        const uses = (await categoryUses(trx)).filter((use) => use.ids.includes(id));
        if (uses.length > 0 && moveTo === undefined) {
          const names = [...new Map(uses.map((use) => [use.id, use.name])).values()];
          const count = names.length;
          throw conflict(
            `${count} ${count === 1 ? 'blog is' : 'blogs are'} in “${row.name}”: ${names
              .map((name) => `“${name}”`)
              .join(', ')}. Move ${count === 1 ? 'it' : 'them'} to another category first.`,
            { blogCount: count, blogs: names },
          );
        }
        for (const use of uses) {
          const ids = [...new Set(use.ids.map((each) => (each === id ? moveTo! : each)))];
          if (use.table === 'blogs') {
            await trx
              .updateTable('blogs')
              .set({ categoryIds: JSON.stringify(ids) })
              .where('id', '=', use.id)
              .execute();
          } else {
            const draft = await trx
              .selectFrom('drafts')
              .select('content')
              .where('type', '=', 'blog')
              .where('itemId', '=', use.id)
              .executeTakeFirstOrThrow();
            const content = JSON.parse(draft.content) as Record<string, unknown>;
            await writeDraft(trx, 'blog', use.id, { ...content, categoryIds: JSON.stringify(ids) });
          }
        }
        await trx.deleteFrom('blogCategories').where('id', '=', id).execute();
        return row;
      });
    },
  };
}
