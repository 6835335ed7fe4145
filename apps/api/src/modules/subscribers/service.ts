/**
 * Newsletter subscribers (docs/decisions/146-newsletter.md): a sign-up is pending until the
 * address's owner follows the e-mailed confirmation link; only confirmed subscribers receive
 * announcements, and each announcement's unsubscribe link ends that at once.
 */
import {
  NEWSLETTER_TOPICS,
  type NewsletterTopic,
  type Subscriber,
  type SubscriberStatus,
} from '@chamber/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { Database } from '../../db/types.ts';
import { createResource } from '../../lib/resource.ts';
import { hashToken, isoIn, newOpaqueToken, nowIso } from '../../lib/tokens.ts';
import { badRequest } from '../../plugins/errors.ts';

/** How long a confirmation link works. */
const CONFIRMATION_TTL_SECONDS = 7 * 24 * 60 * 60;
/** Signing up again sends another link, but not sooner than this after the last one. */
const RESEND_AFTER_MS = 10 * 60 * 1000;

const CONFIRMATION_INVALID_MESSAGE =
  'This confirmation link is not valid: it may have been used already or have expired. Please sign up again to get a new one.';
const UNSUBSCRIBE_INVALID_MESSAGE =
  'This unsubscribe link is not valid. Please use the link in the newsletter e-mail you received.';

const topicsOf = (json: string): NewsletterTopic[] => {
  const parsed = JSON.parse(json) as unknown;
  return Array.isArray(parsed)
    ? NEWSLETTER_TOPICS.filter((topic) => parsed.includes(topic))
    : [...NEWSLETTER_TOPICS];
};

const toAnswer = (row: Selectable<Database['newsletterSubscribers']>): Subscriber => ({
  id: row.id,
  email: row.email,
  status: row.status as SubscriberStatus,
  topics: topicsOf(row.topics),
  createdAt: row.createdAt,
  confirmedAt: row.confirmedAt,
});

export function createSubscribersService(db: Db) {
  const subscribers = createResource(db, {
    table: 'newsletterSubscribers',
    noun: 'The subscriber',
    toAnswer,
    order: ['createdAt desc', 'id desc'],
  });

  return {
    /**
     * Keeps the address (in lower case: the unique index makes "Ann@x.org" and "ann@x.org" one
     * subscriber) and answers a confirmation link's token to mail it, whoever it is: pending,
     * confirmed (the link then sets the topics asked for now) or unsubscribed. Nothing changes
     * until the link is followed, so nobody can subscribe or change someone else's address. null:
     * a link went to this address less than ten minutes ago (no mail, the same answer).
     */
    async subscribe(email: string, topics: readonly NewsletterTopic[] | undefined) {
      const now = nowIso();
      const address = email.toLowerCase();
      const chosen = topics?.length ? NEWSLETTER_TOPICS.filter((t) => topics.includes(t)) : null;
      await db
        .insertInto('newsletterSubscribers')
        .values({
          email: address,
          status: 'pending',
          topics: JSON.stringify(chosen ?? NEWSLETTER_TOPICS),
          createdAt: now,
          updatedAt: now,
        })
        .onConflict((oc) => oc.column('email').doNothing())
        .execute();
      // Claimed with one update, so two sign-ups at the same moment send one link.
      const cutoff = new Date(Date.now() - RESEND_AFTER_MS).toISOString();
      const claimed = await db
        .updateTable('newsletterSubscribers')
        .set({ confirmationSentAt: now })
        .where('email', '=', address)
        .where((eb) =>
          eb.or([eb('confirmationSentAt', 'is', null), eb('confirmationSentAt', '<', cutoff)]),
        )
        .returning(['id'])
        .executeTakeFirst();
      if (!claimed) return null;
      const { token, tokenHash } = newOpaqueToken();
      await db.deleteFrom('newsletterConfirmations').where('expiresAt', '<', now).execute();
      await db
        .insertInto('newsletterConfirmations')
        .values({
          subscriberId: claimed.id,
          tokenHash,
          topics: JSON.stringify(chosen ?? NEWSLETTER_TOPICS),
          expiresAt: isoIn(CONFIRMATION_TTL_SECONDS),
          createdAt: now,
        })
        .execute();
      return { email: address, token };
    },

    /** Follows a confirmation link: once only, before it expires (400 otherwise). */
    async confirm(token: string) {
      return db.transaction().execute(async (trx) => {
        const link = await trx
          .deleteFrom('newsletterConfirmations')
          .where('tokenHash', '=', hashToken(token))
          .returningAll()
          .executeTakeFirst();
        if (!link || link.expiresAt < nowIso()) throw badRequest(CONFIRMATION_INVALID_MESSAGE);
        const now = nowIso();
        const row = await trx
          .selectFrom('newsletterSubscribers')
          .selectAll()
          .where('id', '=', link.subscriberId)
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('newsletterSubscribers')
          .set({
            status: 'confirmed',
            topics: link.topics,
            confirmedAt: row.status === 'confirmed' ? row.confirmedAt : now,
            unsubscribedAt: null,
            updatedAt: now,
          })
          .where('id', '=', link.subscriberId)
          .execute();
        return { email: row.email, topics: topicsOf(link.topics) };
      });
    },

    /**
     * Follows an unsubscribe link (the token of one delivered e-mail): from now on nothing is
     * sent to that address. Following it again answers the same.
     */
    async unsubscribe(token: string) {
      const delivery = await db
        .selectFrom('newsletterDeliveries')
        .select(['subscriberId', 'email'])
        .where('unsubscribeTokenHash', '=', hashToken(token))
        .executeTakeFirst();
      if (!delivery) throw badRequest(UNSUBSCRIBE_INVALID_MESSAGE);
      if (delivery.subscriberId !== null) {
        const now = nowIso();
        await db
          .updateTable('newsletterSubscribers')
          .set({ status: 'unsubscribed', unsubscribedAt: now, updatedAt: now })
          .where('id', '=', delivery.subscriberId)
          .where('status', '!=', 'unsubscribed')
          .execute();
      }
      return { email: delivery.email };
    },

    list: subscribers.list,

    /** How many confirmed their subscription at or after `since` (ISO). */
    async countSince(since: string) {
      const { count } = await db
        .selectFrom('newsletterSubscribers')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('status', '=', 'confirmed')
        .where('confirmedAt', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(count);
    },

    remove: subscribers.remove,
  };
}

/** The confirmed subscribers an announcement for `topic` goes to. */
export function recipientsOf(db: Db, topic: string) {
  let query = db.selectFrom('newsletterSubscribers').where('status', '=', 'confirmed');
  // Topics are a JSON list of fixed names: '"news"' appears in it exactly when news was chosen.
  if (topic !== 'all') query = query.where('topics', 'like', `%"${topic}"%`);
  return query;
}
