/**
 * What a phone downloads in scripts to show a public page (docs/decisions/147-public-islands.md):
 * Chromium at 390 px opens the page and waits until the network is idle; the compressed sizes of
 * the scripts it fetched must stay within each page's budget (docs/performance.md has the
 * figures before and after the islands).
 */
import { expect, test } from './test.ts';
import { PHONE } from './public-helpers.ts';

test.use({ viewport: PHONE });

/** KB of compressed script per page. */
const BUDGETS = [
  { path: '/home', kb: 70 },
  { path: '/about-the-chamber', kb: 40 },
  { path: '/events', kb: 60 },
  { path: '/contact', kb: 60 },
];

for (const { path, kb } of BUDGETS) {
  test(`${path} loads at most ${kb} KB of compressed scripts on a phone`, async ({ browser }) => {
    // A fresh browser: nothing cached from another test.
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const scripts: Promise<{ url: string; bytes: number }>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      scripts.push(
        request.sizes().then((sizes) => ({ url: request.url(), bytes: sizes.responseBodySize })),
      );
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    // The scripts start after the first paint: wait for them, then for what they fetch.
    await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
    await page.waitForLoadState('networkidle');
    const loaded = await Promise.all(scripts);
    const total = loaded.reduce((sum, { bytes }) => sum + bytes, 0) / 1024;
    console.log(
      `${path}: ${total.toFixed(1)} KB of scripts (${loaded.length} files)`,
      loaded.map(({ url, bytes }) => `${new URL(url).pathname} ${(bytes / 1024).toFixed(1)}`),
    );
    // The islands, not the app: the page is the server's, and no admin code comes with it.
    expect(loaded.length).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(kb);
    await context.close();
  });
}

// docs/decisions/150-first-paint.md: the first paint needs the page alone.
test('a public page paints before any script or stylesheet is fetched, then gets both', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') refused.push(message.text());
  });
  await page.goto('/home');
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
  const timing = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    fetched: performance
      .getEntriesByType('resource')
      .map((entry) => entry as PerformanceResourceTiming)
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }))
      .filter(({ path }) => /\.(js|css)$/.test(path)),
    // The page's own styles already drew it; the whole sheet is in effect now as well.
    sheets: Array.from(document.styleSheets, (sheet) => sheet.href && new URL(sheet.href).pathname),
  }));
  expect(timing.firstPaint).not.toBeNull();
  expect(timing.fetched.some(({ path }) => path.endsWith('.css'))).toBe(true);
  expect(timing.fetched.some(({ path }) => path.includes('/islands-'))).toBe(true);
  for (const { path, start } of timing.fetched) {
    expect(start, path).toBeGreaterThanOrEqual(timing.firstPaint!);
  }
  expect(timing.sheets.some((sheet) => sheet?.startsWith('/assets/index-'))).toBe(true);
  // What closed disclosures hold is shown once the whole sheet is in.
  await expect(page.locator('html')).not.toHaveAttribute('data-styles-pending');
  // The start script written into the page ran under the Content-Security-Policy.
  expect(refused).toEqual([]);
  await context.close();
});
