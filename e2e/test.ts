/**
 * Playwright's `test` for every browser test, with one change: opening or reloading a page waits
 * until the app has taken it over. Public pages arrive drawn by the server, visible at once but
 * deaf to clicks until their script has run (RootLayout marks <html data-app-ready>); a person
 * would not notice, a test clicking in the first milliseconds would.
 *
 * And a request the app gave up waiting for (its 15 s safety net, apps/web/src/api/client.ts)
 * fails the test that met it, so a stall is reported rather than hidden by the app's retry.
 */
import { test as base, expect, type Locator, type Page } from '@playwright/test';

export { expect };

export { EVERY_DATABASE } from './tags.ts';

/**
 * Waits until React has taken over `element`. A lazy part of a page (the footer's newsletter form)
 * is taken over when its script arrives, after the rest: before that, a click submits the form as
 * the browser would without JavaScript.
 */
export async function takenOver(element: Locator) {
  await expect
    .poll(() =>
      element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))),
    )
    .toBe(true);
}

async function appReady(page: Page) {
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
