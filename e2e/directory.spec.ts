/**
 * The member directory: a visitor filters by category, searches by name and opens a member's page
 * (with its LocalBusiness data), with JavaScript and without; staff add a member and import a
 * spreadsheet, fixing the row the preview shows in red before importing.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { apiToken, openFromMenu, screenshot, signIn, unique } from './support.ts';

/** A published member in a new category of its own, made through the API. */
async function memberByApi(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const categoryName = unique('Bakeries ');
  const category = await request.post('/api/MemberCategory/CreateMemberCategory', {
    headers,
    data: { name: categoryName },
  });
  expect(category.status(), await category.text()).toBe(200);
  const name = unique('Crumb and Co ');
  const created = await request.post('/api/Member/CreateMember', {
    headers,
    data: {
      name,
      categoryIds: [(await category.json()).id],
      shortDescription: 'Sourdough and cinnamon buns, baked before dawn.',
      description: '<p>A family bakery on <strong>Main Street</strong>.</p>',
      street: '9 Main Street',
      city: 'Bayport',
      region: 'FL',
      postalCode: '32401',
      phone: '(850) 555-0199',
      email: 'hello@crumb.example',
      website: 'https://crumb.example',
      instagramUrl: 'https://www.instagram.com/crumb',
      openingHours: 'Tue–Sat 7am–2pm',
      isActive: true,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  return { name, categoryName };
}

/** Filters by the category, searches by the name, opens the member and checks its page. */
async function findAndOpen(
  page: Page,
  { name, categoryName }: { name: string; categoryName: string },
) {
  await page.goto('/directory');
  await expect(page.getByRole('heading', { level: 1, name: 'Member Directory' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Categories' })
    .getByRole('link', { name: categoryName })
    .click();
  await expect(page).toHaveURL(/\/directory\?category=bakeries-/);
  await expect(
    page.getByRole('heading', { level: 2, name: `Members: ${categoryName}` }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name })).toBeVisible();

  await page.goto('/directory');
  await page.getByRole('searchbox', { name: 'Search members' }).fill(name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/directory\?q=Crumb/);
  await expect(page.getByRole('status').first()).toHaveText('1 member');
  await page.getByRole('link', { name }).click();

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('link', { name: '(850) 555-0199' })).toHaveAttribute(
    'href',
    'tel:8505550199',
  );
  await expect(page.getByRole('link', { name: 'hello@crumb.example' })).toHaveAttribute(
    'href',
    'mailto:hello@crumb.example',
  );
  await expect(page.getByRole('link', { name: 'See it on a map' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\/search\?query=9%20Main%20Street%2C%20Bayport/,
  );
  await expect(page.getByRole('link', { name: 'Instagram', exact: true })).toBeVisible();
  const data = await page.locator('script[type="application/ld+json"]').allTextContents();
  const business = data
    .map((text) => JSON.parse(text))
    .find((item) => item['@type'] === 'LocalBusiness');
  expect(business).toMatchObject({
    name,
    telephone: '(850) 555-0199',
    address: { streetAddress: '9 Main Street', addressLocality: 'Bayport' },
  });
}

test('a visitor filters, searches and opens a member', async ({ page, request }) => {
  test.slow();
  const member = await memberByApi(request);
  await findAndOpen(page, member);
  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await screenshot(page, `member-page-${size.width}`);
    await page.goto('/directory');
    await screenshot(page, `directory-${size.width}`);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor filters, searches and opens a member all the same', async ({ page, request }) => {
    await findAndOpen(page, await memberByApi(request));
    const missing = await page.goto('/directory/no-such-member-here');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});

test('staff add a member, then import a spreadsheet after fixing its bad row', async ({
  page,
  request,
}) => {
  test.slow();
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const categoryName = unique('Florists ');
  const category = await request.post('/api/MemberCategory/CreateMemberCategory', {
    headers,
    data: { name: categoryName },
  });
  expect(category.status()).toBe(200);

  await signIn(page);
  await openFromMenu(page, 'Members');
  await page.getByRole('link', { name: 'Add Member' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Member' })).toBeVisible();
  const name = unique('Petal Pushers ');
  await page.getByRole('textbox', { name: /^Name/ }).fill(name);
  await page.getByRole('combobox', { name: /^Categories/ }).click();
  await page.getByRole('option', { name: categoryName }).click();
  await page.keyboard.press('Escape');
  await page.getByLabel('Short description').fill('Bouquets for every day and every occasion.');
  await page.getByLabel('Phone').fill('(850) 555-0142');
  await screenshot(page, 'member-editor-1280');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search' }).fill(name);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  await screenshot(page, 'members-list-1280');

  await page.getByRole('link', { name: 'Import from spreadsheet' }).click();
  await expect(
    page.getByRole('heading', { name: 'Import members from a spreadsheet' }),
  ).toBeVisible();
  const first = unique('Seaside Tailors ');
  const second = unique('Dune Dental ');
  const csv = (link: string) =>
    Buffer.from(
      `name,categories,website\n${first},${categoryName},https://tailors.example\n${second},Health,${link}\n`,
    );
  // Mantine's FileInput is a button beside a hidden file input.
  const chooser = page.locator('input[type="file"]');
  await chooser.setInputFiles({
    name: 'members.csv',
    mimeType: 'text/csv',
    buffer: csv('not a link'),
  });
  await expect(
    page.getByText('website: Please enter a web address that begins with https://'),
  ).toBeVisible();
  await expect(page.getByText('2 rows · 2 new · 1 with problems')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import' })).toBeDisabled();
  await screenshot(page, 'member-import-errors-1280');

  await chooser.setInputFiles({
    name: 'members-fixed.csv',
    mimeType: 'text/csv',
    buffer: csv('https://dunedental.example'),
  });
  await expect(page.getByText('Ready to import')).toBeVisible();
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText('Imported: 2 members added, 0 updated.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search' }).fill(second);
  await expect(page.getByRole('row', { name: new RegExp(second) })).toBeVisible();
});
