/**
 * The production build's public entry must not carry admin code (no TipTap, tables or drag and
 * drop): visitors download only the public site. Reads the built files; no browser needed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './test.ts';

// The build the browser tests serve (WEB_DIST_DIR, as the API server reads it), else npm run build's.
const dist =
  process.env.WEB_DIST_DIR ??
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');

/** Text that exists only in admin code: our admin screens and the libraries only they use. */
const ADMIN_MARKERS = [
  'Add New User', // users screen
  'Reset User Password', // users screen
  'Page No:', // AdminTable
  'No Items Available', // SortDialog
  'To pick up a draggable item', // dnd-kit's screen-reader instructions
];

/**
 * The scripts a browser may load on a first page: the entries the starter (written into the page,
 * docs/decisions/150-first-paint.md) starts after the first paint (the app's, and the public
 * pages' islands: docs/decisions/147-public-islands.md), and the app entry's preloads. What each
 * public page really loads: page-weight.spec.ts.
 */
function initialScripts() {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const sources = [
    ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
    ...html.matchAll(/<meta name="(?:app|islands)-entry" content="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ].map((m) => m[1]);
  return [...new Set(sources)].map((src) => ({
    src,
    code: readFileSync(path.join(dist, src), 'utf8'),
  }));
}

test('the public entry chunk contains no admin code', () => {
  const scripts = initialScripts();
  // The entries the starter starts, at least.
  expect(scripts.some(({ src }) => src.startsWith('/assets/index-'))).toBe(true);
  expect(scripts.some(({ src }) => src.startsWith('/assets/islands-'))).toBe(true);
  for (const { src, code } of scripts) {
    for (const marker of ADMIN_MARKERS)
      expect(code.includes(marker), `${marker} in ${src}`).toBe(false);
  }
});

test('the admin markers are real: they are found in the lazily loaded chunks', () => {
  const chunks = readdirSync(path.join(dist, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(dist, 'assets', file), 'utf8'))
    .join('\n');
  for (const marker of ADMIN_MARKERS) expect(chunks.includes(marker), marker).toBe(true);
});

/**
 * Weight of the first page a visitor loads: the entry, its preloads and its stylesheets, gzipped.
 * The budgets: 170 KB of JS and 40 KB of CSS (docs/performance.md has today's figures).
 */
const JS_BUDGET_KB = 170;
const CSS_BUDGET_KB = 40;

test(`initial JS of /home is at most ${JS_BUDGET_KB} KB and CSS at most ${CSS_BUDGET_KB} KB gzipped`, () => {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const gzipKb = (src: string) => gzipSync(readFileSync(path.join(dist, src))).length / 1024;
  const js = initialScripts().reduce((sum, { src }) => sum + gzipKb(src), 0);
  const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g)].reduce(
    (sum, m) => sum + gzipKb(m[1]),
    0,
  );
  console.log(`initial JS ${js.toFixed(1)} KB, CSS ${css.toFixed(1)} KB (gzipped)`);
  expect(js).toBeLessThanOrEqual(JS_BUDGET_KB);
  expect(css).toBeLessThanOrEqual(CSS_BUDGET_KB);
});
