/**
 * Ten everyday tasks of the chamber's staff, done as a new, non-technical staff member does them:
 * from the dashboard, through the navigation and the screens, and checked where a visitor sees the
 * result (the public page, header or footer, the downloaded file, the reply e-mail). What a task
 * starts from (a post of last week, a visitor's message) is made through the API first.
 * docs/editing.md lists the tasks.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './test.ts';
import { rowNamed } from './lists.ts';
import {
  apiToken,
  createDocumentByApi,
  createPageByApi,
  createUserByApi,
  downloadCsv,
  openFromMenu,
  pickDateTime,
  screenshot,
  signInAt,
  unique,
  withSettingsToMyself,
} from './support.ts';

test.describe.configure({ mode: 'parallel' });

type FilePayload = { name: string; mimeType: string; buffer: Buffer };

/** Creates something through the API as the test administrator; answers its id. */
async function createByApi(
  request: APIRequestContext,
  path: string,
  body: { data: object } | { multipart: Record<string, string | FilePayload> },
) {
  const response = await request.post(path, {
    headers: { authorization: `Bearer ${await apiToken(request)}` },
    ...body,
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { id: number }).id;
}

/** A picture of one colour, as an upload (a photo, a slide). */
const picture = async (name: string, background: string): Promise<FilePayload> => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 320, height: 180, channels: 3, background } })
    .png()
    .toBuffer(),
});

/** Each slide's stored picture, in order. */
async function slidePictures(request: APIRequestContext, bannerId: number) {
  const response = await request.get(`/api/Banner/GetBannerById?bannerId=${bannerId}`, {
    headers: { authorization: `Bearer ${await apiToken(request)}` },
  });
  expect(response.status()).toBe(200);
  const { bannerItems } = (await response.json()) as { bannerItems: { imagePath: string }[] };
  return bannerItems.map((item) => item.imagePath);
}

/** A day `daysAgo` days back on the chamber's calendar (the demo's, New York), as "2026-03-15". */
const dayAgo = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 86_400_000).toLocaleDateString('en-CA', {
    timeZone: 'America/New_York',
  });

/** That day as a visitor reads a post's date: "March 15, 2026". */
const readableDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });

/**
 * In the empty blog editor: a post with a cover photo (described for readers who cannot see it)
 * and a paragraph of text, published. Answers what the visitor should find.
 */
async function writeBlogWithPhoto(page: Page, prefix: string) {
  const name = unique(prefix);
  const url = `/${name.toLowerCase().replace(/\s+/g, '-')}`;
  const photoText = 'Members cutting the ribbon at the new bakery';
  const heading = 'Fresh bread on Harbor Street';
  const words = 'The new bakery on Harbor Street opened its doors on Saturday morning.';
  await page.getByRole('textbox', { name: 'Blog Name' }).fill(name);
  await page.getByRole('textbox', { name: 'URL' }).fill(url);
  await page.locator('input[type="file"]').setInputFiles(await picture('bakery.png', '#c9733a'));
  await expect(page.getByRole('img', { name: 'Banner Image preview' })).toBeVisible();
  await page.getByRole('textbox', { name: 'What the Banner Image Shows' }).fill(photoText);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(
    page.getByText('Draft saved. The blog is not on the site until you publish it.'),
  ).toBeVisible();

  // The words: a new section of text on the post.
  await page.getByRole('button', { name: 'Add Content' }).click();
  const add = page.getByRole('dialog', { name: 'Add Content' });
  await add.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Content Section' }).click();
  await add.getByRole('button', { name: 'Create New' }).click();
  const section = `${name} text`;
  await page.getByRole('textbox', { name: /^Content Section Name/ }).fill(section);
  await page.getByRole('combobox', { name: /^Type/ }).click();
  await page.getByRole('option', { name: 'Text Only', exact: true }).click();
  await page.getByRole('textbox', { name: /^Title/ }).fill(heading);
  await page.getByRole('textbox', { name: /^Content Details/ }).fill(words);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Blog' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Blog content' })).toContainText(section);

  // Publish takes the new text with it, after saying so.
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const goesLive = page.getByRole('dialog', { name: 'Publish the blog' });
  await expect(goesLive.getByRole('listitem')).toHaveText([
    `Content section “${section}”: new on the site.`,
  ]);
  await goesLive.getByRole('button', { name: 'Publish all' }).click();
  await expect(page.getByText('Blog published.')).toBeVisible();
  return { name, photoText, heading, words };
}

