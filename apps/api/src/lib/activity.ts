/**
 * The activity log (docs/activity.md, decision 110): every sign-in, failed sign-in and change, with
 * who, when, what and from which address. Entries are only ever inserted: nothing here or anywhere
 * else updates one, and the only delete is the pruning of entries older than a year.
 */
import { ACTIVITY_TYPES, type ActivityAction, type ActivityType } from '@chamber/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { prunePeriodically } from './pruning.ts';
import { nowIso } from './tokens.ts';

/** How long an entry is kept. */
const KEEP_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A name or summary longer than this is cut (a username tried at sign-in may be any length). */
const NAME_MAX = 250;
const SUMMARY_MAX = 500;

/** What happened, to what: "Updated event “Business After Hours”". */
export type Activity = {
  action: ActivityAction;
  type: ActivityType;
  itemId?: number | null;
  summary: string;
};

/** Who did it: their account (null: no account has the name tried) and their name at that time. */
export type Actor = { id: number | null; name: string };

declare module 'fastify' {
  interface FastifyInstance {
    activity: {
      /** Records what `request` did, by its signed-in user unless `actor` says who, from its address. */
      record(request: FastifyRequest, activity: Activity, actor?: Actor): Promise<void>;
    };
  }
}

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/** Adds one entry, stamped now, on `db` (a transaction, for the scheduled publishes). The only writer of the table. */
export async function recordActivity(
  db: Db,
  {
    action,
    type,
    itemId = null,
    summary,
    actor,
    address,
  }: Activity & { actor: Actor; address: string },
) {
  await db
    .insertInto('activity')
    .values({
      at: nowIso(),
      userId: actor.id,
      userName: clip(actor.name, NAME_MAX),
      action,
      type,
      itemId,
      summary: clip(summary, SUMMARY_MAX),
      address,
    })
    .execute();
}

/** Deletes the entries older than a year (before `now`); answers how many. */
export async function pruneActivity(db: Db, now = new Date()) {
  const cutoff = new Date(now.getTime() - KEEP_DAYS * DAY_MS).toISOString();
  const result = await db.deleteFrom('activity').where('at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A noun as a type's name is spelt: "Footer item" → footerItem. */
export function typeNameOf(noun: string) {
  const [first, ...rest] = noun.toLowerCase().split(/\s+/);
  return [first, ...rest.map((word) => word[0].toUpperCase() + word.slice(1))].join('');
}

/** The type a resource's noun names: "Footer item" → footerItem; a type not listed is refused. */
export function activityTypeOf(noun: string): ActivityType {
  const type = typeNameOf(noun);
  if (!(ACTIVITY_TYPES as readonly string[]).includes(type)) {
    throw new Error(`"${noun}" names no activity type: add "${type}" to ACTIVITY_TYPES`);
  }
  return type as ActivityType;
}

/** The name an item goes by in a summary (a page's name, an event's title, …), if it has one. */
export function nameOf(item: unknown): string | null {
  if (!item || typeof item !== 'object') return null;
  const fields = item as Record<string, unknown>;
  for (const key of ['name', 'title', 'label', 'fullName', 'fileName']) {
    const value = fields[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  const person = [fields.firstName, fields.lastName].filter((part) => typeof part === 'string');
  return person.join(' ').trim() || null;
}

/** "“Business After Hours”" after a noun, or nothing for an item without a name. */
export const named = (item: unknown) => {
  const name = nameOf(item);
  return name === null ? '' : ` “${name}”`;
};

/** `app.activity.record`, and the pruning: at start and then daily. */
export const activityPlugin = fp(async (app: FastifyInstance, { db }: { db: Db }) => {
  app.decorate('activity', {
    record: (request, activity, actor = actorOf(request)) =>
      recordActivity(db, { ...activity, actor, address: request.ip }),
  });
  prunePeriodically(app, DAY_MS, () => pruneActivity(db), {
    pruned: 'activity entries older than a year pruned',
    failed: 'pruning the activity log failed',
  });
});

/** The signed-in user of the request (recorded calls are staff calls, so there is one). */
export function actorOf({ currentUser }: FastifyRequest): Actor {
  return currentUser
    ? { id: currentUser.id, name: currentUser.fullName }
    : { id: null, name: 'Visitor' };
}
