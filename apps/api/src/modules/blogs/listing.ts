/**
 * The public reading of blogs (docs/decisions/128-blog-authors-categories-tags.md): the list at
 * /blogs-and-reviews, narrowed by category, tag or author and cut into pages, and a blog's related
 * posts. Visitors see only published blogs, newest (by publishing date) first.
 */
import {
  BLOGS_PER_PAGE,
  slugOf,
  type BlogCard,
  type BlogList,
  type BlogListQuery,
} from '@chamber/contracts';
import type { Db } from '../../db/client.ts';
import { documentsOn } from '../pages/documents.ts';
import { authorsById, blogCards, categoryIdsOf, tagNamesOf, type BlogRow } from './reading.ts';

/** How many blogs "related posts" compares with: the newest ones (bounded work per visit). */
const RELATED_POOL = 500;
const RELATED_COUNT = 3;

export function createBlogListing(db: Db) {
  /** Published blogs, newest first (by publishing date, else creation). */
  const published = () =>
    documentsOn(db, 'blog')
      .forVisitors(db.selectFrom('blogs').selectAll())
      .orderBy((eb) => eb.fn.coalesce('publishedOn', 'addedOn'), 'desc')
      .orderBy('id', 'desc');

  return {
    /** One page of the list; an unknown category or tag finds nothing (named null). */
    async list(query: BlogListQuery): Promise<BlogList> {
      const [category, rows] = await Promise.all([
        query.category
          ? db
              .selectFrom('blogCategories')
              .select(['id', 'name', 'slug'])
              .where('slug', '=', query.category)
              .executeTakeFirst()
          : undefined,
        published().execute() as Promise<BlogRow[]>,
      ]);
      const tagSlug = query.tag ? slugOf(query.tag) : null;
      let tagName: string | null = null;
      const matching = rows.filter((row) => {
        if (query.category && !(category && categoryIdsOf(row).includes(category.id))) {
          return false;
        }
        if (tagSlug) {
          const tag = tagNamesOf(row).find((name) => slugOf(name) === tagSlug);
          if (!tag) return false;
          tagName ??= tag;
        }
        return query.author === undefined || row.authorId === query.author;
      });
      const pageCount = Math.max(1, Math.ceil(matching.length / BLOGS_PER_PAGE));
      const page = Math.min(query.page ?? 1, pageCount);
      const shown = matching.slice((page - 1) * BLOGS_PER_PAGE, page * BLOGS_PER_PAGE);
      const author =
        query.author === undefined
          ? null
          : ((await authorsById(db, [query.author])).get(query.author) ?? null);
      return {
        items: await blogCards(db, shown),
        page,
        pageCount,
        total: matching.length,
        category: category ?? null,
        tag: tagSlug && tagName ? { name: tagName, slug: tagSlug } : null,
        author,
      };
    },

    /**
     * Up to three other published blogs sharing categories or tags with `blog`, the most shared
     * first, then the newest.
     */
    async related(blog: Pick<BlogRow, 'id' | 'categoryIds' | 'tags'>): Promise<BlogCard[]> {
      const categories = new Set(categoryIdsOf(blog));
      const tags = new Set(tagNamesOf(blog).map(slugOf));
      if (categories.size === 0 && tags.size === 0) return [];
      const pool = (await published().limit(RELATED_POOL).execute()) as BlogRow[];
      const scored = pool
        .filter((row) => row.id !== blog.id)
        .map((row, index) => ({
          row,
          index,
          shared:
            categoryIdsOf(row).filter((id) => categories.has(id)).length +
            tagNamesOf(row).filter((name) => tags.has(slugOf(name))).length,
        }))
        .filter((entry) => entry.shared > 0)
        .sort((a, b) => b.shared - a.shared || a.index - b.index)
        .slice(0, RELATED_COUNT);
      return blogCards(
        db,
        scored.map((entry) => entry.row),
      );
    },
  };
}
