/**
 * Events in the chamber's time zone (docs/decisions/126-chamber-time-zone.md): staff choose it in
 * the settings, enter an event's times on that clock, and every visitor reads them so, with the
 * zone named, wherever their own computer is. Here both the staff member and the visitor are in
 * Los Angeles; the chamber is in the east.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './test.ts';
import {
  apiToken,
  pickDateTime,
  screenshot,
  signInAt,
  smallPng,
  unique,
  withSettingsToMyself,
} from './support.ts';

test.use({ timezoneId: 'America/Los_Angeles' });

/**
 * The zone this test chooses. Other browser tests share the server and read the demo's clock
 * (America/New_York) while this runs; Detroit keeps the same clock and names (EST/EDT), so their
 * times stay as they expect, and it is still a change the settings must save.
 */
const ZONE = 'America/Detroit';

type Settings = Record<string, string | null>;

async function storedSettings(request: APIRequestContext) {
  const response = await request.get('/api/Asset/GetAsset', {
    headers: { authorization: `Bearer ${await apiToken(request)}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as Settings;
}

/** Puts the zone back as it was, with the other settings as they are stored now. */
async function restoreTimeZone(request: APIRequestContext, timeZone: string) {
  const {
    companyLogoPath: _logo,
    companyIconPath: _icon,
    ...fields
  } = await storedSettings(request);
  const response = await request.put('/api/Asset/UpdateAsset', {
    headers: { authorization: `Bearer ${await apiToken(request)}` },
    multipart: {
      ...Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, value ?? ''])),
      timeZone,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Hours and minutes of an instant on the clock in `timeZone`: "6:30 PM". */
function clockTime(iso: string, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part('hour')}:${part('minute')} ${part('dayPeriod')}`;
}

/** Errors the browser logs: React logs a page it had to draw again (a hydration mismatch). */
function consoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The row of the event titled exactly `title` (not its copy's). */
const eventRow = (page: Page, title: string) =>
  page
    .getByRole('table', { name: 'Events' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: title, exact: true }) });

test('the chamber’s time zone: set in Settings, entered and read on its clock from Los Angeles, kept by a duplicate', async ({
  page,
  request,
}) => {
  // The settings are saved whole: no other test may save them meanwhile.
  await withSettingsToMyself(async () => {
    const before = await storedSettings(request);
    const title = unique('Sunset Mixer ');
    try {
      // Settings: the zone of the events, searched by name.
      await signInAt(page, '/cms/management/assets-and-resources');
      const zone = page.getByRole('combobox', { name: /^Time zone of your events/ });
      await expect(zone).toHaveValue(/^America\/New York \(E[SD]T\)$/);
      await zone.click();
      await zone.fill('detroit');
      await page.getByRole('option', { name: /^America\/Detroit \(E[SD]T\)$/ }).click();
      await expect(zone).toHaveValue(/^America\/Detroit/);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, 'time-zone-setting');
      await page.getByRole('button', { name: 'Publish' }).click();
      await expect(page.getByText('Settings published.')).toBeVisible();
      expect((await storedSettings(request)).timeZone).toBe(ZONE);

      // A new event on the chamber's clock, entered from a computer in Los Angeles.
      await page.goto('/cms/management/events');
      await page.getByRole('link', { name: 'Add Event' }).click();
      await expect(page.getByText(/^Times are in America\/Detroit \(E[SD]T\)/)).toBeVisible();
      // It starts at the next full hour and lasts an hour.
      const start = page.getByRole('button', { name: /^Event Start Date/ });
      const end = page.getByRole('button', { name: /^Event End Date/ });
      await expect(start).toHaveText(/ \d{1,2}:00 [AP]M$/);
      await expect(end).toHaveText(/ \d{1,2}:00 [AP]M$/);
      await page.getByRole('textbox', { name: /^Event Title/ }).fill(title);
      await page.getByRole('combobox', { name: /^Event Type/ }).click();
      await page.getByRole('option', { name: 'Workshop' }).click();
      const picked = await pickDateTime(page, /^Event Start Date/, {
        monthsAhead: 1,
        day: 15,
        time: ['06', '30', 'PM'],
      });
      // The end follows the start.
      await expect(end).toHaveText(picked.text.replace('6:30 PM', '7:30 PM'));
      await page.getByRole('textbox', { name: /^Street Address/ }).fill('1 Marina Way');
      await page.getByRole('textbox', { name: /^City/ }).fill('Bayport');
      await page.getByRole('textbox', { name: /^State/ }).fill('FL');
      await page.getByRole('textbox', { name: /^Zipcode/ }).fill('32401');
      await page.locator('input[type="file"]').setInputFiles({
        name: 'sunset.png',
        mimeType: 'image/png',
        buffer: await smallPng(),
      });
      await expect(page.getByAltText('Event Image preview')).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, 'time-zone-event-form');
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await expect(page.getByText('Event published.')).toBeVisible();

      // Stored as the instant it is at 6:30 PM in the east, not in Los Angeles.
      const events = (await (await request.get('/api/Event/GetAllEvents')).json()) as {
        id: number;
        title: string;
        start: string;
      }[];
      const stored = events.find((event) => event.title === title)!;
      expect(clockTime(stored.start, ZONE)).toBe('6:30 PM');

      // A visitor in Los Angeles reads 6:30 PM with the zone: drawn by the server, then taken over
      // by the browser without drawing it again.
      const errors = consoleErrors(page);
      await page.goto(`/events/${stored.id}`);
      const time = page
        .getByRole('complementary', { name: 'Event details' })
        .getByRole('definition')
        .nth(1);
      await expect(time).toHaveText(/^6:30 PM – 7:30 PM E[SD]T$/);
      const served = await (await request.get(`/events/${stored.id}`)).text();
      expect(served).toMatch(/6:30 PM – 7:30 PM E[SD]T/);
      expect(errors).toEqual([]);
      await screenshot(page, 'time-zone-event-page');

      // Duplicate: a new draft filled in from it, the same times and a copy of its picture.
      await page.goto('/cms/management/events');
      await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('100');
      await eventRow(page, title).getByRole('link', { name: 'Duplicate' }).click();
      await expect(page.getByRole('heading', { name: 'New Event' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: /^Event Title/ })).toHaveValue(
        `Copy of ${title}`,
      );
      await expect(start).toHaveText(picked.text);
      await expect(page.getByAltText('Event Image preview')).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, 'time-zone-duplicate');
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(
        page.getByText('Draft saved. The event is not on the site until you publish it.'),
      ).toBeVisible();
      await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('100');
      const copy = eventRow(page, `Copy of ${title}`);
      await expect(copy).toContainText('6:30 PM E');
      await expect(copy).toContainText('Draft');
      await expect(eventRow(page, title)).toContainText('Published');
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, 'time-zone-events-list');
    } finally {
      await restoreTimeZone(request, before.timeZone ?? 'America/New_York');
    }
  });
});
