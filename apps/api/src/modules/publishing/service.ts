/**
 * Publishing (docs/decisions/117-drafts-and-publishing.md, 118-scheduled-publishing.md): Publish
 * applies an item's draft and shows it to visitors, Unpublish takes it off the site; either now or
 * at a time staff choose. A scheduled one is a row of `publishingJobs`, which every instance polls
 * (`runDueJobs`); the instance whose conditional update claims a job runs it in the same
 * transaction, so it happens once, and a crash before the commit leaves it for the next poll.
 */
import { ITEM_NOUNS, type PublishingType } from '@chamber/contracts';
import type { Db } from '../../db/client.ts';
import { nameOf, recordActivity, type Actor } from '../../lib/activity.ts';
import { publishingOf, type Published } from '../../lib/drafts.ts';
import { recordRevision, storedItem } from '../../lib/revisions.ts';
import { nowIso } from '../../lib/tokens.ts';
import { HttpError, notFound } from '../../plugins/errors.ts';
import { partsOf } from './parts.ts';
import { inTransaction } from '../../lib/trash.ts';
import { forEachItem } from '../../lib/bulk.ts';

type Action = 'publish' | 'unpublish';
type Job = { type: PublishingType; itemId: number; action: Action };

const VERB: Record<Action, string> = { publish: 'Published', unpublish: 'Unpublished' };

/** "3 Dec 2026, 09:00 UTC": when a scheduled one will happen, as messages say it. */
export function inWords(iso: string) {
  const at = new Date(iso);
  const day = at.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `${day}, ${at.toISOString().slice(11, 16)} UTC`;
}

/** The item's name as staff edit it (404 when there is no such item). */
async function nameOfItem(db: Db, type: PublishingType, itemId: number) {
  const item = await storedItem(db, type, itemId);
  if (!item) throw notFound(`The ${ITEM_NOUNS[type]}`);
  return nameOf(item) ?? `${type} ${itemId}`;
}

/**
 * Publishes or unpublishes now, on `db` (a transaction): the item, what is pending for it (a
 * publish cancels the pending publish; an unpublish, both), the log and a revision, together. A
 * publish takes the item's parts live with it (parts.ts), each logged and kept as its own; a part
 * that cannot go live stops it all, saying which.
 */
async function apply(db: Db, job: Job, actor: Actor, address: string): Promise<Published> {
  const parts = job.action === 'publish' ? await partsOf(db, job.type, job.itemId) : [];
  const done = await applyOne(db, job, actor, address);
  for (const part of parts) {
    try {
      const { replacedFiles } = await applyOne(
        db,
        { type: part.type, itemId: part.id, action: 'publish' },
        actor,
        address,
      );
      done.replacedFiles.push(...replacedFiles);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const what = `the ${ITEM_NOUNS[part.type]} “${part.name}”`;
      throw new HttpError(
        error.statusCode,
        `Nothing was published: ${what} goes live with it. ${error.message}`,
        error.errors,
      );
    }
  }
  return done;
}

/** `apply` for the item alone. */
async function applyOne(db: Db, { type, itemId, action }: Job, actor: Actor, address: string) {
  const publishing = publishingOf(type, db);
  const done =
    action === 'publish' ? await publishing.publish(itemId) : await publishing.unpublish(itemId);
  await db
    .deleteFrom('publishingJobs')
    .where('type', '=', type)
    .where('itemId', '=', itemId)
    .where('doneAt', 'is', null)
    .where('action', 'in', action === 'publish' ? ['publish'] : ['publish', 'unpublish'])
    .execute();
  const name = nameOf(done.item) ?? `${type} ${itemId}`;
  await recordActivity(db, {
    action,
    type,
    itemId,
    summary: `${VERB[action]} ${ITEM_NOUNS[type]} “${name}”`,
    actor,
    address,
  });
  await recordRevision(db, { type, itemId, kind: action }, actor);
  return done;
}

/** Done jobs are kept this long (for who scheduled what, and why one did not happen). */
const KEEP_DONE_MS = 30 * 24 * 60 * 60 * 1000;

