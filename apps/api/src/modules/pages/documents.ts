/**
 * Pages and blogs are the same kind of thing: a document routed by its url, with a banner image
 * and an ordered list of content entries. This service keeps both on the resource core; the pages
 * and blogs modules only choose the owner, the answer shape and what may block a deletion
 * (docs/decisions/028-pages-and-blogs-one-service.md).
 */
import {
  addressKey,
  DEFAULT_BANNER_COLOR,
  PAGE_LIMITS,
  updateBlogSchema,
  updatePageSchema,
  type Page,
  type PageContentEntry,
} from '@chamber/contracts';
import type { FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { PagesTable } from '../../db/types.ts';
import { createResource, type Audience, type Files } from '../../lib/resource.ts';
import { inTransaction, type Deletion, type Reference } from '../../lib/trash.ts';
import { assertMayChange } from '../../lib/ownership.ts';
import { nowIso } from '../../lib/tokens.ts';
import type { CurrentUser } from '../../lib/sessions.ts';
import { userOf } from '../../plugins/auth.ts';
import { OWNERS, readContentEntries, type ContentOwner } from '../page-content/entries.ts';
import { removeReplaced, saveWithImage, type Attachments } from '../../plugins/uploads.ts';
import { readDraft } from '../../lib/drafts.ts';
import { assertUrlAvailable, freeCopyUrl } from './urls.ts';

/** Pages and blogs have the same columns (db/types.ts `RoutedDocumentColumns`). */
export type DocumentRow = Selectable<PagesTable>;

/** The validated form of a page or blog (blogs have no title). */
export type DocumentInput = {
  name: string;
  title?: string | null;
  url: string;
  isBannerVisible: boolean;
  bannerColor: string;
  keywords: string | null;
  description: string | null;
  isActive: boolean;
  /** Saves a draft only: visitors keep seeing what was published. */
  draft?: boolean;
  /** Columns of the type's own, ready to store (a blog's author, categories, tags…). */
  own?: Record<string, unknown>;
};

export type DocumentKind<T> = {
  /** Pages or blogs: their table and content lists (page-content module). */
  owner: ContentOwner;
  toEntity(row: DocumentRow): T;
  /** Refuses a deletion that would break something else; runs in the deletion's transaction. */
  beforeDelete?(trx: Db, row: DocumentRow): Promise<void>;
};

export function toPage(row: DocumentRow): Page {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    url: row.url,
    isBannerVisible: row.isBannerVisible,
    bannerImageFilePath: row.bannerImageFilePath,
    bannerColor: row.bannerColor ?? DEFAULT_BANNER_COLOR,
    keywords: row.keywords,
    description: row.description,
    isActive: row.isActive,
    addedBy: row.addedBy,
    addedOn: row.addedOn,
    version: row.version,
  };
}

/**
 * Pages or blogs on the resource core, on the database or a transaction: staff see them newest
 * first, visitors see the active ones (pages in the order they were made, blogs newest first);
 * `toAnswer`: how a row becomes an answer (default: as stored).
 */
export const documentsOn = <T = DocumentRow>(
  db: Db,
  owner: ContentOwner,
  toAnswer?: (row: DocumentRow) => T,
) =>
  createResource(db, {
    table: OWNERS[owner].table,
    noun: OWNERS[owner].what,
    toAnswer,
    order: ['addedOn desc', 'id desc'],
    public: { column: 'isActive', order: owner === 'page' ? ['id'] : ['addedOn desc', 'id desc'] },
    // Stamped once: later saves keep the original date, as they keep `addedBy`.
    created: 'addedOn',
    // A published page or blog given a new url still answers at its old one (a 301).
    address: 'url',
    trash: {
      files: ['bannerImageFilePath'],
      references: [
        contentEntriesOf(owner),
        ...(owner === 'page' ? [MENU_LINKS] : []),
        {
          table: 'footerItems',
          column: 'linkTo',
          matches: 'url',
          action: 'delete',
          noun: 'footer item',
          use: true,
        },
      ],
      // Another page or blog may have taken its address meanwhile.
      beforeRestore: (trx, row) => assertUrlAvailable(trx, String(row.url)),
    },
    drafts: {
      rules: owner === 'page' ? updatePageSchema : updateBlogSchema,
      // Another page or blog may have taken the draft's address since it was saved.
      beforePublish: (trx, content) =>
        assertUrlAvailable(trx, String(content.url), {
          table: OWNERS[owner].table,
          id: Number(content.id),
        }),
      // A blog's publishing date is its first publish's, unless staff chose one.
      onPublish: (content) =>
        owner === 'blog' && !content.publishedOn ? { publishedOn: nowIso() } : {},
    },
  });

