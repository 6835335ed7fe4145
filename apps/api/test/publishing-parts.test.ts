/**
 * Drafts of the parts of a page (docs/decisions/140-drafts-of-the-parts-of-a-page.md): a content
 * section, banner, slider item, menu item or footer item saved as a draft stays out of visitors' sight; a
 * page's Publish takes its sections', banners' and slides' drafts (and new ones) live with it,
 * after GetParts has listed them with the other pages they are on.
 */
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { expectSignInRequired } from './access-helpers.ts';
import { multipart, pngImage, withTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let token: string;
let png: Buffer;
withTestApp(async (app) => {
  t = app;
  token = (await t.login()).token;
  png = await pngImage();
});

let counter = 0;
const unique = (prefix: string) => `${prefix}-${++counter}`;

const send = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object, as = token) =>
  t.request({ method, url, token: as, ...(payload ? { payload } : {}) });

async function ok(response: Promise<LightMyRequestResponse>) {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

const createPage = async () =>
  (
    await ok(
      send('POST', '/api/Page/CreatePage', {
        name: unique('Page'),
        title: 'A page',
        url: `/${unique('page')}`,
        description: 'About it',
        isActive: true,
      }),
    )
  ).id as number;

const SECTION = {
  type: 'CONTENT_SECTION_TEXTONLY',
  title: 'Published words',
  description: 'Published details',
  alignment: 'LEFT',
};

async function createSection(fields: Record<string, unknown>) {
  const form = multipart({ name: unique('Section'), ...SECTION, ...fields });
  return (
    await ok(
      t.request({
        method: 'POST',
        url: '/api/ContentSection/CreateContentSection',
        token,
        ...form,
      }),
    )
  ).id as number;
}

const updateSection = (id: number, fields: Record<string, unknown>) => {
  const form = multipart({ id, name: `Section ${id}`, ...SECTION, ...fields });
  return t.request({
    method: 'PUT',
    url: '/api/ContentSection/UpdateContentSection',
    token,
    ...form,
  });
};

const assign = (pageId: number, contentSectionId: number) =>
  ok(
    send(
      'POST',
      `/api/Page/AssignContentSectionToPage?pageId=${pageId}&contentSectionId=${contentSectionId}&type=CONTENTSECTION`,
    ),
  );

/** The titles of the sections visitors see on the page. */
async function visitorTitles(pageId: number) {
  const page = await ok(
    t.request({ method: 'GET', url: `/api/Home/GetDynamicPage?dynamicPageId=${pageId}` }),
  );
  return page.pageContentSectionBanners.map(
    (entry: { contentSection: { title: string } | null }) => entry.contentSection?.title,
  );
}

const parts = (type: string, id: number, as = token) =>
  send('GET', `/api/Publishing/GetParts?type=${type}&id=${id}`, undefined, as);
const publish = (type: string, id: number) => send('POST', '/api/Publishing/Publish', { type, id });

describe('a draft of a content section', () => {
  it('is seen by staff, not by visitors, and goes live with the page, on every page it is on', async () => {
    const [home, about] = [await createPage(), await createPage()];
    const sectionId = await createSection({ pageId: home });
    await assign(about, sectionId);
    const aboutName = (await ok(send('GET', `/api/Page/GetPageById?pageId=${about}`))).name;

    await ok(updateSection(sectionId, { title: 'Draft words', draft: 'true' }));
    const staff = await ok(
      send('GET', `/api/ContentSection/GetContentSectionById?contentSectionId=${sectionId}`),
    );
    expect(staff).toMatchObject({ title: 'Draft words', status: 'published', hasDraft: true });
    expect(await visitorTitles(home)).toEqual(['Published words']);

    expect(await ok(parts('page', home))).toEqual([
      {
        type: 'contentSection',
        id: sectionId,
        name: `Section ${sectionId}`,
        change: 'changes',
        alsoOn: [{ type: 'page', id: about, name: aboutName }],
      },
    ]);

    const published = await ok(publish('page', home));
    expect(published.message).toBe('Page published.');
    expect(await visitorTitles(home)).toEqual(['Draft words']);
    expect(await visitorTitles(about)).toEqual(['Draft words']);
    expect(await ok(parts('page', home))).toEqual([]);
    const activity = await ok(send('GET', '/api/Activity/GetActivity?type=contentSection'));
    expect(activity.entries.map((entry: { summary: string }) => entry.summary)).toContain(
      `Published content section “Section ${sectionId}”`,
    );
  });

  it('a new section added to a page as a draft shows only once the page is published', async () => {
    const pageId = await createPage();
    const sectionId = await createSection({ pageId, title: 'Brand new', draft: 'true' });
    expect(await visitorTitles(pageId)).toEqual([]);
    const [part] = await ok(parts('page', pageId));
    expect(part).toMatchObject({ type: 'contentSection', id: sectionId, change: 'new' });
    await ok(publish('page', pageId));
    expect(await visitorTitles(pageId)).toEqual(['Brand new']);
  });

  it('publishes on its own too, and a plain save (an API client without draft) is live at once', async () => {
    const pageId = await createPage();
    const sectionId = await createSection({ pageId });
    await ok(updateSection(sectionId, { title: 'Draft alone', draft: 'true' }));
    const alone = await ok(publish('contentSection', sectionId));
    expect(alone).toMatchObject({ message: 'Content section published.', hasDraft: false });
    expect(await visitorTitles(pageId)).toEqual(['Draft alone']);
    await ok(updateSection(sectionId, { title: 'Saved live' }));
    expect(await visitorTitles(pageId)).toEqual(['Saved live']);
  });

  it('a part that breaks a rule stops the whole publish, naming the part', async () => {
    const pageId = await createPage();
    const sectionId = await createSection({ pageId });
    await ok(updateSection(sectionId, { title: 'Fine draft', draft: 'true' }));
    // A draft kept from before a rule, say: the title this kind needs is gone.
    await t.database.db
      .updateTable('drafts')
      .set({ content: JSON.stringify({ name: `Section ${sectionId}`, title: null }) })
      .where('type', '=', 'contentSection')
      .where('itemId', '=', sectionId)
      .execute();
    const refused = await publish('page', pageId);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      `Nothing was published: the content section “Section ${sectionId}” goes live with it. Please fix this before publishing: Title is required`,
    );
    expect(await visitorTitles(pageId)).toEqual(['Published words']);
    const page = await ok(send('GET', `/api/Page/GetPageById?pageId=${pageId}`));
    expect(page.version).toBe(1);
  });
});

