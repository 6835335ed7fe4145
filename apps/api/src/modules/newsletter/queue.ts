/**
 * The sending queue of announcements: their deliveries, one row per recipient, kept in the
 * database (docs/decisions/146-newsletter.md). Each instance claims one due row at a time (an
 * update that only one claimant can win) and sends it, at most NEWSLETTER_RATE a minute; a failed
 * delivery is tried again a few times, later each time. Rows still queued when the process stops
 * are sent after the next start; a row claimed by an instance that died is queued again after
 * CLAIM_TIMEOUT_MS.
 */
import type { AnnouncementAudience } from '@chamber/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { newOpaqueToken, nowIso } from '../../lib/tokens.ts';
import { announcementMail } from './mail.ts';

/** Tries per delivery before it is recorded as failed. */
const MAX_ATTEMPTS = 3;
/** A claim older than this was made by an instance that stopped mid-send. */
const CLAIM_TIMEOUT_MS = 5 * 60 * 1000;
/** How often an idle instance looks for deliveries queued by another instance. */
const IDLE_POLL_MS = 15_000;

/** Who the e-mails come from, as recipients' mail programs show the unsubscribe address. */
export async function siteOf(db: Db, config: Config) {
  const settings = await db
    .selectFrom('companySettings')
    .select(['companyName', 'emailAddress'])
    .executeTakeFirst();
  const fromAddress = /<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom;
  return {
    publicUrl: config.publicUrl,
    companyName: settings?.companyName || 'our chamber',
    // RFC 2369's mailto: a mailbox staff read (they remove the address by hand).
    mailbox: settings?.emailAddress || fromAddress,
  };
}

export function startDeliveryQueue(
  app: FastifyInstance,
  { db, config, mailer }: { db: Db; config: Config; mailer: Mailer },
) {
  const intervalMs = 60_000 / config.newsletterRate;
  const postgres = config.databaseUrl !== null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let working: Promise<void> | null = null;
  /** Nothing was due at the last look. */
  let idle = true;

  /** The next due delivery, now claimed by this instance; undefined when none is due. */
  async function claim() {
    const now = nowIso();
    return db
      .updateTable('newsletterDeliveries')
      .set((eb) => ({ status: 'sending', claimedAt: now, attempts: eb('attempts', '+', 1) }))
      .where('id', '=', (eb) => {
        const due = eb
          .selectFrom('newsletterDeliveries')
          .select('id')
          .where('status', '=', 'queued')
          .where('nextAttemptAt', '<=', now)
          .orderBy('id')
          .limit(1);
        // PostgreSQL: instances pass over rows another is claiming instead of waiting on them.
        return postgres ? due.forUpdate().skipLocked() : due;
      })
      .where('status', '=', 'queued')
      .returningAll()
      .executeTakeFirst();
  }

  async function deliver(delivery: NonNullable<Awaited<ReturnType<typeof claim>>>) {
    const settle = (values: {
      status: string;
      sentAt?: string | null;
      error?: string | null;
      nextAttemptAt?: string;
    }) =>
      db.updateTable('newsletterDeliveries').set(values).where('id', '=', delivery.id).execute();
    const [announcement, subscriber] = await Promise.all([
      db
        .selectFrom('newsletterAnnouncements')
        .select(['subject', 'body', 'topic'])
        .where('id', '=', delivery.announcementId)
        .executeTakeFirst(),
      delivery.subscriberId === null
        ? undefined
        : db
            .selectFrom('newsletterSubscribers')
            .select('status')
            .where('id', '=', delivery.subscriberId)
            .executeTakeFirst(),
    ]);
    if (!announcement) return; // deleted meanwhile, with its deliveries
    if (subscriber?.status !== 'confirmed') {
      await settle({ status: 'failed', error: 'Unsubscribed before it was sent' });
      return;
    }
    const { token, tokenHash } = newOpaqueToken();
    await db
      .updateTable('newsletterDeliveries')
      .set({ unsubscribeTokenHash: tokenHash })
      .where('id', '=', delivery.id)
      .execute();
    const mail = announcementMail(
      await siteOf(db, config),
      { ...announcement, topic: announcement.topic as AnnouncementAudience },
      delivery.email,
      token,
    );
    try {
      await mailer.send(mail);
      await settle({ status: 'sent', sentAt: nowIso(), error: null });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const last = delivery.attempts >= MAX_ATTEMPTS;
      app.log.warn(
        { deliveryId: delivery.id, attempt: delivery.attempts, err: error },
        last ? 'newsletter delivery failed for good' : 'newsletter delivery failed; will retry',
      );
      await settle(
        last
          ? { status: 'failed', error: message.slice(0, 500) }
          : {
              status: 'queued',
              error: message.slice(0, 500),
              // Later each time: a mail server that is down gets time to come back.
              nextAttemptAt: new Date(
                Date.now() + Math.max(intervalMs * 10, 1000) * delivery.attempts,
              ).toISOString(),
            },
      );
    }
  }

  /** Sends one due delivery; answers whether there was one. */
  async function step() {
    const delivery = await claim();
    if (!delivery) return false;
    await deliver(delivery);
    return true;
  }

  function schedule(ms: number) {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(run, ms).unref();
  }

  function run() {
    if (stopped || working) return;
    working = step()
      .then(
        (sent) => {
          idle = !sent;
          schedule(sent ? intervalMs : IDLE_POLL_MS);
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'the newsletter queue failed; trying again');
          schedule(IDLE_POLL_MS);
        },
      )
      .finally(() => {
        working = null;
      });
  }

  app.addHook('onReady', async () => {
    // Claims of an instance that stopped mid-send go back in the queue.
    await db
      .updateTable('newsletterDeliveries')
      .set({ status: 'queued' })
      .where('status', '=', 'sending')
      .where('claimedAt', '<', new Date(Date.now() - CLAIM_TIMEOUT_MS).toISOString())
      .execute();
    schedule(0);
  });
  // The delivery being sent is finished (and recorded) before the app stops.
  app.addHook('onClose', async () => {
    stopped = true;
    clearTimeout(timer);
    await working;
  });

  return {
    /** Deliveries were just queued: start at once instead of at the next look. */
    kick() {
      // While sending, the pace stays as it is.
      if (idle && !working) schedule(0);
    },
  };
}
