/** The Activity screen as administrators use it, and that nobody else has it. */
import { expect, test } from './test.ts';
import {
  createUserByApi,
  downloadCsv,
  openFromMenu,
  screenshot,
  signIn,
  signInAsNewUser,
  unique,
} from './support.ts';

/** Today as a date field takes it, in the browser's (and this machine's) time zone. */
function today() {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

test('an administrator finds their change in Activity, filtered to it, and downloads it', async ({
  page,
  request,
}) => {
  // An administrator of their own, so "who" names only this test's changes.
  const admin = await createUserByApi(request, { username: unique('auditor'), isAdmin: true });
  const name = `${admin.username} Staff`;
  await signIn(page, admin.username, admin.password);

  // A change, made as staff make it.
  const label = unique('Visit ');
  await page.goto('/cms/management/footer-items');
  await page.getByRole('button', { name: 'New Footer Item' }).click();
  const modal = page.getByRole('dialog', { name: 'New Footer Item' });
  await modal.getByRole('textbox', { name: /^Footer Label/ }).fill(label);
  await modal.getByRole('combobox', { name: /^Link/ }).fill('/visit');
  await modal.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Footer item published.')).toBeVisible();

  await openFromMenu(page, 'Activity');
  await expect(page).toHaveURL(/\/admin\/management\/activity$/);
  const table = page.getByRole('table', { name: 'Activity' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  await page
    .getByLabel('Who', { exact: true })
    .selectOption({ label: `${name} (${admin.username})` });
  await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Created' });
  await page.getByLabel('Item type', { exact: true }).selectOption({ label: 'Footer item' });
  await page.getByLabel('From', { exact: true }).fill(today());
  await page.getByLabel('To', { exact: true }).fill(today());
  // Saved as a draft, then published (a publish is an entry of its own).
  const summary = `Created footer item “${label}” (draft)`;
  // Only this test's one change is left: who, what, when and from where.
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row').filter({ hasText: summary });
  const day = new Date().toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
  await expect(row.getByRole('cell')).toHaveText([
    new RegExp(`^${day} \\d{1,2}:\\d{2} (AM|PM)$`),
    name,
    'Created',
    'Footer item',
    summary,
    '127.0.0.1',
  ]);
  await screenshot(page, 'activity-filtered');

  const { filename, csv } = await downloadCsv(page);
  expect(filename).toBe('Activity.csv');
  const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe('When,Who,Action,Item type,What,Address');
  expect(lines.slice(1)).toEqual([expect.stringContaining(`,${name},Created,Footer item,`)]);
  expect(lines[1]).toContain(summary);

  // Clearing the filters brings back everything, this administrator's sign-in too.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(
    table.getByRole('row').filter({ hasText: name }).filter({ hasText: 'Signed in' }),
  ).toHaveCount(1);
  await screenshot(page, 'activity-list');
});

test('an editor has no Activity, not even by its address', async ({ page, request }) => {
  await signInAsNewUser(page, request, 'clerk');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Activity' })).toHaveCount(0);
  await page.goto('/admin/management/activity');
  await expect(page.getByText('You do not have access to this page')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Activity' })).toHaveCount(0);
});
