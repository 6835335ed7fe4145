/**
 * Two people edit the same event at once (docs/editing.md): each is told the other has it open,
 * and the second to save is told who saved first and when, and chooses whose version stays.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { EVERY_DATABASE, expect, test } from './test.ts';
import {
  apiToken,
  createEventByApi,
  createUserByApi,
  E2E_ADMIN,
  screenshot,
  signIn,
  unique,
} from './support.ts';

/** The stored title, as the staff API answers it. */
async function storedTitle(request: APIRequestContext, id: number) {
  const response = await request.get(`/api/Event/GetEventById?eventId=${id}`, {
    headers: { authorization: `Bearer ${await apiToken(request)}` },
  });
  return ((await response.json()) as { title: string }).title;
}

/** A browser window of its own (its own sign-in), signed in and on the event's editor. */
async function editorAs(browser: Browser, id: number, username: string, password: string) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, username, password);
  await openEditor(page, id);
  return page;
}

async function openEditor(page: Page, id: number) {
  await page.goto(`/cms/management/event/${id}`);
  // The screen first, then its record in the form.
  await expect(page.getByRole('heading', { name: 'Edit Event' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Event Title/ })).not.toHaveValue('');
}

async function saveTitle(page: Page, title: string) {
  await page.getByRole('textbox', { name: /^Event Title/ }).fill(title);
  await page.getByRole('button', { name: 'Save draft' }).click();
}

/**
 * An event open in two windows: the administrator's and an editor's; the administrator saves
 * first, then the editor saves their own change and is shown the conflict dialog.
 */
async function editorSavesSecond(browser: Browser, request: APIRequestContext) {
  const id = await createEventByApi(request, unique('Harbor Expo '));
  const authenticated = await request.post('/api/Users/Authenticate', {
    data: { email: E2E_ADMIN.username, password: E2E_ADMIN.password },
  });
  const adminName = ((await authenticated.json()) as { fullName: string }).fullName;
  const staff = await createUserByApi(request, { username: unique('editor') });
  const first = await editorAs(browser, id, E2E_ADMIN.username, E2E_ADMIN.password);
  const second = await editorAs(browser, id, staff.username, staff.password);

  await saveTitle(first, 'Harbor Expo, by the administrator');
  await expect(
    first.getByText('Draft saved. Visitors see the published event until you publish it.'),
  ).toBeVisible();
  await first.context().close();

  await saveTitle(second, 'Harbor Expo, by the editor');
  const dialog = second.getByRole('dialog', { name: 'Someone else saved this first' });
  await expect(dialog).toContainText(
    new RegExp(`${adminName} saved this event at \\d\\d:\\d\\d UTC, after you opened it\\.`),
  );
  return { id, second, dialog };
}

test(
  'the second to save is told who saved first, compares, and can load their version',
  { tag: EVERY_DATABASE },
  async ({ browser, request }) => {
    const { second, dialog } = await editorSavesSecond(browser, request);
    await screenshot(second, 'conflicts-dialog');
    // Compare first: their title struck through, mine underlined.
    await dialog.getByRole('button', { name: 'Compare' }).click();
    await expect(dialog.locator('del', { hasText: 'administrator' })).toBeVisible();
    await expect(dialog.locator('ins', { hasText: 'editor' })).toBeVisible();
    await screenshot(second, 'conflicts-compare');
    await dialog.getByRole('button', { name: 'Load their version' }).click();
    await expect(dialog).toBeHidden();
    await expect(second.getByRole('textbox', { name: /^Event Title/ })).toHaveValue(
      'Harbor Expo, by the administrator',
    );
    await second.context().close();
  },
);

test(
  'the second to save can keep their own version over the first',
  { tag: EVERY_DATABASE },
  async ({ browser, request }) => {
    const { id, second, dialog } = await editorSavesSecond(browser, request);
    await dialog.getByRole('button', { name: 'Save mine anyway' }).click();
    await expect(
      second.getByText('Draft saved. Visitors see the published event until you publish it.'),
    ).toBeVisible();
    await expect(second).toHaveURL(/\/cms\/management\/events$/);
    expect(await storedTitle(request, id)).toBe('Harbor Expo, by the editor');
    await second.context().close();
  },
);

test('each is told who else has the event open, until they leave it', async ({
  browser,
  request,
}) => {
  const id = await createEventByApi(request, unique('Harbor Expo '));
  const ana = await createUserByApi(request, { username: unique('ana') });
  const ben = await createUserByApi(request, { username: unique('ben') });
  // createUserByApi names them "<username> Staff".
  const [anaName, benName] = [`${ana.username} Staff`, `${ben.username} Staff`];
  const first = await editorAs(browser, id, ana.username, ana.password);
  const second = await editorAs(browser, id, ben.username, ben.password);

  const notice = (page: Page, name: string) =>
    page.getByRole('status', { name: `${name} also has this event open` });
  await expect(notice(second, anaName)).toBeVisible();
  await screenshot(second, 'conflicts-colleague-editing');
  // Ana hears of Ben at her next word to the server: opening the editor again is one.
  await openEditor(first, id);
  await expect(notice(first, benName)).toBeVisible();

  // Ben leaves the editor: Ana no longer sees him once her editor asks again.
  await second.getByRole('link', { name: 'Dashboard' }).click();
  await expect(second.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await openEditor(first, id);
  await expect(first.getByRole('textbox', { name: /^Event Title/ })).toBeVisible();
  await expect(notice(first, benName)).toBeHidden();
  await first.context().close();
  await second.context().close();
});
