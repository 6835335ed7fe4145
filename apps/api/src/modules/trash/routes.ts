/**
 * The Trash.* endpoints (the table in @chamber/contracts): staff list the trash, see where an item
 * is used and restore; administrators delete for good. Expired entries go at start and daily.
 */
import { can, refusalFor } from '@chamber/contracts';
import type { FastifyInstance } from 'fastify';
import { countOf, forEachItem } from '../../lib/bulk.ts';
import { deleteForever, listTrash, pruneTrash, restoreFromTrash } from '../../lib/trash.ts';
import { userOf } from '../../plugins/auth.ts';
import { endpoint } from '../../plugins/endpoints.ts';
import { forbidden } from '../../plugins/errors.ts';
import type { ModuleOptions } from '../types.ts';
import { usageOf } from './service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** "banner item" for the summaries: the type's words. */
const words = (type: string) => type.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);

export async function trashRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  endpoint(app, 'Trash.GetTrash', () => listTrash(db));

  endpoint(app, 'Trash.GetUsage', ({ query }) => usageOf(db, query.type, query.id));

  endpoint(app, 'Trash.RestoreFromTrash', async ({ body, request }) => {
    const { name, notes } = await restoreFromTrash(db, body.type, body.id);
    await app.activity.record(request, {
      action: 'restore',
      type: body.type,
      itemId: body.id,
      summary: `Restored ${words(body.type)} “${name}” from the trash`,
    });
    return { message: `“${name}” was restored.`, notes };
  });

  // Each item as its own Delete call deletes it (lib/resource.ts), all in one transaction.
  endpoint(app, 'Trash.MoveToTrash', async ({ body: { type, ids, withUses }, request }) => {
    const itemDelete = app.itemDeletes.get(type);
    if (!itemDelete) throw new Error(`${type} has no Delete that runs in a transaction`);
    if (!can(userOf(request).role, itemDelete.access)) {
      throw forbidden(refusalFor(itemDelete.access));
    }
    await forEachItem(db, { type, ids, done: 'deleted' }, (trx, id) =>
      itemDelete.run(trx, request, id, withUses),
    );
    return { message: `${countOf(ids.length, type)} moved to the Trash.` };
  });

  endpoint(app, 'Trash.DeleteForever', async ({ query, request }) => {
    const name = await deleteForever(db, app.attachments, query.type, query.id);
    await app.activity.record(request, {
      action: 'delete',
      type: query.type,
      itemId: query.id,
      summary: `Deleted ${words(query.type)} “${name}” forever`,
    });
    return { message: `“${name}” was deleted forever.` };
  });

  // What has been in the trash for its 30 days goes for good: at start, then daily, on every
  // instance (the deletes are idempotent), as the activity log's pruning does.
  const prune = () =>
    pruneTrash(db, app.attachments)
      .then((removed) => app.log.info({ removed }, 'expired trash entries deleted'))
      .catch((error: unknown) =>
        app.log.error({ err: error }, 'emptying the expired trash failed'),
      );
  let pruning: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await prune();
    pruning = setInterval(prune, DAY_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(pruning));
}
