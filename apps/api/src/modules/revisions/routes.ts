/** The Revision.* endpoints (the table in @chamber/contracts): an item's history and restore. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { named } from '../../lib/activity.ts';
import { userOf } from '../../plugins/auth.ts';
import { endpoint } from '../../plugins/endpoints.ts';
import type { ModuleOptions } from '../types.ts';
import { createRevisionsService } from './service.ts';

export async function revisionsRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  const revisions = createRevisionsService(db, app.attachments.storage);
  // Only some roles read the administrator-only settings (the service asks the role).
  const readerOf = (request: FastifyRequest) => userOf(request);

  endpoint(app, 'Revision.GetRevisions', async ({ query, request }) =>
    revisions.list(query, readerOf(request)),
  );

  endpoint(app, 'Revision.GetRevision', async ({ query, request }) =>
    revisions.get(query, query.revisionId, readerOf(request)),
  );

  // A restore is a save: logged as 'restore' and kept as a revision of its own.
  endpoint(app, 'Revision.RestoreRevision', async ({ body, request }) => {
    const { type, id, revisionId } = body;
    const { version, missingImages, before, asDraft } = await revisions.restore(
      body,
      revisionId,
      readerOf(request),
    );
    const what = type === 'settings' ? 'the company settings' : `this ${words(type)}`;
    await app.activity.record(request, {
      action: 'restore',
      type,
      itemId: id,
      summary: `Restored ${type === 'settings' ? 'the company settings' : words(type)}${named(before)} to version ${version}`,
    });
    await app.revisions.record(request, {
      type,
      itemId: id,
      kind: 'restore',
      note: `Restored version ${version}`,
    });
    // Named as the editor names them ("the company logo"); the files for API clients.
    const missing = missingImages.map(({ label }) => `the ${label}`).join(' and ');
    const kept = missingImages.length
      ? ` Its ${missing.replace(/^the /, '')} no longer ${missingImages.length === 1 ? 'exists' : 'exist'}, so the current ${missingImages.length === 1 ? 'one was' : 'ones were'} kept.`
      : '';
    return {
      message: asDraft
        ? `Version ${version} of ${what} was restored as a draft: visitors see the published ${words(type)} until you publish it.${kept}`
        : `Version ${version} of ${what} was restored.${kept}`,
      missingImages: missingImages.map(({ file }) => file),
    };
  });
}

/** "contentSection" → "content section". */
const words = (type: string) => type.replace(/([A-Z])/g, ' $1').toLowerCase();
