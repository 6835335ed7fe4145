/**
 * Reading an item's revisions and restoring one (docs/decisions/114-revisions.md). A restore
 * writes the revision's content over the live row through the resource core's update, so the
 * item's version counts on and the editors see a save like any other.
 */
import path from 'node:path';
import {
  ADMIN_ONLY_SETTINGS,
  can,
  fieldLabel,
  NOT_CONTENT,
  PUBLISHING_TYPES,
  type RevisionType,
  type Role,
} from '@chamber/contracts';
import type { Db } from '../../db/client.ts';
import { publishingOf } from '../../lib/drafts.ts';
import { createResource } from '../../lib/resource.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { REVISION_TABLES, storedItem, withoutAdminOnly } from '../../lib/revisions.ts';
import { notFound } from '../../plugins/errors.ts';
import { assertUrlAvailable } from '../pages/urls.ts';

type Item = { type: RevisionType; id: number };
/** Who reads: only a role with scriptSettings sees the administrator-only settings. */
type Reader = { role: Role };
type Content = Record<string, unknown>;

/** Columns holding an uploaded image's file name. */
const IMAGE_COLUMNS = ['imagePath', 'bannerImageFilePath', 'companyLogoPath', 'companyIconPath'];
/**
 * Where an item sits (its banner, its parent menu item) is not its content either: a restore
 * leaves it, so an item is not moved under a parent that may be gone.
 */
const NOT_RESTORED = new Set<string>([...NOT_CONTENT, 'bannerId', 'parentMenuItemId']);

const hidesAdminOnly = (type: RevisionType, reader: Reader) =>
  type === 'settings' && !can(reader.role, 'scriptSettings');

export function createRevisionsService(db: Db, storage: FileStorage) {
  async function liveRow({ type, id }: Item) {
    const row = await storedItem(db, type, id);
    if (!row) throw notFound(REVISION_TABLES[type].noun);
    return row;
  }

  async function revisionOf(item: Item, revisionId: number) {
    await liveRow(item);
    const found = await db
      .selectFrom('revisions')
      .selectAll()
      .where('id', '=', revisionId)
      .where('type', '=', item.type)
      .where('itemId', '=', item.id)
      .executeTakeFirst();
    if (!found) throw notFound('The revision');
    return found;
  }

  const fileExists = (name: string) =>
    storage.size(path.basename(name)).then((size) => size !== null);

  return {
    /** Newest first. */
    async list(item: Item, reader: Reader) {
      await liveRow(item);
      const rows = await db
        .selectFrom('revisions')
        .select(['id', 'version', 'kind', 'userName', 'savedOn', 'summary'])
        .where('type', '=', item.type)
        .where('itemId', '=', item.id)
        .orderBy('id', 'desc')
        .execute();
      return rows.map(({ userName, summary, ...row }) => ({
        ...row,
        savedBy: userName,
        summary: hidesAdminOnly(item.type, reader) ? withoutAdminOnly(summary) : summary,
      }));
    },

    async get(item: Item, revisionId: number, reader: Reader) {
      const found = await revisionOf(item, revisionId);
      const content = JSON.parse(found.snapshot) as Content;
      if (hidesAdminOnly(item.type, reader)) {
        for (const name of ADMIN_ONLY_SETTINGS) delete content[name];
      }
      return {
        id: found.id,
        version: found.version,
        kind: found.kind,
        savedBy: found.userName,
        savedOn: found.savedOn,
        summary: hidesAdminOnly(item.type, reader)
          ? withoutAdminOnly(found.summary)
          : found.summary,
        type: found.type,
        itemId: found.itemId,
        content,
      };
    },

    /**
     * Writes the revision's content over the item; answers its version and the images it could
     * not bring back (their files are gone: the item keeps its current ones).
     */
    async restore(item: Item, revisionId: number, reader: Reader) {
      const found = await revisionOf(item, revisionId);
      const live = await liveRow(item);
      const snapshot = JSON.parse(found.snapshot) as Content;
      const content: Content = {};
      // Only columns the item still has: a column added since starts from its current value.
      for (const [key, value] of Object.entries(snapshot)) {
        if (key in live && !NOT_RESTORED.has(key)) content[key] = value;
      }
      if (hidesAdminOnly(item.type, reader)) {
        for (const name of ADMIN_ONLY_SETTINGS) delete content[name];
      }
      const missingImages: { label: string; file: string }[] = [];
      for (const column of IMAGE_COLUMNS) {
        const file = content[column];
        if (typeof file !== 'string' || file === live[column]) continue;
        if (!(await fileExists(file))) {
          missingImages.push({ label: fieldLabel(column).toLowerCase(), file });
          delete content[column];
        }
      }
      if (typeof content.pageId === 'number' && content.pageId !== live.pageId) {
        // The page the menu item linked to was deleted since: it keeps its current link.
        const page = await storedItem(db, 'page', content.pageId);
        if (!page) delete content.pageId;
      }
      if ((item.type === 'page' || item.type === 'blog') && typeof content.url === 'string') {
        await assertUrlAvailable(db, content.url, { table: `${item.type}s`, id: item.id });
      }
      // A page, blog or event visitors see gets the version as its draft: nothing changes on the
      // site until it is published. Other types take it at once.
      const drafted = PUBLISHING_TYPES.find((type) => type === item.type);
      if (drafted) {
        const publishing = publishingOf(drafted, db);
        await publishing.saveDraft(item.id, content);
        const state = await publishing.state(item.id);
        const asDraft = state.status === 'published' && state.hasDraft;
        return { version: found.version, missingImages, before: live, asDraft };
      }
      const { table, noun } = REVISION_TABLES[item.type];
      // The core's update, whatever the type: one table parameter, typed as any one of them.
      await createResource(db, { table: table as 'pages', noun, order: ['id'] }).update(
        item.id,
        content,
      );
      return { version: found.version, missingImages, before: live, asDraft: false };
    },
  };
}
