/**
 * The trash: every editable type's delete moves it there with what referenced it, GetTrash lists
 * it, RestoreFromTrash puts it all back with the old ids, DeleteForever (administrators) and the
 * 30-day expiry delete it for good with its files; GetUsage says where an item is used.
 */
import type { TrashEntry } from '@chamber/contracts';
import { describe, expect, it } from 'vitest';
import { pruneTrash } from '../src/lib/trash.ts';
import { itNeedsSignIn } from './access-helpers.ts';
import { attachmentExists, getJson, sendForm, type Fields } from './content-helpers.ts';
import {
  eventFormFields,
  expectAnswer,
  expectErrors,
  multipart,
  type TestApp,
  withAdminAndUser,
} from './helpers.ts';

let t: TestApp;
let admin: string;
let clerk: string;
let png: Buffer;
withAdminAndUser((session) => ({ t, admin, user: clerk, png } = session), {
  user: { username: 'clerk', fullName: 'Carla Clerk' },
});

const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
  const response = await t.request({ method, url, token: clerk, payload });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
  return response.json();
};
const created = async (url: string, payload: object) =>
  (await call('POST', url, payload)).id as number;
const form = async (url: string, fields: Fields, token = clerk) => {
  const response = await sendForm(t, { method: 'POST', url, token, image: png }, fields);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id as number;
};

let urlCounter = 0;
const createPage = (name = 'About us') =>
  created('/api/Page/CreatePage', { name, url: `/trash-page-${++urlCounter}`, isActive: true });
const createSection = (name = 'Welcome block') =>
  form('/api/ContentSection/CreateContentSection', {
    name,
    type: 'CONTENT_SECTION_DEFAULT',
    title: 'Welcome',
    description: 'We help local businesses grow.',
    alignment: 'LEFT',
    isActive: true,
  });
/** Events are for administrators. */
const createEvent = (title: string) =>
  form('/api/Event/CreateEvent', eventFormFields(title), admin);
const createBanner = (name = 'Home slider') =>
  created('/api/Banner/CreateBanner', { name, isActive: true });
const createSlide = (bannerId: number, name = 'Slide') =>
  form('/api/BannerItem/CreateBannerItem', { bannerId, name, alignment: 'CENTER', isActive: true });
const createMenuItem = (name: string, fields: object = {}) =>
  created('/api/MenuItem/CreateMenuItem', { name, ...fields });

const trash = (): Promise<TrashEntry[]> => call('GET', '/api/Trash/GetTrash');
const inTrash = async (type: string, id: number) =>
  (await trash()).find((entry) => entry.type === type && entry.id === id);
const restore = (type: string, id: number) =>
  t.request({
    method: 'POST',
    url: '/api/Trash/RestoreFromTrash',
    token: clerk,
    payload: { type, id },
  });
const forever = (type: string, id: number, token = admin) =>
  t.request({ method: 'DELETE', url: `/api/Trash/DeleteForever?type=${type}&id=${id}`, token });
const usage = (type: string, id: number) =>
  call('GET', `/api/Trash/GetUsage?type=${type}&id=${id}`);

const getPage = (id: number) =>
  getJson<{ name: string; contentSections: { contentSectionId: number | null }[] }>(
    t,
    clerk,
    `/api/Page/GetPageById?pageId=${id}`,
  );
const menu = async () =>
  (await call('GET', '/api/MenuItem/GetAllMenuItems')) as {
    id: number;
    name: string;
    pageId: number | null;
    parentMenuItemId: number | null;
  }[];

/** How many revisions an item has kept (lib/revisions.ts). */
async function revisionsOf(type: string, itemId: number) {
  const rows = await t.database.db
    .selectFrom('revisions')
    .select('id')
    .where('type', '=', type)
    .where('itemId', '=', itemId)
    .execute();
  return rows.length;
}