/** Deletes the jobs done more than 30 days before `now`; answers how many. */
export async function pruneDoneJobs(db: Db, now = new Date()) {
  const cutoff = new Date(now.getTime() - KEEP_DONE_MS).toISOString();
  const result = await db
    .deleteFrom('publishingJobs')
    .where('doneAt', '<', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The publishes and unpublishes still to happen for items of `types`, soonest first. */
export async function pendingJobs(db: Db, types: readonly PublishingType[], limit: number) {
  if (types.length === 0) return [];
  return db
    .selectFrom('publishingJobs')
    .select(['type', 'itemId', 'action', 'runAt', 'byName'])
    .where('doneAt', 'is', null)
    .where('type', 'in', types)
    .orderBy('runAt')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export function createPublishingService(
  db: Db,
  /** What follows a publish that went through: its old files go, visitors' copies are renewed. */
  after: (done: Published) => Promise<void>,
) {
  return {
    /** Publishes or unpublishes now, in one transaction; then `after`. */
    async now(job: Job, actor: Actor, address: string) {
      const done = await inTransaction(db, (trx) => apply(trx, job, actor, address));
      await after(done);
      return publishingOf(job.type, db).state(job.itemId);
    },

    /**
     * Publishes or unpublishes several items of one type now, each as `now` does it, all in one
     * transaction or none (lib/bulk.ts); then `after` for each.
     */
    async many(
      { type, ids, action }: { type: PublishingType; ids: number[]; action: Action },
      actor: Actor,
      address: string,
    ) {
      const done = await forEachItem(
        db,
        { type, ids, done: action === 'publish' ? 'published' : 'unpublished' },
        (trx, itemId) => apply(trx, { type, itemId, action }, actor, address),
      );
      for (const one of done) await after(one);
    },

    /** Schedules it for `runAt`, in place of the same action scheduled before for the item. */
    async schedule(job: Job & { runAt: string }, actor: Actor, address: string) {
      const name = await nameOfItem(db, job.type, job.itemId);
      await inTransaction(db, async (trx) => {
        await trx
          .deleteFrom('publishingJobs')
          .where('type', '=', job.type)
          .where('itemId', '=', job.itemId)
          .where('action', '=', job.action)
          .where('doneAt', 'is', null)
          .execute();
        await trx
          .insertInto('publishingJobs')
          .values({ ...job, byId: actor.id, byName: actor.name, doneAt: null, outcome: null })
          .execute();
        await recordActivity(trx, {
          action: job.action,
          type: job.type,
          itemId: job.itemId,
          summary: `Scheduled ${ITEM_NOUNS[job.type]} “${name}” to be ${job.action}ed on ${inWords(job.runAt)}`,
          actor,
          address,
        });
      });
      return publishingOf(job.type, db).state(job.itemId);
    },

    /**
     * Runs the jobs due by `now`, each claimed by a conditional update in the transaction that
     * does it: another instance's claim of the same job updates nothing and skips it. A job that
     * fails (its item deleted, its draft no longer valid) is closed with the reason and logged,
     * not retried every poll. Answers how many ran.
     */
    async runDueJobs(now: Date, onFailure: (error: unknown) => void) {
      const due = await db
        .selectFrom('publishingJobs')
        .selectAll()
        .where('doneAt', 'is', null)
        .where('runAt', '<=', now.toISOString())
        .orderBy('runAt')
        .orderBy('id')
        .limit(100)
        .execute();
      let ran = 0;
      for (const job of due) {
        const actor = { id: job.byId, name: job.byName };
        const what = {
          type: job.type as PublishingType,
          itemId: job.itemId,
          action: job.action as Action,
        };
        try {
          const done = await db.transaction().execute(async (trx) => {
            const claimed = await trx
              .updateTable('publishingJobs')
              .set({ doneAt: nowIso(), outcome: 'done' })
              .where('id', '=', job.id)
              .where('doneAt', 'is', null)
              .executeTakeFirst();
            if (Number(claimed.numUpdatedRows) !== 1) return null;
            return apply(trx, what, actor, 'scheduled');
          });
          if (done) {
            ran += 1;
            await after(done);
          }
        } catch (error) {
          onFailure(error);
          const reason = error instanceof Error ? error.message : 'it failed';
          const closed = await db
            .updateTable('publishingJobs')
            .set({ doneAt: nowIso(), outcome: reason })
            .where('id', '=', job.id)
            .where('doneAt', 'is', null)
            .executeTakeFirst();
          if (Number(closed.numUpdatedRows) === 1) {
            await recordActivity(db, {
              action: what.action,
              type: what.type,
              itemId: what.itemId,
              summary: `The ${what.action} scheduled for ${what.type} ${what.itemId} did not happen: ${reason}`,
              actor,
              address: 'scheduled',
            });
          }
        }
      }
      return ran;
    },
  };
}
