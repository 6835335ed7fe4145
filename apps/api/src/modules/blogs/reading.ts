/**
 * What blogs carry beyond a page's fields (docs/decisions/128-blog-authors-categories-tags.md):
 * their author (a staff member), categories, tags, excerpt and publishing date, read from the
 * blog's own columns (JSON lists, so drafts, revisions and the trash carry them like any field)
 * and turned into answers here, for staff, for visitors and for the feeds.
 */
import { slugOf, type BlogAuthor, type BlogCard, type BlogTag } from '@chamber/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { Database } from '../../db/types.ts';
import { sectionsOn } from '../content-sections/service.ts';
import { htmlToText, oneLine } from '../search/text.ts';

export type BlogRow = Selectable<Database['blogs']>;

/** The excerpt shown in lists when none was written: the first sentences, about this long. */
const LIST_EXCERPT_LENGTH = 160;
const WORDS_PER_MINUTE = 200;

/** A JSON list column's values (a damaged value reads as none). */
function listOf<T>(json: unknown): T[] {
  if (Array.isArray(json)) return json as T[];
  try {
    const parsed: unknown = JSON.parse(String(json ?? '[]'));
    return Array.isArray(parsed) ? (parsed as T[]) : [];
  } catch {
    return [];
  }
}
export const categoryIdsOf = (row: { categoryIds: unknown }) => listOf<number>(row.categoryIds);
export const tagNamesOf = (row: { tags: unknown }) => listOf<string>(row.tags);
const tagsOf = (row: { tags: unknown }): BlogTag[] =>
  tagNamesOf(row).map((name) => ({ name, slug: slugOf(name) }));

/**
 * The first whole sentences of `text` that fit in `max` characters; a longer first sentence is
 * cut at a word, with "…".
 */
export function firstSentences(text: string, max: number) {
  const sentences = new Intl.Segmenter('en', { granularity: 'sentence' }).segment(text);
  let excerpt = '';
  for (const { segment } of sentences) {
    if ([...(excerpt + segment).trim()].length > max) break;
    excerpt += segment;
  }
  if (excerpt.trim() || !text) return excerpt.trim();
  // Characters, not UTF-16 units: an emoji is never cut in half.
  const start = [...text].slice(0, max - 1).join('');
  const space = start.lastIndexOf(' ');
  return `${(space > 0 ? start.slice(0, space) : start).trimEnd()}…`;
}

/**
 * The text of each blog's sections visitors see, in the blog's order: the section's text and its
 * HTML's words (headings left out: an excerpt reads as running text).
 */
export async function blogTexts(db: Db, blogIds: number[]) {
  const texts = new Map<number, string>();
  if (blogIds.length === 0) return texts;
  const sections = await sectionsOn(db)
    .forVisitors(
      db
        .selectFrom('blogContentEntries as e')
        .innerJoin('contentSections as s', 's.id', 'e.contentSectionId'),
      's',
    )
    .select(['e.blogId', 's.description', 's.rawHtml'])
    .where('e.type', '=', 'CONTENTSECTION')
    .where('e.blogId', 'in', blogIds)
    .orderBy('e.sortOrder')
    .orderBy('e.id')
    .execute();
  for (const { blogId, description, rawHtml } of sections) {
    const words = [texts.get(blogId), oneLine(description), htmlToText(rawHtml)];
    texts.set(blogId, words.filter(Boolean).join(' '));
  }
  return texts;
}

/** Minutes to read `text` (at least one). */
export const readingMinutesOf = (text: string) =>
  Math.max(1, Math.round((text.match(/\S+/g)?.length ?? 0) / WORDS_PER_MINUTE));

/** The staff members named by `ids`, by id. */
export async function authorsById(db: Db, ids: (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const authors = new Map<number, BlogAuthor>();
  if (wanted.length === 0) return authors;
  const rows = await db
    .selectFrom('users')
    .select(['id', 'fullName', 'photoPath', 'bio'])
    .where('id', 'in', wanted)
    .execute();
  for (const row of rows) {
    authors.set(row.id, { id: row.id, name: row.fullName, photo: row.photoPath, bio: row.bio });
  }
  return authors;
}

export type CategoryRef = { id: number; name: string; slug: string };

/** Every category, by id (a short list, managed by staff). */
export async function categoriesById(db: Db) {
  const rows = await db.selectFrom('blogCategories').select(['id', 'name', 'slug']).execute();
  return new Map<number, CategoryRef>(rows.map((row) => [row.id, row]));
}

/** Reads what turns blog rows into their answers' fields, in a few queries for all of them. */
export async function blogReader(db: Db, rows: BlogRowFields[]) {
  const [authors, categories, texts] = await Promise.all([
    authorsById(
      db,
      rows.map((row) => row.authorId ?? null),
    ),
    categoriesById(db),
    blogTexts(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return {
    texts,
    /** Decision 128's fields of one blog. */
    fieldsOf(row: BlogRowFields) {
      const written = row.excerpt?.trim() ? row.excerpt : null;
      const text = texts.get(row.id) ?? '';
      return {
        author: row.authorId ? (authors.get(row.authorId) ?? null) : null,
        // A category deleted since the draft was saved is left out.
        categories: categoryIdsOf(row).flatMap((id) => categories.get(id) ?? []),
        tags: tagsOf(row),
        excerpt:
          written ??
          (firstSentences(text || oneLine(row.description), LIST_EXCERPT_LENGTH) || null),
        writtenExcerpt: written,
        bannerImageAlt: row.bannerImageAlt ?? null,
        publishedOn: row.publishedOn ?? null,
      };
    },
  };
}

/** The columns the answers' fields are read from. */
export type BlogRowFields = Pick<
  BlogRow,
  | 'id'
  | 'authorId'
  | 'categoryIds'
  | 'tags'
  | 'excerpt'
  | 'bannerImageAlt'
  | 'publishedOn'
  | 'description'
>;

/** Blog rows as the public list and "related posts" show them. */
export async function blogCards(db: Db, rows: BlogRow[]): Promise<BlogCard[]> {
  const reader = await blogReader(db, rows);
  return rows.map((row) => {
    const { writtenExcerpt: _written, ...fields } = reader.fieldsOf(row);
    return {
      id: row.id,
      name: row.name,
      url: row.url,
      bannerImageFilePath: row.bannerImageFilePath,
      ...fields,
    };
  });
}