describe('access', () => {
  itNeedsSignIn(
    () => t,
    [
      { method: 'GET', url: '/api/Trash/GetTrash' },
      { method: 'GET', url: '/api/Trash/GetUsage?type=page&id=1' },
      { method: 'POST', url: '/api/Trash/RestoreFromTrash', payload: { type: 'page', id: 1 } },
      { method: 'DELETE', url: '/api/Trash/DeleteForever?type=page&id=1' },
    ],
  );

  it('DeleteForever is for administrators only (403), and the item stays in the trash', async () => {
    const id = await created('/api/FooterItem/CreateFooterItem', { label: 'Kept', to: '/kept' });
    await call('DELETE', `/api/FooterItem/DeleteFooterItem?footerItemId=${id}`);
    expectAnswer(await forever('footerItem', id, clerk), 403, 'Only administrators can do this.');
    expect(await inTrash('footerItem', id)).toBeDefined();
  });
});

describe('validation (400) and not found (404)', () => {
  it('refuses an unknown type or id with the field named', async () => {
    const bad = { type: 'user', id: 'x' };
    const errors = {
      type: 'Please choose one of the types that go to the trash',
      id: 'A valid id is required',
    };
    const restoring = await t.request({
      method: 'POST',
      url: '/api/Trash/RestoreFromTrash',
      token: clerk,
      payload: bad,
    });
    expect(restoring.statusCode).toBe(400);
    expectErrors(restoring, errors);
    const deleting = await t.request({
      method: 'DELETE',
      url: '/api/Trash/DeleteForever?type=user&id=x',
      token: admin,
    });
    expectErrors(deleting, errors);
    const using = await t.request({
      method: 'GET',
      url: '/api/Trash/GetUsage?type=user&id=x',
      token: clerk,
    });
    expectErrors(using, errors);
  });

  it('answers 404 for an item that is not in the trash', async () => {
    const message = 'The item in the trash was not found.';
    expectAnswer(await restore('page', 99999), 404, message);
    expectAnswer(await forever('page', 99999), 404, message);
  });
});

