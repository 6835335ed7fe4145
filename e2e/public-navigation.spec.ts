/**
 * A visitor finds their way: the header menu and its sub-menus on a desktop and
 * in the phone drawer, the home carousel, pages built in the CMS, a blog, and Not Found.
 */
import { appReady, expect, test } from './test.ts';
import { DESKTOP, PHONE, screenshotBothWidths } from './public-helpers.ts';

test.use({ viewport: DESKTOP });

test('the desktop menu opens sub-menus by hover and by keyboard', async ({ page }) => {
  await page.goto('/home');
  // Past 10 px of scrolling the header turns compact.
  const header = page.getByRole('banner');
  await expect(header).not.toHaveAttribute('data-compact');
  await page.mouse.wheel(0, 300);
  await expect(header).toHaveAttribute('data-compact', 'true');
  await page.mouse.wheel(0, -300);
  await expect(header).not.toHaveAttribute('data-compact');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Business' }).hover();
  await nav.getByRole('link', { name: 'Small Business Resources' }).click();
  await expect(page).toHaveURL(/\/resources$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Small Business Resources' }),
  ).toBeVisible();
  // Escape closing a panel is the header island's: a plain page load brings it anew.
  await appReady(page);

  // From the keyboard: focus on the button opens its panel, Tab walks into it, Escape closes it.
  const community = nav.getByRole('button', { name: 'Community' });
  const lifestyle = nav.getByRole('link', { name: 'Lifestyle & Community' });
  await community.focus();
  await expect(lifestyle).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(lifestyle).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(lifestyle).toBeHidden();
  await expect(community).toBeFocused();

  // Focus that leaves and comes back opens it again.
  await nav.getByRole('link', { name: 'Events' }).focus();
  await community.focus();
  await expect(lifestyle).toBeVisible();
  await nav.getByRole('link', { name: 'Visit Bayport' }).click();
  await expect(page).toHaveURL(/\/visit-bayport$/);
});

test('on a phone the drawer holds Home, the menu with its groups, and Admin Login', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/home');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  // The burger is the summary of a <details>: it works without JavaScript too.
  await page.getByRole('banner').locator('summary[aria-label="Menu"]').click();
  const drawer = page.getByRole('navigation', { name: 'Mobile' });
  await expect(page.getByRole('link', { name: 'Admin Login' })).toHaveAttribute('href', '/login');
  await drawer.getByText('About', { exact: true }).click();
  await drawer.getByRole('link', { name: 'Board of Directors' }).click();
  await expect(page).toHaveURL(/\/board-of-directors$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Executive Committee' })).toBeVisible();
  // Bios live at /bio-{name}.
  await page.getByRole('link', { name: 'Maria Alvarez' }).click();
  await expect(page).toHaveURL(/\/bio-maria-alvarez$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Maria Alvarez' })).toBeVisible();
});

test('the home carousel turns by itself, by its dots, and waits while hovered', async ({
  page,
}) => {
  // The page's clock is the test's: the 5 s between slides pass when the test says so.
  await page.clock.install();
  await page.goto('/home');
  const dot = (n: number) => page.getByRole('link', { name: `Go to slide ${n}` });
  await expect(dot(1)).toHaveAttribute('aria-current', 'true');
  // Autoplay: 5 s per slide.
  await page.clock.runFor(5_500);
  await expect(dot(2)).toHaveAttribute('aria-current', 'true');
  await dot(3).click();
  await expect(dot(3)).toHaveAttribute('aria-current', 'true');
  await expect(page.getByText('Saturday market is back')).toBeInViewport();
  // The pointer is still over the carousel: past a slide's time, it stays on slide 3.
  await page.clock.runFor(6_000);
  await expect(dot(3)).toHaveAttribute('aria-current', 'true');
  await page.mouse.move(5, 850);
  await page.clock.runFor(5_500);
  await expect(dot(1)).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Welcome to Bayport Chamber of Commerce',
  );
  await screenshotBothWidths(page, 'home');
});

test('a page built in the CMS shows every kind of section', async ({ page }) => {
  await page.goto('/visit-bayport');
  await expect(page.getByRole('heading', { level: 1, name: 'Visit Bayport' })).toBeVisible();
  for (const kind of [
    'DEFAULT',
    'REVERSED',
    'FULLWIDTH',
    'FULLWIDTH_PADDED',
    'TEXTONLY',
    'CARD',
    'BANNER',
    'DYNAMIC_BANNER',
    'CUSTOM',
  ]) {
    await expect(
      page.locator(`section[data-kind="CONTENT_SECTION_${kind}"]`).first(),
    ).toBeAttached();
  }
  for (const title of [
    'Welcome to Bayport',
    'The historic harbor',
    'Getting here',
    'Membership that pays for itself',
    'Simple, fair dues',
  ]) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Call the membership desk' })).toHaveAttribute(
    'href',
    'tel:5550104200',
  );
  await expect(page).toHaveTitle('Visit Bayport | Bayport Chamber of Commerce');
  await screenshotBothWidths(page, 'visit-bayport');
});

test('a blog opens from the list with its date and author', async ({ page }) => {
  await page.goto('/blogs-and-reviews');
  // The demo's three blogs, and any that staff tests running beside this one have added.
  await expect.poll(() => page.getByRole('article').count()).toBeGreaterThanOrEqual(3);
  // The search by title is a GET form the server answers.
  await page.getByRole('searchbox', { name: 'Search blogs' }).fill('board chair');
  await page.getByRole('searchbox', { name: 'Search blogs' }).press('Enter');
  await expect(page).toHaveURL(/\/blogs-and-reviews\?title=board\+chair$/);
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.goto('/blogs-and-reviews');
  await screenshotBothWidths(page, 'blogs');
  await page.getByRole('link', { name: 'Five questions for our new board chair' }).click();
  await expect(page).toHaveURL(/\/blog\/new-board-chair$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Five questions for our new board chair' }),
  ).toBeVisible();
  await expect(page.getByText('By Site Administrator')).toBeVisible();
});

test('unknown addresses get a friendly Not Found with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Homepage' }).click();
  await expect(page).toHaveURL(/\/home$/);
});