describe('a banner and its slides', () => {
  it('a slide saved as a draft goes live with its banner, and is listed with the page', async () => {
    const pageId = await createPage();
    const bannerId = (
      await ok(send('POST', '/api/Banner/CreateBanner', { name: unique('Banner'), pageId }))
    ).id as number;
    const slide = { bannerId, name: 'Slide', title: 'Live slide', alignment: 'LEFT' };
    const created = multipart(slide, { image: { data: png, filename: 'a.png' } });
    const slideId = (
      await ok(
        t.request({
          method: 'POST',
          url: '/api/BannerItem/CreateBannerItem',
          token,
          ...created,
        }),
      )
    ).id as number;
    const drafted = multipart({ ...slide, id: slideId, title: 'Draft slide', draft: 'true' });
    await ok(
      t.request({ method: 'PUT', url: '/api/BannerItem/UpdateBannerItem', token, ...drafted }),
    );

    const slideTitles = async () => {
      const page = await ok(
        t.request({ method: 'GET', url: `/api/Home/GetDynamicPage?dynamicPageId=${pageId}` }),
      );
      return page.pageContentSectionBanners[0].banner.bannerItems.map(
        (item: { title: string }) => item.title,
      );
    };
    expect(await slideTitles()).toEqual(['Live slide']);
    expect(await ok(parts('page', pageId))).toEqual([
      { type: 'bannerItem', id: slideId, name: 'Slide', change: 'changes', alsoOn: [] },
    ]);
    expect(await ok(parts('banner', bannerId))).toMatchObject([{ id: slideId }]);
    await ok(publish('banner', bannerId));
    expect(await slideTitles()).toEqual(['Draft slide']);
  });
});

