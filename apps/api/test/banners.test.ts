import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { IMAGE_REQUIRED_MESSAGE, type Banner, type BannerItem } from '@chamber/contracts';
import {
  attachmentExists,
  BUTTON_CASES,
  expectDeleted,
  expectRefused,
  getJson,
  requestAs,
  sendForm,
  type FieldCase,
  type Fields,
} from './content-helpers.ts';
import { itNeedsSignIn, resourceCalls } from './access-helpers.ts';
import {
  expectAnswer,
  expectCreated,
  expectInvalid,
  pngImage,
  type TestApp,
  withAdmin,
  PUBLISHED,
} from './helpers.ts';

let t: TestApp;
let token: string;
let png: Buffer;
withAdmin((session) => ({ t, token, png } = session));

async function createBanner(fields: Fields = {}) {
  const response = await t.request({
    method: 'POST',
    url: '/api/Banner/CreateBanner',
    token,
    payload: { name: 'Home slider', isActive: true, ...fields },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id as number;
}

const getBanner = (bannerId: number) =>
  getJson<Banner>(t, token, `/api/Banner/GetBannerById?bannerId=${bannerId}`);

const sendItem = (method: 'POST' | 'PUT', fields: Fields, image: Buffer | null = png) =>
  sendForm(
    t,
    {
      method,
      url:
        method === 'POST' ? '/api/BannerItem/CreateBannerItem' : '/api/BannerItem/UpdateBannerItem',
      token,
      image,
    },
    { name: 'Slide', title: 'Grow with us', alignment: 'CENTER', isActive: true, ...fields },
  );

async function createItem(bannerId: number, fields: Fields = {}) {
  const response = await sendItem('POST', { bannerId, ...fields });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id as number;
}

const itemNames = (banner: Banner) => banner.bannerItems.map((item) => item.name);
const stored = (file: string | null) => attachmentExists(t, file);

const sortItems = (payload: object) =>
  t.request({ method: 'PUT', url: '/api/BannerItem/SortBannerItems', token, payload });

describe('access', () => {
  itNeedsSignIn(
    () => t,
    [
      ...resourceCalls('Banner', 'Banners', 'bannerId'),
      { method: 'POST', url: '/api/BannerItem/CreateBannerItem' },
      { method: 'PUT', url: '/api/BannerItem/UpdateBannerItem' },
      { method: 'DELETE', url: '/api/BannerItem/DeleteBannerItem?id=1' },
      { method: 'PUT', url: '/api/BannerItem/SortBannerItems' },
    ],
  );

  it('lets an ordinary (non-admin) signed-in user manage banners', async () => {
    const user = await t.createUser();
    const response = await t.request({
      method: 'POST',
      url: '/api/Banner/CreateBanner',
      token: user.token,
      payload: { name: 'By a user' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('banners', () => {
  it('creates a banner from JSON, answers message and id, and loads it with no items', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/Banner/CreateBanner',
      token,
      payload: { name: 'Spring campaign' },
    });
    expectCreated(response, 'Banner created successfully.');
    expect(await getBanner(response.json().id)).toEqual({
      id: response.json().id,
      name: 'Spring campaign',
      pageId: null,
      blogId: null,
      isActive: true,
      // A new item is at its first version (docs/editing.md).
      version: 1,
      ...PUBLISHED,
      bannerItems: [],
    });
  });

  it('gives the spec message for the name', async () => {
    for (const [name, message] of [
      ['', 'Banner Name is required'],
      [undefined, 'Banner Name is required'],
      ['b'.repeat(151), 'Banner Name must be at most 150 characters'],
    ]) {
      const response = await t.request({
        method: 'POST',
        url: '/api/Banner/CreateBanner',
        token,
        payload: { name },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, errors: { name: message } });
    }
  });

  it('updates name and activity; 404 for an unknown banner; same name rule', async () => {
    const bannerId = await createBanner({ name: 'Old name' });
    const response = await t.request({
      method: 'PUT',
      url: '/api/Banner/UpdateBanner',
      token,
      payload: { id: bannerId, name: 'New name', isActive: false },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Banner updated successfully.' });
    expect(await getBanner(bannerId)).toMatchObject({ name: 'New name', isActive: false });

    const unknown = await t.request({
      method: 'PUT',
      url: '/api/Banner/UpdateBanner',
      token,
      payload: { id: 99999, name: 'Ghost' },
    });
    expectAnswer(unknown, 404, 'The banner was not found.');
    const invalid = await t.request({
      method: 'PUT',
      url: '/api/Banner/UpdateBanner',
      token,
      payload: { id: bannerId, name: ' ' },
    });
    expect(invalid.json().errors).toEqual({ name: 'Banner Name is required' });
  });

  it('lists banners with their items, filtered by isActive (empty = all)', async () => {
    const on = await createBanner({ name: 'Listed on' });
    await createBanner({ name: 'Listed off', isActive: false });
    await createItem(on, { name: 'Listed slide' });
    const list = async (query: string): Promise<Banner[]> =>
      (await t.request({ method: 'GET', url: `/api/Banner/GetAllBanners${query}`, token })).json();
    const active = await list('?isActive=true');
    expect(active.map((b) => b.name)).toContain('Listed on');
    expect(active.map((b) => b.name)).not.toContain('Listed off');
    expect(active.find((b) => b.id === on)?.bannerItems.map((i) => i.name)).toEqual([
      'Listed slide',
    ]);
    expect((await list('?isActive=false')).map((b) => b.name)).toEqual(
      expect.arrayContaining(['Listed off']),
    );
    expect((await list('?isActive=')).map((b) => b.name)).toEqual(
      expect.arrayContaining(['Listed on', 'Listed off']),
    );
  });

  it('answers 404 for an unknown banner id', async () => {
    const response = await requestAs(t, token, 'GET', '/api/Banner/GetBannerById?bannerId=99999');
    expect(response.statusCode).toBe(404);
  });

  it('deletes a banner with its items, keeping their image files for the trash', async () => {
    const bannerId = await createBanner({ name: 'To delete' });
    await createItem(bannerId, { name: 'One' });
    await createItem(bannerId, { name: 'Two' });
    const files = (await getBanner(bannerId)).bannerItems.map((item) => item.imagePath);
    expect(files.every(stored)).toBe(true);

    await expectDeleted(
      t,
      token,
      `/api/Banner/DeleteBanner?id=${bannerId}`,
      'Banner deleted successfully.',
    );
    // Kept for the trash until it is deleted for good (trash.test.ts).
    expect(files.every(stored)).toBe(true);
    const gone = await requestAs(t, token, 'GET', `/api/Banner/GetBannerById?bannerId=${bannerId}`);
    expect(gone.statusCode).toBe(404);
  });
});

describe('banner items', () => {
  it('creates items at the end of their banner, with image and buttons', async () => {
    const bannerId = await createBanner();
    const response = await sendItem('POST', {
      bannerId,
      name: 'First',
      description: 'Our story',
      primaryButtonText: 'Read more',
      primaryButtonActionType: 'LINK_NEW_TAB',
      primaryButtonLink: 'https://example.com/story',
      secondaryButtonText: 'Write us',
      secondaryButtonActionType: 'EMAIL',
      secondaryButtonLink: 'info@example.com',
    });
    expectCreated(response, 'Banner item created successfully.');
    await createItem(bannerId, { name: 'Second' });
    await createItem(bannerId, { name: 'Third' });

    const banner = await getBanner(bannerId);
    expect(itemNames(banner)).toEqual(['First', 'Second', 'Third']);
    expect(banner.bannerItems.map((item) => item.sortOrder)).toEqual([0, 1, 2]);
    expect(banner.bannerItems[0]).toMatchObject({
      bannerId,
      title: 'Grow with us',
      description: 'Our story',
      alignment: 'CENTER',
      isActive: true,
      primaryButtonActionType: 'LINK_NEW_TAB',
      primaryButtonLink: 'https://example.com/story',
      secondaryButtonActionType: 'EMAIL',
      secondaryButtonLink: 'info@example.com',
    });
    expect(stored(banner.bannerItems[0].imagePath)).toBe(true);
  });

  it('needs an image on create', async () => {
    const bannerId = await createBanner();
    const response = await sendItem('POST', { bannerId }, null);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: IMAGE_REQUIRED_MESSAGE,
      errors: { image: IMAGE_REQUIRED_MESSAGE },
    });
    expect((await getBanner(bannerId)).bannerItems).toEqual([]);
  });

  it('gives the spec messages for name, title and the buttons', async () => {
    const bannerId = await createBanner();
    const cases: FieldCase[] = [
      [{ name: '' }, 'name', 'Name is required'],
      [{ name: 'n'.repeat(1001) }, 'name', 'Name must be at most 1000 characters'],
      [{ title: 't'.repeat(1001) }, 'title', 'Title must be at most 1000 characters'],
      ...BUTTON_CASES,
      [{ bannerId: '' }, 'bannerId', 'A valid id is required'],
    ];
    await expectRefused((fields) => sendItem('POST', { bannerId, ...fields }), cases);
    expect((await getBanner(bannerId)).bannerItems).toEqual([]);
  });

  it('answers 404 for an unknown banner and leaves no file behind', async () => {
    const files = () => readdirSync(path.join(t.config.dataDir, 'attachments')).length;
    const before = files();
    const response = await sendItem('POST', { bannerId: 99999 });
    expect(response.statusCode).toBe(404);
    expect(files()).toBe(before);
    expect(response.json().message).toBe('The banner was not found.');
  });

  it('updates an item; a new image replaces the old one (the old file stays in the media library)', async () => {
    const bannerId = await createBanner();
    const itemId = await createItem(bannerId, { name: 'Editable' });
    const oldImage = (await getBanner(bannerId)).bannerItems[0].imagePath;

    const keepImage = await sendItem(
      'PUT',
      { id: itemId, bannerId, name: 'Edited', isActive: false, alignment: 'RIGHT' },
      null,
    );
    expect(keepImage.statusCode).toBe(200);
    expect(keepImage.json()).toEqual({ message: 'Banner item updated successfully.' });
    let item: BannerItem = (await getBanner(bannerId)).bannerItems[0];
    expect(item).toMatchObject({
      name: 'Edited',
      isActive: false,
      alignment: 'RIGHT',
      imagePath: oldImage,
    });

    const newImage = await sendItem(
      'PUT',
      { id: itemId, bannerId, name: 'Edited' },
      await pngImage(30, 30, '#3a3'),
    );
    expect(newImage.statusCode).toBe(200);
    item = (await getBanner(bannerId)).bannerItems[0];
    expect(item.imagePath).not.toBe(oldImage);
    expect(stored(item.imagePath)).toBe(true);
    // Kept: the media library holds every upload until its row leaves the trash (decision 141).
    expect(stored(oldImage)).toBe(true);
  });

  it('refuses to move an item to another banner, validates, and answers 404 for unknown ids', async () => {
    const bannerId = await createBanner();
    const otherId = await createBanner({ name: 'Other' });
    const itemId = await createItem(bannerId);
    const moved = await sendItem('PUT', { id: itemId, bannerId: otherId }, null);
    expectAnswer(moved, 400, 'A banner item cannot move to another banner.');
    expect((await getBanner(otherId)).bannerItems).toEqual([]);

    const invalid = await sendItem('PUT', { id: itemId, bannerId, name: '' }, null);
    expectInvalid(invalid, 'name', 'Name is required');
    const unknown = await sendItem('PUT', { id: 99999, bannerId }, null);
    expectAnswer(unknown, 404, 'The banner item was not found.');
  });

  it('deletes an item, keeping its image file for the trash; 404 afterwards', async () => {
    const bannerId = await createBanner();
    const itemId = await createItem(bannerId, { name: 'Doomed' });
    await createItem(bannerId, { name: 'Stays' });
    const file = (await getBanner(bannerId)).bannerItems[0].imagePath;
    await expectDeleted(
      t,
      token,
      `/api/BannerItem/DeleteBannerItem?id=${itemId}`,
      'Banner item deleted successfully.',
    );
    expect(itemNames(await getBanner(bannerId))).toEqual(['Stays']);
    // Kept for the trash until it is deleted for good (trash.test.ts).
    expect(stored(file)).toBe(true);
  });

  describe('PUT /api/BannerItem/SortBannerItems', () => {
    it('puts the items of one banner in the order sent', async () => {
      const bannerId = await createBanner();
      const a = await createItem(bannerId, { name: 'A' });
      const b = await createItem(bannerId, { name: 'B' });
      const c = await createItem(bannerId, { name: 'C' });
      const response = await sortItems([{ id: c }, { id: a, name: 'A' }, { id: b }]);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Banner items sorted successfully.' });
      const banner = await getBanner(bannerId);
      expect(itemNames(banner)).toEqual(['C', 'A', 'B']);
      expect(banner.bannerItems.map((item) => item.sortOrder)).toEqual([0, 1, 2]);
    });

    it('refuses items of another banner and changes nothing', async () => {
      const bannerId = await createBanner();
      const otherId = await createBanner({ name: 'Other' });
      const a = await createItem(bannerId, { name: 'A' });
      const b = await createItem(bannerId, { name: 'B' });
      const foreign = await createItem(otherId, { name: 'Foreign' });
      const response = await sortItems([{ id: b }, { id: foreign }, { id: a }]);
      expectAnswer(response, 400, `Item ${foreign} cannot be sorted here.`);
      expect(itemNames(await getBanner(bannerId))).toEqual(['A', 'B']);
      expect((await getBanner(otherId)).bannerItems[0].sortOrder).toBe(0);
    });

    it('refuses a malformed list, a repeated id and an unknown first item', async () => {
      const bannerId = await createBanner();
      const a = await createItem(bannerId);
      expect((await sortItems({ id: a })).json().message).toBe(
        'An ordered list of items is required',
      );
      expect((await sortItems([{ id: a }, { id: a }])).statusCode).toBe(400);
      expect((await sortItems([{ id: 'x' }])).statusCode).toBe(400);
      expect((await sortItems([{ id: 99999 }])).statusCode).toBe(404);
      expect((await sortItems([])).statusCode).toBe(200);
    });
  });
});
