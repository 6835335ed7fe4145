/** A visitor writes to the chamber, signs up for news and searches the site. */
import { expect, takenOver, test } from './test.ts';
import { pressAndSee, unique } from './support.ts';
import { DESKTOP, screenshotBothWidths } from './public-helpers.ts';

test.use({ viewport: DESKTOP });

test('the contact form explains its errors, then sends and starts afresh', async ({ page }) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await takenOver(form);
  await expect(page.getByText('P.O. Box 1187')).toBeVisible();
  await screenshotBothWidths(page, 'contact');

  await pressAndSee(
    form,
    'Send Message',
    'First Name is required',
    'Last Name is required',
    'Email is required',
    'Message is required',
  );
  await form.getByRole('textbox', { name: 'First Name' }).fill('Ada');
  await form.getByRole('textbox', { name: 'Last Name' }).fill('Lovelace');
  await form.getByRole('textbox', { name: 'Email' }).fill('ada-at-example');
  await form.getByRole('textbox', { name: 'Phone Number' }).pressSequentially('555010');
  await form.getByRole('textbox', { name: 'Message' }).fill('Is there a members directory?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Please enter valid email')).toBeVisible();
  await expect(form.getByText('Please enter a phone number like (999) 999-9999')).toBeVisible();

  await form.getByRole('textbox', { name: 'Email' }).fill(`${unique('ada')}@example.com`);
  // Carry on typing where the number stopped, as a person clicking into the field would.
  const phone = form.getByRole('textbox', { name: 'Phone Number' });
  await phone.click();
  await phone.press('End');
  await phone.pressSequentially('1234');
  await expect(phone).toHaveValue('(555) 010-1234');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Success! Your message has been received.')).toBeVisible();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(form.getByRole('textbox', { name: 'First Name' })).toHaveValue('');
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('');
});

test('the footer sign-up refuses a bad address, then signs up', async ({ page }) => {
  await page.goto('/home');
  const footer = page.getByRole('contentinfo');
  const email = footer.getByRole('textbox', { name: 'Email address' });
  await takenOver(email);
  await email.fill('not-an-address');
  await footer.getByRole('button', { name: 'Sign Up' }).click();
  await expect(footer.getByText('Please enter valid email')).toBeVisible();
  await email.fill(`${unique('deals')}@example.com`);
  await footer.getByRole('button', { name: 'Sign Up' }).click();
  await expect(footer.getByRole('status')).toHaveText(/thank you/i);
  await expect(email).toHaveValue('');
});

test('the header search finds a blog by its title, and says when nothing matches', async ({
  page,
}) => {
  await page.goto('/home');
  // The search button is the summary of a <details>: it opens without JavaScript too.
  await page.getByRole('banner').locator('summary[aria-label="Search"]').click();
  const box = page.getByRole('searchbox', { name: 'Search this site' });
  // The search panel's hint (the phone drawer, hidden here, has a box of its own).
  await expect(
    page.getByRole('banner').getByText('Start typing and press enter to search').first(),
  ).toBeVisible();
  await takenOver(box);
  await box.fill('qwxzzyplk');
  await expect(box).toHaveAccessibleDescription('No Results Available');
  await box.fill('Small Business Saturday');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=Small(\+|%20)Business(\+|%20)Saturday$/);
  const blogs = page.getByRole('region', { name: 'Blogs' });
  await blogs.getByRole('link', { name: /Small Business Saturday: a record year/ }).click();
  await expect(page).toHaveURL(/\/blog\/small-business-saturday$/);

  await page.goto('/search?q=qwxzzyplk');
  await expect(page.getByRole('heading', { name: 'No Results Available' })).toBeVisible();
});

test('the resources guide lists each step with its agencies, their links in new tabs', async ({
  page,
}) => {
  await page.goto('/resources');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2 })).toContainText([
    'At a glance',
    '1. Registering for sales and use tax',
    '2. Occupational license',
    '3. Alcohol permits',
    '4. Local beer and liquor licenses in incorporated areas',
    '5. Contractor registration and health permit',
    '6. Miscellaneous agencies',
    '7. Forms and resources',
    'Need a hand?',
  ]);
  await expect(page.getByText('Total sales and use tax in Bayport is 9 percent')).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Bayport County Tax Collector (opens in a new tab)' }),
  ).toHaveAttribute('target', '_blank');
  await expect(main.getByRole('link', { name: '(555) 013-4400' })).toHaveAttribute(
    'href',
    'tel:5550134400',
  );
  await screenshotBothWidths(page, 'resources');
});

test('a phone number pasted into the contact form is taken and formatted', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.goto('/contact');
  await page.evaluate(() => navigator.clipboard.writeText('555 123 4567'));
  const phone = page.getByRole('textbox', { name: 'Phone Number' });
  await phone.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(phone).toHaveValue('(555) 123-4567');
});
