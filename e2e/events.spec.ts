/** Events screens as staff use them. */
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { listDate, removeRow } from './lists.ts';
import {
  apiToken,
  createEventByApi,
  createUserByApi,
  pickDateTime,
  screenshot,
  signInAt,
  smallPng,
  sortByKeyboard,
  unique,
} from './support.ts';

const MAP_EMBED = 'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3000!2d-70.2!3d43.6';

/** The staff order of the events with these titles. */
async function staffOrder(request: APIRequestContext, titles: string[]) {
  const token = await apiToken(request);
  const response = await request.get('/api/Event/GetAllEvents', {
    headers: { authorization: `Bearer ${token}` },
  });
  const events = (await response.json()) as { title: string }[];
  return events.map((event) => event.title).filter((title) => titles.includes(title));
}

/** Other tests add events too: show them all on one page of the list. */
async function showAllRows(page: Page) {
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('100');
}

const row = (page: Page, title: string) =>
  page.getByRole('table', { name: 'Events' }).getByRole('row').filter({ hasText: title });

test.beforeEach(async ({ page }) => {
  // The map preview loads Google's embed; the test machine answers it instead of the internet.
  await page.route('https://www.google.com/maps/embed**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<body style="margin:0;background:#dfe9d8;font:14px sans-serif;display:grid;place-items:center">Map</body>',
    }),
  );
});

test('an administrator creates a conference with image and map, then edits it', async ({
  page,
}) => {
  const title = unique('Harbor Expo ');
  await signInAt(page, '/cms/management/events');
  await page.getByRole('link', { name: 'Add Event' }).click();
  await expect(page).toHaveURL(/\/cms\/management\/create-event$/);
  await expect(page.getByRole('heading', { name: 'New Event' })).toBeVisible();
  await screenshot(page, 'events-create-form-empty');

  // Saving the empty form shows the spec's messages, the image one too.
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Event Title is required')).toBeVisible();
  await expect(page.getByText('Please upload an image for the event')).toBeVisible();

  await page.getByRole('textbox', { name: /^Event Title/ }).fill(title);
  await page.getByRole('combobox', { name: /^Event Type/ }).click();
  await page.getByRole('option', { name: 'Conference' }).click();
  const start = await pickDateTime(page, /^Event Start Date/, {
    monthsAhead: 2,
    day: 10,
    time: ['09', '00', 'AM'],
  });
  await expect(page.getByRole('button', { name: /^Event Start Date/ })).toHaveText(start.text);
  await pickDateTime(page, /^Event End Date/, {
    monthsAhead: 2,
    day: 11,
    time: ['05', '30', 'PM'],
  });
  await page
    .getByRole('textbox', { name: 'Description' })
    .fill('Two days of trade stands and talks.');
  await page.getByRole('textbox', { name: 'Schedule' }).fill('Day 1: stands\nDay 2: talks');
  await page.getByRole('textbox', { name: 'Address Title' }).fill('Harbor Convention Center');
  await page.getByRole('textbox', { name: /^Street Address/ }).fill('1 Harbor Way');
  await page.getByRole('textbox', { name: /^City/ }).fill('Bayport');
  await page.getByRole('textbox', { name: /^State/ }).fill('ME');
  await page.getByRole('textbox', { name: /^Zipcode/ }).fill('04000');

  // A map refused, then Google's embed code accepted and previewed.
  const map = page.getByRole('textbox', { name: 'Google Map' });
  await map.fill('https://maps.example.com/harbor');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Please paste a Google Maps embed link or iframe')).toBeVisible();
  await map.fill(`<iframe src="${MAP_EMBED}&amp;hl=en" width="600" height="450"></iframe>`);
  await expect(page.getByTitle('Map preview')).toHaveAttribute('src', `${MAP_EMBED}&hl=en`);

  const buttonType = page.getByRole('combobox', { name: /^Primary Action Type/ });
  await expect(buttonType).toBeDisabled();
  await page.getByRole('textbox', { name: 'Primary Button Text' }).fill('Get Tickets');
  await expect(buttonType).toBeEnabled();
  await buttonType.click();
  await page.getByRole('option', { name: 'Link' }).click();
  await page
    .getByRole('combobox', { name: /^Primary Action Link/ })
    .fill('https://tickets.example.com');

  await page.locator('input[type="file"]').setInputFiles({
    name: 'expo.png',
    mimeType: 'image/png',
    buffer: await smallPng(),
  });
  await expect(page.getByAltText('Event Image preview')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0)); // keeps the fixed top bar on top
  await screenshot(page, 'events-create-form');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();

  await expect(page.getByText('Event published.')).toBeVisible();
  await expect(page).toHaveURL(/\/cms\/management\/events$/);
  await showAllRows(page);
  await expect(row(page, title)).toContainText(listDate(start.date));
  await expect(row(page, title)).toContainText('Upcoming');
  await expect(row(page, title)).toContainText('Conference');

  // Edit: the stored values come back, including the image and the map.
  await row(page, title).getByRole('link', { name: 'View' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Event' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Event Title/ })).toHaveValue(title);
  await expect(page.getByRole('button', { name: /^Event Start Date/ })).toHaveText(start.text);
  await expect(page.getByTitle('Map preview')).toHaveAttribute('src', `${MAP_EMBED}&hl=en`);
  await expect(page.getByAltText('Event Image preview')).toHaveAttribute(
    'src',
    /\/api\/Attachments\//,
  );
  const edited = `${title} 2099`;
  await page.getByRole('textbox', { name: /^Event Title/ }).fill(edited);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'events-edit-form');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  // The newest toast: the first publish's may still be showing the same words.
  await expect(page.getByText('Event published.').last()).toBeVisible();
  await expect(page).toHaveURL(/\/cms\/management\/events$/);
  await showAllRows(page);
  await expect(row(page, edited)).toBeVisible();
});

