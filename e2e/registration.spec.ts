/**
 * Event registration (docs/decisions/145-event-registration.md) in a browser: visitors with
 * JavaScript off register on the event page until it is full, the next one is put on the waiting
 * list, a cancel link from the e-mail frees seats and moves the waiting list up; staff see the
 * attendee list, cancel one and download the CSV.
 *
 * The e-mails are the point of the cancel link, so this file runs a server of its own that sends
 * them to a test SMTP server, next to the shared one.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { apiOf, linkIn, mailingServer, recipient, staffAt, visitorWithoutJs } from './mailing.ts';
import { createEventByApi, screenshot } from './support.ts';
import { expect, test } from './test.ts';

/** The event both tests work on: the visitors' registrations are what staff then see. */
const title = 'Sunset Networking';
let eventId: number;

test.describe.configure({ mode: 'serial' });

const mailing = mailingServer('registration', {
  MAIL_FROM: 'Bayport Chamber <events@bayport.example>',
});

async function createEvent(title: string, capacity: number) {
  const api = await apiOf(mailing);
  try {
    return await createEventByApi(api, title, {
      eventType: 'conference',
      description: 'An evening of introductions by the water.',
      addressTitle: 'Harbor Marina Pavilion',
      registrationOpen: 'true',
      capacity: String(capacity),
      priceText: '$15 members / $25 guests',
    });
  } finally {
    await api.dispose();
  }
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
  const message = await mailing.mail.waitForMessage(
    (m) => m.subject === subject && recipient(m) === to,
  );
  return linkIn(message, '/events/registrations/cancel');
}

test('visitors without JavaScript register up to capacity, then wait; a cancel moves the list up', async ({
  browser,
}) => {
  eventId = await createEvent(title, 3);
  const { context, page } = await visitorWithoutJs(browser, mailing);

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
  const movedUp = await mailing.mail.waitForMessage(
    (m) => m.subject === `A seat is yours: ${title}`,
  );
  expect(recipient(movedUp)).toBe('cy@example.com');
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
  const staff = await staffAt(browser, mailing, `/cms/management/event/${eventId}`);
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
