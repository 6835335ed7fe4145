/**
 * The media library (docs/decisions/141-media-library.md): one row per stored image or PDF, on
 * the resource core (trash, versions, revisions, activity log; no drafts). Items keep storing the
 * path; `library` is what the uploads see of it (plugins/uploads.ts).
 */
import {
  attachmentPath,
  can,
  imageSrcSet,
  MEDIA_MESSAGES,
  type MediaItem,
  type MediaKind,
  type mediaListQuery,
  type mediaUpdateSchema,
} from '@chamber/contracts';
import { sql, type Selectable } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Database } from '../../db/types.ts';
import { createResource } from '../../lib/resource.ts';
import type { CurrentUser } from '../../lib/sessions.ts';
import { inTransaction } from '../../lib/trash.ts';
import { badRequest, conflict, forbidden, notFound } from '../../plugins/errors.ts';
import type { Library, StoredFile, UploadedFile } from '../../plugins/uploads.ts';
import { rewritePaths, usesOf } from './uses.ts';

type MediaRow = Selectable<Database['media']>;

const NOT_YOURS = 'You can only replace or delete files you uploaded.';

/** The name staff see: the one the browser sent (at most 255 characters), else the stored one. */
export const uploadedName = (upload: UploadedFile, file: StoredFile) =>
  upload.fileName?.trim().slice(0, 255) || file.path;

function toMediaItem(row: MediaRow): MediaItem {
  const kind = row.kind as MediaKind;
  return {
    id: row.id,
    kind,
    fileName: row.fileName,
    url: attachmentPath(row.path),
    path: row.path,
    mimeType: row.mimeType,
    size: row.size,
    width: row.width,
    height: row.height,
    alt: row.alt,
    decorative: row.decorative,
    caption: row.caption,
    focalX: row.focalX,
    focalY: row.focalY,
    missingAlt: kind === 'image' && row.alt.trim() === '' && !row.decorative,
    srcset: kind === 'image' ? imageSrcSet(row.path) : null,
    createdOn: row.createdOn,
    updatedOn: row.updatedAt,
    version: row.version,
  };
}

const resourceOn = (db: Db) =>
  createResource(db, {
    table: 'media',
    // The type's name in the trash, revisions and the log ("media"); 404s say "The file".
    noun: 'The media',
    order: ['createdOn desc', 'id desc'],
    created: 'createdOn',
    trash: { files: ['path'] },
  });

/** A LIKE pattern matching `text` anywhere, its own % and _ taken literally. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

export function createMediaService(db: Db) {
  const resource = resourceOn(db);

  async function row(id: number, on: Db = db) {
    const found = await on.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();
    if (!found) throw notFound('The file');
    return found;
  }

  /** Authors change only what they uploaded; editors and administrators everything. */
  function assertMayChange(user: CurrentUser, found: MediaRow) {
    if (!can(user.role, 'allContent') && found.createdById !== user.id) throw forbidden(NOT_YOURS);
  }

  async function insert(
    file: StoredFile,
    values: {
      fileName: string;
      createdById: number | null;
      alt?: string;
      caption?: string;
      decorative?: boolean;
    },
  ) {
    const kind: MediaKind = file.mimeType === 'application/pdf' ? 'document' : 'image';
    return resource.create({ kind, ...file, ...values });
  }

  const library: Library = {
    async add(file: StoredFile, upload: UploadedFile) {
      await insert(file, {
        fileName: uploadedName(upload, file),
        createdById: upload.by ?? null,
      });
    },
    async imagePath(mediaId) {
      const found = await db
        .selectFrom('media')
        .select('path')
        .where('id', '=', mediaId)
        .where('kind', '=', 'image')
        .executeTakeFirst();
      if (!found) throw badRequest(MEDIA_MESSAGES.notLibraryImage);
      return found.path;
    },
    async holds(filePath) {
      const live = await db
        .selectFrom('media')
        .select('id')
        .where('path', '=', filePath)
        .executeTakeFirst();
      if (live) return true;
      const trashed = await db
        .selectFrom('trash')
        .select('id')
        .where('type', '=', 'media')
        .where('files', 'like', `%"${filePath}"%`)
        .executeTakeFirst();
      return trashed !== undefined;
    },
    async forget(filePath) {
      await db.deleteFrom('media').where('path', '=', filePath).execute();
    },
    async fileNameOf(filePath) {
      const found = await db
        .selectFrom('media')
        .select('fileName')
        .where('path', '=', filePath)
        .executeTakeFirst();
      return found?.fileName ?? null;
    },
  };

  return {
    library,
    row,
    assertMayChange,

    async list({ q, kind, missingAlt, page, pageSize }: z.output<typeof mediaListQuery>) {
      let query = db.selectFrom('media');
      if (q) {
        const pattern = containing(q);
        const like = (column: 'fileName' | 'alt' | 'caption') =>
          sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
        query = query.where((eb) => eb.or([like('fileName'), like('alt'), like('caption')]));
      }
      if (kind) query = query.where('kind', '=', kind);
      if (missingAlt) {
        query = query
          .where('kind', '=', 'image')
          .where('alt', '=', '')
          .where('decorative', '=', false);
      }
      const { total } = await query
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await query
        .selectAll()
        .orderBy('createdOn', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      return { items: rows.map(toMediaItem), total: Number(total) };
    },

    async get(id: number) {
      const found = await row(id);
      return { ...toMediaItem(found), uses: await usesOf(db, found.path) };
    },

    /** Adds an uploaded file; answers the new row's id. */
    async create(
      file: StoredFile,
      values: {
        fileName: string;
        createdById: number | null;
        alt: string;
        caption: string;
        decorative: boolean;
      },
    ) {
      return insert(file, values);
    },

    async update(
      user: CurrentUser,
      { id, version, ...changes }: z.output<typeof mediaUpdateSchema>,
    ) {
      assertMayChange(user, await row(id));
      const columns = Object.fromEntries(
        Object.entries(changes).filter(([, value]) => value !== undefined),
      );
      await resource.update(id, columns, version);
      return toMediaItem(await row(id));
    },

    /**
     * Points the row and every use at `file` in one transaction (the old file is the caller's to
     * remove once this has committed); answers the row as it was.
     */
    async replace(id: number, file: StoredFile, fileName: string, version: number | undefined) {
      return inTransaction(db, async (trx) => {
        const before = await row(id, trx);
        await resourceOn(trx).update(id, { ...file, fileName }, version);
        await rewritePaths(trx, before.path, file);
        return before;
      });
    },

    /** Moves the file to the trash; refused while anything shows it. */
    async remove(user: CurrentUser, id: number) {
      const found = await row(id);
      assertMayChange(user, found);
      const uses = await usesOf(db, found.path);
      if (uses.length > 0) {
        const names = uses.map((use) => `“${use.name}”`).join(', ');
        throw conflict(
          `This file is used by ${names}. Choose another image there first, then delete it.`,
          { uses },
        );
      }
      await resource.remove(id, { by: { id: user.id, name: user.fullName } });
      return found;
    },
  };
}
