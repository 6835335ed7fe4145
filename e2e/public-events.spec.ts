/** A visitor browses the demo chamber's events: filters, details, calendar file. */
import { readFile } from 'node:fs/promises';
import { expect, takenOver, test } from './test.ts';
import { DESKTOP, screenshotBothWidths } from './public-helpers.ts';

test.use({ viewport: DESKTOP });

/** The demo chamber's events (apps/api/src/seed/demo.ts): three ahead of us, three behind. */
const DEMO_EVENTS = {
  upcoming: [
    'Business After Hours at the Marina',
    'Marketing on a Shoestring',
    'Hiring in a Tight Labor Market',
  ],
  past: [
    'Annual Awards Luncheon',
    'Social Media Basics for Shops',
    'Understanding the New Sales Tax Rules',
  ],
  webinar: ['Hiring in a Tight Labor Market', 'Understanding the New Sales Tax Rules'],
  conference: ['Business After Hours at the Marina', 'Annual Awards Luncheon'],
  workshop: ['Marketing on a Shoestring', 'Social Media Basics for Shops'],
};
const ALL_DEMO = [...DEMO_EVENTS.upcoming, ...DEMO_EVENTS.past];

test('the events list filters by time and type', async ({ page }) => {
  await page.goto('/events');
  const cards = page.getByRole('main').getByRole('article');
  // Staff tests running beside this one may add events: check the demo's by name.
  const shownDemo = async () => {
    const titles = await cards.getByRole('heading').allInnerTexts();
    return ALL_DEMO.filter((title) => titles.some((shown) => shown.includes(title))).sort();
  };
  await expect.poll(shownDemo).toEqual([...ALL_DEMO].sort());
  const filters = page.getByRole('group', { name: 'Filter events' });
  for (const [filter, expected] of [
    ['Upcoming', DEMO_EVENTS.upcoming],
    ['Past', DEMO_EVENTS.past],
    ['Webinars', DEMO_EVENTS.webinar],
    ['Conferences', DEMO_EVENTS.conference],
    ['Workshops', DEMO_EVENTS.workshop],
    ['All', ALL_DEMO],
  ] as const) {
    await filters.getByText(filter, { exact: true }).click();
    await expect.poll(shownDemo, filter).toEqual([...expected].sort());
  }
  await filters.getByText('Past', { exact: true }).click();
  await expect(page).toHaveURL(/\/events\?show=past$/);
  for (const card of await cards.all()) await expect(card.getByText('Past')).toBeVisible();
  await filters.getByText('All', { exact: true }).click();
  await screenshotBothWidths(page, 'events');
});

test('an event shows its details, map and an .ics to add to a calendar', async ({ page }) => {
  await page.goto('/events');
  await page.getByRole('link', { name: 'Business After Hours at the Marina' }).click();
  await expect(page).toHaveURL(/\/events\/\d+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Business After Hours at the Marina' }),
  ).toBeVisible();
  await expect(page.getByText('Harbor Marina Pavilion')).toBeVisible();
  // The map's frame (someone else's scripts) comes only when asked for; until then a link that
  // opens it in a new tab, which is what a visitor without JavaScript gets.
  const showMap = page.getByRole('link', { name: 'Show the map' });
  await expect(showMap).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/embed/);
  await expect(showMap).toHaveAttribute('target', '_blank');
  await expect(page.locator('iframe')).toHaveCount(0);
  await screenshotBothWidths(page, 'event-detail');
  await takenOver(showMap);
  await showMap.click();
  const map = page.getByTitle('Map of Harbor Marina Pavilion');
  await expect(map).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps\/embed/);
  await expect(showMap).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Register/ })).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: 'Questions?' })).toHaveAttribute(
    'href',
    'mailto:events@bayportchamber.example',
  );

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Add to calendar' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  const calendar = await readFile((await download.path())!, 'utf8');
  expect(calendar.startsWith('BEGIN:VCALENDAR')).toBe(true);
  expect(calendar).toContain('Business After Hours at the Marina');
});