/** A visitor finds the post through the blog list's search and reads it, photo first. */
async function readBlogAsVisitor(
  visitor: Page,
  post: { name: string; photoText: string; heading: string; words: string },
) {
  await visitor.goto('/blogs-and-reviews');
  await visitor.getByRole('searchbox', { name: 'Search blogs' }).fill(post.name);
  await visitor.getByRole('link', { name: post.name }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: post.name })).toBeVisible();
  const photo = visitor.getByRole('img', { name: post.photoText });
  // It loads (the server sends a size of it that suits the screen).
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(visitor.getByRole('heading', { level: 2, name: post.heading })).toBeVisible();
  await expect(visitor.getByRole('main')).toContainText(post.words);
}

test.describe('ten everyday tasks', () => {
  test('1. change the opening hours; visitors read them on the Contact page', async ({
    page,
    visitor,
  }) => {
    // Not put back afterwards: no other test reads the hours. The settings are saved whole, so
    // no other test may save them meanwhile.
    const hours = unique('Monday – Friday: 9:00 am – 4:30 pm · ');
    await signInAt(page, '/admin/dashboard');
    await withSettingsToMyself(async () => {
      await openFromMenu(page, 'Assets Links and Resources');
      await page.getByRole('textbox', { name: 'Primary Weekday Hours' }).fill(hours);
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await expect(page.getByText('Settings published.')).toBeVisible();
    });

    await visitor.goto('/contact');
    await expect(visitor.getByRole('main')).toContainText(hours);
    await screenshot(visitor, 'everyday-1-contact-hours');
  });

  test('2. add an event with a sign-up button to another site', async ({ page, visitor }) => {
    const title = unique('Harbor Cleanup Day ');
    const signUp = `https://volunteer.example.org/${title.split(' ').pop()}`;
    await signInAt(page, '/admin/dashboard');
    await openFromMenu(page, 'Events');
    await page.getByRole('link', { name: 'Add Event' }).click();
    await page.getByRole('textbox', { name: /^Event Title/ }).fill(title);
    await page.getByRole('combobox', { name: /^Event Type/ }).click();
    await page.getByRole('option', { name: 'Workshop' }).click();
    await pickDateTime(page, /^Event Start Date/, {
      monthsAhead: 1,
      day: 12,
      time: ['09', '00', 'AM'],
    });
    await page.getByRole('textbox', { name: /^Street Address/ }).fill('1 Harbor Way');
    await page.getByRole('textbox', { name: /^City/ }).fill('Bayport');
    await page.getByRole('textbox', { name: /^State/ }).fill('FL');
    await page.getByRole('textbox', { name: /^Zipcode/ }).fill('32401');
    await page.getByRole('textbox', { name: 'Primary Button Text' }).fill('Sign up');
    await page.getByRole('combobox', { name: /^Primary Action Type/ }).click();
    await page.getByRole('option', { name: 'Link' }).click();
    await page.getByRole('combobox', { name: /^Primary Action Link/ }).fill(signUp);
    await page.locator('input[type="file"]').setInputFiles(await picture('cleanup.png', '#2a9d8f'));
    await expect(page.getByAltText('Event Image preview')).toBeVisible();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Event published.')).toBeVisible();

    // The visitor finds it among the events, and its button opens the other site in a new tab.
    await visitor
      .context()
      .route(`${signUp}*`, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<h1>Volunteer sign-up</h1>' }),
      );
    await visitor.goto('/events');
    await visitor.getByRole('link', { name: title }).click();
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await screenshot(visitor, 'everyday-2-event');
    const [signUpTab] = await Promise.all([
      visitor.waitForEvent('popup'),
      visitor.getByRole('link', { name: 'Sign up' }).click(),
    ]);
    await expect(signUpTab).toHaveURL(signUp);
    await expect(signUpTab.getByRole('heading', { name: 'Volunteer sign-up' })).toBeVisible();
  });

  test('3. post a blog with a photo', async ({ page, visitor }) => {
    await signInAt(page, '/admin/dashboard');
    await openFromMenu(page, 'Blogs');
    await page.getByRole('link', { name: 'New Blog' }).click();
    const post = await writeBlogWithPhoto(page, 'Bakery opens ');
    await readBlogAsVisitor(visitor, post);
    await screenshot(visitor, 'everyday-3-blog');
  });

  test('4. find and edit last week’s blog post', async ({ page, request, visitor }) => {
    const topic = unique('Lobster');
    const lastWeek = dayAgo(7);
    const older = await createDocumentByApi(request, 'Blog', `${topic} festival preview`, {
      publishedOn: dayAgo(21),
    });
    const post = await createDocumentByApi(request, 'Blog', `${topic} festivl recap`, {
      publishedOn: lastWeek,
    });
    const fixed = `${topic} festival recap`;

    await signInAt(page, '/admin/dashboard');
    await openFromMenu(page, 'Blogs');
    await page.getByRole('textbox', { name: 'Search' }).fill(topic);
    await expect(rowNamed(page, older.name)).toBeVisible();
    // The list does not show when a post was published: its editor does.
    await rowNamed(page, post.name).getByRole('link', { name: 'View' }).click();
    await expect(page.getByLabel('Published on')).toHaveValue(lastWeek);
    await page.getByRole('textbox', { name: 'Blog Name' }).fill(fixed);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Blog published.')).toBeVisible();

    // Same address, the corrected title, still dated last week.
    await visitor.goto(post.url);
    await expect(visitor.getByRole('heading', { level: 1, name: fixed })).toBeVisible();
    await expect(visitor.getByRole('main').getByText(readableDay(lastWeek))).toBeVisible();
  });

  test('5. add a page and put it in the menu under About', async ({ page, visitor }) => {
    const name = unique('Our Partners ');
    const url = `/${name.toLowerCase().replace(/\s+/g, '-')}`;
    await signInAt(page, '/admin/dashboard');
    await openFromMenu(page, 'Pages');
    await page.getByRole('link', { name: 'New Page' }).click();
    await page.getByRole('textbox', { name: 'Page Name' }).fill(name);
    await page.getByRole('textbox', { name: 'Page Title' }).fill('Partners of the chamber');
    await page.getByRole('textbox', { name: 'URL' }).fill(url);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Page published.')).toBeVisible();

    await openFromMenu(page, 'Menu Items');
    await page.getByRole('link', { name: 'New Menu Item' }).click();
    await page.getByRole('textbox', { name: 'Menu Item Name' }).fill(name);
    await page.getByRole('combobox', { name: 'Assigned Page' }).fill(name);
    await page.getByRole('option', { name }).click();
    await page.getByRole('combobox', { name: 'Parent Menu Item' }).fill('About');
    await page.getByRole('option', { name: 'About', exact: true }).click();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Menu item published.')).toBeVisible();

    await visitor.goto('/home');
    const menu = visitor.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('button', { name: 'About' }).hover();
    await expect(menu.getByRole('link', { name })).toBeVisible();
    await screenshot(visitor, 'everyday-5-menu');
    await menu.getByRole('link', { name }).click();
    await expect(visitor).toHaveURL(url);
    await expect(
      visitor.getByRole('heading', { level: 1, name: 'Partners of the chamber' }),
    ).toBeVisible();
  });

  test('6. replace the second slide of a page’s carousel', async ({ page, request, visitor }) => {
    const bannerName = unique('Summer carousel ');
    const bannerId = await createByApi(request, '/api/Banner/CreateBanner', {
      multipart: { name: bannerName, isActive: 'true' },
    });
    const slides = [
      ['Slide 1', 'Open for business on the bay', '#213c63'],
      ['Slide 2', 'Spring market is back', '#f4a261'],
      ['Slide 3', 'Join the chamber', '#2a9d8f'],
    ];
    for (const [name, title, colour] of slides) {
      await createByApi(request, '/api/BannerItem/CreateBannerItem', {
        multipart: {
          bannerId: String(bannerId),
          name,
          title,
          image: await picture(`${name}.png`, colour),
        },
      });
    }
    const shown = await createPageByApi(request, unique('Summer in Bayport '));
    const assigned = await request.post(
      `/api/Page/AssignContentSectionToPage?pageId=${shown.id}&contentSectionId=${bannerId}&type=BANNER`,
      { headers: { authorization: `Bearer ${await apiToken(request)}` } },
    );
    expect(assigned.status(), await assigned.text()).toBe(200);
    const oldPictures = await slidePictures(request, bannerId);

    await signInAt(page, '/admin/dashboard');
    await openFromMenu(page, 'Pages');
    await page.getByRole('textbox', { name: 'Search' }).fill(shown.name);
    await rowNamed(page, shown.name).getByRole('link', { name: 'View' }).click();
    await page
      .getByRole('table', { name: 'Page content' })
      .getByRole('row')
      .filter({ hasText: bannerName })
      .getByRole('link', { name: 'View' })
      .click();
    await page
      .getByRole('table', { name: 'Slider Items' })
      .getByRole('row')
      .filter({ hasText: 'Slide 2' })
      .getByRole('button', { name: 'Edit' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit Slider Item' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Fireworks over the harbor');
    await dialog
      .locator('input[type="file"]')
      .setInputFiles(await picture('fireworks.png', '#6a2c70'));
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Banner item updated successfully.')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const goesLive = page.getByRole('dialog', { name: 'Publish the banner' });
    await expect(goesLive.getByRole('listitem')).toHaveText([
      `Slider item “Slide 2”: its changes. It is also on the page “${shown.name}”, which changes too.`,
    ]);
    await goesLive.getByRole('button', { name: 'Publish all' }).click();
    await expect(page.getByText('Banner published.')).toBeVisible();

    // The visitor's second slide: the new title over the new picture; the others as they were.
    await visitor.goto(shown.url);
    const slide = (n: number) => visitor.getByRole('group', { name: `${n} of 3` });
    // The dots are links to their slides (the carousel island slides rather than jumps).
    const dot2 = visitor.getByRole('link', { name: 'Go to slide 2' });
    await dot2.click();
    await expect(dot2).toHaveAttribute('aria-current', 'true');
    await expect(slide(2)).toBeInViewport();
    await expect(slide(2)).toContainText('Fireworks over the harbor');
    await expect(slide(2).locator('img')).not.toHaveAttribute('src', new RegExp(oldPictures[1]));
    await expect(slide(2).locator('img')).toHaveJSProperty('complete', true);
    await expect(slide(1).locator('img')).toHaveAttribute('src', new RegExp(oldPictures[0]));
    await expect(slide(3)).toContainText('Join the chamber');
    await visitor.evaluate(() => window.scrollTo(0, 0)); // the header is fixed: shoot from the top
    await screenshot(visitor, 'everyday-6-carousel');
  });

  test('7. reply to a contact message', async ({ page, request }) => {
    const firstName = unique('Rosa');
    const email = `${firstName.toLowerCase()}@example.com`;
    const sent = await request.post('/api/Contact/SendEmail', {
      data: {
        firstName,
        lastName: 'Marino',
        email,
        message: 'Do members get a discount on the booth at the summer fair?',
      },
    });
    expect(sent.status()).toBe(200);

    await signInAt(page, '/admin/dashboard');
    await openFromMenu(page, 'Messages');
    await page
      .getByRole('row')
      .filter({ hasText: firstName })
      .getByRole('button', { name: 'View' })
      .click();
    const dialog = page.getByRole('dialog', { name: `Message from ${firstName} Marino` });
    await expect(dialog).toContainText('a discount on the booth');
    await screenshot(page, 'everyday-7-message');
    // The reply is written in the staff member's own e-mail program: the button opens it addressed
    // to the visitor, with a subject.
    const reply = new URL(
      (await dialog.getByRole('link', { name: 'Reply by Email' }).getAttribute('href'))!,
    );
    expect(reply.protocol).toBe('mailto:');
    expect(decodeURIComponent(reply.pathname)).toBe(email);
    expect(reply.searchParams.get('subject')).toBe('Re: your message');
  });

  test('8. export the newsletter subscribers', async ({ page, request }) => {
    const email = `${unique('reader')}@example.com`;
    const subscribed = await request.post('/api/Newsletter/Subscribe', { data: { email } });
    expect(subscribed.status()).toBe(200);

    await signInAt(page, '/admin/dashboard');
    await openFromMenu(page, 'Subscribers');
    await expect(page.getByRole('row').filter({ hasText: email })).toBeVisible();
    const { filename, csv } = await downloadCsv(page);
    expect(filename).toBe('Subscribers.csv');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe('Email,Status,Topics,Subscribed On');
    expect(lines.find((line) => line.startsWith(`${email},`))).toContain(
      String(new Date().getFullYear()),
    );
  });

  test('9. an editor posts a blog with a photo without help', async ({
    page,
    request,
    visitor,
  }) => {
    const editor = await createUserByApi(request, { username: unique('editor'), role: 'editor' });
    await signInAt(page, '/admin/dashboard', editor.username, editor.password);
    await page.getByRole('link', { name: 'New blog post' }).click();
    const post = await writeBlogWithPhoto(page, 'Harbor walk ');
    await readBlogAsVisitor(visitor, post);
    // Under the editor's own name.
    await expect(visitor.getByRole('main')).toContainText(`By ${editor.username} Staff`);
    await screenshot(visitor, 'everyday-9-editor-blog');
  });

  test('10. a link to a page survives renaming the page', async ({ page, request, visitor }) => {
    const label = unique('Visitor guide ');
    const guide = await createPageByApi(request, unique('Visitor Guide '));
    await createByApi(request, '/api/FooterItem/CreateFooterItem', {
      data: { label, to: guide.url, isActive: true },
    });
    const renamed = `${guide.name} 2027`;
    const newUrl = `${guide.url}-2027`;

    await signInAt(page, '/admin/dashboard');
    await openFromMenu(page, 'Pages');
    await page.getByRole('textbox', { name: 'Search' }).fill(guide.name);
    await rowNamed(page, guide.name).getByRole('link', { name: 'View' }).click();
    await page.getByRole('textbox', { name: 'Page Name' }).fill(renamed);
    await page.getByRole('textbox', { name: 'URL' }).fill(newUrl);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Page published.')).toBeVisible();

    // The footer's link leads straight to the new address; the old one is sent on there too.
    await visitor.goto('/contact');
    const link = visitor.getByRole('navigation', { name: 'Quick Links' }).getByRole('link', {
      name: label,
    });
    await expect(link).toHaveAttribute('href', newUrl);
    await link.click();
    await expect(visitor).toHaveURL(newUrl);
    await expect(visitor.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    await visitor.goto(guide.url);
    await expect(visitor).toHaveURL(newUrl);
  });
});
