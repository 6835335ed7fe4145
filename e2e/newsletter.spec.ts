/**
 * The newsletter (docs/newsletter.md) in a browser: a visitor with JavaScript off signs up for one
 * topic, confirms from the e-mail, and is unsubscribed by their mail program's one-click POST;
 * staff write an announcement and send it to that topic's subscribers.
 *
 * The e-mails are the point, so this file runs a server of its own that sends them to a test SMTP
 * server, next to the shared one.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, type ServerProcess } from '../apps/api/test/server-process.ts';
import { startMailServer, type MailServer, type ParsedMail } from '../apps/api/test/mail-server.ts';
import { E2E_ADMIN } from './credentials.ts';
import { DESKTOP } from './public-helpers.ts';
import { screenshot, signInAt } from './support.ts';
import { expect, test } from './test.ts';

let server: ServerProcess;
let mail: MailServer;
let dataDir: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  mail = await startMailServer();
  dataDir = mkdtempSync(path.join(tmpdir(), 'chamber-e2e-newsletter-'));
  server = await startServer(
    {
      DATA_DIR: dataDir,
      WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? path.resolve('apps/web/dist'),
      SMTP_URL: mail.url,
      MAIL_FROM: 'Bayport Chamber <news@bayport.example>',
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      PUBLIC_FORM_LIMIT: '1000',
      NEWSLETTER_RATE: '600',
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

const VISITOR = 'reader@example.com';
const to = (message: ParsedMail) => (message.to && 'text' in message.to ? message.to.text : '');

/** The first link to `path` in the e-mail, as a path and query on this server. */
function linkIn(message: ParsedMail, linkPath: string) {
  const found = new RegExp(`https?://\\S+${linkPath}\\?token=[\\w-]+`).exec(message.text ?? '');
  expect(found, message.text).not.toBeNull();
  const url = new URL(found![0]);
  return `${url.pathname}${url.search}`;
}

test('a visitor without JavaScript signs up for events and confirms from the e-mail', async ({
  browser,
}) => {
  const context = await browser.newContext({
    baseURL: server.url,
    javaScriptEnabled: false,
    viewport: DESKTOP,
  });
  const page = await context.newPage();
  await page.goto('/home');
  const form = page.getByRole('form', { name: 'Get the latest deals' });
  await form.getByRole('checkbox', { name: 'Chamber news' }).uncheck();
  await form.getByRole('checkbox', { name: 'Member deals' }).uncheck();
  await form.getByRole('textbox', { name: 'Email address' }).fill(VISITOR);
  await screenshot(page, 'newsletter-sign-up');
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await expect(
    page.getByText('Thank you! Please check your inbox: we sent you a link to confirm'),
  ).toBeVisible();

  const confirmation = await mail.waitForMessage(
    (m) => to(m) === VISITOR && (m.subject ?? '').startsWith('Please confirm'),
  );
  await page.goto(linkIn(confirmation, '/newsletter/confirm'));
  await expect(page.getByRole('heading', { name: 'Confirm your subscription' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('heading', { name: 'You are subscribed' })).toBeVisible();
  await screenshot(page, 'newsletter-confirmed');
  await context.close();
});

test('staff send an announcement to the events subscribers; one click unsubscribes', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ baseURL: server.url, viewport: DESKTOP });
  const page = await context.newPage();
  await signInAt(page, '/cms/management/subscribers');
  await expect(page.getByRole('cell', { name: VISITOR })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Confirmed' })).toBeVisible();
  await screenshot(page, 'newsletter-subscribers');

  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Newsletter' })
    .click();
  await page.getByRole('button', { name: 'New Announcement' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Announcement' });
  await dialog.getByRole('textbox', { name: 'Subject' }).fill('Harbor Festival tickets');
  await dialog.getByRole('combobox', { name: 'Send to' }).click();
  await page.getByRole('option', { name: 'Subscribers to events' }).click();
  await dialog
    .getByRole('textbox', { name: 'Message' })
    .fill('Tickets for the Harbor Festival are on sale now.');
  await screenshot(page, 'newsletter-editor');
  await dialog.getByRole('button', { name: 'Send…' }).click();
  const ask = page.getByRole('dialog', { name: 'Send this announcement?' });
  await expect(ask.getByText('goes to 1 confirmed subscriber')).toBeVisible();
  await ask.getByRole('button', { name: 'Send to 1 subscriber' }).click();
  await expect(page.getByText('Sent to 1', { exact: true })).toBeVisible();
  await screenshot(page, 'newsletter-sent');

  const announcement = await mail.waitForMessage(
    (m) => to(m) === VISITOR && m.subject === 'Harbor Festival tickets',
  );
  expect(announcement.text).toContain('Tickets for the Harbor Festival are on sale now.');
  // RFC 8058: the mail program posts this body to the link, without a cookie or a form token.
  const unsubscribe = linkIn(announcement, '/newsletter/unsubscribe');
  const oneClick = await request.post(`${server.url}${unsubscribe}`, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(oneClick.status()).toBe(200);

  await page.goto('/cms/management/subscribers');
  await expect(page.getByRole('cell', { name: 'Unsubscribed' })).toBeVisible();
  await context.close();
});
