/**
 * Announcements: staff write one and send it to the confirmed subscribers of its topic (or all).
 * Sending queues one delivery per recipient (queue.ts sends them); a sent announcement is kept,
 * unchanged, with its record of deliveries.
 */
import type {
  Announcement,
  AnnouncementAudience,
  announcementSchema,
  updateAnnouncementSchema,
} from '@chamber/contracts';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Database } from '../../db/types.ts';
import { createResource } from '../../lib/resource.ts';
import { nowIso } from '../../lib/tokens.ts';
import { badRequest, conflict, notFound } from '../../plugins/errors.ts';
import { sanitizeRichHtml } from '../content-sections/sanitize.ts';
import { recipientsOf } from '../subscribers/service.ts';

type Row = Selectable<Database['newsletterAnnouncements']>;

const ALREADY_SENT_MESSAGE = 'This announcement has been sent already: it cannot change.';
const NO_RECIPIENTS_MESSAGE =
  'No confirmed subscriber would receive this announcement: nobody has confirmed a subscription to its topic yet.';

/** The form's fields as stored: the body sanitised like every rich text of the site. */
function columnsOf(input: z.output<typeof announcementSchema>) {
  const body = sanitizeRichHtml(input.body);
  if (!body) throw badRequest('Please write the message', { body: 'Please write the message' });
  return { subject: input.subject, body, topic: input.topic };
}

export function createAnnouncementsService(db: Db) {
  const announcements = createResource(db, {
    table: 'newsletterAnnouncements',
    noun: 'The announcement',
    order: ['createdAt desc', 'id desc'],
  });

  /** The rows as answered: with their deliveries counted by state, and their recipients. */
  async function answers(rows: Row[]): Promise<Announcement[]> {
    if (rows.length === 0) return [];
    const counts = await db
      .selectFrom('newsletterDeliveries')
      .select((eb) => ['announcementId', 'status', eb.fn.countAll<number>().as('count')])
      .where(
        'announcementId',
        'in',
        rows.map((row) => row.id),
      )
      .groupBy(['announcementId', 'status'])
      .execute();
    const drafts = new Set(rows.filter((row) => !row.sentAt).map((row) => row.topic));
    const waiting = new Map<string, number>();
    for (const topic of drafts) waiting.set(topic, await countRecipients(topic));
    return rows.map((row) => {
      const progress = { queued: 0, sent: 0, failed: 0 };
      for (const { announcementId, status, count } of counts) {
        if (announcementId !== row.id) continue;
        // A delivery being sent is still on its way.
        const state = status === 'sending' ? 'queued' : (status as keyof typeof progress);
        progress[state] += Number(count);
      }
      return {
        id: row.id,
        subject: row.subject,
        body: row.body,
        topic: row.topic as AnnouncementAudience,
        sentAt: row.sentAt,
        sentBy: row.sentBy,
        recipients: row.sentAt
          ? progress.queued + progress.sent + progress.failed
          : waiting.get(row.topic)!,
        progress,
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
        version: row.version,
      };
    });
  }

  async function countRecipients(topic: string) {
    const { count } = await recipientsOf(db, topic)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  async function unsent(id: number) {
    const row = await announcements.row(id);
    if (row.sentAt) throw conflict(ALREADY_SENT_MESSAGE);
    return row;
  }

  return {
    list: async () => answers((await announcements.list()) as Row[]),
    get: async (id: number) => (await answers([await announcements.row(id)]))[0],

    create: (input: z.output<typeof announcementSchema>) => announcements.create(columnsOf(input)),

    async update(input: z.output<typeof updateAnnouncementSchema>) {
      await unsent(input.id);
      return announcements.update(input.id, columnsOf(input), input.version);
    },

    /** Deleting one being sent stops its sending (its deliveries go with it). */
    remove: (id: number) => announcements.remove(id),

    /**
     * Queues one delivery per confirmed subscriber of its topic, in one transaction with marking
     * it sent: sending twice (two clicks at once) queues once. Answers how many.
     */
    async send(id: number, by: string) {
      return db.transaction().execute(async (trx) => {
        const now = nowIso();
        const marked = await trx
          .updateTable('newsletterAnnouncements')
          .set({ sentAt: now, sentBy: by, updatedAt: now })
          .where('id', '=', id)
          .where('sentAt', 'is', null)
          .returning(['topic', 'subject'])
          .executeTakeFirst();
        if (!marked) {
          // 404 when there is no such announcement (asked on the transaction: SQLite has one
          // connection).
          const exists = await trx
            .selectFrom('newsletterAnnouncements')
            .select('id')
            .where('id', '=', id)
            .executeTakeFirst();
          if (!exists) throw notFound('The announcement');
          throw conflict(ALREADY_SENT_MESSAGE);
        }
        const recipients = await recipientsOf(trx, marked.topic)
          .select(['id', 'email'])
          .orderBy('id')
          .execute();
        // In chunks: a statement has a limit on its parameters.
        for (let at = 0; at < recipients.length; at += 500) {
          await trx
            .insertInto('newsletterDeliveries')
            .values(
              recipients.slice(at, at + 500).map((recipient) => ({
                announcementId: id,
                subscriberId: recipient.id,
                email: recipient.email,
                status: 'queued',
                nextAttemptAt: now,
              })),
            )
            .execute();
        }
        const count = recipients.length;
        // Nothing to send: it stays a draft (the transaction is undone).
        if (count === 0) throw badRequest(NO_RECIPIENTS_MESSAGE);
        return { count, subject: marked.subject };
      });
    },
  };
}