/** A page's or blog's content entries go and come back with it (unless their item is gone). */
const contentEntriesOf = (owner: ContentOwner): Reference => ({
  table: OWNERS[owner].entries,
  column: OWNERS[owner].column,
  action: 'delete',
  noun: 'content entry',
  needs: {
    contentSectionId: { table: 'contentSections', what: 'content section', required: true },
    bannerId: { table: 'banners', what: 'banner', required: true },
  },
});

/** The menu items linking to a page, with their sub-items: they go only when the delete says so. */
const MENU_LINKS: Reference = {
  table: 'menuItems',
  column: 'pageId',
  action: 'delete',
  noun: 'menu item',
  use: true,
  needs: { parentMenuItemId: { table: 'menuItems', what: 'parent menu item' } },
  references: [
    { table: 'menuItems', column: 'parentMenuItemId', action: 'delete', noun: 'menu item' },
  ],
};

/** The columns a save writes; the url is stored as the site matches it (addressKey). */
const columnsOf = (input: DocumentInput) => ({
  name: input.name,
  title: input.title ?? null,
  url: addressKey(input.url),
  isBannerVisible: input.isBannerVisible,
  bannerColor: input.bannerColor,
  keywords: input.keywords,
  description: input.description,
  isActive: input.isActive,
  ...input.own,
});

