/** Shared steps of the browser tests: signing in, calling the API for setup, screenshots. */
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
  type Response,
} from '@playwright/test';
import type { Role } from '@chamber/contracts';
import sharp from 'sharp';
import { E2E_ADMIN } from './credentials.ts';

export { E2E_ADMIN };

const screenshotDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../test-results/screenshots',
);

/** Signs in through the login screen, as a person does, and waits for the dashboard. */
export const signIn = (page: Page, username = E2E_ADMIN.username, password = E2E_ADMIN.password) =>
  signInAt(page, null, username, password);

/**
 * Opens the back-office address `at` signed out and signs in on the way, as a colleague's link
 * does: the screen opens once signed in (one load of the app, not the dashboard first).
 */
export async function signInAt(
  page: Page,
  at: string | null,
  username = E2E_ADMIN.username,
  password = E2E_ADMIN.password,
) {
  await page.goto(at ?? '/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(
    at ? (url) => url.pathname + url.search === at : /\/admin\/dashboard$/,
  );
}

/** Opens a back-office screen the way staff do: its link in the main menu. */
export async function openFromMenu(page: Page, entry: string, heading = entry) {
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: entry })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** Presses `button` in `scope` (a form or dialog), then sees each of `messages` there. */
export async function pressAndSee(scope: Locator, button: string, ...messages: string[]) {
  await scope.getByRole('button', { name: button }).click();
  for (const message of messages) await expect(scope.getByText(message)).toBeVisible();
}

