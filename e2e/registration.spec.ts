/**
 * Event registration (docs/decisions/145-event-registration.md) in a browser: visitors with
 * JavaScript off register on the event page until it is full, the next one is put on the waiting
 * list, a cancel link from the e-mail frees seats and moves the waiting list up; staff see the
 * attendee list, cancel one and download the CSV.
 *
 * The e-mails are the point of the cancel link, so this file runs a server of its own that sends
 * them to a test SMTP server, next to the shared one.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { startServer, type ServerProcess } from '../apps/api/test/server-process.ts';
import { startMailServer, type MailServer } from '../apps/api/test/mail-server.ts';
import { E2E_ADMIN } from './credentials.ts';
import { DESKTOP } from './public-helpers.ts';
import { screenshot, signInAt, smallPng } from './support.ts';
import { expect, test } from './test.ts';

let server: ServerProcess;
let mail: MailServer;
let dataDir: string;
/** The event both tests work on: the visitors' registrations are what staff then see. */
const title = 'Sunset Networking';
let eventId: number;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  mail = await startMailServer();
  dataDir = mkdtempSync(path.join(tmpdir(), 'chamber-e2e-registration-'));
  server = await startServer(
    {
      DATA_DIR: dataDir,
      WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? path.resolve('apps/web/dist'),
      SMTP_URL: mail.url,
      MAIL_FROM: 'Bayport Chamber <events@bayport.example>',
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      PUBLIC_FORM_LIMIT: '1000',
      // As the shared test server (playwright.config.ts): the first start compiles and migrates.
    },
    { startupMs: 90_000 },
  );
});

