import { existsSync } from 'node:fs';
import {
  HEX_COLOR_MESSAGE,
  RESERVED_URL_MESSAGE,
  UPLOAD_NOT_IMAGE_MESSAGE,
  URL_PATH_MESSAGE,
  URL_SLASH_MESSAGE,
} from '@chamber/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { nowIso } from '../src/lib/tokens.ts';
import { itNeedsSignIn, resourceCalls } from './access-helpers.ts';
import {
  asAuthorOf,
  insertContent,
  storedEntries,
  type DocumentCalls,
  type Kind,
} from './documents-helpers.ts';
import { expectAnswer, expectInvalid, pngImage } from './helpers.ts';

type Refusal = [Record<string, string>, string, string];

/** Refused with 409: `url` is already the address of the page or blog called `name`. */
const expectUrlTaken = (
  response: LightMyRequestResponse,
  url: string,
  owner: 'page' | 'blog',
  name: string,
) =>
  expectAnswer(
    response,
    409,
    `The URL "${url}" is already used by the ${owner} "${name}". Please choose another one.`,
  );

/** The rules both kinds apply alike, sent with the kind's own sample name, slashless url, colour. */
const sharedRefusals = (
  kind: Kind,
  name: string,
  slashless: string,
  longColor: string,
): Refusal[] => [
  [{ name: 'x'.repeat(251), url: '/x' }, 'name', `${kind} Name must be at most 250 characters`],
  [{ name }, 'url', 'URL is required'],
  [{ name, url: slashless }, 'url', URL_SLASH_MESSAGE],
  [{ name, url: `/${'x'.repeat(250)}` }, 'url', 'URL must be at most 250 characters'],
  [
    { name, url: '/x', bannerColor: longColor },
    'bannerColor',
    'Banner Color must be at most 10 characters',
  ],
  [
    { name, url: '/x', keywords: 'k'.repeat(1501) },
    'keywords',
    'Keywords must be at most 1500 characters',
  ],
];

/**
 * Pages and blogs are one kind of document under two names: each row gives a kind's calls, its
 * refusals and its own tests; what both do alike is written once below.
 */
const KINDS: {
  kind: Kind;
  author: string;
  idQuery: string;
  listQuery?: string;
  /** What the create form stores, and the fields sent otherwise (besides the empty defaults). */
  created: { stored: Record<string, string>; sent?: Record<string, string> };
  /** What the kind's answers add to what every document answers (a blog's author, …). */
  answered?: Record<string, unknown>;
  refusals: Refusal[];
  ownTests: (c: DocumentCalls) => void;
}[] = [
  {
    kind: 'Page',
    author: 'Paula Pages',
    idQuery: 'pageId',
    created: {
      stored: {
        name: 'About Us',
        title: 'About the Chamber',
        url: '/about-us',
        keywords: 'chamber, about',
        description: 'Who we are',
      },
      // The author is the signed-in user, whatever the form says.
      sent: { addedBy: 'Someone Else' },
    },
    refusals: [
      [{ url: '/x' }, 'name', 'Page Name is required'],
      ...sharedRefusals('Page', 'P', 'about', '#00000000000'),
      [
        { name: 'P', title: 'x'.repeat(251), url: '/x' },
        'title',
        'Page Title must be at most 250 characters',
      ],
      [{ name: 'P', url: '/about us' }, 'url', URL_PATH_MESSAGE],
      [{ name: 'P', url: '/x', bannerColor: 'red' }, 'bannerColor', HEX_COLOR_MESSAGE],
    ],
    ownTests: pageTests,
  },
  {
    kind: 'Blog',
    author: 'Bella Blogger',
    idQuery: 'blogId',
    listQuery: '?isActive=',
    created: {
      stored: {
        name: 'Spring Festival Recap',
        url: '/spring-festival',
        keywords: 'festival',
        description: 'What happened',
      },
      sent: { url: '/Spring-Festival/' },
    },
    // Decision 128: the creator is the author; published at once, so dated now; no excerpt
    // written, so its text's first sentences (here its description) stand in. Decision 131: the
    // author's photo and bio, and the cover's description (none of them given).
    answered: {
      author: { id: expect.any(Number), name: 'Bella Blogger', photo: null, bio: null },
      categories: [],
      tags: [],
      excerpt: 'What happened',
      writtenExcerpt: null,
      bannerImageAlt: null,
      publishedOn: expect.any(String),
    },
    refusals: [
      // The spec gives the menu item's message for a blog's name; kept on purpose
      // (docs/decisions/029-blog-name-message.md).
      [{ url: '/x' }, 'name', 'Menu Item Name is required'],
      ...sharedRefusals('Blog', 'B', 'news', '#12345678901'),
      [{ name: 'B', url: '/blogs-and-reviews' }, 'url', RESERVED_URL_MESSAGE],
    ],
    ownTests: blogTests,
  },
];

