/**
 * Revisions (docs/editing.md): a staff member changes a page's text, then brings back the earlier
 * text from the editor's History. The earlier version ("yesterday's") is made through the API.
 */
import { expect, test } from './test.ts';
import { createPageByApi, screenshot, signInAt, unique } from './support.ts';

const EARLIER = 'Ferries to the islands leave the harbor every morning at nine.';
const TODAY = 'Ferries leave at ten this season.';

test('staff bring back a page’s earlier text from its History', async ({ page, request }) => {
  const { id } = await createPageByApi(request, unique('Harbor Guide '), {
    description: EARLIER,
  });

  await signInAt(page, `/cms/management/page/edit/${id}`);
  const description = page.getByRole('textbox', { name: 'Description' });
  await expect(description).toHaveValue(EARLIER);
  await description.fill(TODAY);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(
    page.getByText('Draft saved. Visitors see the published page until you publish it.'),
  ).toBeVisible();

  await page.goto(`/cms/management/page/edit/${id}`);
  await expect(description).toHaveValue(TODAY);
  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'History' });
  const versions = history.getByRole('listitem');
  await expect(versions).toHaveCount(2);
  await expect(versions.first()).toContainText('Description');

  // What changed, in words: the earlier text struck through, today's underlined.
  await history.getByRole('checkbox', { name: 'Compare Version 1' }).check();
  await history.getByRole('checkbox', { name: 'Compare Version 2' }).check();
  await history.getByRole('button', { name: 'Compare Version 1 with Version 2' }).click();
  await expect(history.locator('del', { hasText: 'islands' })).toBeVisible();
  await expect(history.locator('ins', { hasText: 'ten' })).toBeVisible();
  await screenshot(page, 'revisions-compare');
  await history.getByRole('button', { name: 'Back to the history' }).click();

  await history.getByRole('button', { name: 'Restore Version 1' }).click();
  const confirm = page.getByRole('dialog', { name: 'Restore Version 1?' });
  await confirm.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Version 1 of this page was restored.')).toBeVisible();
  await expect(history).toBeHidden();
  await expect(description).toHaveValue(EARLIER);

  // The restore is a version of its own: nothing was lost.
  await page.getByRole('button', { name: 'History' }).click();
  await expect(versions).toHaveCount(3);
  await expect(versions.first()).toContainText('Restored version 1: Description');
  await screenshot(page, 'revisions-history');
});
