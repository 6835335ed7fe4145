/**
 * The built web app as the server draws pages with it: `apps/web/dist` (index.html, the assets)
 * and `apps/web/dist-ssr` (the screens drawn on the server), both written by `npm run build`.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import pLimit from 'p-limit';
import { createPageStyles, type PageStyles } from './page-styles.ts';
import type { DrawScreen } from './service.ts';

export type WebApp = {
  indexHtml: string;
  /** Draws a public screen's markup; null without a server build. */
  drawScreen: DrawScreen | null;
  /** Puts a drawn page's own styles in it (page-styles.ts); null without a stylesheet. */
  pageStyles: PageStyles | null;
  /** index.html's inline scripts, by hash, for the pages' Content-Security-Policy. */
  scriptHashes: string[];
};

/** Previews are drawn on this when there is no built web app (the API's own tests). */
export const BARE_WEB_APP: WebApp = {
  indexHtml:
    '<!doctype html><html lang="en"><head><title>Chamber</title></head><body><div id="root"></div></body></html>',
  drawScreen: null,
  pageStyles: null,
  scriptHashes: [],
};

/** The build in `webDistDir`, or null when it has not been built. */
export async function loadWebApp(
  log: FastifyBaseLogger,
  webDistDir: string,
): Promise<WebApp | null> {
  const indexFile = path.join(webDistDir, 'index.html');
  if (!existsSync(indexFile)) return null;
  const indexHtml = readFileSync(indexFile, 'utf8');
  const drawScreen = await loadScreenDrawing(log, webDistDir);
  const styles = drawScreen ? createPageStyles(webDistDir, indexHtml) : null;
  // Two pages are drawn at a time, the others wait: after a content write empties the cache, 50
  // visitors would otherwise have 50 pages drawn at once, each holding its React tree in memory,
  // for no gain on a machine with two cores (docs/decisions/148-serving-cheaply.md). Cutting a
  // page's styles is drawing too.
  const drawing = pLimit(2);
  return {
    indexHtml,
    drawScreen: drawScreen && ((url, data) => drawing(() => drawScreen(url, data))),
    pageStyles:
      styles &&
      ((html) =>
        drawing(() =>
          styles(html).catch((error: unknown) => {
            // The page still shows, with the whole sheet linked as the build wrote it.
            log.error({ err: error }, "cutting a page's styles failed");
            return html;
          }),
        )),
    scriptHashes: inlineScriptHashes(indexHtml),
  };
}

/**
 * The web app's server build (`dist-ssr` beside `dist`). Without it, or when drawing fails, pages
 * are sent empty and drawn by the browser alone.
 */
async function loadScreenDrawing(
  log: FastifyBaseLogger,
  webDistDir: string,
): Promise<DrawScreen | null> {
  const entry = path.join(webDistDir, '..', 'dist-ssr', 'server.js');
  if (!existsSync(entry)) {
    log.warn('No server build of the web app: pages are drawn by the browser only.');
    return null;
  }
  const { renderPage } = (await import(pathToFileURL(entry).href)) as { renderPage: DrawScreen };
  return async (url, data) => {
    try {
      return await renderPage(url, data);
    } catch (error) {
      log.error({ err: error, url: url.pathname }, 'drawing a page on the server failed');
      return null;
    }
  };
}

/** CSP source expressions of the scripts written into index.html (src/start-app.js). */
function inlineScriptHashes(indexHtml: string) {
  return [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
  );
}
