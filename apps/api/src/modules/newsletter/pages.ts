/**
 * The pages of the newsletter's e-mailed links, plain HTML that works without JavaScript:
 * /newsletter/confirm?token=… and /newsletter/unsubscribe?token=…. GET only asks (mail scanners
 * follow links and must change nothing); the button's POST acts. The unsubscribe POST is also
 * RFC 8058's one-click unsubscribe, which mail programs send with the body
 * `List-Unsubscribe=One-Click` and no cookie or CSRF token: the link's token alone authorises it.
 * A forged, used or expired link gets one clear page. The token is a secret: these pages are never
 * cached, indexed or passed on as a referrer.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../plugins/errors.ts';
import { LINK_FORM_BODY_LIMIT, linkPage, paragraph } from '../../lib/link-pages.ts';
import { escapeHtml } from '../seo/html.ts';
import type { createSubscribersService } from '../subscribers/service.ts';
import { CONFIRM_PATH, UNSUBSCRIBE_PATH } from './mail.ts';

type Options = {
  subscribers: ReturnType<typeof createSubscribersService>;
  rateLimit: { max: number; timeWindow: string };
};

const homeLink = '<p><a href="/home" style="color:#1c4f8f">Go to our website</a></p>';
const button = (label: string, token: string, extra = '') =>
  `<form method="post"><input type="hidden" name="token" value="${escapeHtml(token)}">${extra}` +
  `<button type="submit" style="font:inherit;padding:.6rem 1.2rem;border:0;border-radius:999px;background:#1c4f8f;color:#fff;cursor:pointer">${escapeHtml(label)}</button></form>`;

/** The token from the link's query, or from the button's form. */
function tokenOf(request: FastifyRequest) {
  const query = (request.query as { token?: unknown }).token;
  const body = (request.body as { token?: unknown } | undefined)?.token;
  const value = typeof body === 'string' && body ? body : query;
  return typeof value === 'string' && value.length <= 200 ? value : '';
}

/** The service's refusal of a bad link (400) as a page; anything else is a real error. */
async function orBadLink(reply: FastifyReply, title: string, work: () => Promise<string>) {
  try {
    return linkPage(reply, 200, title, await work());
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode !== 400) throw error;
    return linkPage(reply, 404, 'This link is not valid', paragraph(error.message) + homeLink);
  }
}

export async function newsletterPages(app: FastifyInstance, { subscribers, rateLimit }: Options) {
  // In this context only: the buttons post plain forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: LINK_FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const options = { config: { access: 'public' as const }, schema: { hide: true } };
  const posting = {
    config: { access: 'public' as const, rateLimit },
    schema: { hide: true },
    bodyLimit: LINK_FORM_BODY_LIMIT,
  };

  app.get(CONFIRM_PATH, options, async (request, reply) =>
    linkPage(
      reply,
      200,
      'Confirm your subscription',
      paragraph('Press the button to start receiving our newsletter.') +
        button('Confirm my subscription', tokenOf(request)),
    ),
  );
  app.post(CONFIRM_PATH, posting, async (request, reply) =>
    orBadLink(reply, 'You are subscribed', async () => {
      const { topics } = await subscribers.confirm(tokenOf(request));
      request.log.info({ topics }, 'newsletter subscription confirmed');
      return (
        paragraph('Thank you for confirming. Our newsletter will come to your inbox.') +
        paragraph('Every newsletter e-mail has a link to unsubscribe at any time.') +
        homeLink
      );
    }),
  );

  app.get(UNSUBSCRIBE_PATH, options, async (request, reply) =>
    linkPage(
      reply,
      200,
      'Unsubscribe from our newsletter?',
      paragraph('Press the button and we will not send you our newsletter any more.') +
        button('Unsubscribe', tokenOf(request)),
    ),
  );
  app.post(UNSUBSCRIBE_PATH, posting, async (request, reply) =>
    orBadLink(reply, 'You are unsubscribed', async () => {
      await subscribers.unsubscribe(tokenOf(request));
      request.log.info('newsletter unsubscribe');
      return (
        paragraph('We will not send you our newsletter any more. Sorry to see you go!') + homeLink
      );
    }),
  );
}
