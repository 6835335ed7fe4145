/**
 * The demo's pages and blogs (pages.json, blogs.json): each built, in order, from the banners and
 * content sections it names.
 */
import { blogSchema, pageSchema, slugOf } from '@chamber/contracts';
import type { Insertable } from 'kysely';
import { z } from 'zod';
import type { PageContentEntriesTable } from '../db/types.ts';
import { OWNERS, type ContentOwner } from '../modules/page-content/entries.ts';
import { demoKey, lookUp, type DemoSeeding } from './seeding.ts';

const DAY = 24 * 60 * 60 * 1000;

const demoContent = z.array(
  z.union([z.strictObject({ banner: demoKey }), z.strictObject({ section: demoKey })]),
);
/** What the page screen does not ask for: who added it, its banner picture and its content. */
const demoFields = {
  addedBy: z.string().trim().min(1),
  bannerImage: demoKey.optional(),
  content: demoContent,
};
export const demoPages = z.record(demoKey, pageSchema.safeExtend(demoFields).strict());
/**
 * `addedDaysAgo` dates each blog back from the day of seeding, so the news stays fresh;
 * `categories` names them (each name is made a category once).
 */
export const demoBlogs = z.array(
  blogSchema
    .safeExtend({
      ...demoFields,
      addedDaysAgo: z.number().int().min(0),
      categories: z.array(z.string().trim().min(1)).default([]),
    })
    .strict(),
);

/** What pages and blogs share: a blog's fields but its date and its own (decision 128). */
type DemoDocument = Omit<
  z.output<typeof demoBlogs>[number],
  | 'addedDaysAgo'
  | 'authorId'
  | 'categoryIds'
  | 'categories'
  | 'tags'
  | 'excerpt'
  | 'bannerImageAlt'
  | 'publishedOn'
>;
/** The ids of what a page or blog can show, by key. */
type ContentIds = { sections: ReadonlyMap<string, number>; banners: ReadonlyMap<string, number> };

/** Answers each page's id by its key in the file. */
export async function seedPages(
  seeding: DemoSeeding,
  pages: z.output<typeof demoPages>,
  contentIds: ContentIds,
) {
  const ids = new Map<string, number>();
  for (const [key, page] of Object.entries(pages)) {
    const columns = { title: page.title, addedOn: seeding.stamp };
    ids.set(key, await insertDocument(seeding, 'page', page, columns, contentIds));
  }
  return ids;
}

export async function seedBlogs(
  seeding: DemoSeeding,
  blogs: z.output<typeof demoBlogs>,
  contentIds: ContentIds,
) {
  const categoryIds = await seedCategories(
    seeding,
    blogs.flatMap((blog) => blog.categories),
  );
  for (const blog of blogs) {
    const addedOn = new Date(seeding.now.getTime() - blog.addedDaysAgo * DAY).toISOString();
    // A published demo blog was published the day it was written.
    const publishedOn = blog.isActive ? addedOn : null;
    const own = {
      title: null,
      addedOn,
      publishedOn,
      categoryIds: JSON.stringify(blog.categories.map((name) => categoryIds.get(name))),
      tags: JSON.stringify(blog.tags ?? []),
      excerpt: blog.excerpt ?? null,
      bannerImageAlt: blog.bannerImageAlt ?? null,
    };
    await insertDocument(seeding, 'blog', blog, own, contentIds);
  }
}

/** Makes each category named once, in the order first named; answers their ids by name. */
async function seedCategories({ trx, stamp }: DemoSeeding, names: string[]) {
  const ids = new Map<string, number>();
  for (const name of new Set(names)) {
    const { id } = await trx
      .insertInto('blogCategories')
      .values({ name, slug: slugOf(name), createdAt: stamp, updatedAt: stamp })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(name, id);
  }
  return ids;
}

/** Inserts a page or blog, then its content in order; answers its id. */
async function insertDocument(
  seeding: DemoSeeding,
  owner: ContentOwner,
  document: DemoDocument,
  own: { title: string | null; addedOn: string } & Record<string, unknown>,
  contentIds: ContentIds,
) {
  const { table, entries, column } = OWNERS[owner];
  // Pages and blogs, and their entry tables, have the same columns but the owner's: typed as
  // the page ones, the owner column named.
  const { id } = await seeding.trx
    .insertInto(table as 'pages')
    .values({ ...documentColumns(seeding, document), ...own })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const entry of contentEntries(document.content, contentIds)) {
    await seeding.trx
      .insertInto(entries as 'pageContentEntries')
      .values({ ...entry, [column]: id } as Insertable<PageContentEntriesTable>)
      .execute();
  }
  return id;
}

/** The columns pages and blogs share. */
function documentColumns({ stamp, picture }: DemoSeeding, document: DemoDocument) {
  return {
    name: document.name,
    url: document.url,
    description: document.description,
    keywords: document.keywords,
    isBannerVisible: document.isBannerVisible,
    bannerImageFilePath: document.bannerImage === undefined ? null : picture(document.bannerImage),
    bannerColor: document.bannerColor,
    isActive: document.isActive,
    addedBy: document.addedBy,
    updatedAt: stamp,
  };
}

function contentEntries(content: z.output<typeof demoContent>, ids: ContentIds) {
  return content.map((entry, sortOrder) =>
    'banner' in entry
      ? {
          type: 'BANNER',
          bannerId: lookUp(ids.banners, entry.banner, 'banners.json'),
          contentSectionId: null,
          sortOrder,
        }
      : {
          type: 'CONTENTSECTION',
          contentSectionId: lookUp(ids.sections, entry.section, 'sections.json'),
          bannerId: null,
          sortOrder,
        },
  );
}
