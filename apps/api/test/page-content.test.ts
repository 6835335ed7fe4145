import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  SELECT_TYPE_AND_COMPONENT_MESSAGE,
  type ContentOption,
  type DynamicBlog,
  type DynamicContentEntry,
  type DynamicPage,
} from '@chamber/contracts';
import { itNeedsSignIn } from './access-helpers.ts';
import { requestAs, sendForm, type Fields } from './content-helpers.ts';
import { expectAnswer, expectErrors, multipart, type TestApp, withAdmin } from './helpers.ts';

let t: TestApp;
let token: string;
let png: Buffer;

withAdmin((session) => ({ t, token, png } = session));

type Owner = 'page' | 'blog';
let documentCounter = 0;

/** Pages and blogs are inserted directly: their own API is another module's. */
async function insertDocument(owner: Owner, fields: { name?: string; isActive?: boolean } = {}) {
  documentCounter += 1;
  const now = new Date().toISOString();
  const { id } = await t.database.db
    .insertInto(owner === 'page' ? 'pages' : 'blogs')
    .values({
      name: fields.name ?? `${owner} ${documentCounter}`,
      title: `Title ${documentCounter}`,
      url: `/${owner}-${documentCounter}`,
      isActive: fields.isActive ?? true,
      isBannerVisible: true,
      bannerColor: '#112233',
      description: 'About us',
      keywords: 'chamber',
      addedBy: 'Site Administrator',
      addedOn: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function createSection(fields: Fields = {}) {
  const response = await sendForm(
    t,
    { method: 'POST', url: '/api/ContentSection/CreateContentSection', token, image: png },
    {
      name: 'Section',
      type: 'CONTENT_SECTION_DEFAULT',
      title: 'Title',
      description: 'Text',
      ...fields,
    },
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id as number;
}

async function createBanner(fields: Fields = {}) {
  const response = await t.request({
    method: 'POST',
    url: '/api/Banner/CreateBanner',
    token,
    payload: { name: 'Banner', ...fields },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id as number;
}

async function createBannerItem(bannerId: number, name: string, isActive = true) {
  const response = await sendForm(
    t,
    { method: 'POST', url: '/api/BannerItem/CreateBannerItem', token, image: png },
    { bannerId, name, isActive },
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id as number;
}

/** The calls of one owner, as the spec names them. */
const OWNERS = [
  {
    owner: 'page' as const,
    idQuery: 'pageId',
    assign: '/api/Page/AssignContentSectionToPage',
    unassign: '/api/Page/UnassignContentSection',
    sort: '/api/Page/SortPageContentSections',
    options: '/api/ContentSection/GetContentSectionOptions',
    dynamic: '/api/Home/GetDynamicPage',
    entries: 'pageContentSectionBanners' as const,
  },
  {
    owner: 'blog' as const,
    idQuery: 'blogId',
    assign: '/api/Blog/AssignContentSectionToBlog',
    unassign: '/api/Blog/UnassignContentSection',
    sort: '/api/Blog/SortBlogContentSections',
    options: '/api/ContentSection/GetContentSectionOptionsForBlog',
    dynamic: '/api/Home/GetDynamicBlog',
    entries: 'blogContentSectionBanners' as const,
  },
];
type OwnerCalls = (typeof OWNERS)[number];

function callsOf(o: OwnerCalls) {
  const assign = (ownerId: number, type: string, targetId: number | string, as = token) =>
    t.request({
      method: 'POST',
      url: `${o.assign}?${o.idQuery}=${ownerId}&contentSectionId=${targetId}&type=${type}`,
      token: as,
    });
  const options = async (ownerId: number, type: string) => {
    const response = await requestAs(
      t,
      token,
      'GET',
      `${o.options}?${o.idQuery}=${ownerId}&type=${type}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as ContentOption[]).map((option) => option.value);
  };
  /** The page or blog as visitors get it. */
  const shownDocument = async (ownerId: number): Promise<DynamicPage & DynamicBlog> => {
    const response = await t.request({
      method: 'GET',
      url: `${o.dynamic}?dynamicPageId=${ownerId}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const dynamic = async (ownerId: number): Promise<DynamicContentEntry[]> =>
    (await shownDocument(ownerId))[o.entries];
  /** What the visitor sees: "S:<section name>" / "B:<banner name>" in page order. */
  const shown = async (ownerId: number) =>
    (await dynamic(ownerId)).map((entry) =>
      entry.contentSection ? `S:${entry.contentSection.name}` : `B:${entry.banner?.name}`,
    );
  const sort = (payload: object) => t.request({ method: 'PUT', url: o.sort, token, payload });
  const unassign = (entryId: number | string) =>
    t.request({ method: 'DELETE', url: `${o.unassign}?contentSectionBannerId=${entryId}`, token });
  return { assign, options, shownDocument, dynamic, shown, sort, unassign };
}

describe('access', () => {
  itNeedsSignIn(
    () => t,
    // Each sends an empty list as its body, as the sort does.
    OWNERS.flatMap((o) =>
      (
        [
          { method: 'POST', url: `${o.assign}?${o.idQuery}=1&contentSectionId=1&type=BANNER` },
          { method: 'DELETE', url: `${o.unassign}?contentSectionBannerId=1` },
          { method: 'PUT', url: o.sort },
          { method: 'GET', url: `${o.options}?${o.idQuery}=1&type=BANNER` },
        ] as const
      ).map((call) => ({ ...call, payload: [] })),
    ),
  );

  it('lets an ordinary (non-admin) signed-in user change page content', async () => {
    const user = await t.createUser();
    const pageId = await insertDocument('page');
    const sectionId = await createSection();
    const response = await callsOf(OWNERS[0]).assign(
      pageId,
      'CONTENTSECTION',
      sectionId,
      user.token,
    );
    expect(response.statusCode).toBe(200);
  });
});

describe.each(OWNERS)('$owner content', (o) => {
  const calls = callsOf(o);
  const what = o.owner === 'page' ? 'The page' : 'The blog';

  describe(`POST ${o.assign}`, () => {
    it('appends sections and banners at the end; for BANNER, contentSectionId is the banner id', async () => {
      const ownerId = await insertDocument(o.owner);
      const intro = await createSection({ name: 'Intro' });
      const slider = await createBanner({ name: 'Slider' });
      const outro = await createSection({ name: 'Outro' });

      const first = await calls.assign(ownerId, 'CONTENTSECTION', intro);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({
        message: `Content added to the ${o.owner} successfully.`,
        id: expect.any(Number),
      });
      expect((await calls.assign(ownerId, 'BANNER', slider)).statusCode).toBe(200);
      expect((await calls.assign(ownerId, 'CONTENTSECTION', outro)).statusCode).toBe(200);

      expect(await calls.shown(ownerId)).toEqual(['S:Intro', 'B:Slider', 'S:Outro']);
      const entries = await calls.dynamic(ownerId);
      expect(entries[1]).toMatchObject({
        id: expect.any(Number),
        name: 'Slider',
        type: 'BANNER',
        bannerId: slider,
        contentSectionId: null,
        sectionKind: null,
        sortOrder: 1,
        contentSection: null,
      });
      expect(entries[0]).toMatchObject({
        id: first.json().id,
        name: 'Intro',
        type: 'CONTENTSECTION',
        contentSectionId: intro,
        sectionKind: 'CONTENT_SECTION_DEFAULT',
        bannerId: null,
        banner: null,
      });
      // The editor's list says the kind too ("Content Section — Default").
      const editor = await requestAs(
        t,
        token,
        'GET',
        `/api/${o.owner === 'page' ? 'Page/GetPageById?pageId' : 'Blog/GetBlogById?blogId'}=${ownerId}`,
      );
      expect(
        (editor.json() as { contentSections: { name: string; sectionKind: string | null }[] })
          .contentSections,
      ).toMatchObject([
        { name: 'Intro', sectionKind: 'CONTENT_SECTION_DEFAULT' },
        { name: 'Slider', sectionKind: null },
        { name: 'Outro', sectionKind: 'CONTENT_SECTION_DEFAULT' },
      ]);
    });

    it('refuses the same section or banner twice with 409', async () => {
      const ownerId = await insertDocument(o.owner);
      const sectionId = await createSection();
      const bannerId = await createBanner();
      await calls.assign(ownerId, 'CONTENTSECTION', sectionId);
      await calls.assign(ownerId, 'BANNER', bannerId);
      const sectionAgain = await calls.assign(ownerId, 'CONTENTSECTION', sectionId);
      expectAnswer(sectionAgain, 409, `This content section is already on this ${o.owner}.`);
      const bannerAgain = await calls.assign(ownerId, 'BANNER', bannerId);
      expectAnswer(bannerAgain, 409, `This banner is already on this ${o.owner}.`);
      expect(await calls.dynamic(ownerId)).toHaveLength(2);
    });

    it(`answers 404 for an unknown ${o.owner}, section or banner`, async () => {
      const ownerId = await insertDocument(o.owner);
      const sectionId = await createSection();
      const unknownOwner = await calls.assign(99999, 'CONTENTSECTION', sectionId);
      expectAnswer(unknownOwner, 404, `${what} was not found.`);
      const unknownSection = await calls.assign(ownerId, 'CONTENTSECTION', 99999);
      expect(unknownSection.json().message).toBe('The content section was not found.');
      const unknownBanner = await calls.assign(ownerId, 'BANNER', 99999);
      expectAnswer(unknownBanner, 404, 'The banner was not found.');
    });

    it('needs both a type and a component', async () => {
      const ownerId = await insertDocument(o.owner);
      for (const url of [
        `${o.assign}?${o.idQuery}=${ownerId}&contentSectionId=1`,
        `${o.assign}?${o.idQuery}=${ownerId}&contentSectionId=1&type=PICTURE`,
        `${o.assign}?${o.idQuery}=${ownerId}&type=BANNER`,
        `${o.assign}?${o.idQuery}=${ownerId}&type=BANNER&contentSectionId=`,
      ]) {
        const response = await t.request({ method: 'POST', url, token });
        expect(response.statusCode, url).toBe(400);
        expect(response.json().message, url).toBe(SELECT_TYPE_AND_COMPONENT_MESSAGE);
      }
      const noOwner = await requestAs(
        t,
        token,
        'POST',
        `${o.assign}?contentSectionId=1&type=BANNER`,
      );
      expectErrors(noOwner, { [o.idQuery]: 'A valid id is required' });
    });
  });

  describe(`GET ${o.options}`, () => {
    it('offers the banners or sections not yet on this one, as label and value', async () => {
      const ownerId = await insertDocument(o.owner);
      const otherId = await insertDocument(o.owner);
      const kept = await createSection({ name: 'Kept section' });
      const used = await createSection({ name: 'Used section' });
      const keptBanner = await createBanner({ name: 'Kept banner' });
      const usedBanner = await createBanner({ name: 'Used banner' });
      await calls.assign(ownerId, 'CONTENTSECTION', used);
      await calls.assign(ownerId, 'BANNER', usedBanner);
      // Being on another page or blog does not matter.
      await calls.assign(otherId, 'CONTENTSECTION', kept);

      const sections = await calls.options(ownerId, 'CONTENTSECTION');
      expect(sections).toContain(kept);
      expect(sections).not.toContain(used);
      const banners = await calls.options(ownerId, 'BANNER');
      expect(banners).toContain(keptBanner);
      expect(banners).not.toContain(usedBanner);

      const response = await requestAs(
        t,
        token,
        'GET',
        `${o.options}?${o.idQuery}=${ownerId}&type=BANNER`,
      );
      const labels = (response.json() as ContentOption[]).map((option) => option.label);
      expect(response.json()).toContainEqual({ label: 'Kept banner', value: keptBanner });
      // Banners only: no section is offered under BANNER.
      expect(labels).not.toContain('Kept section');

      // Removing it from the page offers it again.
      const entry = (await calls.dynamic(ownerId)).find((e) => e.bannerId === usedBanner);
      await calls.unassign(entry!.id);
      expect(await calls.options(ownerId, 'BANNER')).toContain(usedBanner);
    });

    it(`answers 404 for an unknown ${o.owner} and 400 without a valid type`, async () => {
      const unknown = await requestAs(
        t,
        token,
        'GET',
        `${o.options}?${o.idQuery}=99999&type=BANNER`,
      );
      expect(unknown.statusCode).toBe(404);
      const ownerId = await insertDocument(o.owner);
      const noType = await requestAs(t, token, 'GET', `${o.options}?${o.idQuery}=${ownerId}&type=`);
      expectAnswer(noType, 400, SELECT_TYPE_AND_COMPONENT_MESSAGE);
    });
  });

  describe(`DELETE ${o.unassign}`, () => {
    it('removes the entry, keeps the section itself, and answers 404 afterwards', async () => {
      const ownerId = await insertDocument(o.owner);
      const a = await createSection({ name: 'A' });
      const b = await createSection({ name: 'B' });
      const entryId = (await calls.assign(ownerId, 'CONTENTSECTION', a)).json().id;
      await calls.assign(ownerId, 'CONTENTSECTION', b);

      const response = await calls.unassign(entryId);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        message: `Content removed from the ${o.owner} successfully.`,
      });
      expect(await calls.shown(ownerId)).toEqual(['S:B']);
      const section = await requestAs(
        t,
        token,
        'GET',
        `/api/ContentSection/GetContentSectionById?contentSectionId=${a}`,
      );
      expect(section.statusCode).toBe(200);

      const again = await calls.unassign(entryId);
      expectAnswer(again, 404, 'The content entry was not found.');
      expect((await calls.unassign('x')).statusCode).toBe(400);
    });
  });

  describe(`PUT ${o.sort}`, () => {
    it(`puts the entries of one ${o.owner} in the order sent`, async () => {
      const ownerId = await insertDocument(o.owner);
      const ids = [];
      for (const name of ['One', 'Two', 'Three']) {
        ids.push(
          (await calls.assign(ownerId, 'CONTENTSECTION', await createSection({ name }))).json().id,
        );
      }
      const banner = await createBanner({ name: 'Four' });
      ids.push((await calls.assign(ownerId, 'BANNER', banner)).json().id);

      const response = await calls.sort([
        { id: ids[3] },
        { id: ids[2] },
        { id: ids[0] },
        { id: ids[1] },
      ]);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Content sorted successfully.' });
      expect(await calls.shown(ownerId)).toEqual(['B:Four', 'S:Three', 'S:One', 'S:Two']);
      // New content still goes last.
      await calls.assign(ownerId, 'CONTENTSECTION', await createSection({ name: 'Five' }));
      expect((await calls.shown(ownerId)).at(-1)).toBe('S:Five');
    });

    it(`refuses entries of another ${o.owner} and changes nothing`, async () => {
      const ownerId = await insertDocument(o.owner);
      const otherId = await insertDocument(o.owner);
      const mine = [];
      for (const name of ['Mine 1', 'Mine 2']) {
        mine.push(
          (await calls.assign(ownerId, 'CONTENTSECTION', await createSection({ name }))).json().id,
        );
      }
      const theirs = (
        await calls.assign(otherId, 'CONTENTSECTION', await createSection({ name: 'Theirs' }))
      ).json().id;

      const response = await calls.sort([{ id: mine[1] }, { id: theirs }, { id: mine[0] }]);
      expectAnswer(response, 400, `Item ${theirs} cannot be sorted here.`);
      expect(await calls.shown(ownerId)).toEqual(['S:Mine 1', 'S:Mine 2']);
      expect(await calls.shown(otherId)).toEqual(['S:Theirs']);
    });

    it('refuses a malformed list and answers 404 for an unknown first entry', async () => {
      expect((await calls.sort({ id: 1 })).json().message).toBe(
        'An ordered list of items is required',
      );
      expect((await calls.sort([{ id: 99999 }])).statusCode).toBe(404);
      expect((await calls.sort([])).statusCode).toBe(200);
    });
  });

  describe(`creating content for a ${o.owner} (routes with ${o.idQuery})`, () => {
    it(`a section created with ${o.idQuery} is added at the end of that ${o.owner}`, async () => {
      const ownerId = await insertDocument(o.owner);
      await calls.assign(ownerId, 'BANNER', await createBanner({ name: 'Top' }));
      const sectionId = await createSection({ name: 'Made here', [o.idQuery]: ownerId });
      expect(await calls.shown(ownerId)).toEqual(['B:Top', 'S:Made here']);
      expect(await calls.options(ownerId, 'CONTENTSECTION')).not.toContain(sectionId);
    });

    it(`a banner created with ${o.idQuery} is added at the end of that ${o.owner}`, async () => {
      const ownerId = await insertDocument(o.owner);
      await calls.assign(ownerId, 'CONTENTSECTION', await createSection({ name: 'First' }));
      await createBanner({ name: 'Made here', [o.idQuery]: ownerId });
      expect(await calls.shown(ownerId)).toEqual(['S:First', 'B:Made here']);
    });

    it(`with an unknown ${o.idQuery} nothing is created and no file is left`, async () => {
      const files = () => readdirSync(path.join(t.config.dataDir, 'attachments')).length;
      const sectionCount = async () =>
        (await requestAs(t, token, 'GET', '/api/ContentSection/GetAllContentSections')).json()
          .length;
      const bannerCount = async () =>
        (await t.request({ method: 'GET', url: '/api/Banner/GetAllBanners', token })).json().length;
      const [filesBefore, sectionsBefore, bannersBefore] = [
        files(),
        await sectionCount(),
        await bannerCount(),
      ];

      const section = await t.request({
        method: 'POST',
        url: '/api/ContentSection/CreateContentSection',
        token,
        ...multipart(
          {
            name: 'Orphan',
            type: 'CONTENT_SECTION_DEFAULT',
            title: 'T',
            description: 'D',
            [o.idQuery]: 99999,
          },
          { image: { data: png } },
        ),
      });
      expectAnswer(section, 404, `${what} was not found.`);
      const banner = await t.request({
        method: 'POST',
        url: '/api/Banner/CreateBanner',
        token,
        payload: { name: 'Orphan', [o.idQuery]: 99999 },
      });
      expect(banner.statusCode).toBe(404);

      expect(files()).toBe(filesBefore);
      expect(await sectionCount()).toBe(sectionsBefore);
      expect(await bannerCount()).toBe(bannersBefore);
    });
  });
});

describe('deleting content that pages or blogs use', () => {
  it('refuses to delete a used section or banner, naming where it is used, until it is removed there', async () => {
    const pageId = await insertDocument('page', { name: 'About us' });
    const blogId = await insertDocument('blog', { name: 'Spring news' });
    const sectionId = await createSection({ name: 'Shared section' });
    const bannerId = await createBanner({ name: 'Shared banner' });
    const [page, blog] = OWNERS.map(callsOf);
    const pageEntry = (await page.assign(pageId, 'CONTENTSECTION', sectionId)).json().id;
    const blogEntry = (await blog.assign(blogId, 'CONTENTSECTION', sectionId)).json().id;
    const bannerEntry = (await blog.assign(blogId, 'BANNER', bannerId)).json().id;

    const deleteSection = () =>
      requestAs(t, token, 'DELETE', `/api/ContentSection/DeleteContentSection?id=${sectionId}`);
    const deleteBanner = () =>
      t.request({ method: 'DELETE', url: `/api/Banner/DeleteBanner?id=${bannerId}`, token });

    const sectionRefused = await deleteSection();
    expectAnswer(
      sectionRefused,
      409,
      '"Shared section" is used by page "About us", blog "Spring news". Remove it from them first.',
    );
    const bannerRefused = await deleteBanner();
    expectAnswer(
      bannerRefused,
      409,
      '"Shared banner" is used by blog "Spring news". Remove it from there first.',
    );
    expect(await page.shown(pageId)).toEqual(['S:Shared section']);
    expect(await blog.shown(blogId)).toEqual(['S:Shared section', 'B:Shared banner']);

    await page.unassign(pageEntry);
    await blog.unassign(blogEntry);
    await blog.unassign(bannerEntry);
    expect((await deleteSection()).statusCode).toBe(200);
    expect((await deleteBanner()).statusCode).toBe(200);
  });
});

describe('public dynamic pages and blogs', () => {
  async function buildDocument(owner: Owner, isActive = true) {
    const ownerId = await insertDocument(owner, { name: `Public ${owner}`, isActive });
    const calls = callsOf(OWNERS.find((o) => o.owner === owner)!);
    const visible = await createSection({
      name: 'Visible',
      type: 'CONTENT_SECTION_CUSTOM',
      title: '',
      description: '',
      rawHTML: '<p>Hello</p>',
    });
    const hidden = await createSection({ name: 'Hidden', isActive: false });
    const slider = await createBanner({ name: 'Slider' });
    await createBannerItem(slider, 'Slide A');
    await createBannerItem(slider, 'Slide off', false);
    const slideB = await createBannerItem(slider, 'Slide B');
    const slideC = await createBannerItem(slider, 'Slide C');
    const sliderItems = (
      await t.request({ method: 'GET', url: `/api/Banner/GetBannerById?bannerId=${slider}`, token })
    ).json().bannerItems;
    // Slides in a changed order: C first.
    await t.request({
      method: 'PUT',
      url: '/api/BannerItem/SortBannerItems',
      token,
      payload: [{ id: slideC }, ...sliderItems.filter((i: { id: number }) => i.id !== slideC)],
    });
    const offBanner = await createBanner({ name: 'Off banner', isActive: false });
    await createBannerItem(offBanner, 'Never shown');

    await calls.assign(ownerId, 'BANNER', slider);
    await calls.assign(ownerId, 'CONTENTSECTION', hidden);
    await calls.assign(ownerId, 'BANNER', offBanner);
    await calls.assign(ownerId, 'CONTENTSECTION', visible);
    return { ownerId, slideB, slideC };
  }

  it('GetDynamicPage: public, the page fields, and only active content in order', async () => {
    const { ownerId } = await buildDocument('page');
    const page: DynamicPage = await callsOf(OWNERS[0]).shownDocument(ownerId);
    expect(page).toMatchObject({
      id: ownerId,
      name: 'Public page',
      title: expect.stringMatching(/^Title /),
      url: expect.stringMatching(/^\/page-/),
      isBannerVisible: true,
      bannerColor: '#112233',
      description: 'About us',
      keywords: 'chamber',
      addedBy: 'Site Administrator',
    });
    expect(page).not.toHaveProperty('isActive');
    const entries = page.pageContentSectionBanners;
    expect(entries.map((e) => e.name)).toEqual(['Slider', 'Visible']);
    expect(entries[0].banner?.bannerItems.map((i) => i.name)).toEqual([
      'Slide C',
      'Slide A',
      'Slide B',
    ]);
    expect(entries[0].banner).toMatchObject({ name: 'Slider', isActive: true });
    expect(entries[1].contentSection).toMatchObject({
      name: 'Visible',
      type: 'CONTENT_SECTION_CUSTOM',
      rawHTML: '<p>Hello</p>',
    });
  });

  it('GetDynamicBlog: the same for blogs, with no title', async () => {
    const { ownerId } = await buildDocument('blog');
    const blog: DynamicBlog = await callsOf(OWNERS[1]).shownDocument(ownerId);
    expect(blog).toMatchObject({ id: ownerId, name: 'Public blog', title: null });
    expect(blog.blogContentSectionBanners.map((e) => e.name)).toEqual(['Slider', 'Visible']);
  });

  it.each(OWNERS)(
    '$dynamic answers 404 for unknown and inactive ones, and 400 without an id',
    async (o) => {
      const { ownerId: inactive } = await buildDocument(o.owner, false);
      for (const id of [inactive, 99999]) {
        const response = await t.request({
          method: 'GET',
          url: `${o.dynamic}?dynamicPageId=${id}`,
        });
        expectAnswer(response, 404, `The ${o.owner} was not found.`);
      }
      expect((await t.request({ method: 'GET', url: o.dynamic })).statusCode).toBe(400);
    },
  );

  it('names only images that exist in the attachments', async () => {
    const { ownerId } = await buildDocument('page');
    const page: DynamicPage = (
      await t.request({ method: 'GET', url: `/api/Home/GetDynamicPage?dynamicPageId=${ownerId}` })
    ).json();
    const images = page.pageContentSectionBanners
      .flatMap((e) => [
        ...(e.banner?.bannerItems.map((i) => i.imagePath) ?? []),
        e.contentSection?.imagePath ?? null,
      ])
      .filter((p): p is string => p !== null);
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(existsSync(path.join(t.config.dataDir, 'attachments', image))).toBe(true);
    }
  });
});
