/**
 * axe-core on every public page and every back-office screen: zero violations (WCAG 2.1 A/AA).
 * Runs on the demo content.
 */
import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { DATABASE_INDEPENDENT, expect, test } from './test.ts';
import { signIn } from './support.ts';

async function expectNoViolations(page: Page, what: string) {
  // Axe measures colours as they are painted: wait until entrance transitions have finished
  // (not the endless ones, such as a loader's spin).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
  expect.soft(summary, `${what} has accessibility violations`).toEqual([]);
}

const PUBLIC_PAGES = [
  '/home',
  '/visit-bayport',
  '/membership',
  '/blog/new-board-chair',
  '/events',
  '/blogs-and-reviews',
  '/contact',
  '/resources',
  '/about-the-chamber',
  '/board-of-directors',
  '/team-members',
  '/economic-development',
  '/education',
  '/lifestyle-and-community',
  '/search?q=harbor',
  '/login',
  '/no-such-page',
];

test.describe('public pages', { tag: DATABASE_INDEPENDENT }, () => {
  for (const path of PUBLIC_PAGES) {
    test(`${path} has no accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoViolations(page, path);
    });
  }

  test('an event page has no accessibility violations', async ({ page, request }) => {
    const events = await (await request.get('/api/Event/GetAllEvents')).json();
    await page.goto(`/events/${events[0].id}`);
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page, 'event detail');
  });
});

const ADMIN_SCREENS = [
  '/admin/management/users',
  '/cms/management/menu-items',
  '/cms/management/menu-item',
  '/cms/management/pages',
  '/cms/management/page',
  '/cms/management/blogs',
  '/cms/management/blog',
  '/cms/management/content-sections',
  '/cms/management/content-section',
  '/cms/management/banner',
  '/cms/management/assets-and-resources',
  '/cms/management/footer-items',
  '/cms/management/events',
  '/cms/management/create-event',
  '/cms/management/messages',
  '/cms/management/subscribers',
];

test.describe('back office', { tag: DATABASE_INDEPENDENT }, () => {
  test('every screen has no accessibility violations', async ({ page, request }) => {
    test.setTimeout(180_000);
    await signIn(page);
    const token = (
      await (
        await request.post('/api/Users/Authenticate', {
          data: { email: 'admin', password: 'e2e-admin-password' },
        })
      ).json()
    ).token;
    const auth = { headers: { authorization: `Bearer ${token}` } };
    const firstId = async (url: string) =>
      ((await (await request.get(url, auth)).json()) as { id: number }[])[0].id;
    const screens = [
      ...ADMIN_SCREENS,
      `/cms/management/menu-item/edit/${await firstId('/api/MenuItem/GetAllMenuItems?isActive=')}`,
      `/cms/management/page/edit/${await firstId('/api/Page/GetAllPages?isActive=')}`,
      `/cms/management/blog/edit/${await firstId('/api/Blog/GetAllBlogs?isActive=')}`,
      `/cms/management/content-section/edit/${await firstId('/api/ContentSection/GetAllContentSections?isActive=')}`,
      `/cms/management/banner/edit/${await firstId('/api/Banner/GetAllBanners?isActive=')}`,
      `/cms/management/event/${await firstId('/api/Event/GetAllEvents')}`,
    ];
    for (const path of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoViolations(page, path);
    }
  });
});
