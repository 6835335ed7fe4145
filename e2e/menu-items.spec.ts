/** Menu item screens (the list and the form) as staff use them. */
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import type { SiteInfo } from '@chamber/contracts';
import { apiToken, screenshot, signIn, sortByKeyboard, sortByMouse, unique } from './support.ts';
import { confirmDialog, openListSignedIn } from './lists.ts';

/** Creates a top-level menu item through the form; answers its id (from the edit screen's url). */
async function createThroughForm(page: Page, name: string, customLink: string) {
  await page.goto('/cms/management/menu-items');
  await page.getByRole('link', { name: 'New Menu Item' }).click();
  await expect(page).toHaveURL(/\/cms\/management\/menu-item$/);
  await page.getByRole('textbox', { name: 'Menu Item Name' }).fill(name);
  await page.getByRole('combobox', { name: 'Custom Link' }).fill(customLink);
  // A custom link and a page exclude each other.
  await expect(page.getByRole('combobox', { name: 'Assigned Page' })).toBeDisabled();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Menu item published.')).toBeVisible();
  // Straight on to its edit screen, where children can be assigned.
  await expect(page).toHaveURL(/\/cms\/management\/menu-item\/edit\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Edit Menu Item', level: 1 })).toBeVisible();
  return Number(page.url().split('/').pop());
}

/** A top-level menu item made through the API, for the steps a test is not about. */
async function createByApi(page: Page, name: string, customLink: string) {
  const response = await page.request.post('/api/MenuItem/CreateMenuItem', {
    headers: { authorization: `Bearer ${await apiToken(page.request)}` },
    data: { name, customLink, isActive: true },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The names of `parent`'s children in the public menu (GET /Home/GetCMSInfo). */
async function publicChildren(page: Page, parent: string) {
  const response = await page.request.get('/api/Home/GetCMSInfo');
  expect(response.status()).toBe(200);
  const { menuItems } = (await response.json()) as SiteInfo;
  return menuItems.find((item) => item.name === parent)?.assignedMenuItems.map((c) => c.name);
}

/** The list row whose Menu Item Name (second column) is exactly `name`. */
const rowNamed = (page: Page, name: string) =>
  page.getByRole('row').filter({
    has: page.locator('td:nth-child(2)', { hasText: new RegExp(`^${name}$`) }),
  });

/** The sort dialog's rows as "1.Name", in order. */
const orderIn = async (dialog: Locator) =>
  (await dialog.getByRole('listitem').allInnerTexts()).map((text) => text.replace(/\s+/g, ''));

test('staff build a two-level menu and order its children by mouse and by keyboard', async ({
  page,
}) => {
  const parent = unique('Visit');
  const first = unique('Stay');
  const second = unique('Dine');
  await signIn(page);

  // The parent through the form; its children-to-be through the API (the form is shown already).
  await createByApi(page, first, '/stay');
  await createByApi(page, second, '/dine');
  const parentId = await createThroughForm(page, parent, '/visit');

  // Assign the two as children of the first, with the Assign New dialog.
  await page.goto(`/cms/management/menu-item/edit/${parentId}`);
  const assigned = page.getByRole('table', { name: 'Assigned Menu Items' });
  await expect(assigned.getByText('No records to display')).toBeVisible();
  await page.getByRole('button', { name: 'Assign New' }).click();
  const assign = page.getByRole('dialog', { name: 'Assign Menu Items' });
  await assign.getByRole('button', { name: 'Assign' }).click();
  await expect(assign.getByText('Please select at least one menu item')).toBeVisible();
  const picker = assign.getByRole('combobox', { name: 'Menu Items' });
  for (const name of [first, second]) {
    await picker.fill(name);
    await page.getByRole('option', { name }).click();
  }
  // Escape closes the open list (not the dialog), uncovering the buttons.
  await picker.press('Escape');
  await expect(assign).toBeVisible();
  await assign.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText('Menu items assigned successfully.')).toBeVisible();
  await expect(assign).toBeHidden();
  await expect(assigned.getByRole('row')).toHaveCount(3); // header + two children
  await expect(assigned.getByRole('cell', { name: first, exact: true })).toBeVisible();
  await expect(assigned.getByRole('cell', { name: second, exact: true })).toBeVisible();
  // With children, the item cannot be given a parent.
  await expect(page.getByRole('combobox', { name: 'Parent Menu Item' })).toBeDisabled();
  expect(await publicChildren(page, parent)).toEqual([first, second]);
  await screenshot(page, 'menu-items-form-with-assigned-items');

  // Mouse: drag the second child's handle above the first.
  await page.getByRole('button', { name: 'Sort Menu Items' }).click();
  const sort = page.getByRole('dialog', { name: 'Sort Menu Items' });
  await expect.poll(() => orderIn(sort)).toEqual([`1.${first}`, `2.${second}`]);
  await screenshot(page, 'menu-items-sort-dialog');
  await sortByMouse(page, sort, second, first);
  await expect.poll(() => orderIn(sort)).toEqual([`1.${second}`, `2.${first}`]);
  await sort.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Menu items sorted successfully.')).toBeVisible();
  await expect(sort).toBeHidden();
  await expect.poll(() => publicChildren(page, parent)).toEqual([second, first]);

  // Keyboard: focus a handle, Space to pick up, an arrow key, Space to drop.
  await page.getByRole('button', { name: 'Sort Menu Items' }).click();
  await expect.poll(() => orderIn(sort)).toEqual([`1.${second}`, `2.${first}`]);
  await sortByKeyboard(page, sort, second, 1);
  await expect.poll(() => orderIn(sort)).toEqual([`1.${first}`, `2.${second}`]);
  await sortByKeyboard(page, sort, second, -1);
  await expect.poll(() => orderIn(sort)).toEqual([`1.${second}`, `2.${first}`]);
  await sortByKeyboard(page, sort, second, 1);
  await expect.poll(() => orderIn(sort)).toEqual([`1.${first}`, `2.${second}`]);
  // Saved when the dialog closes (the first sort's toast, with its Undo, may still be showing:
  // the order visitors get says this one worked).
  await sort.getByRole('button', { name: 'Confirm' }).click();
  await expect(sort).toBeHidden();
  await expect.poll(() => publicChildren(page, parent)).toEqual([first, second]);

  // The list names each child's parent; the parent itself shows a dash.
  await page.getByRole('button', { name: 'Return to Listing' }).click();
  await expect(page).toHaveURL(/\/cms\/management\/menu-items$/);
  // The list itself, not only its address: until its screen has loaded, the editor (with the
  // Search of its own children's table) stays on screen. Exactly: the editor's children's table,
  // "Assigned Menu Items", would match "Menu Items" too.
  await expect(page.getByRole('table', { name: 'Menu Items', exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search' }).fill(parent);
  const parentRow = rowNamed(page, parent);
  await expect(parentRow.getByRole('cell').nth(3)).toHaveText('-');
  await expect(rowNamed(page, first).getByRole('cell').nth(3)).toHaveText(parent);
  await expect(rowNamed(page, second).getByRole('cell').nth(3)).toHaveText(parent);
  // Under their parent, in the order just sorted, with their place in its sub-menu.
  const place = (name: string) => rowNamed(page, name).getByRole('cell').last();
  await expect(place(first)).toHaveText(/^\d+\.1$/);
  await expect(place(second)).toHaveText(/^\d+\.2$/);

  // A parent with children is not deleted: the server says why, as an error.
  await parentRow.getByRole('button', { name: 'Delete' }).click();
  await confirmDialog(page, {
    title: 'Delete Menu Item',
    question: 'Are you sure you want to remove this menu item?',
  });
  const refusal = page.getByRole('alert').filter({ hasText: 'still has assigned menu items' });
  await expect(refusal).toContainText('Error');
});

test('the menu items list and its Sort Items dialog', async ({ page }) => {
  const list = {
    path: '/cms/management/menu-items',
    name: 'Menu Items',
    columns: [
      'Actions',
      'Menu Item Name',
      'Assigned Page',
      'Parent Menu Item',
      'Will Open In A New Tab?',
      'Publishing',
      'Place in Menu',
    ],
  };
  await openListSignedIn(page, list, 'menu-items-list');
  await page.getByRole('button', { name: 'Sort Items' }).click();
  const sort = page.getByRole('dialog', { name: 'Sort Items' });
  // Only top-level items are ordered here: the demo menu's items are all in it.
  await expect(sort.getByRole('listitem').first()).toBeVisible();
  await screenshot(page, 'menu-items-sort-items-dialog');
  await sort.getByRole('button', { name: 'Cancel' }).click();
  await expect(sort).toBeHidden();
});
