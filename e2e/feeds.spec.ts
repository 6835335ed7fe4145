/**
 * A visitor finds the feeds: /events offers the calendar to subscribe to (a plain link, there
 * without JavaScript too), and a page's head names the news feeds, as browsers and readers find
 * them. The feeds' contents are checked item by item in apps/api/test/feeds.test.ts.
 */
import { expect, test } from './test.ts';
import { DESKTOP, screenshotBothWidths } from './public-helpers.ts';

test.use({ viewport: DESKTOP });

/** An upcoming event of the demo chamber (apps/api/src/seed/demo.ts). */
const UPCOMING_DEMO_EVENT = 'Business After Hours at the Marina';

test('/events offers the calendar to subscribe to', async ({ page, request }) => {
  await page.goto('/events');
  const link = page.getByRole('link', { name: 'Subscribe to our calendar' });
  await expect(link).toBeVisible();
  await expect(
    page.getByText('Add this link to Google Calendar, Outlook or Apple Calendar'),
  ).toBeVisible();
  const href = await link.getAttribute('href');
  expect(href).toBe('/events.ics');

  const calendar = await request.get(href!);
  expect(calendar.status()).toBe(200);
  expect(calendar.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const text = await calendar.text();
  expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(text).toContain(`SUMMARY:${UPCOMING_DEMO_EVENT}`);
  await screenshotBothWidths(page, 'events-subscribe');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the subscribe link is there as the server drew it', async ({ page }) => {
    await page.goto('/events');
    await expect(page.getByRole('link', { name: 'Subscribe to our calendar' })).toHaveAttribute(
      'href',
      '/events.ics',
    );
  });
});

test('every page names the news feeds in its head, and they answer', async ({ page, request }) => {
  await page.goto('/blogs-and-reviews');
  for (const [type, start] of [
    ['application/rss+xml', '<rss version="2.0"'],
    ['application/atom+xml', '<feed xmlns="http://www.w3.org/2005/Atom"'],
  ]) {
    const alternate = page.locator(`head link[rel="alternate"][type="${type}"]`);
    await expect(alternate).toHaveAttribute('title', 'Bayport Chamber of Commerce News');
    const feed = await request.get((await alternate.getAttribute('href'))!);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe(`${type}; charset=utf-8`);
    expect(await feed.text()).toContain(start);
  }
});
