/** The Media.* endpoints (the table in @chamber/contracts), and the library the uploads use. */
import { MEDIA_MESSAGES } from '@chamber/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { userOf } from '../../plugins/auth.ts';
import { endpoint } from '../../plugins/endpoints.ts';
import { badRequest } from '../../plugins/errors.ts';
import { claimsPdf, isPdf, type StoredFile, type UploadedFile } from '../../plugins/uploads.ts';
import type { ModuleOptions } from '../types.ts';
import { createMediaService, uploadedName } from './service.ts';

export async function mediaRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  const media = createMediaService(db);
  const { attachments } = app;
  attachments.library = media.library;

  /** The uploaded file of an Upload or Replace (a library choice is no upload). */
  const uploadOf = (file: UploadedFile | undefined) => {
    if (!file || file.libraryPath) throw badRequest(MEDIA_MESSAGES.fileRequired);
    return file;
  };
  /** Stores a PDF as it is, anything else as an image (the bytes decide; a ".pdf" must be one). */
  const store = async (file: UploadedFile): Promise<StoredFile> =>
    (await isPdf(file)) || claimsPdf(file)
      ? attachments.storeDocument(file)
      : attachments.storeImageFile(file);
  const log = (request: FastifyRequest, action: 'create' | 'update', id: number, summary: string) =>
    app.activity.record(request, { action, type: 'media', itemId: id, summary });

  endpoint(app, 'Media.GetAll', ({ query }) => media.list(query));
  endpoint(app, 'Media.Get', ({ query }) => media.get(query.id));

  endpoint(app, 'Media.Upload', async ({ body, files, request, reply }) => {
    const file = uploadOf(files.file);
    const stored = await store(file);
    const fileName = uploadedName(file, stored);
    let id: number;
    try {
      id = await media.create(stored, { ...body, fileName, createdById: userOf(request).id });
    } catch (error) {
      await attachments.discardNew(file, stored.path);
      throw error;
    }
    await log(request, 'create', id, `Uploaded file “${fileName}”`);
    await app.revisions.record(request, { type: 'media', itemId: id, kind: 'create' });
    reply.code(201);
    return (await media.get(id)) as never;
  });

  endpoint(app, 'Media.Update', async ({ body, request }) => {
    const item = await media.update(userOf(request), body);
    await log(request, 'update', item.id, `Updated file “${item.fileName}”`);
    await app.revisions.record(request, { type: 'media', itemId: item.id, kind: 'save' });
    return item;
  });

  endpoint(app, 'Media.Replace', async ({ body, files, request }) => {
    const file = uploadOf(files.file);
    const found = await media.row(body.id);
    media.assertMayChange(userOf(request), found);
    const pdf = (await isPdf(file)) || claimsPdf(file);
    if (pdf !== (found.kind === 'document')) throw badRequest(MEDIA_MESSAGES.sameKind);
    const stored = await store(file);
    const fileName = uploadedName(file, stored);
    let before;
    try {
      before = await media.replace(body.id, stored, fileName, body.version);
    } catch (error) {
      await attachments.discardNew(file, stored.path);
      throw error;
    }
    // Nothing points at the old file any more (the library no longer holds it).
    await attachments.remove(before.path);
    await log(request, 'update', body.id, `Replaced file “${before.fileName}” with “${fileName}”`);
    await app.revisions.record(request, { type: 'media', itemId: body.id, kind: 'save' });
    return (await media.get(body.id)) as never;
  });

  endpoint(app, 'Media.Delete', async ({ query, request }) => {
    const removed = await media.remove(userOf(request), query.id);
    await app.activity.record(request, {
      action: 'delete',
      type: 'media',
      itemId: query.id,
      summary: `Deleted file “${removed.fileName}”`,
    });
    return { message: 'File moved to the trash.' };
  });
}
