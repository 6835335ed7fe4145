/**
 * npm run audit:web: Lighthouse (mobile preset) with Debian's chromium on the production server
 * with the demo content, for the public pages that matter. Writes bench/results/lighthouse.json.
 * Targets: performance ≥ 90, accessibility 100, best practices ≥ 95, SEO 100.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { apiPath, root, startServer } from './server.ts';

const TARGETS = { performance: 90, accessibility: 100, 'best-practices': 95, seo: 100 };
const CATEGORIES = Object.keys(TARGETS) as (keyof typeof TARGETS)[];

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  const info = (await (await fetch(`${server.base}${apiPath('Home.GetCMSInfo')}`)).json()) as {
    pages: { url: string; isBlog: boolean }[];
  };
  const events = (await (await fetch(`${server.base}${apiPath('Event.GetAllEvents')}`)).json()) as {
    id: number;
  }[];
  const dynamicPage = info.pages.find((p) => !p.isBlog && p.url !== '/home')!.url;
  const urls = [
    '/home',
    dynamicPage,
    '/events',
    `/events/${events[0].id}`,
    '/blogs-and-reviews',
    '/contact',
  ];
  const results = [];
  for (const url of urls) {
    // The page as every visitor after the first gets it: drawn once by the server, then cached.
    await fetch(`${server.base}${url}`);
    const runner = await lighthouse(`${server.base}${url}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!runner) throw new Error(`Lighthouse gave no result for ${url}`);
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((runner.lhr.categories[c]?.score ?? 0) * 100)]),
    );
    const failed = Object.values(runner.lhr.audits)
      .filter(
        (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
      )
      .map((audit) => audit.id);
    const metric = (id: string) => runner.lhr.audits[id]?.displayValue ?? '-';
    const metrics = {
      firstContentfulPaint: metric('first-contentful-paint'),
      largestContentfulPaint: metric('largest-contentful-paint'),
      totalBlockingTime: metric('total-blocking-time'),
      cumulativeLayoutShift: metric('cumulative-layout-shift'),
      speedIndex: metric('speed-index'),
    };
    results.push({ url, scores, metrics, failedAudits: failed });
    console.log(
      `${url.padEnd(28)} ${CATEGORIES.map((c) => `${c} ${scores[c]}`).join('  ')}${failed.length ? `   (failed: ${failed.join(', ')})` : ''}`,
    );
    console.log(
      `${''.padEnd(28)} ${Object.entries(metrics)
        .map(([k, v]) => `${k} ${v}`)
        .join('  ')}`,
    );
  }
  const meetsTargets = results.every((r) => CATEGORIES.every((c) => r.scores[c] >= TARGETS[c]));
  writeFileSync(
    path.join(root, 'bench/results/lighthouse.json'),
    `${JSON.stringify({ date: new Date().toISOString(), preset: 'mobile', targets: TARGETS, meetsTargets, results }, null, 2)}\n`,
  );
  console.log(
    meetsTargets ? 'All Lighthouse targets met.' : 'Some Lighthouse targets were missed.',
  );
} finally {
  await chrome.kill();
  await server.stop();
}
