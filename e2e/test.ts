/**
 * Playwright's `test` for every browser test, with one change: opening or reloading a page waits
 * until its scripts have taken it over. Public pages arrive drawn by the server, working but not
 * yet enhanced until their islands have run (the islands entry, or RootLayout in the app, marks
 * <html data-app-ready>); a person would not notice, a test clicking in the first milliseconds
 * would.
 *
 * And a request the app gave up waiting for (its 15 s safety net, apps/web/src/api/client.ts)
 * fails the test that met it, so a stall is reported rather than hidden by the app's retry.
 */
import { test as base, expect, type Locator, type Page } from '@playwright/test';

export { expect };

export { EVERY_DATABASE } from './tags.ts';

/**
 * Waits until the island around `element` has taken it over (docs/decisions/147-public-islands.md).
 * An island below the fold (the footer's newsletter form) is enhanced when it comes into view,
 * after the rest: before that, a click submits the form as the browser would without JavaScript.
 */
export async function takenOver(element: Locator) {
  await element.scrollIntoViewIfNeeded();
  await expect
    .poll(() => element.evaluate((node) => node.closest('[data-island-ready]') !== null))
    .toBe(true);
}

/** Waits until the page's scripts have taken it over (after a link click, as `goto` does). */
export async function appReady(page: Page) {
  await page.waitForFunction(
    () => !document.getElementById('root') || document.documentElement.dataset.appReady === 'true',
  );
}

export const test = base.extend<{ visitor: Page }>({
  /**
   * A visitor's own browser, never signed in: the site as the public gets it. Staff are answered
   * their drafts by some public calls, and a second tab of the staff's browser shares (and
   * refreshes) their session. Opening a page waits for the app, as `page` does.
   */
  visitor: async ({ browser, baseURL, viewport }, use) => {
    const context = await browser.newContext({ baseURL, viewport });
    const visitor = await context.newPage();
    const goto = visitor.goto.bind(visitor);
    visitor.goto = async (...args) => {
      const response = await goto(...args);
      await appReady(visitor);
      return response;
    };
    await use(visitor);
    await context.close();
  },
  page: async ({ page, javaScriptEnabled }, use) => {
    const stalls: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().startsWith('No answer to ')) {
        stalls.push(message.text());
      }
    });
    // Without JavaScript there is no app to wait for: the page stays as the server drew it.
    if (javaScriptEnabled === false) return use(page);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await appReady(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await appReady(page);
      return response;
    };
    await use(page);
    expect(stalls, 'requests the app gave up waiting for').toEqual([]);
  },
});
