import { existsSync } from 'node:fs';
import {
  HEX_COLOR_MESSAGE,
  RESERVED_URL_MESSAGE,
  UPLOAD_NOT_IMAGE_MESSAGE,
  URL_PATH_MESSAGE,
  URL_SLASH_MESSAGE,
} from '@chamber/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../src/lib/tokens.ts';
import { itNeedsSignIn, resourceCalls } from './access-helpers.ts';
import { documentCalls, insertContent, startAsAuthor, storedEntries } from './documents-helpers.ts';
import { expectAnswer, expectInvalid, pngImage, type TestApp } from './helpers.ts';

let t: TestApp;
let token: string;

beforeAll(async () => ({ t, token } = await startAsAuthor('Paula Pages')));
afterAll(() => t.close());

const {
  api,
  freshUrl,
  sendForm,
  create: createPage,
  createWithImage: createPageWithImage,
  get: getPage,
  siteInfo,
  listedOnSite,
  attachment,
} = documentCalls('Page', () => ({ t, token }));

describe('access', () => {
  itNeedsSignIn(
    () => t,
    [
      ...resourceCalls('Page', 'Pages', 'pageId'),
      { method: 'DELETE', url: '/api/Page/DeleteBannerImage?pageId=1' },
    ],
  );
});

describe('POST /api/Page/CreatePage', () => {
  it('creates a page with a banner image, its author and the spec defaults', async () => {
    const before = nowIso();
    const response = await sendForm(
      'POST',
      {
        name: 'About Us',
        title: 'About the Chamber',
        url: '/about-us',
        keywords: 'chamber, about',
        description: 'Who we are',
        bannerColor: '',
        isBannerVisible: '',
        isActive: '',
        addedBy: 'Someone Else',
      },
      await pngImage(),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      message: 'Page created successfully.',
      id: expect.any(Number),
    });

    const page = await getPage(response.json().id);
    expect(page).toEqual({
      id: response.json().id,
      name: 'About Us',
      title: 'About the Chamber',
      url: '/about-us',
      keywords: 'chamber, about',
      description: 'Who we are',
      bannerColor: '#000000',
      isBannerVisible: true,
      isActive: true,
      bannerImageFilePath: expect.stringMatching(/\.png$/),
      addedBy: 'Paula Pages',
      addedOn: expect.any(String),
      contentSections: [],
    });
    expect(page.addedOn >= before && page.addedOn <= nowIso()).toBe(true);
    expect(existsSync(attachment(page.bannerImageFilePath))).toBe(true);
    const served = await t.request({
      method: 'GET',
      url: `/api/Attachments/${page.bannerImageFilePath}`,
    });
    expect(served.statusCode).toBe(200);
  });

  it('accepts JSON without an image', async () => {
    const id = await createPage({ name: 'Plain', isActive: false, bannerColor: '#213c63' });
    expect(await getPage(id)).toMatchObject({
      name: 'Plain',
      title: null,
      bannerImageFilePath: null,
      bannerColor: '#213c63',
      isActive: false,
    });
  });

  it('stores the url in lowercase without a trailing slash', async () => {
    const id = await createPage({ url: '/Visit-Bayview/' });
    expect((await getPage(id)).url).toBe('/visit-bayview');
  });

  it.each([
    [{ url: '/x' }, 'name', 'Page Name is required'],
    [{ name: 'x'.repeat(251), url: '/x' }, 'name', 'Page Name must be at most 250 characters'],
    [
      { name: 'P', title: 'x'.repeat(251), url: '/x' },
      'title',
      'Page Title must be at most 250 characters',
    ],
    [{ name: 'P' }, 'url', 'URL is required'],
    [{ name: 'P', url: 'about' }, 'url', URL_SLASH_MESSAGE],
    [{ name: 'P', url: '/about us' }, 'url', URL_PATH_MESSAGE],
    [{ name: 'P', url: `/${'x'.repeat(250)}` }, 'url', 'URL must be at most 250 characters'],
    [{ name: 'P', url: '/x', bannerColor: 'red' }, 'bannerColor', HEX_COLOR_MESSAGE],
    [
      { name: 'P', url: '/x', bannerColor: '#00000000000' },
      'bannerColor',
      'Banner Color must be at most 10 characters',
    ],
    [
      { name: 'P', url: '/x', keywords: 'k'.repeat(1501) },
      'keywords',
      'Keywords must be at most 1500 characters',
    ],
  ])('refuses %j with "%s: %s"', async (payload, field, message) => {
    const response = await api('POST', '/api/Page/CreatePage', payload);
    expectInvalid(response, field, message);
  });

  it.each(['/events', '/Contact/', '/admin/settings', '/api/anything', '/bio-jane', '/'])(
    'refuses the reserved url %s',
    async (url) => {
      const response = await api('POST', '/api/Page/CreatePage', { name: 'Taken', url });
      expectAnswer(response, 400, RESERVED_URL_MESSAGE);
    },
  );

  it('lets one page be the home page (/home), and only one', async () => {
    const first = await api('POST', '/api/Page/CreatePage', { name: 'Home', url: '/home' });
    expect(first.statusCode).toBe(200);
    const second = await api('POST', '/api/Page/CreatePage', { name: 'Home again', url: '/Home' });
    expect(second.statusCode).toBe(409);
    const blog = await api('POST', '/api/Blog/CreateBlog', { name: 'Home blog', url: '/home' });
    expect(blog.statusCode).toBe(400);
  });

  it('refuses a url another page has, whatever its case or trailing slash', async () => {
    await createPage({ name: 'Membership', url: '/join-us' });
    for (const url of ['/join-us', '/JOIN-US', '/Join-Us/']) {
      const response = await api('POST', '/api/Page/CreatePage', { name: 'Copy', url });
      expectAnswer(
        response,
        409,
        'The URL "/join-us" is already used by the page "Membership". Please choose another one.',
      );
    }
  });

  it('refuses a url a blog has', async () => {
    const blog = await api('POST', '/api/Blog/CreateBlog', { name: 'Chamber News', url: '/news' });
    expect(blog.statusCode, blog.body).toBe(200);
    const response = await api('POST', '/api/Page/CreatePage', { name: 'News page', url: '/News' });
    expectAnswer(
      response,
      409,
      'The URL "/news" is already used by the blog "Chamber News". Please choose another one.',
    );
  });

  it('refuses a file that is not an image and creates nothing', async () => {
    const url = freshUrl();
    const response = await sendForm('POST', { name: 'Broken', url }, Buffer.from('not an image'));
    expectAnswer(response, 400, UPLOAD_NOT_IMAGE_MESSAGE);
    const all = (await api('GET', '/api/Page/GetAllPages')).json();
    expect(all.some((page: { url: string }) => page.url === url)).toBe(false);
  });
});

