/**
 * The public dynamic page and blog (Home/GetDynamicPage|Blog): an active page or blog with its
 * entries in order. Switched-off sections, banners and slider items are left out, so visitors
 * only see what staff turned on (docs/decisions/051-dynamic-pages-active-only.md).
 */
import type { DynamicBlog, DynamicContentEntry, DynamicPage } from '@chamber/contracts';
import type { Db } from '../../db/client.ts';
import { VISITOR, type Audience } from '../../lib/resource.ts';
import { bannersWithItems } from '../banners/service.ts';
import { sectionsOn } from '../content-sections/service.ts';
import { documentsOn, toPage } from '../pages/documents.ts';
import { readContentEntries, type ContentOwner } from '../page-content/entries.ts';
import { createBlogListing } from '../blogs/listing.ts';
import { blogReader, readingMinutesOf, type BlogRow } from '../blogs/reading.ts';

/** Visitors see pages, blogs, sections, banners and slides as the resources' public rule says. */

export function createDynamicPagesService(db: Db) {
  /** `audience`: staff (a preview) see the page or blog with its draft, published or not. */
  async function activeDocument(owner: ContentOwner, id: number, audience: Audience) {
    const row = await documentsOn(db, owner).get(id, audience);
    // Visitors are not told whether it is active, nor how often it was saved.
    const { isActive: _isActive, version: _version, ...document } = toPage(row);
    return document;
  }

  /**
   * Its sections and banners as `audience` sees them: visitors, what is on the site; a preview,
   * what publishing the page or blog puts there (their drafts, and new ones: publishing/parts.ts).
   */
  async function activeEntries(
    owner: ContentOwner,
    id: number,
    audience: Audience,
  ): Promise<DynamicContentEntry[]> {
    const entries = await readContentEntries(db, owner, id);
    const sectionIds = entries.flatMap((entry) => entry.contentSectionId ?? []);
    const bannerIds = entries.flatMap((entry) => entry.bannerId ?? []);
    const [sections, banners] = await Promise.all([
      sectionsOn(db).list(audience, { id: sectionIds }),
      bannersWithItems(db, audience, { id: bannerIds }),
    ]);
    return entries.flatMap((entry) => {
      const section = sections.find((row) => row.id === entry.contentSectionId);
      const banner = banners.find((row) => row.id === entry.bannerId);
      if (!section && !banner) return [];
      return [
        {
          ...entry,
          contentSection: section ?? null,
          banner: banner ?? null,
        },
      ];
    });
  }

  return {
    async page(id: number, audience = VISITOR): Promise<DynamicPage> {
      const page = await activeDocument('page', id, audience);
      return { ...page, pageContentSectionBanners: await activeEntries('page', id, audience) };
    },

    /** With its author, categories, tags, excerpt, reading time and related posts (decision 128). */
    async blog(id: number, audience = VISITOR): Promise<DynamicBlog> {
      const row = (await documentsOn(db, 'blog').get(id, audience)) as unknown as BlogRow;
      const { isActive: _isActive, version: _version, ...blog } = toPage(row);
      const [reader, entries, relatedPosts] = await Promise.all([
        blogReader(db, [row]),
        activeEntries('blog', id, audience),
        createBlogListing(db).related(row),
      ]);
      const { writtenExcerpt: _written, ...fields } = reader.fieldsOf(row);
      return {
        ...blog,
        // Blogs have no title; the answer carries the field as null.
        title: null,
        blogContentSectionBanners: entries,
        ...fields,
        readingMinutes: readingMinutesOf(reader.texts.get(id) ?? ''),
        relatedPosts,
      };
    },
  };
}