export function createDocumentsService<T>(db: Db, attachments: Attachments, kind: DocumentKind<T>) {
  const documents = documentsOn(db, kind.owner, kind.toEntity);
  const self = (id: number) => ({ table: OWNERS[kind.owner].table, id });

  return {
    /** Every page or blog, newest first; `isActive` narrows the list when given. */
    list: (_staff: Audience, { isActive }: { isActive?: boolean }): Promise<T[]> =>
      documents.list({ signedIn: true }, { isActive }),

    /** As staff see it: with its draft, if it has one, and its publishing state. */
    async get(id: number): Promise<T & { contentSections: PageContentEntry[] }> {
      return {
        ...(await documents.get(id)),
        contentSections: await readContentEntries(db, kind.owner, id),
      };
    },

    /** The signed-in user becomes its author, for good: later saves keep `addedBy`. */
    async create(input: DocumentInput, { bannerImage }: Files, user: CurrentUser) {
      await assertUrlAvailable(db, input.url);
      return saveWithImage(attachments, bannerImage, async (bannerImageFilePath) => {
        try {
          return await documents.create(
            {
              ...columnsOf(input),
              bannerImageFilePath,
              addedBy: user.fullName,
              createdById: user.id,
            },
            { draft: input.draft },
          );
        } catch (error) {
          // Two saves of one url at the same moment: the unique index decides, the check explains.
          await assertUrlAvailable(db, input.url);
          throw error;
        }
      });
    },

    owned: documents.row,

    /** A new banner image replaces the old one, whose file is removed once the row is saved. */
    async update(input: DocumentInput & { id: number; version?: number }, { bannerImage }: Files) {
      // An unknown page or blog answers 404 before its url is checked.
      await documents.row(input.id);
      await assertUrlAvailable(db, input.url, self(input.id));
      const before = await saveWithImage(attachments, bannerImage, async (newImage) => {
        try {
          return await documents.update(
            input.id,
            { ...columnsOf(input), ...(newImage ? { bannerImageFilePath: newImage } : {}) },
            input.version,
            { draft: input.draft },
          );
        } catch (error) {
          await assertUrlAvailable(db, input.url, self(input.id));
          throw error;
        }
      });
      await removeReplaced(attachments, before, bannerImage ? before.bannerImageFilePath : null);
    },

    /**
     * To the trash with its content entries (its banner file stays until it is deleted for good);
     * `withUses`: with the menu and footer items that link to it, instead of being refused.
     */
    async remove(id: number, deletion: Deletion) {
      await inTransaction(db, async (trx) => {
        const documentsInTrx = documentsOn(trx, kind.owner);
        if (!deletion.withUses) await kind.beforeDelete?.(trx, await documentsInTrx.row(id));
        await documentsInTrx.remove(id, deletion);
      });
    },

    /** The same service on a transaction (deleting many at once: lib/bulk.ts). */
    within: (trx: Db) => createDocumentsService(trx, attachments, kind),

    /**
     * A new draft made from page or blog `id` as staff see it (its draft over the live row):
     * "Copy of …" at a free url, by the signed-in user, with its own copy of the banner image and
     * the same content entries in the same order. Answers the copy's id and the original's name.
     */
    async duplicate(id: number, user: CurrentUser) {
      const { entries, column } = OWNERS[kind.owner];
      const source = {
        ...(await documents.row(id)),
        ...(await readDraft(db, kind.owner, id)),
      } as Record<string, unknown> & DocumentRow;
      const {
        id: _id,
        version: _version,
        addedOn: _addedOn,
        updatedAt: _updatedAt,
        ...columns
      } = source;
      const copy = {
        ...columns,
        name: `Copy of ${source.name}`.slice(0, PAGE_LIMITS.name),
        url: await freeCopyUrl(db, source.url, PAGE_LIMITS.url),
        bannerImageFilePath: await attachments.copyImage(source.bannerImageFilePath),
        addedBy: user.fullName,
        createdById: user.id,
        // Never published yet: its first publish dates it.
        ...('publishedOn' in source ? { publishedOn: null } : {}),
      };
      // The copy's own image file goes again if the copy cannot be saved.
      const copyId = await inTransaction(db, async (trx) => {
        const newId = await documentsOn(trx, kind.owner).create(copy as never, { draft: true });
        const rows = await (trx as Db)
          .selectFrom(entries as 'pageContentEntries')
          .select(['type', 'contentSectionId', 'bannerId', 'sortOrder'])
          .where(column as 'pageId', '=', id)
          .orderBy('sortOrder')
          .execute();
        if (rows.length > 0) {
          await (trx as Db)
            .insertInto(entries as 'pageContentEntries')
            .values(rows.map((row) => ({ ...row, [column]: newId }) as never))
            .execute();
        }
        return newId;
      }).catch(async (error: unknown) => {
        await attachments.remove(copy.bannerImageFilePath);
        throw error;
      });
      return { id: copyId, name: source.name };
    },

    async removeBannerImage(id: number) {
      const before = await documents.update(id, { bannerImageFilePath: null });
      await removeReplaced(attachments, before, before.bannerImageFilePath);
      return { message: 'Banner image removed successfully.', name: before.name };
    },
  };
}

/**
 * The DuplicatePage / DuplicateBlog handler: the copy is a new draft, logged and kept as a
 * revision like any creation.
 */
export function documentDuplication(
  documents: ReturnType<typeof createDocumentsService<unknown>>,
  owner: ContentOwner,
) {
  return async ({ body, request }: { body: { id: number }; request: FastifyRequest }) => {
    const { id, name } = await documents.duplicate(body.id, userOf(request));
    await request.server.activity.record(request, {
      action: 'create',
      type: owner,
      itemId: id,
      summary: `Duplicated ${owner} “${name}” (draft)`,
    });
    await request.server.revisions.record(request, { type: owner, itemId: id, kind: 'create' });
    return { message: `Copy of the ${owner} made: it is a draft until you publish it.`, id };
  };
}

/**
 * The DeleteBannerImage handler of pages or blogs (the id comes as pageId or blogId): removes the
 * image and logs it as a change of the page or blog.
 */
export function bannerImageRemoval<Owner extends ContentOwner>(
  documents: ReturnType<typeof createDocumentsService<unknown>>,
  owner: Owner,
) {
  type Call = { query: Record<`${Owner}Id`, number>; request: FastifyRequest };
  return async ({ query, request }: Call) => {
    const id = query[`${owner}Id`];
    assertMayChange(userOf(request), await documents.owned(id), 'save');
    const { message, name } = await documents.removeBannerImage(id);
    await request.server.activity.record(request, {
      action: 'update',
      type: owner,
      itemId: id,
      summary: `Removed the banner image of ${owner} “${name}”`,
    });
    await request.server.revisions.record(request, { type: owner, itemId: id, kind: 'save' });
    return { message };
  };
}