describe('GET /api/Page/GetAllPages', () => {
  it('filters by isActive; empty means all', async () => {
    const on = await createPage({ name: 'Listed on' });
    const off = await createPage({ name: 'Listed off', isActive: false });
    const ids = async (query: string) =>
      (await api('GET', `/api/Page/GetAllPages${query}`)).json().map((p: { id: number }) => p.id);
    expect(await ids('?isActive=true')).toContain(on);
    expect(await ids('?isActive=true')).not.toContain(off);
    expect(await ids('?isActive=false')).toContain(off);
    expect(await ids('?isActive=false')).not.toContain(on);
    expect(await ids('?isActive=')).toEqual(expect.arrayContaining([on, off]));
    const one = (await api('GET', '/api/Page/GetAllPages'))
      .json()
      .find((p: { id: number }) => p.id === on);
    expect(one).toMatchObject({ name: 'Listed on', addedBy: 'Paula Pages' });
    expect(one).not.toHaveProperty('contentSections');
  });
});

describe('GET /api/Page/GetPageById', () => {
  it('lists the content entries in sort order, named after their section or banner', async () => {
    const id = await createPage({ name: 'With content' });
    const [sectionId, bannerId] = await insertContent(t, 'Page', id, [
      { section: 'Welcome text', type: 'CONTENT_SECTION_DEFAULT', sortOrder: 1 },
      { banner: 'Spring slider', sortOrder: 0 },
    ]);

    expect((await getPage(id)).contentSections).toEqual([
      {
        id: expect.any(Number),
        name: 'Spring slider',
        type: 'BANNER',
        bannerId,
        contentSectionId: null,
        sectionKind: null,
        sortOrder: 0,
      },
      {
        id: expect.any(Number),
        name: 'Welcome text',
        type: 'CONTENTSECTION',
        bannerId: null,
        contentSectionId: sectionId,
        sectionKind: 'CONTENT_SECTION_DEFAULT',
        sortOrder: 1,
      },
    ]);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await api('GET', '/api/Page/GetPageById?pageId=99999');
    expectAnswer(unknown, 404, 'The page was not found.');
    const malformed = await api('GET', '/api/Page/GetPageById?pageId=x');
    expectInvalid(malformed, 'pageId', 'A valid id is required');
  });
});

