/**
 * Public pages arrive drawn by the server (apps/web/src/server.tsx): readable before any script
 * runs, then taken over by the app without redrawing (a mismatch would log a React error and
 * draw the page again).
 */
import { expect, test } from './test.ts';
import { signIn } from './support.ts';

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

test('every public page is taken over without a redraw or an error', async ({ page, request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1]);
  expect(paths.length).toBeGreaterThan(15);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  for (const path of [...paths, '/bio-jane-doe', '/search']) {
    await page.goto(path);
  }
  expect(problems).toEqual([]);
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
});