test('an administrator sorts events by keyboard and deletes one', async ({ page, request }) => {
  // Sorting by keyboard: the last of three moves up above the second.
  const [first, second, third] = [unique('Harbor Expo '), unique('Breakfast '), unique('Webinar ')];
  for (const title of [first, second, third]) await createEventByApi(request, title);
  expect(await staffOrder(request, [first, second, third])).toEqual([first, second, third]);
  await signInAt(page, '/cms/management/events');
  await showAllRows(page);
  await page.getByRole('button', { name: 'Sort Events' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sort Events' });
  await expect(dialog.getByText(third)).toBeVisible();
  await screenshot(page, 'events-sort-dialog');
  // Other tests add events meanwhile, so ours are not the last ones, nor always side by side.
  const names = async () =>
    (await dialog.getByRole('listitem').allTextContents()).map((text) =>
      text.replace(/^\d+\.\s*/, ''),
    );
  const before = await names();
  await sortByKeyboard(page, dialog, third, before.indexOf(second) - before.indexOf(third));
  const ours = (await names()).filter((name) => [first, second, third].includes(name));
  expect(ours).toEqual([first, third, second]);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Events sorted successfully.')).toBeVisible();
  expect(await staffOrder(request, [first, second, third])).toEqual([first, third, second]);

  // Delete, after the confirmation.
  await removeRow(page, row(page, second), {
    button: 'Delete',
    title: 'Delete Event',
    question: 'Are you sure you want to remove this event?',
    done: 'Event deleted successfully.',
  });
  expect(await staffOrder(request, [first, second, third])).toEqual([first, third]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'events-list');
});

test('an author adds events, but reordering everyone’s is for editors', async ({
  page,
  request,
}) => {
  const title = unique('Members Mixer ');
  await createEventByApi(request, title);
  const author = await createUserByApi(request, {
    username: unique('eventsauthor'),
    role: 'author',
  });
  await signInAt(page, '/cms/management/events', author.username, author.password);
  await showAllRows(page);
  await expect(row(page, title)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add Event' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sort Events' })).toHaveCount(0);
});

/** "2026-09-28": a day as a date field takes it. */
const dateText = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The list's way of writing a day the repeat line writes "19 Jun": "June 19th, 2026". */
function listDay(label: string) {
  const [day, month] = label.split(' ');
  const date = new Date(`${month} ${day}, 2000`);
  return new RegExp(`${listDate(date).replace(', 2000', '')}, \\d{4}`);
}

test('staff repeat a luncheon every month until a date, and see the copies in the list', async ({
  page,
}) => {
  const title = unique('Monthly Luncheon ');
  await signInAt(page, '/cms/management/events');
  await page.getByRole('link', { name: 'Add Event' }).click();
  await page.getByRole('textbox', { name: /^Event Title/ }).fill(title);
  await page.getByRole('combobox', { name: /^Event Type/ }).click();
  await page.getByRole('option', { name: 'Workshop' }).click();
  // The 15th is always the third of its weekday in the month.
  const start = await pickDateTime(page, /^Event Start Date/, {
    monthsAhead: 2,
    day: 15,
    time: ['12', '00', 'PM'],
  });

  await page.getByRole('combobox', { name: 'Repeat' }).click();
  await page.getByRole('option', { name: /^Every month on the third / }).click();
  await expect(page.getByText(/^The same weekday of each month/)).toBeVisible();
  // Until the 28th, three months on: the third weekday of each of those months comes before it.
  const until = new Date(start.date.getFullYear(), start.date.getMonth() + 3, 28);
  await page.getByLabel(/^Until/).fill(dateText(until));
  const line = page.getByText(/^Makes \d+ events: /);
  await expect(line).toHaveText(
    /^Makes 4 events: 15 \w{3}, \d{1,2} \w{3}, \d{1,2} \w{3}, \d{1,2} \w{3}$/,
  );
  const days = (await line.textContent())!.replace(/^Makes 4 events: /, '').split(', ');

  await page.getByRole('textbox', { name: /^Street Address/ }).fill('1 Harbor Way');
  await page.getByRole('textbox', { name: /^City/ }).fill('Bayport');
  await page.getByRole('textbox', { name: /^State/ }).fill('ME');
  await page.getByRole('textbox', { name: /^Zipcode/ }).fill('04000');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'luncheon.png',
    mimeType: 'image/png',
    buffer: await smallPng(),
  });
  await expect(page.getByAltText('Event Image preview')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'events-repeat-monthly');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();

  await expect(
    page.getByText(
      `Event published, and 3 more events made: ${days[1]} – ${days[3]}. They are drafts until they are published from the events list.`,
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/cms\/management\/events$/);
  await showAllRows(page);
  const rows = row(page, title);
  await expect(rows).toHaveCount(4);
  for (const [index, day] of days.entries()) {
    const shown = rows.filter({ hasText: listDay(day) });
    await expect(shown).toHaveCount(1);
    // At noon on the chamber's clock, each; the first published, the copies drafts.
    await expect(shown).toContainText(/12:00 PM E[SD]T/);
    await expect(shown).toContainText(index === 0 ? 'Published' : 'Draft');
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'events-repeat-list');
});
