/** Sign-ups of the public footer's "Get the latest deals", listed in the back office. */
import type { Subscriber } from '@chamber/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { NewsletterSubscribersTable } from '../../db/types.ts';
import { createResource } from '../../lib/resource.ts';
import { nowIso } from '../../lib/tokens.ts';

function toSubscriber(row: Selectable<NewsletterSubscribersTable>): Subscriber {
  return { id: row.id, email: row.email, createdAt: row.createdAt };
}

export function createSubscribersService(db: Db) {
  const subscribers = createResource(db, {
    table: 'newsletterSubscribers',
    noun: 'The subscriber',
    toAnswer: toSubscriber,
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
    remove: subscribers.remove,
  };
}
