/**
 * Never losing typing (docs/editing.md): the editor saves its draft by itself once typing stops;
 * until then, or while it cannot (no connection), it asks before it is left and keeps the typing
 * in the browser.
 */
import { expect, test } from './test.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { answerTo, createEventByApi, screenshot, signIn, unique } from './support.ts';

/**
 * Opens the event's editor and waits for the event to come back: on a busy machine the session,
 * the site info and the screen's code take a while before the event is even asked for.
 */
async function openEditor(page: Page, id: number) {
  const event = answerTo(page, (response) =>
    response.url().includes(`/api/Event/GetEventById?eventId=${id}`),
  );
  await page.goto(`/cms/management/event/${id}`);
  expect((await event).status()).toBe(200);
}

/** The connection drops for the event's saves: the editor cannot save by itself. */
const SAVES = '**/api/Event/UpdateEvent';
const offline = (page: Page) => page.route(SAVES, (route) => route.abort('internetdisconnected'));

/** An event made through the API (titled `prefix` made unique), opened in its editor by staff. */
async function openStoredEvent(page: Page, request: APIRequestContext, prefix: string) {
  const title = unique(prefix);
  const id = await createEventByApi(request, title);
  await signIn(page);
  await openEditor(page, id);
  return { id, title };
}

test('an editor with unsaved changes asks before it is left, in the back office and on closing the tab', async ({
  page,
  request,
}) => {
  const { id, title } = await openStoredEvent(page, request, 'Guarded Gala ');
  await offline(page);
  const field = page.getByRole('textbox', { name: /^Event Title/ });
  await expect(field).toHaveValue(title);
  await field.fill(`${title} (moved to Friday)`);

  // Leaving through the navigation asks first; staying keeps the typing.
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Events' })
    .click();
  const question = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(question).toContainText('If you leave now, they are lost.');
  await screenshot(page, 'editing-leave-guard');
  await question.getByRole('button', { name: 'Stay and keep editing' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/cms/management/event/${id}$`));
  await expect(field).toHaveValue(`${title} (moved to Friday)`);

  // Closing the tab gets the browser's own question; dismissed, the page and its typing stay.
  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  await expect(field).toHaveValue(`${title} (moved to Friday)`);

  // Saved, the editor is left without a question.
  await page.unroute(SAVES);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(
    page.getByText('Draft saved. Visitors see the published event until you publish it.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/cms\/management\/events$/);
  await expect(question).toHaveCount(0);
});

test('typing not saved when the tab closed is offered back when the item is opened again', async ({
  page,
  context,
  request,
}) => {
  const { id, title } = await openStoredEvent(page, request, 'Kept Gala ');
  await offline(page);
  const typed = `${title} (moved to Friday)`;
  await page.getByRole('textbox', { name: /^Event Title/ }).fill(typed);
  await expect(page.getByRole('status').filter({ hasText: 'kept on this computer' })).toBeVisible();

  // The tab is closed without saving (the browser's question answered "Leave").
  await page.close();
  const again = await context.newPage();
  await openEditor(again, id);
  const field = again.getByRole('textbox', { name: /^Event Title/ });
  await expect(field).toHaveValue(title);
  const offer = again.getByRole('region', { name: 'Unsaved changes' });
  await expect(offer).toContainText('you made changes here that were not saved');
  await screenshot(again, 'editing-kept-typing');
  await offer.getByRole('button', { name: 'Bring them back' }).click();
  await expect(field).toHaveValue(typed);
  await again.getByRole('button', { name: 'Save draft' }).click();
  await expect(again).toHaveURL(/\/cms\/management\/events$/);

  // Saved, it is not offered again.
  await openEditor(again, id);
  await expect(again.getByRole('textbox', { name: /^Event Title/ })).toHaveValue(typed);
  await expect(again.getByRole('region', { name: 'Unsaved changes' })).toHaveCount(0);
});

test('the editor saves the draft by itself once typing stops, and a closed tab loses nothing', async ({
  page,
  context,
  request,
}) => {
  const { id, title } = await openStoredEvent(page, request, 'Autosaved Gala ');
  const typed = `${title} (moved to Friday)`;
  await page.getByRole('textbox', { name: /^Event Title/ }).fill(typed);
  await expect(page.getByRole('status')).toHaveText(/^Saved as a draft at \d{1,2}:\d\d [AP]M\.$/);
  await expect(page.getByText('Published — unpublished changes')).toBeVisible();
  await screenshot(page, 'editing-autosaved');

  // Closed without a question, opened again: the draft is there; visitors still see the title.
  await page.close({ runBeforeUnload: true });
  const again = await context.newPage();
  await openEditor(again, id);
  await expect(again.getByRole('textbox', { name: /^Event Title/ })).toHaveValue(typed);
  await expect(again.getByRole('region', { name: 'Unsaved changes' })).toHaveCount(0);
  const visitors = await request.get(`/api/Event/GetEventById?eventId=${id}`);
  expect(((await visitors.json()) as { title: string }).title).toBe(title);
});
