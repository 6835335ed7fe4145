/**
 * Drafts and publishing as staff use them (docs/editing.md): a change saved as a draft stays off
 * the public site until Publish; a publish scheduled for a near time happens on its own.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { apiToken, createPageByApi, pickDateTime, screenshot, signIn, unique } from './support.ts';

/** A published page made through the API; answers its id and address. */
async function publishedPage(request: APIRequestContext, title: string, draft = false) {
  return createPageByApi(request, unique('Harbor Walk '), {
    title,
    isActive: 'true',
    draft: String(draft),
  });
}

/** What a visitor gets at `url`: the server-drawn page, or its status when there is none. */
const publicPage = async (request: APIRequestContext, url: string) => {
  const response = await request.get(url, { headers: { authorization: '' } });
  return response.ok() ? await response.text() : `status ${response.status()}`;
};

/** Opens the page's editor and sees its publishing status there. */
async function openEditor(page: Page, id: number, status: 'Published' | 'Draft') {
  await page.goto(`/cms/management/page/edit/${id}`);
  await expect(page.getByText(status, { exact: true })).toBeVisible();
}

/** Opens the editor's Schedule dialog. */
async function openScheduleDialog(page: Page) {
  await page.getByRole('button', { name: 'Schedule…' }).click();
  return page.getByRole('dialog', { name: 'Schedule the page' });
}

/**
 * Moves the page's scheduled publish or unpublish (`call`) to seconds from now, given exactly
 * through the API (the picker counts in minutes).
 */
async function scheduleSoon(request: APIRequestContext, call: 'Publish' | 'Unpublish', id: number) {
  const at = new Date(Date.now() + 3000).toISOString();
  const response = await request.post(`/api/Publishing/${call}`, {
    headers: { authorization: `Bearer ${await apiToken(request)}` },
    data: { type: 'page', id, [call === 'Publish' ? 'publishAt' : 'unpublishAt']: at },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('a draft stays off the public site until staff publish it', async ({ page, request }) => {
  const { id, url } = await publishedPage(request, 'Walk the old harbour');
  await signIn(page);
  await openEditor(page, id, 'Published');
  await expect(page.getByText('Status:')).toBeVisible();

  await page.getByRole('textbox', { name: 'Page Title' }).fill('Walk the new waterfront');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(
    page.getByText('Draft saved. Visitors see the published page until you publish it.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/cms\/management\/pages$/);

  // The public page still shows what was published.
  const before = await publicPage(request, url);
  expect(before).toContain('Walk the old harbour');
  expect(before).not.toContain('Walk the new waterfront');

  // Staff see the draft, marked as such, in the list and the editor.
  await page.getByRole('textbox', { name: 'Search' }).fill('Walk the new waterfront');
  // Its own row: until the search has narrowed the list, other tests' drafts are listed too.
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: 'Walk the new waterfront' })
      .getByText('Published — unpublished changes'),
  ).toBeVisible();
  await page.goto(`/cms/management/page/edit/${id}`);
  await expect(page.getByRole('textbox', { name: 'Page Title' })).toHaveValue(
    'Walk the new waterfront',
  );
  await page.evaluate(() => window.scrollTo(0, 0)); // the header is fixed: shoot from the top
  await screenshot(page, 'publishing-editor');

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Page published.')).toBeVisible();
  await expect.poll(() => publicPage(request, url)).toContain('Walk the new waterfront');
});

test('a publish scheduled for a near time happens on its own', async ({ page, request }) => {
  const { id, url } = await publishedPage(request, 'Lantern night', true);
  expect(await publicPage(request, url)).toBe('status 404');

  await signIn(page);
  await openEditor(page, id, 'Draft');
  // Scheduled for next month from the editor: the list and the editor say when.
  const dialog = await openScheduleDialog(page);
  await expect(dialog.getByText('published on the site at the time you choose')).toBeVisible();
  await pickDateTime(page, /^Publish on/, { monthsAhead: 1, day: 15, time: ['09', '30', 'AM'] });
  await page.evaluate(() => window.scrollTo(0, 0)); // the header is fixed: shoot from the top
  await screenshot(page, 'publishing-schedule');
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(
    page.getByText(/^The page will be published on 15 \w+ \d{4}, \d\d:30 UTC\.$/),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/cms\/management\/pages$/);
  await page.getByRole('textbox', { name: 'Search' }).fill('Lantern night');
  // On the chamber's clock, named (the demo chamber's zone is America/New_York).
  await expect(page.getByText(/^Scheduled for 15 \w+, 09:30 E[SD]T$/)).toBeVisible();
  await page.goto(`/cms/management/page/edit/${id}`);
  await expect(page.getByText(/^Scheduled for /)).toBeVisible();
  expect(await publicPage(request, url)).toBe('status 404');

  // Moved to a near time: seconds from now.
  await scheduleSoon(request, 'Publish', id);
  await expect.poll(() => publicPage(request, url), { timeout: 15_000 }).toContain('Lantern night');
  await page.reload();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
});

test('a published page can be set to come off the site by itself', async ({ page, request }) => {
  const { id, url } = await publishedPage(request, 'Spring offer');
  expect(await publicPage(request, url)).toContain('Spring offer');

  await signIn(page);
  await openEditor(page, id, 'Published');
  const dialog = await openScheduleDialog(page);
  // Nothing chosen yet: nothing to schedule.
  await expect(dialog.getByRole('button', { name: 'Schedule', exact: true })).toBeDisabled();
  await pickDateTime(page, /^Take it off the site on/, {
    monthsAhead: 1,
    day: 20,
    time: ['05', '00', 'PM'],
  });
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(
    page.getByText(/^The page will be unpublished on 20 \w+ \d{4}, \d\d:00 UTC\.$/),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Search' }).fill('Spring offer');
  await expect(page.getByText(/^Published — off the site on 20 \w+, 17:00 E[SD]T$/)).toBeVisible();
  // Still on the site until then.
  expect(await publicPage(request, url)).toContain('Spring offer');

  // Moved to seconds from now through the API: it comes off on its own, and says so.
  await scheduleSoon(request, 'Unpublish', id);
  await expect.poll(() => publicPage(request, url), { timeout: 15_000 }).toBe('status 404');
  await openEditor(page, id, 'Draft');
});
