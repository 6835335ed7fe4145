/** Steps the visitor-side browser tests share (they read the demo chamber: SEED_DEMO). */
import type { Page } from '@playwright/test';
import { screenshot } from './support.ts';

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };

/** Scrolls through the page once, as a reader would, so lazily loaded pictures are in. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  // A lazy picture the scroll passed before its answer came, or whose srcset changed with the
  // viewport while it was out of view, would wait for the next scroll: load them all now, then
  // wait for them. Not "networkidle": an embedded Google map may keep the network busy.
  await page.evaluate(() => {
    for (const image of Array.from(document.images)) image.loading = 'eager';
  });
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
}

/** Full-page screenshots at 1440 and 390 px, saved as public-<name>-<width>. */
export async function screenshotBothWidths(page: Page, name: string) {
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await scrollThrough(page);
    await screenshot(page, `public-${name}-${size.width}`);
  }
  await page.setViewportSize(DESKTOP);
}