describe('each type: delete → GetTrash → RestoreFromTrash', () => {
  const cases: [string, () => Promise<number>, (id: number) => string, (id: number) => string][] = [
    [
      'page',
      () => createPage('Round trip page'),
      (id) => `/api/Page/DeletePage?id=${id}`,
      (id) => `/api/Page/GetPageById?pageId=${id}`,
    ],
    [
      'blog',
      () =>
        created('/api/Blog/CreateBlog', {
          name: 'Round trip blog',
          url: `/trash-blog-${++urlCounter}`,
          isActive: true,
        }),
      (id) => `/api/Blog/DeleteBlog?id=${id}`,
      (id) => `/api/Blog/GetBlogById?blogId=${id}`,
    ],
    [
      'event',
      () => createEvent('Round trip event'),
      (id) => `/api/Event/DeleteEvent?eventId=${id}`,
      (id) => `/api/Event/GetEventById?eventId=${id}`,
    ],
    [
      'contentSection',
      () => createSection('Round trip section'),
      (id) => `/api/ContentSection/DeleteContentSection?id=${id}`,
      (id) => `/api/ContentSection/GetContentSectionById?contentSectionId=${id}`,
    ],
    [
      'banner',
      () => createBanner('Round trip banner'),
      (id) => `/api/Banner/DeleteBanner?id=${id}`,
      (id) => `/api/Banner/GetBannerById?bannerId=${id}`,
    ],
    [
      'menuItem',
      () => createMenuItem('Round trip item'),
      (id) => `/api/MenuItem/DeleteMenuItem?id=${id}`,
      (id) => `/api/MenuItem/GetMenuItemById?menuItemId=${id}`,
    ],
    [
      'footerItem',
      () =>
        created('/api/FooterItem/CreateFooterItem', { label: 'Round trip link', to: '/somewhere' }),
      (id) => `/api/FooterItem/DeleteFooterItem?footerItemId=${id}`,
      (id) => `/api/FooterItem/GetFooterItemById?footerItemId=${id}`,
    ],
  ];

  it.each(cases)('%s', async (type, create, deleteUrl, getUrl) => {
    const id = await create();
    const before = await call('GET', getUrl(id));
    const remove = await t.request({
      method: 'DELETE',
      url: deleteUrl(id),
      token: type === 'event' ? admin : clerk,
    });
    expect(remove.statusCode, remove.body).toBe(200);
    expect((await t.request({ method: 'GET', url: getUrl(id), token: clerk })).statusCode).toBe(
      404,
    );

    const entry = await inTrash(type, id);
    expect(entry).toMatchObject({ name: before.name ?? before.title ?? before.label });
    expect(Date.parse(entry!.expiresOn) - Date.parse(entry!.deletedOn)).toBe(30 * 86_400_000);

    const restored = await restore(type, id);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().notes).toEqual([]);
    expect(await call('GET', getUrl(id))).toEqual(before);
    expect(await inTrash(type, id)).toBeUndefined();
  });

  it('bannerItem, with its image file kept while it is in the trash', async () => {
    const bannerId = await createBanner('Slides banner');
    const id = await createSlide(bannerId, 'Lonely slide');
    const [slide] = (await call('GET', `/api/Banner/GetBannerById?bannerId=${bannerId}`))
      .bannerItems;
    await call('DELETE', `/api/BannerItem/DeleteBannerItem?id=${id}`);
    expect(attachmentExists(t, slide.imagePath)).toBe(true);
    expect(await inTrash('bannerItem', id)).toMatchObject({
      name: 'Lonely slide',
      deletedByName: 'Carla Clerk',
    });
    expect((await restore('bannerItem', id)).statusCode).toBe(200);
    expect(
      (await call('GET', `/api/Banner/GetBannerById?bannerId=${bannerId}`)).bannerItems,
    ).toEqual([slide]);
  });
});

