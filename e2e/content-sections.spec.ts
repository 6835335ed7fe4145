/** The content sections list and the section editor as staff use them. */
import { type APIRequestContext, type Page } from '@playwright/test';
import { EVERY_DATABASE, expect, test } from './test.ts';
import sharp from 'sharp';
import { apiToken, screenshot, signIn, signInAt, unique } from './support.ts';
import { clickInRow, confirmDialog } from './lists.ts';

const png = () =>
  sharp({
    create: { width: 800, height: 600, channels: 3, background: '#2a6f97' },
  })
    .png()
    .toBuffer();

async function storedSection(request: APIRequestContext, id: number) {
  const token = await apiToken(request);
  const response = await request.get(
    `/api/ContentSection/GetContentSectionById?contentSectionId=${id}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  expect(response.status()).toBe(200);
  return (await response.json()) as { name: string; type: string; rawHTML: string | null };
}

async function chooseType(page: Page, label: string) {
  await page.getByRole('combobox', { name: /^Type/ }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

const KINDS = [
  ['Default', 'default'],
  ['Reversed', 'reversed'],
  ['Full Width', 'full-width'],
  ['Full Width Padded', 'full-width-padded'],
  ['Text Only', 'text-only'],
  ['Card', 'card'],
  ['Banner', 'banner'],
  ['Dynamic Banner', 'dynamic-banner'],
  ['Custom', 'custom'],
] as const;

test('the section editor presets, requires and previews each of the nine kinds', async ({
  page,
}) => {
  await signInAt(page, '/cms/management/content-sections');
  await page.getByRole('link', { name: 'New Content Section' }).click();
  await expect(page).toHaveURL(/\/cms\/management\/content-section$/);

  await page.getByRole('textbox', { name: /^Content Section Name/ }).fill(unique('Preview '));
  await page.getByRole('textbox', { name: /^Title/ }).fill('Grow your business in Bayport');
  await page
    .getByRole('textbox', { name: /^Content Details/ })
    .fill('Members meet every month to share leads, learn and support local shops.');
  await page.getByRole('textbox', { name: 'Primary Button Text' }).fill('Join now');
  await page.getByRole('combobox', { name: /^Primary Action Type/ }).click();
  await page.getByRole('option', { name: 'Page' }).click();
  await page.getByRole('combobox', { name: /^Primary Action Link/ }).fill('/contact');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'harbor.png',
    mimeType: 'image/png',
    buffer: await png(),
  });
  const preview = page.getByRole('group', { name: 'Live Preview' });
  const alignment = page.getByRole('combobox', { name: /^Alignment/ });

  for (const [label, file] of KINDS) {
    await chooseType(page, label);
    if (label === 'Custom') {
      await expect(page.getByRole('textbox', { name: 'Custom HTML' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveCount(0);
    } else {
      await expect(preview.getByText('Grow your business in Bayport')).toBeVisible();
    }
    // Type presets: Reversed → Right, others Left; alignment locked for Default and Reversed.
    await expect(alignment).toHaveValue(label === 'Reversed' ? 'Right' : 'Left');
    if (label === 'Default' || label === 'Reversed') await expect(alignment).toBeDisabled();
    else await expect(alignment).toBeEnabled();
    // The type says what it is in a line under the field; no boxes repeat it.
    await expect(page.getByRole('combobox', { name: /^Type/ })).toHaveAccessibleDescription(
      /\w+\.$/,
    );
    await expect(page.getByRole('checkbox', { name: 'Is Floating Card?' })).toHaveCount(0);
    await screenshot(page, `content-sections-editor-${file}`);
  }
  // On a phone the form is one column and the editor's toolbar wraps.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Insert video' })).toBeVisible();
  await screenshot(page, 'content-sections-editor-custom-390');
});

test('a Custom section keeps bold text, a link and a list as HTML', async ({ page, request }) => {
  const name = unique('Custom notes ');
  await signInAt(page, '/cms/management/content-section');
  await page.getByRole('textbox', { name: /^Content Section Name/ }).fill(name);
  await chooseType(page, 'Custom');
  const editor = page.getByRole('textbox', { name: 'Custom HTML' });
  await editor.click();

  await page.keyboard.type('Members ');
  await page.getByRole('button', { name: 'Bold', exact: true }).click();
  await page.keyboard.type('save more');
  await page.getByRole('button', { name: 'Bold', exact: true }).click();
  await page.keyboard.type(' at our events');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Bullet list' }).click();
  await page.keyboard.type('Networking');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Workshops');
  // The link last, as nothing is typed after it: the editor puts its selection back a moment
  // after the link box saves, and a key pressed before then would land on the linked words.
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('End');
  for (let i = 0; i < 'our events'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
  await expect
    .poll(() => page.evaluate(() => document.getSelection()?.toString()))
    .toBe('our events');
  await page.getByRole('button', { name: 'Link', exact: true }).click();
  const linkTo = page.getByRole('combobox', { name: 'Link to' });
  await linkTo.fill('https://example.com/events');
  await linkTo.press('Enter');
  await expect(linkTo).toBeHidden();
  await expect(editor.locator('strong')).toHaveText('save more');
  await expect(editor.locator('a')).toHaveText('our events');
  await expect(page.getByRole('group', { name: 'Live Preview' }).locator('li')).toHaveText([
    'Networking',
    'Workshops',
  ]);
  await screenshot(page, 'content-sections-custom-filled');

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Content section published.')).toBeVisible();
  // Created outside a page or blog: its own edit screen opens.
  await expect(page).toHaveURL(/\/cms\/management\/content-section\/edit\/\d+$/);
  const stored = await storedSection(request, Number(page.url().split('/').pop()));
  expect(stored.type).toBe('CONTENT_SECTION_CUSTOM');
  expect(stored.rawHTML).toContain('<strong>save more</strong>');
  expect(stored.rawHTML).toMatch(
    /<a [^>]*href="https:\/\/example\.com\/events"[^>]*>our events<\/a>/,
  );
  expect(stored.rawHTML).toMatch(/<ul><li>(<p>)?Networking(<\/p>)?<\/li><li>(<p>)?Workshops/);

  // The stored HTML comes back into the editor; saving returns to the list.
  await expect(page.getByRole('textbox', { name: 'Custom HTML' }).locator('strong')).toHaveText(
    'save more',
  );
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Content section published.')).toBeVisible();
  await expect(page).toHaveURL(/\/cms\/management\/content-sections$/);
  await expect(page.getByRole('table', { name: 'Content Sections and Banners' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search' }).fill(name);
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Custom');
  await screenshot(page, 'content-sections-list');
});

test('deleting a section used by a page names the page first, and takes it off the page too', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const pageName = unique('Uses section ');
  const created = await request.post('/api/Page/CreatePage', {
    headers,
    multipart: { name: pageName, url: `/${unique('uses-section-')}` },
  });
  expect(created.status(), await created.text()).toBe(200);
  const pageId = ((await created.json()) as { id: number }).id;
  const [used, unused] = [unique('Used notice '), unique('Spare notice ')];
  for (const name of [used, unused]) {
    const response = await request.post('/api/ContentSection/CreateContentSection', {
      headers,
      multipart: {
        name,
        type: 'CONTENT_SECTION_TEXTONLY',
        title: 'Notice',
        description: 'Closed on Monday.',
        ...(name === used ? { pageId: String(pageId) } : {}),
      },
    });
    expect(response.status(), await response.text()).toBe(200);
  }

  await signInAt(page, '/cms/management/content-sections');
  const search = page.getByRole('textbox', { name: 'Search' });
  await search.fill(used);
  await clickInRow(page, used, 'Delete');
  // The confirmation says where it is used; both go to the Trash (decision 115).
  const dialog = page.getByRole('dialog', { name: 'Delete Content Section' });
  await expect(dialog.getByText(`Page “${pageName}”`)).toBeVisible();
  await confirmDialog(page, {
    title: 'Delete Content Section',
    question: 'Are you sure you want to delete this content section?',
    button: 'Delete',
  });
  await expect(page.getByText('Content section deleted successfully.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: used })).toHaveCount(0);
  const onPage = await request.get(`/api/Page/GetPageById?pageId=${pageId}`, {
    // A fresh token: the browser tests' tokens live 8 s (playwright.config.ts).
    headers: { authorization: `Bearer ${await apiToken(request)}` },
  });
  expect(onPage.status(), await onPage.text()).toBe(200);
  expect(((await onPage.json()) as { contentSections: unknown[] }).contentSections).toEqual([]);

  await search.fill(unused);
  await clickInRow(page, unused, 'Delete');
  await page
    .getByRole('dialog', { name: 'Delete Content Section' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Content section deleted successfully.').last()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: unused })).toHaveCount(0);
});

test(
  'the list answers typing while its rows are still on their way',
  { tag: EVERY_DATABASE },
  async ({ page }) => {
    await signIn(page);
    // The sections' answer is held back, as on a slow line, until the test lets it through.
    let letThrough = () => {};
    const held = new Promise<void>((resolve) => (letThrough = resolve));
    await page.route('**/api/ContentSection/GetAllContentSections*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/cms/management/content-sections');
    const list = page.getByRole('table', { name: 'Content Sections and Banners' });
    await expect(list.getByLabel('Loading')).toBeVisible();
    // Typing draws the loading table again; the page must go on answering (it once froze here).
    await page.getByRole('textbox', { name: 'Search' }).fill('Banner');
    await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('Banner');
    letThrough();
    await expect(list.getByLabel('Loading')).toBeHidden();
    await expect(list.getByRole('row').nth(1)).toContainText('Banner');
  },
);
