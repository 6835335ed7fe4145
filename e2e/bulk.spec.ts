/**
 * Acting on many rows at once, as staff do (docs/editing.md): select three blog drafts in the
 * blogs list and publish them with one confirmation, filter the list by status, then delete two
 * together and find them in the Trash.
 */
import { expect, test } from './test.ts';
import { createDocumentByApi, openFromMenu, screenshot, signIn, unique } from './support.ts';
import { rowNamed } from './lists.ts';

test('staff publish three blog drafts at once, filter by status, and delete two together', async ({
  page,
}) => {
  // Four drafts through the API: the test is about the list. The fourth is left as it is.
  const prefix = unique('Pier');
  const [north, south, east, kept] = await Promise.all(
    ['north', 'south', 'east', 'kept'].map((word) =>
      createDocumentByApi(page.request, 'Blog', `${prefix} ${word}`, { draft: 'true' }),
    ),
  );
  const chosen = [north, south, east];

  await signIn(page);
  await openFromMenu(page, 'Blogs');
  await page.getByRole('textbox', { name: 'Search' }).fill(prefix);
  await expect(page.getByRole('table', { name: 'Blogs' }).getByRole('row')).toHaveCount(5);
  for (const { name } of chosen) {
    await page.getByRole('checkbox', { name: `Select “${name}”` }).check();
  }
  const bar = page.getByRole('region', { name: 'Selected rows' });
  await expect(bar).toContainText('3 selected');
  await screenshot(page, 'bulk-selected');

  await bar.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish 3 blogs' });
  await expect(dialog).toContainText('These 3 blogs will be shown on the site:');
  await expect(dialog.getByRole('listitem')).toHaveCount(3);
  for (const { name } of chosen) await expect(dialog).toContainText(name);
  await screenshot(page, 'bulk-confirm');
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('3 blogs published.')).toBeVisible();
  await expect(bar).toHaveCount(0);
  for (const { name } of chosen) await expect(rowNamed(page, name)).toContainText('Published');
  await expect(rowNamed(page, kept.name)).toContainText('Draft');

  // Visitors see the three on the public blog list, and not the draft left alone.
  await page.goto('/blogs-and-reviews');
  // The title search is a form the server answers (decision 147).
  await page.getByRole('searchbox', { name: 'Search blogs' }).fill(prefix);
  await page.getByRole('searchbox', { name: 'Search blogs' }).press('Enter');
  await expect(page.getByRole('article')).toHaveCount(3);
  for (const { name } of chosen) await expect(page.getByRole('link', { name })).toBeVisible();
  await screenshot(page, 'bulk-public-blogs');

  await page.goto('/cms/management/blogs');
  await page.getByRole('textbox', { name: 'Search' }).fill(prefix);

  // The status filter shows one kind of row at a time.
  const show = page.getByRole('radiogroup', { name: 'Show' });
  await show.getByText('Draft', { exact: true }).click();
  await expect(rowNamed(page, kept.name)).toBeVisible();
  await expect(rowNamed(page, north.name)).toHaveCount(0);
  await show.getByText('Published', { exact: true }).click();
  await expect(rowNamed(page, north.name)).toBeVisible();
  await expect(rowNamed(page, kept.name)).toHaveCount(0);
  await screenshot(page, 'bulk-filtered');

  // Two deleted together go to the Trash.
  for (const { name } of [north, south]) {
    await page.getByRole('checkbox', { name: `Select “${name}”` }).check();
  }
  await bar.getByRole('button', { name: 'Delete' }).click();
  const deleting = page.getByRole('dialog', { name: 'Delete 2 blogs' });
  await expect(deleting).toContainText('will go to the Trash');
  await deleting.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('2 blogs moved to the Trash.')).toBeVisible();
  await expect(rowNamed(page, north.name)).toHaveCount(0);
  await expect(rowNamed(page, south.name)).toHaveCount(0);
  await expect(rowNamed(page, east.name)).toBeVisible();

  await openFromMenu(page, 'Trash');
  await expect(rowNamed(page, north.name)).toBeVisible();
  await expect(rowNamed(page, south.name)).toBeVisible();
  await screenshot(page, 'bulk-trash');
});