describe('a footer item', () => {
  it('saved as a draft keeps the public footer as it was until it is published', async () => {
    const footerLabels = async () =>
      (await ok(t.request({ method: 'GET', url: '/api/Home/GetCMSInfo' }))).footerItems.map(
        (item: { label: string }) => item.label,
      );
    const { id } = await ok(
      send('POST', '/api/FooterItem/CreateFooterItem', {
        label: 'Draft link',
        to: '/a',
        draft: true,
      }),
    );
    expect(await footerLabels()).not.toContain('Draft link');
    expect(
      await ok(send('GET', `/api/FooterItem/GetFooterItemById?footerItemId=${id}`)),
    ).toMatchObject({ status: 'draft', isActive: false });
    await ok(publish('footerItem', id));
    expect(await footerLabels()).toContain('Draft link');
    await ok(
      send('PUT', '/api/FooterItem/UpdateFooterItem', {
        id,
        label: 'Renamed link',
        to: '/a',
        draft: true,
      }),
    );
    expect(await footerLabels()).toContain('Draft link');
    await ok(publish('footerItem', id));
    expect(await footerLabels()).toContain('Renamed link');
  });
});

describe('a menu item', () => {
  const menuNames = async () => {
    const info = await ok(t.request({ method: 'GET', url: '/api/Home/GetCMSInfo' }));
    return info.menuItems.flatMap(
      (item: { name: string; assignedMenuItems: { name: string }[] }) => [
        item.name,
        ...item.assignedMenuItems.map((child) => `${item.name} > ${child.name}`),
      ],
    );
  };
  const item = (fields: Record<string, unknown>) => ({
    pageId: null,
    parentMenuItemId: null,
    customLink: '/visit',
    openInNewTab: false,
    isActive: true,
    ...fields,
  });
  const staffItem = (id: number) =>
    ok(send('GET', `/api/MenuItem/GetMenuItemById?menuItemId=${id}`));

  it('keeps its draft out of the site menu; where it sits changes at once, and keeps the draft', async () => {
    const parent = (
      await ok(send('POST', '/api/MenuItem/CreateMenuItem', item({ name: unique('Visit') })))
    ).id as number;
    const parentName = (await staffItem(parent)).name;
    const name = unique('Ferries');
    const { id } = await ok(send('POST', '/api/MenuItem/CreateMenuItem', item({ name })));
    await ok(
      send(
        'PUT',
        '/api/MenuItem/UpdateMenuItems',
        item({ id, name: `${name} and boats`, draft: true }),
      ),
    );
    expect(await staffItem(id)).toMatchObject({ name: `${name} and boats`, hasDraft: true });
    expect(await menuNames()).toContain(name);

    // Given a parent in the meantime: it moves on the site now, its draft waits.
    await ok(
      send('PUT', '/api/MenuItem/AssignParentMenuItem', {
        parentId: parent,
        childMenuItemIds: [id],
      }),
    );
    expect(await menuNames()).toContain(`${parentName} > ${name}`);
    expect(await staffItem(id)).toMatchObject({ name: `${name} and boats`, hasDraft: true });

    const published = await ok(publish('menuItem', id));
    expect(published.message).toBe('Menu item published.');
    expect(await menuNames()).toContain(`${parentName} > ${name} and boats`);
  });

  it('a new item saved as a draft is not in the site menu until published', async () => {
    const name = unique('Harbor tours');
    const { id } = await ok(
      send('POST', '/api/MenuItem/CreateMenuItem', item({ name, draft: true })),
    );
    expect(await staffItem(id)).toMatchObject({ status: 'draft', isActive: false });
    expect(await menuNames()).not.toContain(name);
    await ok(publish('menuItem', id));
    expect(await menuNames()).toContain(name);
  });
});

describe('GetParts refusals', () => {
  it('needs signing in, the right to publish, a known type and an item that exists', async () => {
    const pageId = await createPage();
    await expectSignInRequired(t, {
      method: 'GET',
      url: `/api/Publishing/GetParts?type=page&id=${pageId}`,
    });
    const author = await t.createUser({ username: unique('author'), role: 'author' });
    expect((await parts('page', pageId, author.token)).statusCode).toBe(403);
    const badType = await parts('menu', pageId);
    expect(badType.statusCode).toBe(400);
    expect(badType.json().errors.type).toBe(
      'Please choose a page, blog, event, content section, banner, slider item, menu item, footer item, member, deal or the settings',
    );
    const missing = await parts('page', 999999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('The page was not found.');
  });
});
