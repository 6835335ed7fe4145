/**
 * axe-core on every public page and every back-office screen: zero violations (WCAG 2.1 A/AA).
 * Runs on the demo content.
 */
import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { apiToken, createPageByApi, signInAt, unique } from './support.ts';

// Forty-odd checks that only read (or make their own page): shared between the workers, instead of
// one worker running them all while the other runs out of files (it was a third of the run).
test.describe.configure({ mode: 'parallel' });

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

test.describe('public pages', () => {
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

/** Each back-office screen: its address, or how to find it (the first row a list call answers). */
const ADMIN_SCREENS: (string | { path: (id: number) => string; list: string })[] = [
  '/admin/dashboard',
  '/admin/management/users',
  '/admin/management/activity',
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
  '/cms/management/trash',
  {
    path: (id) => `/cms/management/menu-item/edit/${id}`,
    list: '/api/MenuItem/GetAllMenuItems?isActive=',
  },
  { path: (id) => `/cms/management/page/edit/${id}`, list: '/api/Page/GetAllPages?isActive=' },
  { path: (id) => `/cms/management/blog/edit/${id}`, list: '/api/Blog/GetAllBlogs?isActive=' },
  {
    path: (id) => `/cms/management/content-section/edit/${id}`,
    list: '/api/ContentSection/GetAllContentSections?isActive=',
  },
  {
    path: (id) => `/cms/management/banner/edit/${id}`,
    list: '/api/Banner/GetAllBanners?isActive=',
  },
  { path: (id) => `/cms/management/event/${id}`, list: '/api/Event/GetAllEvents' },
];

// One test per screen, so a failure names its screen and each screen has a test's time.
test.describe('back office', () => {
  for (const screen of ADMIN_SCREENS) {
    const name = typeof screen === 'string' ? screen : screen.path(0).replace(/\/0$/, '/:id');
    test(`${name} has no accessibility violations`, async ({ page, request }) => {
      let path = screen;
      if (typeof path !== 'string') {
        const token = await apiToken(request);
        const rows = await request.get(path.list, {
          headers: { authorization: `Bearer ${token}` },
        });
        path = path.path(((await rows.json()) as { id: number }[])[0].id);
      }
      // Opened signed out: the sign-in brings the screen back (one load of the app, not two).
      await signInAt(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoViolations(page, path);
    });
  }
});

test('the History panel and its comparison have no accessibility violations', async ({
  page,
  request,
}) => {
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const { id, name, url } = await createPageByApi(request, unique('History check '), {
    description: 'First words.',
  });
  const saved = await request.put('/api/Page/UpdatePage', {
    headers,
    multipart: { id: String(id), name, url, description: 'Second words.' },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await signInAt(page, `/cms/management/page/edit/${id}`);
  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'History' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expectNoViolations(page, 'History panel');
  await history.getByRole('checkbox', { name: 'Compare Version 1' }).check();
  await history.getByRole('checkbox', { name: 'Compare Version 2' }).check();
  await history.getByRole('button', { name: 'Compare Version 1 with Version 2' }).click();
  await expect(history.getByRole('heading', { name: 'Description' })).toBeVisible();
  await expectNoViolations(page, 'History comparison');
});
