/**
 * Event registration (docs/decisions/145-event-registration.md): the Event.Register call (also
 * the event page's plain form post to /events/{id}/register, plugins/public-forms.ts), the
 * attendee list calls of the back office, and the cancel link's pages.
 */
import {
  registeredMessage,
  registrationSummary,
  waitingMessage,
  csvLines,
  DEFAULT_TIME_ZONE,
} from '@chamber/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { createWorkQueue } from '../../lib/work-queue.ts';
import { endpoint } from '../../plugins/endpoints.ts';
import { publicForm } from '../../plugins/public-forms.ts';
import { slugify } from '../events/ics.ts';
import { eventIdOf } from '../seo/page-address.ts';
import type { ModuleOptions } from '../types.ts';
import { cancelPages } from './pages.ts';
import { movedUpMail, registrationMail } from './mail.ts';
import { createRegistrationsService, type EventRow, type RegistrationRow } from './service.ts';

/** What the e-mails need from the settings: the chamber's clock and name. */
async function mailContext(db: Db, publicUrl: string) {
  const settings = await db
    .selectFrom('companySettings')
    .select(['timeZone', 'companyName'])
    .where('id', '=', 1)
    .executeTakeFirst();
  return {
    publicUrl,
    timeZone: settings?.timeZone ?? DEFAULT_TIME_ZONE,
    companyName: settings?.companyName ?? '',
  };
}

/** Mails after the answer, one job at a time (lib/work-queue.ts): the visitor never waits. */
export function registrationMailer(
  app: FastifyInstance,
  { db, config, mailer }: { db: Db; config: { publicUrl: string }; mailer: Mailer },
) {
  const queue = createWorkQueue(app.log, 200);
  return {
    registered(event: EventRow, party: RegistrationRow, token: string) {
      queue.push('registration e-mail', async () => {
        await mailer.send(
          registrationMail(event, party, token, await mailContext(db, config.publicUrl)),
        );
      });
    },
    movedUp(event: EventRow, parties: RegistrationRow[]) {
      for (const party of parties) {
        queue.push('waiting list move-up e-mail', async () => {
          await mailer.send(movedUpMail(event, party, await mailContext(db, config.publicUrl)));
        });
      }
    },
  };
}

export async function registrationsRoutes(
  app: FastifyInstance,
  { db, config, mailer }: ModuleOptions,
) {
  const registrations = createRegistrationsService(db);
  const mails = registrationMailer(app, { db, config, mailer });

  endpoint(
    app,
    'Event.Register',
    async ({ body }) => {
      const { eventId, ...input } = body;
      const { event, registration, token } = await registrations.register(eventId, input);
      mails.registered(event, registration, token);
      return registration.status === 'waiting'
        ? { status: 'waiting' as const, message: waitingMessage(event.title) }
        : { status: 'registered' as const, message: registeredMessage(event.title) };
    },
    // As the contact form (the same limit per address).
    { rateLimit: { max: config.publicFormLimit, timeWindow: '10 minutes' } },
  );
  // The event page's form posts to /events/{id}/register and gets that page back with the outcome.
  publicForm(app, 'register', 'Event.Register', (fields, pagePath) => ({
    body: { ...fields, eventId: eventIdOf(pagePath) ?? undefined },
  }));

  endpoint(app, 'Event.GetRegistrations', ({ query }) => registrations.list(query.id));

  endpoint(app, 'Event.CancelRegistration', async ({ query, request }) => {
    const { event, cancelled, movedUp } = await registrations.cancel(query.id);
    mails.movedUp(event, movedUp);
    await app.activity.record(request, {
      action: 'update',
      type: 'event',
      itemId: event.id,
      summary: `Cancelled the registration of ${cancelled.name} (${cancelled.attendees}) for “${event.title}”${movedUp.length ? `; ${movedUp.length} moved up from the waiting list` : ''}`,
    });
    const list = await registrations.list(event.id);
    return { message: `Registration cancelled. ${registrationSummary(list)}.` };
  });

  endpoint(app, 'Event.GetRegistrationsCsv', async ({ query, reply }) => {
    const list = await registrations.list(query.id);
    const csv = csvLines([
      ['Name', 'Email', 'Company', 'Attendees', 'Status', 'Registered on', 'Cancelled on'],
      ...list.registrations.map((r) => [
        r.name,
        r.email,
        r.company,
        r.attendees,
        r.status,
        r.createdAt,
        r.cancelledAt,
      ]),
    ]);
    const name = `registrations-${slugify(list.event.title, `event-${list.event.id}`)}.csv`;
    return (
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        // The byte-order mark makes spreadsheet programs read the file as UTF-8.
        .send(`\uFEFF${csv}\r\n`)
    );
  });

  await app.register(cancelPages, {
    registrations,
    mails,
    rateLimit: { max: config.publicFormLimit, timeWindow: '10 minutes' },
    timeZone: async () => (await mailContext(db, config.publicUrl)).timeZone,
  });
}
