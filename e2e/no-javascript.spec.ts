/**
 * The public site with JavaScript off (docs/decisions/147-public-islands.md): menus, the phone
 * drawer, search, the events filters and the forms all work on the pages the server draws.
 */
import { expect, test } from './test.ts';
import { DESKTOP, PHONE } from './public-helpers.ts';
import { screenshot, unique } from './support.ts';

test.use({ javaScriptEnabled: false, viewport: DESKTOP });

test('the menu and a sub-menu lead to their pages', async ({ page }) => {
  await page.goto('/home');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const business = nav.getByRole('button', { name: 'Business' });
  await expect(nav.getByRole('link', { name: 'Small Business Resources' })).toBeHidden();
  await business.hover();
  await screenshot(page, 'no-js-submenu');
  await nav.getByRole('link', { name: 'Small Business Resources' }).click();
  await expect(page).toHaveURL(/\/resources$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Small Business Resources' }),
  ).toBeVisible();
  // From the keyboard: focus inside a group opens it.
  await nav.getByRole('button', { name: 'Community' }).focus();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Lifestyle & Community' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/lifestyle-and-community$/);
});

test('on a phone the drawer opens, holds the menu and its groups, and closes', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/home');
  const mobile = page.getByRole('navigation', { name: 'Mobile' });
  await expect(mobile).toBeHidden();
  const burger = page.getByRole('banner').locator('summary[aria-label="Menu"]');
  // From the keyboard, as a button.
  await burger.focus();
  await page.keyboard.press('Enter');
  await expect(mobile).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin Login' })).toHaveAttribute('href', '/login');
  await screenshot(page, 'no-js-drawer-390');
  await burger.click();
  await expect(mobile).toBeHidden();
  await burger.click();
  await mobile.getByText('About', { exact: true }).click();
  await mobile.getByRole('link', { name: 'Board of Directors' }).click();
  await expect(page).toHaveURL(/\/board-of-directors$/);
  await expect(page.getByRole('heading', { name: 'Executive Committee' })).toBeVisible();
});

test('the header search opens /search with the results drawn by the server', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('banner').locator('summary[aria-label="Search"]').click();
  const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search this site' });
  await box.fill('Small Business Saturday');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=Small\+Business\+Saturday$/);
  await expect(
    page
      .getByRole('region', { name: 'Blogs' })
      .getByRole('link', { name: /Small Business Saturday: a record year/ }),
  ).toBeVisible();
});

test('the events filters are links the server answers', async ({ page }) => {
  await page.goto('/events');
  const filters = page.getByRole('group', { name: 'Filter events' });
  await filters.getByText('Past', { exact: true }).click();
  await expect(page).toHaveURL(/\/events\?show=past$/);
  await expect(filters.getByRole('link', { name: 'Past' })).toHaveAttribute('aria-current', 'page');
  await filters.getByText('Workshops', { exact: true }).click();
  await expect(page).toHaveURL(/\/events\?show=workshop$/);
  const count = await page
    .getByRole('status')
    .filter({ hasText: /events?$/ })
    .textContent();
  expect(count).toMatch(/^\d+ events?$/);
});

test('the contact form answers with its errors and the typing kept, then with the thank-you', async ({
  page,
}) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByRole('textbox', { name: 'First Name' }).fill('Ada');
  await form.getByRole('textbox', { name: 'Email' }).fill('ada-at-example');
  await form.getByRole('textbox', { name: 'Message' }).fill('Is there a members directory?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(/\/contact#contact-form-title$/);
  await expect(form.getByText('Last Name is required')).toBeVisible();
  await expect(form.getByText('Please enter valid email')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'First Name' })).toHaveValue('Ada');
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue(
    'Is there a members directory?',
  );
  await screenshot(page, 'no-js-contact-errors');

  await form.getByRole('textbox', { name: 'Last Name' }).fill('Lovelace');
  await form.getByRole('textbox', { name: 'Email' }).fill(`${unique('ada')}@example.com`);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('status')).toHaveText('Success! Your message has been received.');
  await expect(form.getByRole('textbox', { name: 'First Name' })).toHaveValue('');
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('');
});

test('the footer sign-up answers on the page it was sent from', async ({ page }) => {
  await page.goto('/events');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('textbox', { name: 'Email address' }).fill('not-an-address');
  await footer.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/events#subscribe-title$/);
  await expect(footer.getByText('Please enter valid email')).toBeVisible();
  await expect(footer.getByRole('textbox', { name: 'Email address' })).toHaveValue(
    'not-an-address',
  );
  await footer
    .getByRole('textbox', { name: 'Email address' })
    .fill(`${unique('deals')}@example.com`);
  await footer.getByRole('button', { name: 'Sign Up' }).click();
  await expect(footer.getByRole('status')).toHaveText(/thank you/i);
  // Still the events page, drawn again.
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
});