describe.each(KINDS)(
  '$kind',
  ({ kind, author, idQuery, listQuery, created, answered, refusals, ownTests }) => {
    const c = asAuthorOf(kind, author);
    const { api, freshUrl, sendForm, create, createWithImage, get, listedOnSite, attachment } = c;
    const noun = kind.toLowerCase();
    const notFound = `The ${noun} was not found.`;

    describe('access', () => {
      itNeedsSignIn(c.t, [
        ...resourceCalls(kind, `${kind}s`, idQuery, listQuery),
        { method: 'DELETE', url: `/api/${kind}/DeleteBannerImage?${idQuery}=1` },
      ]);
    });

    it(`Create${kind} creates a ${noun} with a banner image, its author and the spec defaults`, async () => {
      const before = nowIso();
      const response = await sendForm(
        'POST',
        { ...created.stored, bannerColor: '', isBannerVisible: '', isActive: '', ...created.sent },
        await pngImage(),
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        message: `${kind} created successfully.`,
        id: expect.any(Number),
      });
      const stored = await get(response.json().id);
      expect(stored).toEqual({
        id: response.json().id,
        ...created.stored,
        bannerColor: '#000000',
        isBannerVisible: true,
        isActive: true,
        bannerImageFilePath: expect.stringMatching(/\.png$/),
        addedBy: author,
        addedOn: expect.any(String),
        version: 1,
        contentSections: [],
        // Created without `draft`: published at once, as before drafts.
        status: 'published',
        hasDraft: false,
        publishAt: null,
        unpublishAt: null,
        ...answered,
      });
      expect(stored.addedOn >= before && stored.addedOn <= nowIso()).toBe(true);
      expect(existsSync(attachment(stored.bannerImageFilePath))).toBe(true);
      const served = await c.t().request({
        method: 'GET',
        url: `/api/Attachments/${stored.bannerImageFilePath}`,
      });
      expect(served.statusCode).toBe(200);
      expect(await listedOnSite(stored.id)).toMatchObject({
        name: created.stored.name,
        url: created.stored.url,
        title: created.stored.title ?? null,
      });
    });

    // Before the kind's own tests, which add inactive ones of their own.
    it(`GetAll${kind}s filters by isActive; empty means all`, async () => {
      const on = await create({ name: 'Listed on' });
      const off = await create({ name: 'Listed off', isActive: false });
      const list = async (query: string) =>
        (await api('GET', `/api/${kind}/GetAll${kind}s${query}`)).json();
      const ids = async (query: string) => (await list(query)).map((d: { id: number }) => d.id);
      expect(await ids('?isActive=true')).toContain(on);
      expect(await ids('?isActive=true')).not.toContain(off);
      expect(await ids('?isActive=false')).toEqual([off]);
      expect(await ids('?isActive=')).toEqual(expect.arrayContaining([on, off]));
      const one = (await list('?isActive=')).find((d: { id: number }) => d.id === on);
      expect(one).toMatchObject({ name: 'Listed on', addedBy: author });
      expect(one).not.toHaveProperty('contentSections');
      if (kind === 'Blog') expect(one).not.toHaveProperty('title');
    });

    it(`Get${kind}ById lists the content entries in sort order, named after their section or banner`, async () => {
      const id = await create({ name: 'With content' });
      const [sectionId, bannerId] = await insertContent(c.t(), kind, id, [
        { section: 'Welcome text', type: 'CONTENT_SECTION_DEFAULT', sortOrder: 1 },
        { banner: 'Spring slider', sortOrder: 0 },
      ]);

      expect((await get(id)).contentSections).toEqual([
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

    it(`Delete${kind} moves the ${noun} and its content entries to the trash, keeping its banner image`, async () => {
      const id = await createWithImage();
      const file = (await get(id)).bannerImageFilePath;
      const [bannerId] = await insertContent(c.t(), kind, id, [{ banner: 'Banner', sortOrder: 0 }]);

      const response = await api('DELETE', `/api/${kind}/Delete${kind}?id=${id}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ message: `${kind} deleted successfully.` });
      expect((await api('GET', `/api/${kind}/Get${kind}ById?${idQuery}=${id}`)).statusCode).toBe(
        404,
      );
      expect(await storedEntries(c.t(), kind, id)).toEqual([]);
      // Kept for the trash until it is deleted for good (trash.test.ts).
      expect(existsSync(attachment(file))).toBe(true);
      expect(await listedOnSite(id)).toBeUndefined();
      // The banner itself is shared content and stays.
      expect(
        await c
          .t()
          .database.db.selectFrom('banners')
          .select('id')
          .where('id', '=', bannerId)
          .executeTakeFirst(),
      ).toBeDefined();
    });

    it.each(refusals)(`Create${kind} refuses %j with "%s: %s"`, async (payload, field, message) => {
      const response = await api('POST', `/api/${kind}/Create${kind}`, payload);
      expectInvalid(response, field, message);
    });

    it(`Get${kind}ById answers 404 for an unknown id`, async () => {
      const response = await api('GET', `/api/${kind}/Get${kind}ById?${idQuery}=99999`);
      expectAnswer(response, 404, notFound);
    });

    it(`Update${kind} answers 404 for an unknown ${noun}`, async () => {
      const unknown = await api('PUT', `/api/${kind}/Update${kind}`, {
        id: 99999,
        name: 'X',
        url: freshUrl(),
      });
      expect(unknown.statusCode).toBe(404);
    });

    it(`Delete${kind} answers 404 for an unknown id`, async () => {
      const response = await api('DELETE', `/api/${kind}/Delete${kind}?id=99999`);
      expectAnswer(response, 404, notFound);
    });

    describe(`DELETE /api/${kind}/DeleteBannerImage`, () => {
      it('clears the path (the file stays in the media library)', async () => {
        const id = await createWithImage();
        const file = (await get(id)).bannerImageFilePath;
        const response = await api('DELETE', `/api/${kind}/DeleteBannerImage?${idQuery}=${id}`);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ message: 'Banner image removed successfully.' });
        expect((await get(id)).bannerImageFilePath).toBeNull();
        // Kept: the media library holds every upload until its row leaves the trash (decision 141).
        expect(existsSync(attachment(file))).toBe(true);
        expect((await listedOnSite(id)).bannerImageFilePath).toBeNull();
      });

      it(`answers 404 for an unknown ${noun}`, async () => {
        const response = await api('DELETE', `/api/${kind}/DeleteBannerImage?${idQuery}=99999`);
        expectAnswer(response, 404, notFound);
      });
    });

    ownTests(c);
  },
);

function pageTests(c: DocumentCalls) {
  const {
    t: app,
    api,
    freshUrl,
    sendForm,
    create: createPage,
    createWithImage: createPageWithImage,
    get: getPage,
    siteInfo,
    listedOnSite,
    attachment,
  } = c;

  describe('POST /api/Page/CreatePage', () => {
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

    it.each(['/events', '/Search/', '/admin/settings', '/api/anything', '/deal/7', '/'])(
      'refuses the reserved url %s',
      async (url) => {
        const response = await api('POST', '/api/Page/CreatePage', { name: 'Taken', url });
        expectAnswer(response, 400, RESERVED_URL_MESSAGE);
      },
    );

    it('lets one page be the home page (/home), and only one', async () => {
      const first = await api('POST', '/api/Page/CreatePage', { name: 'Home', url: '/home' });
      expect(first.statusCode).toBe(200);
      const second = await api('POST', '/api/Page/CreatePage', {
        name: 'Home again',
        url: '/Home',
      });
      expect(second.statusCode).toBe(409);
      const blog = await api('POST', '/api/Blog/CreateBlog', { name: 'Home blog', url: '/home' });
      expect(blog.statusCode).toBe(400);
    });

    it('refuses a url another page has, whatever its case or trailing slash', async () => {
      await createPage({ name: 'Membership', url: '/join-us' });
      for (const url of ['/join-us', '/JOIN-US', '/Join-Us/']) {
        const response = await api('POST', '/api/Page/CreatePage', { name: 'Copy', url });
        expectUrlTaken(response, '/join-us', 'page', 'Membership');
      }
    });

    it('refuses a url a blog has', async () => {
      const blog = await api('POST', '/api/Blog/CreateBlog', {
        name: 'Chamber News',
        url: '/news',
      });
      expect(blog.statusCode, blog.body).toBe(200);
      const response = await api('POST', '/api/Page/CreatePage', {
        name: 'News page',
        url: '/News',
      });
      expectUrlTaken(response, '/news', 'blog', 'Chamber News');
    });

    it('refuses a file that is not an image and creates nothing', async () => {
      const url = freshUrl();
      const response = await sendForm('POST', { name: 'Broken', url }, Buffer.from('not an image'));
      expectAnswer(response, 400, UPLOAD_NOT_IMAGE_MESSAGE);
      const all = (await api('GET', '/api/Page/GetAllPages')).json();
      expect(all.some((page: { url: string }) => page.url === url)).toBe(false);
    });
  });

  describe('GET /api/Page/GetPageById', () => {
    it('answers 400 for a malformed id', async () => {
      const malformed = await api('GET', '/api/Page/GetPageById?pageId=x');
      expectInvalid(malformed, 'pageId', 'A valid id is required');
    });
  });

  describe('PUT /api/Page/UpdatePage', () => {
    it('saves the fields from JSON and keeps the banner image and the original author', async () => {
      const id = await createPageWithImage();
      const { bannerImageFilePath, addedOn } = await getPage(id);
      const admin = await app().login();
      const response = await app().request({
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

    it('replaces the banner image (the old file stays in the media library)', async () => {
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
      // Kept: the media library holds every upload until its row leaves the trash (decision 141).
      expect(existsSync(attachment(old))).toBe(true);
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
      expectUrlTaken(taken, '/theirs', 'page', 'Theirs');
      await api('POST', '/api/Blog/CreateBlog', { name: 'Their blog', url: '/their-blog' });
      const blogUrl = await api('PUT', '/api/Page/UpdatePage', {
        id,
        name: 'Mine',
        url: '/their-blog',
      });
      expect(blogUrl.statusCode).toBe(409);
      const reserved = await api('PUT', '/api/Page/UpdatePage', {
        id,
        name: 'Mine',
        url: '/login',
      });
      expect(reserved.json().message).toBe(RESERVED_URL_MESSAGE);
      expect((await getPage(id)).url).toBe('/mine');
    });

    it('answers 400 without an id', async () => {
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
    it('refuses while menu items link to the page, naming them', async () => {
      const id = await createPageWithImage({ name: 'Visitors' });
      const file = (await getPage(id)).bannerImageFilePath;
      const item = async (name: string) =>
        (await api('POST', '/api/MenuItem/CreateMenuItem', { name, pageId: id })).json()
          .id as number;
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
}

function blogTests(c: DocumentCalls) {
  const {
    t: app,
    api,
    freshUrl,
    sendForm,
    create: createBlog,
    createWithImage: createBlogWithImage,
    get: getBlog,
    listedOnSite: siteBlog,
    attachment,
  } = c;

  describe('POST /api/Blog/CreateBlog', () => {
    it('refuses a url another blog or a page has', async () => {
      await createBlog({ name: 'Weekly', url: '/weekly' });
      const blogVsBlog = await api('POST', '/api/Blog/CreateBlog', {
        name: 'Copy',
        url: '/Weekly/',
      });
      expectUrlTaken(blogVsBlog, '/weekly', 'blog', 'Weekly');
      const page = await api('POST', '/api/Page/CreatePage', { name: 'Members', url: '/members' });
      expect(page.statusCode, page.body).toBe(200);
      const blogVsPage = await api('POST', '/api/Blog/CreateBlog', {
        name: 'Members blog',
        url: '/MEMBERS',
      });
      expectUrlTaken(blogVsPage, '/members', 'page', 'Members');
    });
  });

  describe('PUT /api/Blog/UpdateBlog', () => {
    it('saves the fields, keeps addedBy and addedOn, and replaces the banner image', async () => {
      const id = await createBlogWithImage();
      const { bannerImageFilePath: old, addedOn } = await getBlog(id);
      const admin = await app().login();
      const response = await sendForm(
        'PUT',
        { id: String(id), name: 'Renamed blog', url: '/renamed-blog', isBannerVisible: 'false' },
        await pngImage(30, 30, '#3a3'),
        admin.token,
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ message: 'Blog updated successfully.' });
      const blog = await getBlog(id);
      expect(blog).toMatchObject({
        name: 'Renamed blog',
        url: '/renamed-blog',
        isBannerVisible: false,
        addedBy: 'Bella Blogger',
        addedOn,
      });
      expect(blog.bannerImageFilePath).not.toBe(old);
      expect(existsSync(attachment(blog.bannerImageFilePath))).toBe(true);
      // Kept: the media library holds every upload until its row leaves the trash (decision 141).
      expect(existsSync(attachment(old))).toBe(true);
      expect((await siteBlog(id)).url).toBe('/renamed-blog');
    });

    it('refuses a url a page has, but keeps its own', async () => {
      const id = await createBlog({ name: 'Mine', url: '/my-blog' });
      expect(
        (await api('PUT', '/api/Blog/UpdateBlog', { id, name: 'Mine', url: '/My-Blog' }))
          .statusCode,
      ).toBe(200);
      await api('POST', '/api/Page/CreatePage', { name: 'Careers', url: '/careers' });
      const taken = await api('PUT', '/api/Blog/UpdateBlog', { id, name: 'Mine', url: '/careers' });
      expectUrlTaken(taken, '/careers', 'page', 'Careers');
    });

    it('gives the validation messages', async () => {
      const id = await createBlog();
      const noName = await api('PUT', '/api/Blog/UpdateBlog', { id, url: freshUrl() });
      expectInvalid(noName, 'name', 'Menu Item Name is required');
    });
  });
}
