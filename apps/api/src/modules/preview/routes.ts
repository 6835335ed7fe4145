/**
 * The Preview.* endpoints (the table in @chamber/contracts), and the preview page itself at
 * /preview/<secret>: the item drawn on the server with its draft, or a plain page saying why not
 * (410 for a link that expired or was revoked, 404 for one that never existed).
 */
import { PREVIEW_PATH, type AddressedType } from '@chamber/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { userOf } from '../../plugins/auth.ts';
import { endpoint } from '../../plugins/endpoints.ts';
import type { ModuleOptions } from '../types.ts';
import { escapeHtml } from '../seo/html.ts';
import { createPreviewService } from './service.ts';

export async function previewRoutes(app: FastifyInstance, { db, config }: ModuleOptions) {
  const preview = createPreviewService(db);

  endpoint(app, 'Preview.CreatePreviewLink', async ({ body, request }) => {
    const user = userOf(request);
    const link = await preview.create(body, { id: user.id, name: user.fullName });
    return { id: link.id, url: `${config.publicUrl}${link.path}`, expiresAt: link.expiresAt };
  });

  endpoint(app, 'Preview.GetPreviewLinks', ({ query }) => preview.list(query.type, query.id));

  endpoint(app, 'Preview.RevokePreviewLink', async ({ query }) => {
    await preview.revoke(query.id);
    return { message: 'The preview link no longer works.' };
  });
}

/** Draws a preview: the item's document at its address (seo/service.ts renderPreview). */
type DrawPreview = (item: Awaited<ReturnType<PreviewDocument>>) => Promise<string>;
type PreviewDocument = ReturnType<typeof createPreviewService>['document'];

/** GET /preview/<secret>; registered with the web app, which draws the page. */
export function previewPage(
  app: FastifyInstance,
  { db }: Pick<ModuleOptions, 'db'>,
  draw: DrawPreview,
) {
  const preview = createPreviewService(db);
  app.get<{ Params: { token: string } }>(
    `${PREVIEW_PATH}/:token`,
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      // Each answer is for whoever holds the link: never kept by a cache, never indexed, and the
      // secret address is not passed on to the sites its links lead to.
      void reply
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex')
        .header('referrer-policy', 'no-referrer');
      const opened = await preview.open(request.params.token);
      if (opened.kind === 'expired') {
        return notice(reply, 410, 'This preview link has expired', [
          'It was only meant to work for a few days, or it was withdrawn.',
          'Please ask whoever sent it to you for a new link.',
        ]);
      }
      const item =
        opened.kind === 'item'
          ? await preview.document(opened.type, opened.itemId).catch(() => null)
          : null;
      if (opened.kind === 'unknown' || !item) {
        return notice(reply, 404, 'This preview link does not work', [
          'Please check that the whole address was copied, or ask whoever sent it for a new link.',
        ]);
      }
      const html = await draw(item);
      return reply
        .type('text/html; charset=utf-8')
        .send(html.replace('</body>', () => `${previewBar(opened.type, opened.expiresAt)}</body>`));
    },
  );
}

const NOUN: Record<AddressedType, string> = { page: 'page', blog: 'blog post', event: 'event' };

/**
 * Says on the page that this is not what visitors see yet: kept in view at the bottom (the site's
 * header holds the top), after the footer, so it covers nothing.
 */
function previewBar(type: AddressedType, expiresAt: string) {
  const until = new Date(expiresAt).toLocaleDateString('en-US', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `<div role="note" style="position:sticky;bottom:0;z-index:1000;padding:10px 16px;background:#fff3bf;color:#1a1a1a;border-top:1px solid #d9b44a;font:16px/1.4 system-ui,sans-serif;text-align:center">Preview of this ${NOUN[type]} with its unpublished changes: visitors do not see them yet. This link works until ${escapeHtml(until)}.</div>`;
}

function notice(reply: FastifyReply, status: number, title: string, lines: string[]) {
  const text = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head><body style="font:18px/1.5 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1a1a1a"><h1 style="font-size:1.6rem">${escapeHtml(title)}</h1>${text}</body></html>`,
    );
}