test.afterAll(async () => {
  server?.child.kill();
  await server?.exited;
  await mail?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A browser of a visitor with JavaScript switched off. */
async function visitorWithoutJs(browser: Browser) {
  const context = await browser.newContext({
    baseURL: server.url,
    javaScriptEnabled: false,
    viewport: DESKTOP,
  });
  return { context, page: await context.newPage() };
}

async function createEvent(title: string, capacity: number) {
  const signIn = await fetch(`${server.url}/api/Users/Authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: E2E_ADMIN.username, password: E2E_ADMIN.password }),
  });
  const { token } = (await signIn.json()) as { token: string };
  const form = new FormData();
  for (const [name, value] of Object.entries({
    eventType: 'conference',
    title,
    description: 'An evening of introductions by the water.',
    addressTitle: 'Harbor Marina Pavilion',
    addressLine1: '1 Marina Way',
    city: 'Bayport',
    state: 'FL',
    zipcode: '32401',
    start: '2099-06-01T22:00:00.000Z',
    registrationOpen: 'true',
    capacity: String(capacity),
    priceText: '$15 members / $25 guests',
  })) {
    form.append(name, value);
  }
  form.append(
    'image',
    new Blob([new Uint8Array(await smallPng())], { type: 'image/png' }),
    'event.png',
  );
  const created = await fetch(`${server.url}/api/Event/CreateEvent`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(created.status, await created.clone().text()).toBe(200);
  return ((await created.json()) as { id: number }).id;
}

/** Fills the event page's form and sends it; the answer is the event page again. */
async function register(page: Page, eventId: number, name: string, email: string, attendees = 1) {
  await page.goto(`/events/${eventId}`);
  const form = page.getByRole('form', { name: 'Register' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Company' }).fill('Harbor Supply Co.');
  await form.getByRole('combobox', { name: 'Number of attendees' }).selectOption(`${attendees}`);
  await form.getByRole('button', { name: 'Register' }).click();
}

/** The event page's registration box (its form, or the outcome of posting it). */
const registrationBox = (page: Page) => page.getByRole('region', { name: 'Register' });

/** The cancel link of the e-mail `subject` to `to`, as a path on this server. */
async function cancelLinkIn(to: string, subject: string) {
  const message = await mail.waitForMessage(
    (m) => m.subject === subject && (m.to && 'text' in m.to ? m.to.text : '') === to,
  );
  const link = /https?:\/\/\S+\/events\/registrations\/cancel\?token=\S+/.exec(message.text ?? '');
  expect(link, message.text).not.toBeNull();
  const url = new URL(link![0]);
  return `${url.pathname}${url.search}`;
}

/** A staff member's browser, signed in at the event's editor. */
async function staffAt(
  browser: Browser,
  at: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: server.url, viewport: DESKTOP });
  const page = await context.newPage();
  await signInAt(page, at);
  return { context, page };
}

test('visitors without JavaScript register up to capacity, then wait; a cancel moves the list up', async ({
  browser,
}) => {
  eventId = await createEvent(title, 3);
  const { context, page } = await visitorWithoutJs(browser);

  await register(page, eventId, 'Ann Lee', 'ann@example.com', 2);
  await expect(page).toHaveURL(new RegExp(`/events/${eventId}/register#register$`));
  await expect(registrationBox(page).getByRole('status')).toHaveText(
    `You're registered for ${title}. A confirmation is on its way to your inbox.`,
  );
  await screenshot(page, 'registration-registered');

  // A refused form comes back with its messages and what was typed.
  await page.goto(`/events/${eventId}`);
  const form = page.getByRole('form', { name: 'Register' });
  await expect(registrationBox(page).getByText('Price: $15 members / $25 guests')).toBeVisible();
  await form.getByRole('textbox', { name: 'Name' }).fill('Bo Chen');
  await form.getByRole('textbox', { name: 'Email' }).fill('bo-at-example');
  await form.getByRole('button', { name: 'Register' }).click();
  const refused = page.getByRole('form', { name: 'Register' });
  await expect(refused.getByText('Please enter valid email')).toBeVisible();
  await expect(refused.getByRole('textbox', { name: 'Name' })).toHaveValue('Bo Chen');
  await screenshot(page, 'registration-refused');

  await register(page, eventId, 'Bo Chen', 'bo@example.com', 1);
  await expect(registrationBox(page).getByRole('status')).toHaveText(/^You're registered/);
  // Full: the next party waits.
  await register(page, eventId, 'Cy Diaz', 'cy@example.com', 2);
  await expect(registrationBox(page).getByRole('status')).toHaveText(
    `${title} is full, so you're on the waiting list. We will e-mail you if seats free up.`,
  );
  await screenshot(page, 'registration-waiting');

  // Ann cancels through the link in her confirmation: the link only asks, the button cancels.
  const cancel = await cancelLinkIn('ann@example.com', `You're registered: ${title}`);
  await page.goto(cancel);
  await expect(page.getByRole('heading', { name: 'Cancel your registration?' })).toBeVisible();
  await expect(page.getByText(`You are registered for ${title}`)).toBeVisible();
  await screenshot(page, 'registration-cancel-confirm');
  await page.getByRole('button', { name: 'Yes, cancel my registration' }).click();
  await expect(page.getByRole('heading', { name: 'Your registration is cancelled' })).toBeVisible();

  // Cy moved up, and is told so.
  const movedUp = await mail.waitForMessage((m) => m.subject === `A seat is yours: ${title}`);
  expect(movedUp.to && 'text' in movedUp.to ? movedUp.to.text : '').toBe('cy@example.com');
  expect(movedUp.attachments.map((a) => a.filename)).toEqual(['sunset-networking.ics']);

  // The same link again: clearly used up.
  await page.goto(cancel);
  await expect(
    page.getByRole('heading', { name: 'This link is not valid or was already used' }),
  ).toBeVisible();
  await screenshot(page, 'registration-bad-link');
  await context.close();
});

test('staff see who is coming, cancel one (the list moves up) and download the list', async ({
  browser,
}) => {
  const staff = await staffAt(browser, `/cms/management/event/${eventId}`);
  await staff.page.getByRole('link', { name: 'Registrations (3/3, 0 waiting)' }).click();
  const table = staff.page.getByRole('table', { name: 'Registrations' });
  const rowOf = (name: string) => table.getByRole('row').filter({ hasText: name });
  await expect(rowOf('Ann Lee')).toContainText('Cancelled');
  await expect(rowOf('Bo Chen')).toContainText('Registered');
  await expect(rowOf('Cy Diaz')).toContainText('Registered');
  await expect(rowOf('Cy Diaz')).toContainText('Harbor Supply Co.');
  await screenshot(staff.page, 'registration-attendees');

  await rowOf('Bo Chen')
    .getByRole('button', { name: 'Cancel the registration of Bo Chen' })
    .click();
  const dialog = staff.page.getByRole('dialog', { name: 'Cancel this registration?' });
  await dialog.getByRole('button', { name: 'Cancel registration' }).click();
  await expect(
    staff.page.getByText('Registration cancelled. Registrations (2/3, 0 waiting).'),
  ).toBeVisible();
  await expect(rowOf('Bo Chen')).toContainText('Cancelled');

  const [download] = await Promise.all([
    staff.page.waitForEvent('download'),
    staff.page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`Registrations - ${title}.csv`);
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe('Name,Email,Company,Attendees,Status,Registered on,Cancelled on');
  expect(lines.slice(1).map((line) => line.split(',').slice(0, 5).join(','))).toEqual([
    'Ann Lee,ann@example.com,Harbor Supply Co.,2,cancelled',
    'Bo Chen,bo@example.com,Harbor Supply Co.,1,cancelled',
    'Cy Diaz,cy@example.com,Harbor Supply Co.,2,registered',
  ]);
  await staff.context.close();
});