describe('PUT /api/Page/UpdatePage', () => {
  it('saves the fields from JSON and keeps the banner image and the original author', async () => {
    const id = await createPageWithImage();
    const { bannerImageFilePath, addedOn } = await getPage(id);
    const admin = await t.login();
    const response = await t.request({
      method: 'PUT',
      url: '/api/Page/UpdatePage',
      token: admin.token,
      payload: {
        id,
        name: 'Renamed',
        title: 'New title',
        url: '/Renamed-Page',
        isBannerVisible: false,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Page updated successfully.' });
    expect(await getPage(id)).toMatchObject({
      name: 'Renamed',
      title: 'New title',
      url: '/renamed-page',
      isBannerVisible: false,
      bannerImageFilePath,
      addedBy: 'Paula Pages',
      addedOn,
    });
    expect(existsSync(attachment(bannerImageFilePath))).toBe(true);
  });

  it('replaces the banner image and removes the old file', async () => {
    const id = await createPageWithImage();
    const old = (await getPage(id)).bannerImageFilePath;
    const response = await sendForm(
      'PUT',
      { id: String(id), name: 'Pictured', url: (await getPage(id)).url },
      await pngImage(80, 60, '#aa3333'),
    );
    expect(response.statusCode, response.body).toBe(200);
    const current = (await getPage(id)).bannerImageFilePath;
    expect(current).not.toBe(old);
    expect(existsSync(attachment(current))).toBe(true);
    expect(existsSync(attachment(old))).toBe(false);
  });

  it('keeps its own url, but refuses one another page or a blog has', async () => {
    const id = await createPage({ name: 'Mine', url: '/mine' });
    const same = await api('PUT', '/api/Page/UpdatePage', {
      id,
      name: 'Mine again',
      url: '/MINE/',
    });
    expect(same.statusCode, same.body).toBe(200);
    await createPage({ name: 'Theirs', url: '/theirs' });
    const taken = await api('PUT', '/api/Page/UpdatePage', { id, name: 'Mine', url: '/theirs' });
    expectAnswer(
      taken,
      409,
      'The URL "/theirs" is already used by the page "Theirs". Please choose another one.',
    );
    await api('POST', '/api/Blog/CreateBlog', { name: 'Their blog', url: '/their-blog' });
    const blogUrl = await api('PUT', '/api/Page/UpdatePage', {
      id,
      name: 'Mine',
      url: '/their-blog',
    });
    expect(blogUrl.statusCode).toBe(409);
    const reserved = await api('PUT', '/api/Page/UpdatePage', { id, name: 'Mine', url: '/login' });
    expect(reserved.json().message).toBe(RESERVED_URL_MESSAGE);
    expect((await getPage(id)).url).toBe('/mine');
  });

  it('answers 404 for an unknown page and 400 without an id', async () => {
    const unknown = await api('PUT', '/api/Page/UpdatePage', {
      id: 99999,
      name: 'X',
      url: freshUrl(),
    });
    expect(unknown.statusCode).toBe(404);
    const noId = await api('PUT', '/api/Page/UpdatePage', { name: 'X', url: freshUrl() });
    expectInvalid(noId, 'id', 'A valid id is required');
  });

  it('stores no new image when the update is refused', async () => {
    const id = await createPageWithImage();
    const old = (await getPage(id)).bannerImageFilePath;
    await createPage({ url: '/occupied' });
    const response = await sendForm(
      'PUT',
      { id: String(id), name: 'P', url: '/occupied' },
      await pngImage(10, 10),
    );
    expect(response.statusCode).toBe(409);
    expect((await getPage(id)).bannerImageFilePath).toBe(old);
    expect(existsSync(attachment(old))).toBe(true);
  });
});

describe('DELETE /api/Page/DeletePage', () => {
  it('deletes the page, its content entries and its banner image', async () => {
    const id = await createPageWithImage();
    const file = (await getPage(id)).bannerImageFilePath;
    const [bannerId] = await insertContent(t, 'Page', id, [{ banner: 'Banner', sortOrder: 0 }]);

    const response = await api('DELETE', `/api/Page/DeletePage?id=${id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Page deleted successfully.' });
    expect((await api('GET', `/api/Page/GetPageById?pageId=${id}`)).statusCode).toBe(404);
    expect(await storedEntries(t, 'Page', id)).toEqual([]);
    expect(existsSync(attachment(file))).toBe(false);
    // The banner itself is shared content and stays.
    expect(
      await t.database.db
        .selectFrom('banners')
        .select('id')
        .where('id', '=', bannerId)
        .executeTakeFirst(),
    ).toBeDefined();
  });

  it('refuses while menu items link to the page, naming them', async () => {
    const id = await createPageWithImage({ name: 'Visitors' });
    const file = (await getPage(id)).bannerImageFilePath;
    const item = async (name: string) =>
      (await api('POST', '/api/MenuItem/CreateMenuItem', { name, pageId: id })).json().id as number;
    const first = await item('Visit');
    const second = await item('Plan a trip');
    const refused = await api('DELETE', `/api/Page/DeletePage?id=${id}`);
    expectAnswer(
      refused,
      409,
      'The page "Visitors" is used by the menu items "Plan a trip", "Visit". Choose another page for them or delete them first.',
    );
    expect((await getPage(id)).name).toBe('Visitors');
    expect(existsSync(attachment(file))).toBe(true);

    await api('DELETE', `/api/MenuItem/DeleteMenuItem?id=${second}`);
    const stillOne = await api('DELETE', `/api/Page/DeletePage?id=${id}`);
    expect(stillOne.json().message).toBe(
      'The page "Visitors" is used by the menu item "Visit". Choose another page for it or delete it first.',
    );
    await api('PUT', '/api/MenuItem/UpdateMenuItems', {
      id: first,
      name: 'Visit',
      customLink: '/visit',
    });
    expect((await api('DELETE', `/api/Page/DeletePage?id=${id}`)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown id', async () => {
    const response = await api('DELETE', '/api/Page/DeletePage?id=99999');
    expectAnswer(response, 404, 'The page was not found.');
  });
});

describe('DELETE /api/Page/DeleteBannerImage', () => {
  it('removes the image file and clears the path', async () => {
    const id = await createPageWithImage();
    const file = (await getPage(id)).bannerImageFilePath;
    const response = await api('DELETE', `/api/Page/DeleteBannerImage?pageId=${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Banner image removed successfully.' });
    expect((await getPage(id)).bannerImageFilePath).toBeNull();
    expect(existsSync(attachment(file))).toBe(false);
  });

  it('answers 404 for an unknown page', async () => {
    const response = await api('DELETE', '/api/Page/DeleteBannerImage?pageId=99999');
    expect(response.statusCode).toBe(404);
  });
});

describe('the public site info (GET /api/Home/GetCMSInfo) follows page changes at once', () => {
  it('lists active pages with their current url and drops deleted or switched-off ones', async () => {
    const id = await createPage({ name: 'Tourism', title: 'Visit us', url: '/tourism' });
    const menuItem = (
      await api('POST', '/api/MenuItem/CreateMenuItem', { name: 'Tourism', pageId: id })
    ).json().id;
    const find = () => listedOnSite(id);
    expect(await find()).toMatchObject({
      name: 'Tourism',
      title: 'Visit us',
      url: '/tourism',
      addedBy: 'Paula Pages',
    });

    await api('PUT', '/api/Page/UpdatePage', { id, name: 'Tourism', url: '/Visit-Tourism' });
    expect((await find()).url).toBe('/visit-tourism');
    const link = (await siteInfo()).menuItems.find((m: { id: number }) => m.id === menuItem);
    expect(link.pageUrl).toBe('/visit-tourism');

    await api('PUT', '/api/Page/UpdatePage', {
      id,
      name: 'Tourism',
      url: '/visit-tourism',
      isActive: false,
    });
    expect(await find()).toBeUndefined();

    await api('DELETE', `/api/MenuItem/DeleteMenuItem?id=${menuItem}`);
    await api('DELETE', `/api/Page/DeletePage?id=${id}`);
    expect(await find()).toBeUndefined();
  });
});
