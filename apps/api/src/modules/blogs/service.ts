/**
 * Blogs: routed documents like pages, without a title; they follow the page rules
 * (docs/decisions/030-blogs-follow-page-rules.md), and have an author, categories, tags, an
 * excerpt and a publishing date of their own (docs/decisions/128-blog-authors-categories-tags.md).
 */
import {
  AUTHOR_MESSAGE,
  can,
  CATEGORY_MESSAGE,
  refusalFor,
  slugOf,
  type Blog,
  type blogSchema,
  type updateBlogSchema,
} from '@chamber/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Audience, Files } from '../../lib/resource.ts';
import type { CurrentUser } from '../../lib/sessions.ts';
import { nowIso } from '../../lib/tokens.ts';
import { badRequest, forbidden } from '../../plugins/errors.ts';
import type { Attachments } from '../../plugins/uploads.ts';
import { createDocumentsService, toPage, type DocumentRow } from '../pages/documents.ts';
import {
  blogReader,
  categoryIdsOf,
  tagNamesOf,
  type BlogRow,
  type BlogRowFields,
} from './reading.ts';

type BlogInput = z.output<typeof blogSchema>;
type BlogUpdate = z.output<typeof updateBlogSchema>;

/**
 * A blog as the core hands it on (with its draft laid over it): a page's fields without the
 * title, and its own in the form's shape, which a publish checks with the save rules.
 */
function toBlogFields(row: DocumentRow) {
  const { title: _title, ...blog } = toPage(row);
  const own = row as unknown as BlogRow;
  return {
    ...blog,
    authorId: own.authorId ?? null,
    categoryIds: categoryIdsOf(own),
    tags: tagNamesOf(own),
    excerpt: own.excerpt ?? null,
    bannerImageAlt: own.bannerImageAlt ?? null,
    publishedOn: own.publishedOn ?? null,
  };
}
type BlogFields = ReturnType<typeof toBlogFields>;

/** The answers of `blogs` (the core's, with their publishing state): decision 128's fields read. */
async function answersOf<T extends BlogFields>(db: Db, blogs: T[]) {
  const rows = blogs.map((blog): BlogRowFields => ({
    ...blog,
    categoryIds: JSON.stringify(blog.categoryIds),
    tags: JSON.stringify(blog.tags),
  }));
  const reader = await blogReader(db, rows);
  return blogs.map((blog, index) => {
    const {
      authorId: _authorId,
      categoryIds: _categoryIds,
      tags: _tags,
      excerpt: _excerpt,
      bannerImageAlt: _bannerImageAlt,
      publishedOn: _publishedOn,
      ...rest
    } = blog;
    return { ...rest, ...reader.fieldsOf(rows[index]) };
  });
}

/** The spelling a tag already has on some blog, so one tag reads one way everywhere. */
async function knownSpellings(db: Db) {
  const rows = await db.selectFrom('blogs').select('tags').execute();
  const spellings = new Map<string, string>();
  for (const row of rows) {
    for (const name of tagNamesOf(row)) {
      if (!spellings.has(slugOf(name))) spellings.set(slugOf(name), name);
    }
  }
  return spellings;
}

export function createBlogsService(db: Db, attachments: Attachments) {
  const documents = createDocumentsService(db, attachments, {
    owner: 'blog',
    toEntity: toBlogFields,
  });

  /**
   * The blog's own columns from a save: checked against the staff list and the categories; an
   * absent field is left as it was (`current`: the blog as staff see it, or none for a create).
   */
  async function ownColumns(
    input: BlogInput,
    user: CurrentUser,
    current: BlogFields | null,
  ): Promise<Record<string, unknown>> {
    const columns: Record<string, unknown> = {};
    const authorId = input.authorId ?? (current ? undefined : user.id);
    if (authorId !== undefined && authorId !== (current?.authorId ?? user.id)) {
      // Authors write under their own name; editors may credit a colleague.
      if (!can(user.role, 'allContent')) {
        throw forbidden(`${refusalFor('allContent')} (choosing another author)`);
      }
    }
    if (authorId !== undefined) {
      const staff = await db
        .selectFrom('users')
        .select('id')
        .where('id', '=', authorId)
        .where('isActive', '=', true)
        .executeTakeFirst();
      if (!staff) throw badRequest(AUTHOR_MESSAGE, { authorId: AUTHOR_MESSAGE });
      columns.authorId = authorId;
    }
    if (input.categoryIds !== undefined) {
      const ids = [...new Set(input.categoryIds)];
      const found =
        ids.length === 0
          ? []
          : await db.selectFrom('blogCategories').select('id').where('id', 'in', ids).execute();
      if (found.length !== ids.length) {
        throw badRequest(CATEGORY_MESSAGE, { categoryIds: CATEGORY_MESSAGE });
      }
      columns.categoryIds = JSON.stringify(ids);
    } else if (!current) {
      columns.categoryIds = '[]';
    }
    if (input.tags !== undefined) {
      const spellings = await knownSpellings(db);
      columns.tags = JSON.stringify(input.tags.map((tag) => spellings.get(slugOf(tag)) ?? tag));
    } else if (!current) {
      columns.tags = '[]';
    }
    // Only a field the save sent: the spec's clients know neither the excerpt nor the alt text.
    if (input.excerpt !== undefined) columns.excerpt = input.excerpt;
    if (input.bannerImageAlt !== undefined) columns.bannerImageAlt = input.bannerImageAlt;
    if (input.publishedOn !== undefined) columns.publishedOn = input.publishedOn;
    // A save that shows it at once (the spec's clients) publishes it: its date is now.
    const publishes = input.isActive && !input.draft;
    const hasDate = input.publishedOn ?? current?.publishedOn;
    if (publishes && !hasDate) columns.publishedOn = nowIso();
    return columns;
  }

  return {
    ...documents,

    async list(audience: Audience, filter: { isActive?: boolean }): Promise<Blog[]> {
      return answersOf(db, await documents.list(audience, filter));
    },

    async get(id: number) {
      const blog = await documents.get(id);
      const [answer] = await answersOf(db, [blog]);
      return { ...answer, contentSections: blog.contentSections };
    },

    /** Its author is who creates it, unless an editor names another staff member. */
    async create(input: BlogInput, files: Files, user: CurrentUser) {
      return documents.create({ ...input, own: await ownColumns(input, user, null) }, files, user);
    },

    async update(input: BlogUpdate, files: Files, user: CurrentUser) {
      const current = await documents.get(input.id);
      const own = await ownColumns(input, user, current);
      await documents.update({ ...input, own }, files);
    },

    within: (trx: Db) => createBlogsService(trx, attachments),
    /** The documents service underneath (removing the banner image). */
    documents,
  };
}
