/** The trash as staff use it: delete a page that is in the menu, find it in Trash, restore it. */
import { expect, test } from './test.ts';
import { apiToken, screenshot, signInAt, unique } from './support.ts';
import { confirmDialog, rowNamed } from './lists.ts';

test('staff delete a page that is in the menu, then restore it from the Trash with its menu link', async ({
  page,
}) => {
  const name = unique('Membership');
  const link = unique('Join us');
  const url = `/${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  // The page and its menu link through the API: the test is about deleting and restoring.
  const headers = { authorization: `Bearer ${await apiToken(page.request)}` };
  const created = await page.request.post('/api/Page/CreatePage', {
    headers,
    data: { name, title: name, url, isActive: true },
  });
  expect(created.status(), await created.text()).toBe(200);
  const pageId = (await created.json()).id as number;
  const linked = await page.request.post('/api/MenuItem/CreateMenuItem', {
    headers,
    data: { name: link, pageId, isActive: true },
  });
  expect(linked.status(), await linked.text()).toBe(200);

  await signInAt(page, '/cms/management/pages');
  await rowNamed(page, name).getByRole('button', { name: 'Remove' }).click();
  // Before it goes, the confirmation says where it is used.
  const dialog = page.getByRole('dialog', { name: 'Remove Page' });
  await expect(dialog.getByText(`Menu item “${link}”`)).toBeVisible();
  await screenshot(page, 'trash-delete-used-page');
  await confirmDialog(page, { title: 'Remove Page', question: 'goes to the Trash' });
  await expect(page.getByText('Page deleted successfully.')).toBeVisible();
  await expect(rowNamed(page, name)).toHaveCount(0);

  await page.getByRole('link', { name: 'Trash' }).click();
  const row = rowNamed(page, name);
  await expect(row).toContainText('1 menu item');
  await screenshot(page, 'trash-screen');
  await row.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText(`“${name}” was restored.`)).toBeVisible();
  await expect(row).toHaveCount(0);

  // The menu link is back on the public site, leading to the page.
  await page.goto('/home');
  const menuLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link });
  await expect(menuLink).toHaveAttribute('href', url);
});
