/**
 * Public pages arrive drawn by the server (apps/web/src/server.tsx): readable before any script
 * runs, then taken over by the app without redrawing (a mismatch would log a React error and
 * draw the page again).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { signIn } from './support.ts';

/**
 * What goes wrong in a visitor's browser: script errors, console errors and failed answers (with
 * their address). Uploaded files are left out: the settings tests replace the shared logo while
 * these run, and its old file goes at once, which a page drawn just before then misses; what these
 * tests look for is the app taking a page over.
 */
function problemsOn(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    // A failed answer is reported below, with its address.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      problems.push(`${page.url()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (response.status() >= 400 && !pathname.startsWith('/api/Attachments/')) {
      problems.push(`${page.url()}: ${response.status()} ${response.url()}`);
    }
  });
  return problems;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor reads the home page, the events and an event, with the menu and footer', async ({
    page,
    request,
  }) => {
    await page.goto('/home');
    await expect(
      page.getByRole('heading', { level: 1, name: /^Welcome to Bayport/ }),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toContainText('Events');
    await expect(page.getByRole('contentinfo')).toContainText('Bayport Chamber of Commerce');

    const events = (await (await request.get('/api/Event/GetAllEvents')).json()) as {
      id: number;
      title: string;
    }[];
    await page.goto('/events');
    for (const event of events) {
      await expect(page.getByRole('link', { name: event.title, exact: true })).toBeVisible();
    }
    await page.goto(`/events/${events[0].id}`);
    await expect(page.getByRole('heading', { level: 1, name: events[0].title })).toBeVisible();
  });

  test('a visitor narrows the events by the filter links', async ({ page }) => {
    await page.goto('/events');
    const filters = page.getByRole('group', { name: 'Filter events' });
    await filters.getByRole('link', { name: 'Past' }).click();
    await expect(page).toHaveURL(/\/events\?show=past$/);
    await expect(filters.getByRole('link', { name: 'Past' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) await expect(card.getByText('Past')).toBeVisible();
  });

  test('a visitor searches from the header, through the search page and its form', async ({
    page,
  }) => {
    await page.goto('/home');
    // The header's search opens without a script (a <details>) and sends its form to the server.
    await page.getByRole('banner').locator('summary[aria-label="Search"]').click();
    const headerBox = page.getByRole('banner').getByRole('searchbox', { name: 'Search this site' });
    await headerBox.fill('harbor');
    await headerBox.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=harbor$/);
    await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('harbor');
    await expect(page.getByText(/^\d+ results?$/)).toBeVisible();
  });

  test('a visitor sent by a newsletter, an ad or a search link reads the page at once', async ({
    page,
    request,
  }) => {
    await page.goto('/?utm_source=newsletter&utm_medium=email');
    await expect(page).toHaveURL(/\/home\?utm_source=newsletter&utm_medium=email$/);
    await expect(
      page.getByRole('heading', { level: 1, name: /^Welcome to Bayport/ }),
    ).toBeVisible();

    const events = (await (await request.get('/api/Event/GetAllEvents')).json()) as {
      title: string;
      eventType: string;
    }[];
    const webinars = events.filter((event) => event.eventType === 'webinar');
    expect(webinars.length).toBeGreaterThan(0);
    expect(webinars.length).toBeLessThan(events.length);
    await page.goto('/events?fbclid=IwAR0abc&show=webinar');
    await expect(page.getByRole('link', { name: 'Webinars' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    for (const event of events) {
      await expect(page.getByRole('link', { name: event.title, exact: true })).toHaveCount(
        event.eventType === 'webinar' ? 1 : 0,
      );
    }

    const hits = (await (await request.get('/api/Home/Search?q=harbor')).json()) as {
      title: string;
    }[];
    expect(hits.length).toBeGreaterThan(0);
    await page.goto('/search?q=harbor&gclid=Cj0KCQ');
    await expect(page.getByRole('searchbox', { name: 'Search this site' })).toHaveValue('harbor');
    for (const hit of hits) {
      await expect(page.getByRole('link', { name: new RegExp(hit.title) }).first()).toBeVisible();
    }
  });

  test('a page, a blog and the not-found screen are drawn too', async ({ page }) => {
    await page.goto('/membership');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Grow with the Chamber');
    await page.goto('/blog/new-board-chair');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Five questions for our new board chair',
    );
    const missing = await page.goto('/no-such-page');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
  });
});

// Every page of the sitemap, in a few tests of a few pages each: one page's take-over is one
// visitor's step, and a test is a handful of them.
const PARTS = 4;
for (let part = 0; part < PARTS; part++) {
  test(`every public page is taken over without a redraw or an error (part ${part + 1} of ${PARTS})`, async ({
    page,
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(paths.length).toBeGreaterThan(15);
    const problems = problemsOn(page);
    const mine = [...paths, '/search'].filter((_, i) => i % PARTS === part);
    for (const path of mine) await page.goto(path);
    expect(problems).toEqual([]);
  });
}

test('pages reached with tracking parameters, a filter or a search are taken over without an error', async ({
  page,
}) => {
  const problems = problemsOn(page);
  for (const url of [
    '/home?utm_source=newsletter&utm_medium=email&utm_campaign=spring',
    '/events?fbclid=IwAR0abc',
    '/events?show=webinar&utm_medium=social',
    '/about-the-chamber?gclid=Cj0KCQ',
    '/membership?ref=partner',
    '/search?q=harbor&utm_source=google',
    `/search?q=${'a'.repeat(101)}`,
  ]) {
    await page.goto(url);
  }
  expect(problems).toEqual([]);
  // Taken over: the hits lead on inside the app.
  await page.goto('/search?q=harbor&utm_source=google');
  await page.getByRole('searchbox', { name: 'Search this site' }).fill('membership');
  await page.getByRole('searchbox', { name: 'Search this site' }).press('Enter');
  await expect(page).toHaveURL(/\/search\?q=membership$/);
  await expect(page.getByRole('status').filter({ hasText: /^\d+ results?$/ })).toBeVisible();
});

test('the menu answers at once once the page is taken over', async ({ page }) => {
  await page.goto('/about-the-chamber');
  await page.getByRole('button', { name: 'Business' }).click();
  await page.getByRole('link', { name: 'Small Business Resources' }).first().click();
  await expect(page).toHaveURL(/\/resources$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('signed-in staff get their own header on a page drawn for visitors', async ({ page }) => {
  await signIn(page);
  await page.goto('/home');
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
  // The phone drawer's account button too.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('banner').locator('summary[aria-label="Menu"]').click();
  await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'href',
    '/admin/dashboard',
  );
  await expect(page.getByRole('link', { name: 'Admin Login' })).toHaveCount(0);
});
