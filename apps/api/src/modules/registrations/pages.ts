/**
 * The cancel link's pages (/events/registrations/cancel?token=…), plain HTML that works without
 * JavaScript: GET only asks to confirm (mail scanners follow links, and must cancel nothing),
 * the confirm button's POST cancels. A forged or used token gets one clear page. The token is
 * a secret: these pages are never cached, indexed or passed on as a referrer.
 */
import { CANCEL_REGISTRATION_PATH, eventPath } from '@chamber/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { LINK_FORM_BODY_LIMIT, linkPage, paragraph } from '../../lib/link-pages.ts';
import { escapeHtml } from '../seo/html.ts';
import { whenText } from './mail.ts';
import type { createRegistrationsService } from './service.ts';
import type { registrationMailer } from './routes.ts';

type Options = {
  registrations: ReturnType<typeof createRegistrationsService>;
  mails: ReturnType<typeof registrationMailer>;
  rateLimit: { max: number; timeWindow: string };
  /** The chamber's time zone (the settings), for the event's date. */
  timeZone: () => Promise<string>;
};

const BAD_LINK_TITLE = 'This link is not valid or was already used';

const link = (href: string, text: string) =>
  `<p><a href="${escapeHtml(href)}" style="color:#1c4f8f">${escapeHtml(text)}</a></p>`;

const badLink = (reply: FastifyReply) =>
  linkPage(
    reply,
    404,
    BAD_LINK_TITLE,
    paragraph(
      'The registration may already be cancelled, or the address was not copied whole. If you still want to cancel, please contact us.',
    ) + link('/events', 'See all events'),
  );

const tokenOf = (value: unknown) => (typeof value === 'string' && value.length <= 200 ? value : '');

export async function cancelPages(
  app: FastifyInstance,
  { registrations, mails, rateLimit, timeZone: zoneOf }: Options,
) {
  // In this context only: the confirm button posts a plain form.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: LINK_FORM_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
  }

  app.get<{ Querystring: { token?: string } }>(
    CANCEL_REGISTRATION_PATH,
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const token = tokenOf(request.query.token);
      const found = token ? await registrations.byToken(token) : null;
      if (!found) return badLink(reply);
      const { registration: party, event } = found;
      const timeZone = await zoneOf();
      const what =
        party.status === 'waiting'
          ? `You are on the waiting list for ${event.title} (${whenText(event.startsAt, timeZone)}), for ${party.attendees} attendee(s).`
          : `You are registered for ${event.title} (${whenText(event.startsAt, timeZone)}), for ${party.attendees} attendee(s).`;
      return linkPage(
        reply,
        200,
        'Cancel your registration?',
        paragraph(`Hello ${party.name}.`) +
          paragraph(what) +
          paragraph('Cancelling frees your seats for the next people on the waiting list.') +
          `<form method="post" action="${CANCEL_REGISTRATION_PATH}"><input type="hidden" name="token" value="${escapeHtml(token)}">` +
          `<button type="submit" style="font:inherit;padding:.6rem 1.2rem;border:0;border-radius:999px;background:#c92a2a;color:#fff;cursor:pointer">Yes, cancel my registration</button></form>` +
          link(eventPath(event.id), 'No, keep my registration'),
      );
    },
  );

  app.post<{ Body: { token?: unknown } | undefined }>(
    CANCEL_REGISTRATION_PATH,
    {
      config: { access: 'public', rateLimit },
      schema: { hide: true },
      bodyLimit: LINK_FORM_BODY_LIMIT,
    },
    async (request, reply) => {
      const token = tokenOf(request.body?.token);
      const done = token ? await registrations.cancelByToken(token) : null;
      if (!done) return badLink(reply);
      mails.movedUp(done.event, done.movedUp);
      request.log.info(
        { eventId: done.event.id, registrationId: done.cancelled.id, movedUp: done.movedUp.length },
        'registration cancelled through its link',
      );
      return linkPage(
        reply,
        200,
        'Your registration is cancelled',
        paragraph(
          `Thank you for letting us know: your seats for ${done.event.title} are free for others.`,
        ) + link(eventPath(done.event.id), 'Back to the event'),
      );
    },
  );
}
