/**
 * Draws a public page on the server (docs/decisions/092-server-drawn-pages.md): the API server
 * calls `renderPage` for each public URL and sends the markup inside #root, so the page paints
 * before any script has run; the browser then takes it over (main.tsx) from the same inlined data.
 */
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { InlinedData } from '@chamber/contracts';
import { ServerInlinedData } from './api/inlined.ts';
import { createQueryClient } from './queryClient.ts';
import { AppProviders } from './AppProviders.tsx';
import { createRoutes, loadRoutesOf } from './routes.tsx';

/** The markup of `url`'s screen, or null when the URL redirects (the browser follows it). */
export async function renderPage(url: URL, data: InlinedData): Promise<string | null> {
  const routes = createRoutes();
  await loadRoutesOf(routes, url.pathname);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  return drawToString(
    <StrictMode>
      <ServerInlinedData value={data}>
        <AppProviders queryClient={createQueryClient()}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </ServerInlinedData>
    </StrictMode>,
  );
}

async function drawToString(element: ReactNode) {
  // prerender waits for the lazy parts (toasts, the newsletter form), where renderToString would
  // send their fallbacks. One chunk: a boundary sent apart is revealed by an inline script, which
  // our Content-Security-Policy blocks.
  const { prelude } = await prerenderToNodeStream(element, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
