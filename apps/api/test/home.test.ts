import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const now = () => new Date().toISOString();

describe('GET /api/Home/GetCMSInfo', () => {
  it('is public and starts with the default company name and empty lists', async () => {
    const response = await t.request({ method: 'GET', url: '/api/Home/GetCMSInfo' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      companyName: 'Chamber of Commerce',
      menuItems: [],
      pages: [],
      footerItems: [],
    });
  });

  it('assembles settings, the two-level menu in sort order, active pages and blogs, and footer items', async () => {
    const { db } = t.database;
    await db
      .updateTable('companySettings')
      .set({
        companyName: 'Bayview Chamber',
        phoneNumber: '(555) 010-2000',
        facebookLink: 'https://facebook.com/bayview',
      })
      .where('id', '=', 1)
      .execute();
    const page = (name: string, url: string, isActive = true) => ({
      name,
      url,
      title: name,
      isActive,
      isBannerVisible: true,
      bannerColor: '#000000',
      addedOn: now(),
      updatedAt: now(),
    });
    const about = await db
      .insertInto('pages')
      .values(page('About', '/about-us'))
      .returning('id')
      .executeTakeFirstOrThrow();
    const hidden = await db
      .insertInto('pages')
      .values(page('Hidden', '/hidden', false))
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('blogs').values(page('News', '/news')).execute();

    const item = (name: string, sortOrder: number, extra: Record<string, unknown> = {}) => ({
      name,
      sortOrder,
      isActive: true,
      openInNewTab: false,
      createdAt: now(),
      updatedAt: now(),
      ...extra,
    });
    const members = await db
      .insertInto('menuItems')
      .values(item('Members', 1))
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('menuItems')
      .values(item('Home', 0, { customLink: '/home' }))
      .execute();
    await db
      .insertInto('menuItems')
      .values([
        item('Directory', 1, {
          parentMenuItemId: members.id,
          customLink: 'https://example.com/dir',
          openInNewTab: true,
        }),
        item('About us', 0, { parentMenuItemId: members.id, pageId: about.id }),
        item('Secret', 2, { parentMenuItemId: members.id, pageId: hidden.id }),
        item('Switched off', 3, { parentMenuItemId: members.id, isActive: false }),
      ])
      .execute();
    await db
      .insertInto('footerItems')
      .values([
        {
          label: 'Privacy',
          linkTo: '/privacy',
          sortOrder: 1,
          isActive: true,
          createdAt: now(),
          updatedAt: now(),
        },
        {
          label: 'Join',
          linkTo: '/join',
          sortOrder: 0,
          isActive: true,
          createdAt: now(),
          updatedAt: now(),
        },
      ])
      .execute();

    // Rows were written straight into the database, past the API's cache invalidation.
    t.app.publicCache.invalidate();
    const info = (await t.request({ method: 'GET', url: '/api/Home/GetCMSInfo' })).json();
    expect(info.companyName).toBe('Bayview Chamber');
    expect(info.phoneNumber).toBe('(555) 010-2000');
    expect(info.facebookLink).toBe('https://facebook.com/bayview');
    expect(info.menuItems.map((m: { name: string }) => m.name)).toEqual(['Home', 'Members']);
    const children = info.menuItems[1].assignedMenuItems;
    expect(children.map((m: { name: string }) => m.name)).toEqual(['About us', 'Directory']);
    expect(children[0]).toMatchObject({ pageUrl: '/about-us', customLink: null });
    expect(children[1]).toMatchObject({
      pageUrl: null,
      customLink: 'https://example.com/dir',
      openInNewTab: true,
    });
    expect(info.pages).toEqual([
      expect.objectContaining({ name: 'About', url: '/about-us', isBlog: false }),
      expect.objectContaining({ name: 'News', url: '/news', isBlog: true }),
    ]);
    expect(info.footerItems).toEqual([
      { id: expect.any(Number), label: 'Join', to: '/join' },
      { id: expect.any(Number), label: 'Privacy', to: '/privacy' },
    ]);
  });
});
