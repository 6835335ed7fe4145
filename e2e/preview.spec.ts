/**
 * Preview links (docs/editing.md): a staff member makes a preview link of a page whose changes are
 * saved as a draft; someone who is not signed in opens it on a phone (390 px) and sees the page as
 * visitors will once it is published, while the public page still shows the published text; when
 * the link is stopped, it says so and shows nothing of the draft.
 */
import { expect, test } from './test.ts';
import { apiToken, createPageByApi, screenshot, signInAt, unique } from './support.ts';

const PUBLISHED = 'Harbor Festival';
const DRAFT = 'Harbor Festival 2027: three days of music';

test('a board member sees a draft through a preview link on a phone, until it is stopped', async ({
  page,
  browser,
  request,
}) => {
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const fields = { title: PUBLISHED, isBannerVisible: 'true', isActive: 'true' };
  const { id, name, url } = await createPageByApi(request, unique('Festival '), fields);
  const drafted = await request.put('/api/Page/UpdatePage', {
    headers,
    multipart: { ...fields, name, url, id: String(id), title: DRAFT, draft: 'true' },
  });
  expect(drafted.status(), await drafted.text()).toBe(200);

  await signInAt(page, `/cms/management/page/edit/${id}`);
  await page.getByRole('button', { name: 'Preview' }).click();
  const dialog = page.getByRole('dialog', { name: 'Preview' });
  await expect(dialog.getByText('None: nobody outside the staff')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create a preview link' }).click();
  const link = await dialog.getByRole('textbox', { name: 'Preview link' }).inputValue();
  expect(link).toMatch(/\/preview\/[A-Za-z0-9_-]{43}$/);
  await expect(dialog.getByText(/^Made by .*; works until/)).toHaveCount(1);
  await screenshot(page, 'preview-dialog');

  // Someone who is not signed in, on a phone.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const board = await phone.newPage();
  await board.goto(link);
  await expect(board.getByRole('heading', { level: 1, name: DRAFT })).toBeVisible();
  await expect(board.getByRole('note')).toContainText('visitors do not see them yet');
  // Drawn for a phone: nothing wider than the screen.
  const width = await board.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await screenshot(board, 'preview-phone');

  // Visitors still read the published page.
  const visitor = await phone.newPage();
  await visitor.goto(url);
  await expect(visitor.getByRole('heading', { level: 1, name: PUBLISHED })).toBeVisible();
  await expect(visitor.getByText(DRAFT)).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Stop this link' }).click();
  await expect(page.getByText('The preview link no longer works.')).toBeVisible();
  await expect(dialog.getByText('None: nobody outside the staff')).toBeVisible();
  await board.reload();
  await expect(board.getByRole('heading', { name: 'This preview link has expired' })).toBeVisible();
  await expect(board.getByText(DRAFT)).toHaveCount(0);
  await phone.close();
});
