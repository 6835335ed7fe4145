/**
 * The newsletter (docs/newsletter.md) in a browser: a visitor with JavaScript off signs up for one
 * topic, confirms from the e-mail, and is unsubscribed by their mail program's one-click POST;
 * staff write an announcement and send it to that topic's subscribers.
 *
 * The e-mails are the point, so this file runs a server of its own that sends them to a test SMTP
 * server, next to the shared one.
 */
import { linkIn, mailingServer, recipient, staffAt, visitorWithoutJs } from './mailing.ts';
import { screenshot } from './support.ts';
import { expect, test } from './test.ts';

test.describe.configure({ mode: 'serial' });

const mailing = mailingServer('newsletter', {
  MAIL_FROM: 'Bayport Chamber <news@bayport.example>',
  NEWSLETTER_RATE: '600',
});

const VISITOR = 'reader@example.com';

test('a visitor without JavaScript signs up for events and confirms from the e-mail', async ({
  browser,
}) => {
  const { context, page } = await visitorWithoutJs(browser, mailing);
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

  const confirmation = await mailing.mail.waitForMessage(
    (m) => recipient(m) === VISITOR && (m.subject ?? '').startsWith('Please confirm'),
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
  const { context, page } = await staffAt(browser, mailing, '/cms/management/subscribers');
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

  const announcement = await mailing.mail.waitForMessage(
    (m) => recipient(m) === VISITOR && m.subject === 'Harbor Festival tickets',
  );
  expect(announcement.text).toContain('Tickets for the Harbor Festival are on sale now.');
  // RFC 8058: the mail program posts this body to the link, without a cookie or a form token.
  const unsubscribe = linkIn(announcement, '/newsletter/unsubscribe');
  const oneClick = await request.post(`${mailing.server.url}${unsubscribe}`, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(oneClick.status()).toBe(200);

  await page.goto('/cms/management/subscribers');
  await expect(page.getByRole('cell', { name: 'Unsubscribed' })).toBeVisible();
  await context.close();
});
