/** Sign-ups of the public footer's "Get the latest deals", listed in the back office. */
import { subscriber } from '@chamber/contracts';
import type { Db } from '../../db/client.ts';
import { fieldMap } from '../../lib/field-map.ts';
import { createResource } from '../../lib/resource.ts';
import { nowIso } from '../../lib/tokens.ts';

export function createSubscribersService(db: Db) {
  const subscribers = createResource(db, {
    table: 'newsletterSubscribers',
    noun: 'The subscriber',
    toAnswer: fieldMap(subscriber).toAnswer,
    order: ['createdAt desc', 'id desc'],
  });

  return {
    /**
     * Addresses are kept in lower case, so the unique index makes "Ann@x.org" and "ann@x.org"
     * one subscriber; signing up twice (even at the same moment) changes nothing.
     */
    async subscribe(email: string) {
      const now = nowIso();
      await db
        .insertInto('newsletterSubscribers')
        .values({ email: email.toLowerCase(), createdAt: now, updatedAt: now })
        .onConflict((oc) => oc.column('email').doNothing())
        .execute();
    },

    list: subscribers.list,

    /** How many signed up at or after `since` (ISO). */
    async countSince(since: string) {
      const { count } = await db
        .selectFrom('newsletterSubscribers')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('createdAt', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(count);
    },

    remove: subscribers.remove,
  };
}
