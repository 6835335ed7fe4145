/** The Messages and Subscribers screens, as staff use them. */
import { expect, test } from './test.ts';
import { downloadCsv, openFromMenu, screenshot, signIn, unique } from './support.ts';
import { removeRow } from './lists.ts';

test('a visitor’s message shows unread in Messages, is opened (and so read), marked unread and deleted', async ({
  page,
  request,
}) => {
  const firstName = unique('Ann');
  const text =
    'Hello! We are opening a bakery on Main Street next spring and would like to join the chamber.\nCould someone call us back?\nThanks, Ann';
  const sent = await request.post('/api/Contact/SendEmail', {
    data: {
      firstName,
      lastName: 'Baker',
      email: `${firstName.toLowerCase()}@example.com`,
      phoneNumber: '(555) 010-2000',
      message: text,
      website: '',
    },
  });
  expect(sent.status()).toBe(200);
  expect(await sent.json()).toEqual({ message: 'Success! Your message has been received.' });

  await signIn(page);
  await openFromMenu(page, 'Messages');
  const table = page.getByRole('table', { name: 'Messages' });
  const row = table.getByRole('row').filter({ hasText: firstName });
  await expect(row).toContainText(`${firstName} Baker`);
  await expect(row).toContainText('(555) 010-2000');
  // Unread messages are badged and bold.
  await expect(row).toContainText('Hello! We are opening a bakery');
  await expect(row.getByText('Unread', { exact: true })).toBeVisible();
  await expect(row.getByText(`${firstName} Baker`)).toHaveCSS('font-weight', '700');
  await screenshot(page, 'messages-list');

  await row.getByRole('button', { name: 'View' }).click();
  const dialog = page.getByRole('dialog', { name: `Message from ${firstName} Baker` });
  await expect(dialog).toContainText('Could someone call us back?');
  await expect(dialog).toContainText('Thanks, Ann');
  await expect(
    dialog.getByRole('link', { name: `${firstName.toLowerCase()}@example.com` }),
  ).toHaveAttribute('href', `mailto:${firstName.toLowerCase()}@example.com`);
  await expect(dialog).toHaveCSS('opacity', '1'); // the opening transition is over
  await screenshot(page, 'messages-view');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Opening it marked it read.
  await expect(row.getByText('Unread', { exact: true })).toBeHidden();
  await expect(row).toContainText('Yes');
  await expect(row.getByText(`${firstName} Baker`)).toHaveCSS('font-weight', '400');

  await row.getByRole('button', { name: 'Mark as unread' }).click();
  await expect(page.getByText('Message marked as unread.')).toBeVisible();
  await expect(row.getByText('Unread', { exact: true })).toBeVisible();

  // The same screen on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload(); // as a phone opens it, with the menu folded away
  await expect(row).toBeVisible();
  await screenshot(page, 'messages-list-390');
  await row.getByRole('button', { name: 'View' }).click();
  await expect(dialog).toContainText('Thanks, Ann');
  await expect(dialog).toHaveCSS('opacity', '1');
  await screenshot(page, 'messages-view-390');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 800 });

  await removeRow(page, row, {
    button: 'Delete',
    title: 'Delete Message',
    question: 'Are you sure you want to remove this message?',
    done: 'Message deleted successfully.',
  });
  await page.reload();
  await expect(table.getByRole('row').first()).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: firstName })).toHaveCount(0);
});

test('a subscriber shows in Subscribers, in the CSV download, and is deleted', async ({
  page,
  request,
}) => {
  const email = `${unique('deals')}@example.com`;
  const subscribed = await request.post('/api/Newsletter/Subscribe', { data: { email } });
  expect(subscribed.status()).toBe(200);

  await signIn(page);
  await openFromMenu(page, 'Subscribers');
  const table = page.getByRole('table', { name: 'Subscribers' });
  const row = table.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();
  await expect(row).toContainText(String(new Date().getFullYear()));
  await screenshot(page, 'subscribers-list');

  const { filename, csv } = await downloadCsv(page);
  expect(filename).toBe('Subscribers.csv');
  expect(csv).toContain('Email,Status,Topics,Subscribed On');
  expect(csv).toContain(email);

  await removeRow(page, row, {
    button: 'Delete',
    title: 'Delete Subscriber',
    question: 'Are you sure you want to remove this subscriber?',
    done: 'Subscriber removed successfully.',
  });
});
