/**
 * The pages that were fixed screens (About the Chamber, the board and the team with their bios,
 * the guides, Contact) are pages staff edit like any other (docs/decisions/138-fixed-pages-as-content.md).
 */
import { expect, test } from './test.ts';
import { rowNamed } from './lists.ts';
import { signInAt, unique } from './support.ts';

test('staff change the Board of Directors page’s text in Pages and visitors read it', async ({
  page,
}) => {
  await signInAt(page, '/cms/management/pages');
  await page.getByRole('textbox', { name: 'Search' }).fill('Board of Directors');
  await rowNamed(page, 'Board of Directors').getByRole('link', { name: 'View' }).click();
  await expect(page).toHaveURL(/\/cms\/management\/page\/edit\/\d+$/);

  // Its content: the group headings and a tile per person, each a section staff open and edit.
  const content = page.getByRole('table', { name: 'Page content' });
  await expect(
    content.getByRole('row').filter({ hasText: 'Person – Maria Alvarez' }),
  ).toContainText('Content Section — Tile');
  await content
    .getByRole('row')
    .filter({ hasText: 'Board – Executive Committee' })
    .getByRole('link', { name: 'View' })
    .click();
  const words = unique('The officers our members elected this spring ');
  await page.getByRole('textbox', { name: /^Content Details/ }).fill(words);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Content section published.')).toBeVisible();

  await page.goto('/board-of-directors');
  await expect(page.getByRole('heading', { level: 1, name: 'Board of Directors' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(words);
  await expect(page.getByRole('heading', { name: 'Executive Committee' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor reads each former fixed page, drawn by the server', async ({ page }) => {
    for (const [url, heading, within] of [
      ['/about-the-chamber', 'About the Chamber', 'Our mission'],
      ['/board-of-directors', 'Board of Directors', 'Executive Committee'],
      ['/team-members', 'Our Team', 'Team Members'],
      ['/bio-maria-alvarez', 'Maria Alvarez', 'Chair of the Board, Alvarez & Daughters Hardware'],
      ['/economic-development', 'Economic Development', 'Where we can help'],
      ['/resources', 'Small Business Resources', '2. Occupational license'],
      ['/education', 'Education', 'Our goals for education'],
      ['/lifestyle-and-community', 'Lifestyle and Community', 'Healthcare'],
      ['/contact', 'Contact Us', 'Get in touch'],
    ]) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), url).toHaveText(heading);
      await expect(page.getByRole('heading', { level: 2, name: within }), url).toBeVisible();
    }
    // The team's cards lead to their bio pages.
    await page.goto('/team-members');
    await page.getByRole('link', { name: 'Karen Wells' }).click();
    await expect(page).toHaveURL(/\/bio-karen-wells$/);
    await expect(page.getByRole('link', { name: 'Email Karen' })).toHaveAttribute(
      'href',
      'mailto:karen@bayportchamber.example',
    );
  });
});