describe('what referenced it comes back with it', () => {
  it('a page in the menu: GetUsage names the menu and footer items; withUses takes them along', async () => {
    const pageId = await createPage('Membership');
    const { url } = await call('GET', `/api/Page/GetPageById?pageId=${pageId}`);
    const linkId = await createMenuItem('Join us', { pageId });
    const childId = await createMenuItem('Benefits', { parentMenuItemId: linkId });
    const footerId = await created('/api/FooterItem/CreateFooterItem', {
      label: 'Membership',
      to: url,
    });

    expect(await usage('page', pageId)).toEqual([
      { type: 'menuItem', id: linkId, name: 'Join us' },
      { type: 'footerItem', id: footerId, name: 'Membership' },
    ]);
    // Without withUses the delete is refused, as it always was.
    const refused = await t.request({
      method: 'DELETE',
      url: `/api/Page/DeletePage?id=${pageId}`,
      token: clerk,
    });
    expect(refused.statusCode).toBe(409);

    const page = await getPage(pageId);
    await call('DELETE', `/api/Page/DeletePage?id=${pageId}&withUses=true`);
    expect((await menu()).map((item) => item.id)).not.toContain(linkId);
    expect((await menu()).map((item) => item.id)).not.toContain(childId);
    expect((await inTrash('page', pageId))?.withIt).toEqual(
      expect.arrayContaining(['1 menu item', '1 footer item']),
    );

    const restored = await restore('page', pageId);
    expect(restored.json()).toEqual({ message: '“Membership” was restored.', notes: [] });
    expect(await getPage(pageId)).toEqual(page);
    expect(await menu()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: linkId, pageId, name: 'Join us' }),
        expect.objectContaining({ id: childId, parentMenuItemId: linkId }),
      ]),
    );
    expect(
      (await call('GET', `/api/FooterItem/GetFooterItemById?footerItemId=${footerId}`)).to,
    ).toBe(url);
  });

  it('a page keeps its content entries and banner image in the trash', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/Page/CreatePage',
      token: clerk,
      ...multipart(
        { name: 'With content', url: `/trash-page-${++urlCounter}`, isActive: 'true' },
        { bannerImage: { data: png } },
      ),
    });
    const pageId = response.json().id as number;
    const sectionId = await createSection('On the page');
    const bannerId = await createBanner('On the page too');
    await t.database.db
      .insertInto('pageContentEntries')
      .values([
        {
          pageId,
          type: 'CONTENTSECTION',
          contentSectionId: sectionId,
          bannerId: null,
          sortOrder: 0,
        },
        { pageId, type: 'BANNER', contentSectionId: null, bannerId, sortOrder: 1 },
      ])
      .execute();
    const page = await getPage(pageId);
    expect(page.contentSections).toHaveLength(2);

    await call('DELETE', `/api/Page/DeletePage?id=${pageId}`);
    const file = (page as unknown as { bannerImageFilePath: string }).bannerImageFilePath;
    expect(attachmentExists(t, file)).toBe(true);
    expect((await inTrash('page', pageId))?.withIt).toEqual(['2 content entries']);

    expect((await restore('page', pageId)).statusCode).toBe(200);
    expect(await getPage(pageId)).toEqual(page);

    // Deleted forever: the row stays gone; its file stays in the media library (decision 141).
    await call('DELETE', `/api/Page/DeletePage?id=${pageId}`);
    expectAnswer(await forever('page', pageId), 200, '“With content” was deleted forever.');
    expect(attachmentExists(t, file)).toBe(true);
    expect(await inTrash('page', pageId)).toBeUndefined();
  });

  it('a banner comes back with its slides; deleted forever, their files stay in the media library', async () => {
    const bannerId = await createBanner('Spring');
    await createSlide(bannerId, 'One');
    await createSlide(bannerId, 'Two');
    const banner = await call('GET', `/api/Banner/GetBannerById?bannerId=${bannerId}`);
    const files = banner.bannerItems.map((slide: { imagePath: string }) => slide.imagePath);

    await call('DELETE', `/api/Banner/DeleteBanner?id=${bannerId}`);
    expect((await inTrash('banner', bannerId))?.withIt).toEqual(['2 slides']);
    expect(files.every((file: string) => attachmentExists(t, file))).toBe(true);
    expect((await restore('banner', bannerId)).statusCode).toBe(200);
    expect(await call('GET', `/api/Banner/GetBannerById?bannerId=${bannerId}`)).toEqual(banner);

    await call('DELETE', `/api/Banner/DeleteBanner?id=${bannerId}`);
    expect(await revisionsOf('banner', bannerId)).toBeGreaterThan(0);
    expect((await forever('banner', bannerId)).statusCode).toBe(200);
    // The slides' files stay in the media library (decision 141).
    expect(files.every((file: string) => attachmentExists(t, file))).toBe(true);
    // Nothing can restore it any more: its history goes with it.
    expect(await revisionsOf('banner', bannerId)).toBe(0);
  });

  it('a section shown on a page: GetUsage names the page; withUses puts the entry back in place', async () => {
    const pageId = await createPage('Shows a section');
    const sectionId = await createSection('Shown');
    await t.database.db
      .insertInto('pageContentEntries')
      .values({
        pageId,
        type: 'CONTENTSECTION',
        contentSectionId: sectionId,
        bannerId: null,
        sortOrder: 0,
      })
      .execute();
    expect(await usage('contentSection', sectionId)).toEqual([
      { type: 'page', id: pageId, name: 'Shows a section' },
    ]);
    const page = await getPage(pageId);
    await call('DELETE', `/api/ContentSection/DeleteContentSection?id=${sectionId}&withUses=true`);
    expect((await getPage(pageId)).contentSections).toEqual([]);
    expect((await restore('contentSection', sectionId)).statusCode).toBe(200);
    expect(await getPage(pageId)).toEqual(page);
  });
});

