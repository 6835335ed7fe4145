/**
 * Hot Deals from end to end: a member proposes a deal on the public form with JavaScript off,
 * staff approve it in the back office, visitors find it on /deals and its page, and once staff
 * move its last day into the past it leaves the site by itself.
 */
import type { Browser } from '@playwright/test';
import { DEAL_PROPOSED_MESSAGE } from '@chamber/contracts';
import { expect, test } from './test.ts';
import { PHONE } from './public-helpers.ts';

const WIDE = { width: 1280, height: 800 };
import { apiToken, openFromMenu, screenshot, signIn, unique } from './support.ts';

const DAY_MS = 86_400_000;
/** A day in the chamber's zone (the demo's: America/New_York), `offset` days from today. */
const day = (offset: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
    Date.now() + offset * DAY_MS,
  );

/** A visitor's browser without JavaScript: the site as the server draws it, forms posted plainly. */
async function visitorWithoutScripts(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: WIDE });
  return { context, page: await context.newPage() };
}

test('a proposed deal is approved, shown, and leaves the site once it has ended', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  // The whole life of a deal, in two browsers, on a 2-core machine shared with other tests.
  test.slow();
  const token = await apiToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const category = await request.post('/api/MemberCategory/CreateMemberCategory', {
    headers,
    data: { name: unique('Bakeries') },
  });
  expect(category.status(), await category.text()).toBe(200);
  const memberName = unique('Bayside Bakery');
  const created = await request.post('/api/Member/CreateMember', {
    headers,
    data: { name: memberName, categoryIds: [(await category.json()).id], isActive: true },
  });
  expect(created.status(), await created.text()).toBe(200);
  const title = unique('Two loaves for the price of one');

  // A member proposes the deal, JavaScript off.
  const visitor = await visitorWithoutScripts(browser, baseURL);
  const site = visitor.page;
  await site.goto('/deals');
  await site.getByRole('link', { name: 'Members: propose a deal' }).click();
  await expect(site.getByRole('heading', { level: 1, name: 'Propose a Deal' })).toBeVisible();
  // Sent empty first: the page comes back saying what is missing.
  await site.getByRole('button', { name: 'Send for approval' }).click();
  await expect(site.getByText('Please choose your business or type its name')).toBeVisible();
  await expect(site.getByText('Title is required')).toBeVisible();
  await site.getByLabel('Your business', { exact: true }).selectOption({ label: memberName });
  await site.getByLabel('Contact Email').fill('owner@bayside-bakery.example');
  await site.getByLabel('Title').fill(title);
  await site.getByLabel('Description').fill('Every Tuesday morning, while the loaves last.');
  await site.getByLabel('Terms').fill('One per customer.');
  await site.getByLabel('Valid Until').fill(day(20));
  await screenshot(site, 'public-deal-proposal-1280');
  await site.getByRole('button', { name: 'Send for approval' }).click();
  await expect(site.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await expect(site.getByText(DEAL_PROPOSED_MESSAGE)).toBeVisible();
  // Not on the site before staff approve it.
  await site.goto('/deals');
  await expect(site.getByRole('heading', { level: 1, name: 'Hot Deals' })).toBeVisible();
  await expect(site.getByRole('link', { name: title })).toHaveCount(0);

  // Staff see it waiting, and approve it.
  await signIn(page);
  await openFromMenu(page, 'Hot Deals');
  await expect(page.getByText('Proposals waiting for approval')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row.getByText('Waiting for approval')).toBeVisible();
  await expect(row.getByText(memberName)).toBeVisible();
  await screenshot(page, 'deals-list-1280');
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`Approved: “${title}” is on Hot Deals.`)).toBeVisible();
  await expect(row.getByText('Waiting for approval')).toHaveCount(0);

  // Visitors find it, and its page with the terms and the member.
  await site.goto('/deals');
  await site.getByRole('link', { name: title }).click();
  await expect(site.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(site.getByText('One per customer.')).toBeVisible();
  await expect(site.getByRole('link', { name: memberName })).toHaveAttribute(
    'href',
    /^\/directory\//,
  );
  const dealUrl = site.url();
  for (const size of [WIDE, PHONE]) {
    await site.setViewportSize(size);
    await screenshot(site, `public-deal-details-${size.width}`);
    await site.goto('/deals');
    await screenshot(site, `public-deals-${size.width}`);
    await site.goto(dealUrl);
  }

  // Staff move its last day into the past: it leaves the site at once.
  await row.getByRole('link', { name: 'View' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Deal' })).toBeVisible();
  await expect(page.getByLabel('Valid Until')).toHaveValue(day(20));
  await screenshot(page, 'deal-editor-1280');
  await page.getByLabel('Valid Until').fill(day(-1));
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hot Deals' })).toBeVisible();
  await expect(
    page.getByRole('row', { name: new RegExp(title) }).getByText('Expired'),
  ).toBeVisible();

  await site.goto('/deals');
  await expect(site.getByRole('link', { name: title })).toHaveCount(0);
  const gone = await site.goto(dealUrl);
  expect(gone?.status()).toBe(404);
  await visitor.context.close();
});
