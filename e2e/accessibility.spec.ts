/**
 * axe-core on every public page and every back-office screen: zero violations (WCAG 2.1 A/AA).
 * Runs on the demo content.
 */
import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { apiToken, createPageByApi, signInAt, unique } from './support.ts';

// Checks that only read (or make their own page): shared between the workers, instead of one
// worker running them all while the other runs out of files.
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

/**
 * The checks walk several screens in one test, in one browser: the app's scripts and styles are
 * then loaded and compiled once per part instead of once per screen (the browser tests are
 * limited by the CPU). A violation names its screen; each screen is a step in the report.
 */
const partOf = <T>(list: T[], part: number, parts: number) =>
  list.filter((_, i) => i % parts === part);
const PUBLIC_PARTS = 3;
const BACK_OFFICE_PARTS = 5;

test.describe('public pages', () => {
  for (let part = 0; part < PUBLIC_PARTS; part++) {
    test(`have no accessibility violations (part ${part + 1} of ${PUBLIC_PARTS})`, async ({
      page,
      request,
    }) => {
      const paths = partOf(PUBLIC_PAGES, part, PUBLIC_PARTS);
      // The event page is the last part's: its address is the first event the API lists.
      if (part === PUBLIC_PARTS - 1) {
        const events = await (await request.get('/api/Event/GetAllEvents')).json();
        paths.push(`/events/${events[0].id}`);
      }
      for (const path of paths) {
        await test.step(path, async () => {
          await page.goto(path);
          await expect(page.locator('main')).toBeVisible();
          await page.waitForLoadState('networkidle');
          await expectNoViolations(page, path);
        });
      }
    });
  }
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
  '/cms/management/redirects',
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

test.describe('back office', () => {
  for (let part = 0; part < BACK_OFFICE_PARTS; part++) {
    test(`screens have no accessibility violations (part ${part + 1} of ${BACK_OFFICE_PARTS})`, async ({
      page,
      request,
    }) => {
      // Addresses first: an API token lives 8 s here, less than the walk takes.
      const headers = { authorization: `Bearer ${await apiToken(request)}` };
      const paths: string[] = [];
      for (const screen of partOf(ADMIN_SCREENS, part, BACK_OFFICE_PARTS)) {
        if (typeof screen === 'string') {
          paths.push(screen);
        } else {
          const rows = (await (await request.get(screen.list, { headers })).json()) as {
            id: number;
          }[];
          paths.push(screen.path(rows[0].id));
        }
      }
      for (const [index, path] of paths.entries()) {
        await test.step(path, async () => {
          // The first screen is opened signed out: the sign-in brings it back.
          if (index === 0) await signInAt(page, path);
          else await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await page.waitForLoadState('networkidle');
          await expectNoViolations(page, path);
        });
      }
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