describe('a restore that cannot put everything back', () => {
  it('409 when another page took its address meanwhile', async () => {
    const pageId = await createPage('First owner');
    const { url } = await call('GET', `/api/Page/GetPageById?pageId=${pageId}`);
    await call('DELETE', `/api/Page/DeletePage?id=${pageId}`);
    await created('/api/Page/CreatePage', { name: 'New owner', url, isActive: true });
    expectAnswer(
      await restore('page', pageId),
      409,
      `The URL "${url}" is already used by the page "New owner". Please choose another one.`,
    );
    expect(await inTrash('page', pageId)).toBeDefined();
  });

  it('409 for a slide whose banner was deleted', async () => {
    const bannerId = await createBanner('Gone banner');
    const slideId = await createSlide(bannerId, 'Orphan');
    await call('DELETE', `/api/BannerItem/DeleteBannerItem?id=${slideId}`);
    await call('DELETE', `/api/Banner/DeleteBanner?id=${bannerId}`);
    expectAnswer(
      await restore('bannerItem', slideId),
      409,
      '“Orphan” cannot be restored: its banner was deleted. Restore that first.',
    );
  });

  it('a sub-item whose parent was deleted comes back at the top level, and says so', async () => {
    const parentId = await createMenuItem('Parent');
    const childId = await createMenuItem('Child', { parentMenuItemId: parentId });
    await call('DELETE', `/api/MenuItem/DeleteMenuItem?id=${childId}`);
    await call('DELETE', `/api/MenuItem/DeleteMenuItem?id=${parentId}`);
    const restored = await restore('menuItem', childId);
    expect(restored.json()).toEqual({
      message: '“Child” was restored.',
      notes: ['“Child” was restored without its parent menu item, which was deleted.'],
    });
    expect((await menu()).find((item) => item.id === childId)?.parentMenuItemId).toBeNull();
  });
});

describe('the activity log and expiry', () => {
  it('records restore and delete forever', async () => {
    const id = await created('/api/FooterItem/CreateFooterItem', {
      label: 'Logged',
      to: '/logged',
    });
    await call('DELETE', `/api/FooterItem/DeleteFooterItem?footerItemId=${id}`);
    await restore('footerItem', id);
    await call('DELETE', `/api/FooterItem/DeleteFooterItem?footerItemId=${id}`);
    await forever('footerItem', id);
    const log = await getJson<{ entries: { action: string; summary: string }[] }>(
      t,
      admin,
      `/api/Activity/GetActivity?type=footerItem`,
    );
    expect(log.entries.slice(0, 3).map((entry) => entry.summary)).toEqual([
      'Deleted footer item “Logged” forever',
      'Deleted footer item “Logged”',
      'Restored footer item “Logged” from the trash',
    ]);
  });

  it('deletes for good, with their files, what has been in the trash for 30 days', async () => {
    const id = await createEvent('Old event');
    const { imageUrl } = await call('GET', `/api/Event/GetEventById?eventId=${id}`);
    const response = await t.request({
      method: 'DELETE',
      url: `/api/Event/DeleteEvent?eventId=${id}`,
      token: admin,
    });
    expect(response.statusCode).toBe(200);
    const day = 86_400_000;
    expect(
      await pruneTrash(t.database.db, t.app.attachments, new Date(Date.now() + 29 * day)),
    ).toBe(0);
    expect(await inTrash('event', id)).toBeDefined();
    expect(
      await pruneTrash(t.database.db, t.app.attachments, new Date(Date.now() + 31 * day)),
    ).toBeGreaterThan(0);
    expect(await inTrash('event', id)).toBeUndefined();
    // Its image stays in the media library (decision 141).
    expect(attachmentExists(t, imageUrl)).toBe(true);
    expect(await revisionsOf('event', id)).toBe(0);
  });
});
