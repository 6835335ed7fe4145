/**
 * The small pages behind links sent by e-mail (a registration's cancel link, the newsletter's
 * confirm and unsubscribe links): plain HTML that works without JavaScript. The link's token is a
 * secret, so these pages are never cached, indexed or passed on as a referrer.
 */
import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../modules/seo/html.ts';

/** Their forms post a token (and RFC 8058's one-click field), nothing more. */
export const LINK_FORM_BODY_LIMIT = 4 * 1024;

export function linkPage(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>` +
        `<body style="font:18px/1.5 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1a1a1a"><main><h1 style="font-size:1.6rem;color:#172b47">${escapeHtml(title)}</h1>${body}</main></body></html>`,
    );
}

export const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