/** An API token for setting up data quickly (what the test is about still goes through the UI). */
export async function apiToken(
  request: APIRequestContext,
  username = E2E_ADMIN.username,
  password = E2E_ADMIN.password,
) {
  const response = await request.post('/api/Users/Authenticate', {
    data: { email: username, password },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).token as string;
}

/** Creates a user through the API; answers its credentials. */
export async function createUserByApi(
  request: APIRequestContext,
  fields: { username: string; isAdmin?: boolean; role?: Role; password?: string },
) {
  const token = await apiToken(request);
  const password = fields.password ?? 'staff-password-1';
  const response = await request.post('/api/Users/Register', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      username: fields.username,
      fullName: `${fields.username} Staff`,
      email: `${fields.username}@example.com`,
      password,
      confirmPassword: password,
      isActive: true,
      isAdmin: fields.isAdmin ?? false,
      ...(fields.role ? { role: fields.role } : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return { username: fields.username, password };
}

/**
 * Creates a staff member through `request` (username: `name` made unique), signs in as them
 * through the login screen, and answers their credentials.
 */
export async function signInAsNewUser(page: Page, request: APIRequestContext, name: string) {
  const user = await createUserByApi(request, { username: unique(name) });
  await signIn(page, user.username, user.password);
  return user;
}

/** A small picture, as an upload for the steps a test is not about. */
export const smallPng = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();

/**
 * A page or blog made through the API, for the steps a test is not about: named `name`, at the
 * address made from it, with `fields` beside (form fields; `draft: 'true'` keeps it off the site);
 * answers its id, name and address.
 */
export async function createDocumentByApi(
  request: APIRequestContext,
  kind: 'Page' | 'Blog',
  name: string,
  fields: Record<string, string> = {},
) {
  const url = `/${name.toLowerCase().replace(/\s+/g, '-')}`;
  const created = await request.post(`/api/${kind}/Create${kind}`, {
    headers: { authorization: `Bearer ${await apiToken(request)}` },
    multipart: { name, url, ...fields },
  });
  expect(created.status(), await created.text()).toBe(200);
  return { id: ((await created.json()) as { id: number }).id, name, url };
}

/** A page made through the API (see createDocumentByApi). */
export const createPageByApi = (
  request: APIRequestContext,
  name: string,
  fields: Record<string, string> = {},
) => createDocumentByApi(request, 'Page', name, fields);

/**
 * A future event made through the API, for the steps a test is not about, with `fields` beside
 * or instead of the usual ones (form fields: `capacity: '3'`); answers its id.
 */
export async function createEventByApi(
  request: APIRequestContext,
  title: string,
  fields: Record<string, string> = {},
) {
  const token = await apiToken(request);
  const response = await request.post('/api/Event/CreateEvent', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      eventType: 'workshop',
      title,
      addressLine1: '5 Dock Street',
      city: 'Bayport',
      state: 'ME',
      zipcode: '04000',
      start: '2099-06-01T14:00:00.000Z',
      ...fields,
      image: { name: 'event.png', mimeType: 'image/png', buffer: await smallPng() },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { id: number }).id;
}

/** A unique suffix, so tests running side by side never collide on names. */
export const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/**
 * With E2E_SCREENSHOTS=1, saves a full-page screenshot under test-results/screenshots for a person
 * to look at. Nobody looks at them in an unattended run, where they cost seconds of CPU each.
 */
export async function screenshot(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

/** Clicks the list's "Download CSV" and answers the file's suggested name and its text. */
export async function downloadCsv(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  return {
    filename: download.suggestedFilename(),
    csv: await readFile(await download.path(), 'utf8'),
  };
}

/** Drags `name` above `above` in a sort dialog with the mouse, as a hand does. */
export async function sortByMouse(page: Page, dialog: Locator, name: string, above: string) {
  // The handles are enabled once the dialog has finished opening (components/SortDialog.tsx).
  await expect(dialog.getByRole('button', { name: `Drag ${name}` })).toBeEnabled();
  await dialog.getByRole('button', { name: `Drag ${name}` }).hover();
  const to = (await dialog.getByRole('button', { name: `Drag ${above}` }).boundingBox())!;
  await page.mouse.down();
  // Moved in steps, so the drag starts and follows.
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 10, { steps: 12 });
  await page.mouse.move(to.x + to.width / 2, to.y + 2, { steps: 4 });
  await page.mouse.up();
  await expect(page.getByText(`${name} dropped at position`)).toBeAttached();
  // dnd-kit swallows clicks for 50 ms after a drag ends (a timer it sets on the drop): a Confirm
  // clicked sooner did nothing. A timer of the same length set now runs after that one.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

/**
 * Moves an item of a sort dialog by keyboard, as a person does: focus its handle, Space to pick
 * it up, one arrow key per step (`steps` < 0 moves up), Space to drop. Each key waits for what a
 * screen reader hears after the one before.
 */
export async function sortByKeyboard(page: Page, dialog: Locator, name: string, steps: number) {
  // The dialog's focus trap moves focus in once it has opened; focus the handle after that.
  await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  const handle = dialog.getByRole('button', { name: `Drag ${name}` });
  // The handles are enabled once the dialog has finished opening (components/SortDialog.tsx).
  await expect(handle).toBeEnabled();
  const rows = await dialog.getByRole('listitem').allTextContents();
  let position = rows.findIndex((text) => text.includes(name)) + 1;
  expect(position, `${name} is in the dialog`).toBeGreaterThan(0);
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(`Picked up ${name}, position ${position} of`)).toBeAttached();
  // dnd-kit starts listening for the arrow keys from a timer it sets on the pick-up: a key pressed
  // before that timer has run is lost (seen on a busy machine). A timer set now runs after it.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
  for (let step = 0; step < Math.abs(steps); step++) {
    position += Math.sign(steps);
    await page.keyboard.press(steps < 0 ? 'ArrowUp' : 'ArrowDown');
    await expect(page.getByText(`${name} moved to position ${position}.`)).toBeAttached();
  }
  await page.keyboard.press('Space');
  await expect(page.getByText(`${name} dropped at position ${position}.`)).toBeAttached();
}

/**
 * Opens a date-time picker and picks a day `monthsAhead` months from now at the given time. The
 * calendar opens on the month of the field's value (a new event starts at the next full hour, its
 * end an hour later), so it is moved from the month it shows.
 */
export async function pickDateTime(
  page: Page,
  label: RegExp,
  {
    monthsAhead,
    day,
    time,
  }: { monthsAhead: number; day: number; time: [string, string, 'AM' | 'PM'] },
) {
  await page.getByRole('button', { name: label }).click();
  const now = new Date();
  const date = new Date(now.getFullYear(), now.getMonth() + monthsAhead, day);
  const month = date.toLocaleString('en-US', { month: 'long' });
  const shownMonth = page.getByRole('button', { name: 'Choose another month' });
  const shown = new Date(`1 ${await shownMonth.textContent()}`);
  const steps =
    (date.getFullYear() - shown.getFullYear()) * 12 + date.getMonth() - shown.getMonth();
  for (let i = 0; i < Math.abs(steps); i++) {
    await page.getByRole('button', { name: steps > 0 ? 'Next month' : 'Previous month' }).click();
  }
  await expect(shownMonth).toHaveText(`${month} ${date.getFullYear()}`);
  await page
    .getByRole('button', { name: `${day} ${month} ${date.getFullYear()}`, exact: true })
    .click();
  // Typed over what the field shows already: a time field selects its text when focused.
  await page.getByRole('spinbutton', { name: 'Hours' }).pressSequentially(time[0]);
  await page.getByRole('spinbutton', { name: 'Minutes' }).pressSequentially(time[1]);
  await page.getByRole('combobox', { name: 'AM/PM' }).selectOption(time[2]);
  // Done closes the picker only once the time is taken: the field shows it then. Pressed while the
  // last change is still on its way, the click is lost and the calendar stays open.
  const text = `${month} ${day}, ${date.getFullYear()} ${Number(time[0])}:${time[1]} ${time[2]}`;
  await expect(page.getByRole('button', { name: label })).toHaveText(text);
  await page.getByRole('button', { name: 'Done' }).click();
  // The next picker must not open while this one's calendar is still fading out.
  await expect(page.getByRole('button', { name: 'Next month' })).toHaveCount(0);
  return { date, text };
}

/**
 * Waits for the answer the app gets to a call `matches` picks, passing over a refusal of an
 * expired token: the browser tests' access tokens last 8 s, and the app then refreshes and sends
 * the call again.
 */
export const answerTo = (page: Page, matches: (response: Response) => boolean) =>
  page.waitForResponse((response) => matches(response) && response.status() !== 401);

/**
 * Runs `steps` while no other test changes the company settings: they are one row, saved whole,
 * so two tests saving them at once would undo each other's change (a time zone set back in the
 * middle of the other's steps). A test in another worker waits until the lock (a folder in this
 * run's data folder, made or not in one step) is free.
 */
export async function withSettingsToMyself<T>(steps: () => Promise<T>): Promise<T> {
  const lock = path.join(process.env.E2E_DATA_DIR ?? '', 'settings.lock');
  const take = () =>
    mkdir(lock).then(
      () => true,
      () => false,
    );
  await expect.poll(take, { timeout: 50_000, intervals: [100] }).toBe(true);
  try {
    return await steps();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}
