import { LINK_MESSAGE, PAGE_OR_LINK_MESSAGE } from '@chamber/contracts';
import type { InjectOptions } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { itNeedsSignIn } from './access-helpers.ts';
import {
  expectAnswer,
  expectCreated,
  expectInvalid,
  multipart,
  type TestApp,
  withSignedInUser,
  PUBLISHED,
} from './helpers.ts';

let t: TestApp;
let token: string;
// An ordinary signed-in user: menu items are not reserved to administrators.
withSignedInUser((session) => ({ t, token } = session), { fullName: 'Nora Navigator' });
// Each test starts from an empty menu, so orders and candidate lists are its own.
beforeEach(async () => {
  await t.database.db.deleteFrom('menuItems').execute();
});

const api = (method: InjectOptions['method'], url: string, payload?: unknown) =>
  t.request({
    method,
    url,
    token,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function createItem(fields: Record<string, unknown>) {
  const response = await api('POST', '/api/MenuItem/CreateMenuItem', fields);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id as number;
}

let pageCounter = 0;
async function createPage(name = 'About') {
  pageCounter += 1;
  const response = await api('POST', '/api/Page/CreatePage', {
    name,
    url: `/menu-page-${pageCounter}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id as number;
}

async function getItem(id: number) {
  const response = await api('GET', `/api/MenuItem/GetMenuItemById?menuItemId=${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function allItems(query = '') {
  const response = await api('GET', `/api/MenuItem/GetAllMenuItems${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: number; name: string; sortOrder: number }[];
}

const names = (items: { name: string }[]) => items.map((item) => item.name);

type SiteLink = { name: string; pageUrl: string | null; assignedMenuItems?: SiteLink[] };
async function siteMenu(): Promise<SiteLink[]> {
  return (await t.request({ method: 'GET', url: '/api/Home/GetCMSInfo' })).json().menuItems;
}

/** A parent with two children, and a lone top-level item. */
async function family() {
  const parent = await createItem({ name: 'Members' });
  const first = await createItem({ name: 'Directory', parentMenuItemId: parent });
  const second = await createItem({ name: 'Benefits', parentMenuItemId: parent });
  const lone = await createItem({ name: 'Contact', customLink: '/contact' });
  return { parent, first, second, lone };
}

describe('access', () => {
  itNeedsSignIn(
    () => t,
    [
      { method: 'GET', url: '/api/MenuItem/GetAllMenuItems' },
      { method: 'GET', url: '/api/MenuItem/GetMenuItemById?menuItemId=1' },
      { method: 'GET', url: '/api/MenuItem/GetMenuItemsWithNoParentOrChild' },
      { method: 'POST', url: '/api/MenuItem/CreateMenuItem' },
      { method: 'PUT', url: '/api/MenuItem/UpdateMenuItems' },
      { method: 'DELETE', url: '/api/MenuItem/DeleteMenuItem?id=1' },
      { method: 'DELETE', url: '/api/MenuItem/RemoveParentMenuItem?menuItemId=1' },
      { method: 'PUT', url: '/api/MenuItem/AssignParentMenuItem' },
      { method: 'PUT', url: '/api/MenuItem/SortMenuItems' },
      { method: 'PUT', url: '/api/MenuItem/SortChildMenuItems' },
    ],
  );

  it('changes nothing for a caller without a token', async () => {
    await t.request({
      method: 'POST',
      url: '/api/MenuItem/CreateMenuItem',
      payload: { name: 'X' },
    });
    expect(await allItems()).toEqual([]);
  });
});

describe('POST /api/MenuItem/CreateMenuItem', () => {
  it('creates an item with the spec defaults and answers its id', async () => {
    const response = await api('POST', '/api/MenuItem/CreateMenuItem', { name: 'Home' });
    expectCreated(response, 'Menu item created successfully.');
    expect(await getItem(response.json().id)).toEqual({
      id: response.json().id,
      name: 'Home',
      pageId: null,
      pageName: null,
      parentMenuItemId: null,
      parentMenuItem: null,
      customLink: null,
      openInNewTab: false,
      isActive: true,
      sortOrder: 0,
      version: 1,
      ...PUBLISHED,
      assignedMenuItems: [],
    });
  });

  it('links a page by id and answers its name', async () => {
    const pageId = await createPage('About the Chamber');
    const id = await createItem({ name: 'About', pageId });
    expect(await getItem(id)).toMatchObject({ pageId, pageName: 'About the Chamber' });
  });

  it('accepts the multipart form the web app sends', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/MenuItem/CreateMenuItem',
      token,
      ...multipart({
        name: 'Partners',
        pageId: '',
        parentMenuItemId: '',
        customLink: 'https://example.com/partners',
        openInNewTab: 'true',
        isActive: 'false',
      }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await getItem(response.json().id)).toMatchObject({
      customLink: 'https://example.com/partners',
      openInNewTab: true,
      isActive: false,
      pageId: null,
    });
  });

  it('puts each new item at the end of its own list', async () => {
    const first = await createItem({ name: 'First' });
    const parent = await createItem({ name: 'Second' });
    const child1 = await createItem({ name: 'Child 1', parentMenuItemId: parent });
    const third = await createItem({ name: 'Third' });
    const child2 = await createItem({ name: 'Child 2', parentMenuItemId: parent });
    const orders = await Promise.all([first, parent, third, child1, child2].map(getItem));
    expect(orders.map((item) => item.sortOrder)).toEqual([0, 1, 2, 0, 1]);
  });

  it.each([
    [{}, 'name', 'Menu Item Name is required'],
    [{ name: '   ' }, 'name', 'Menu Item Name is required'],
    [{ name: 'x'.repeat(101) }, 'name', 'Menu Item Name must be at most 100 characters'],
    [
      { name: 'Link', customLink: `/${'x'.repeat(250)}` },
      'customLink',
      'Custom Link must be at most 250 characters',
    ],
    [{ name: 'Link', customLink: 'javascript:alert(1)' }, 'customLink', LINK_MESSAGE],
    [{ name: 'Link', pageId: 'abc' }, 'pageId', 'A valid id is required'],
  ])('refuses %j with "%s: %s"', async (payload, field, message) => {
    const response = await api('POST', '/api/MenuItem/CreateMenuItem', payload);
    expectInvalid(response, field, message);
    expect(await allItems()).toEqual([]);
  });

  it('takes a custom link typed without https:// as a web address, not a path here', async () => {
    const response = await api('POST', '/api/MenuItem/CreateMenuItem', {
      name: 'Partners',
      customLink: 'bayport-partners.example',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await allItems()).toMatchObject([
      { name: 'Partners', customLink: 'https://bayport-partners.example' },
    ]);
  });

  it('refuses a page together with a custom link', async () => {
    const pageId = await createPage();
    const response = await api('POST', '/api/MenuItem/CreateMenuItem', {
      name: 'Both',
      pageId,
      customLink: '/somewhere',
    });
    expectInvalid(response, 'customLink', PAGE_OR_LINK_MESSAGE);
  });

  it('refuses an unknown page or parent with a clear 400, never a 500', async () => {
    const noPage = await api('POST', '/api/MenuItem/CreateMenuItem', { name: 'X', pageId: 99999 });
    expectAnswer(noPage, 400, 'The chosen page does not exist. Please choose another page.');
    const noParent = await api('POST', '/api/MenuItem/CreateMenuItem', {
      name: 'X',
      parentMenuItemId: 99999,
    });
    expectAnswer(noParent, 400, 'The chosen parent menu item does not exist.');
    expect(await allItems()).toEqual([]);
  });

  it('refuses a parent that is itself a child (one level of nesting)', async () => {
    const { first } = await family();
    const response = await api('POST', '/api/MenuItem/CreateMenuItem', {
      name: 'Grandchild',
      parentMenuItemId: first,
    });
    expectInvalid(
      response,
      'parentMenuItemId',
      '"Directory" is itself assigned to another menu item: menus have only one level of sub-items.',
    );
  });
});

describe('GET /api/MenuItem/GetAllMenuItems', () => {
  it('lists the menu in menu order with page names, parents and children', async () => {
    const pageId = await createPage('Our Members');
    const { parent, first, second } = await family();
    await api('PUT', '/api/MenuItem/UpdateMenuItems', {
      id: first,
      name: 'Directory',
      pageId,
      parentMenuItemId: parent,
    });
    const items = await allItems();
    expect(names(items)).toEqual(['Members', 'Directory', 'Benefits', 'Contact']);
    expect(items[0]).toMatchObject({
      parentMenuItem: null,
      assignedMenuItems: [
        { id: first, name: 'Directory', pageName: 'Our Members', isActive: true, sortOrder: 0 },
        { id: second, name: 'Benefits', pageName: null, isActive: true, sortOrder: 1 },
      ],
    });
    expect(items[1]).toMatchObject({
      pageName: 'Our Members',
      parentMenuItemId: parent,
      parentMenuItem: { id: parent, name: 'Members' },
    });
  });

  it('filters by isActive; empty means all', async () => {
    await createItem({ name: 'Shown' });
    await createItem({ name: 'Hidden', isActive: false });
    expect(names(await allItems('?isActive=true'))).toEqual(['Shown']);
    expect(names(await allItems('?isActive=false'))).toEqual(['Hidden']);
    expect(names(await allItems('?isActive='))).toEqual(['Shown', 'Hidden']);
  });

  it('refuses a nonsense isActive', async () => {
    const response = await api('GET', '/api/MenuItem/GetAllMenuItems?isActive=maybe');
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/MenuItem/GetMenuItemById', () => {
  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await api('GET', '/api/MenuItem/GetMenuItemById?menuItemId=99999');
    expectAnswer(unknown, 404, 'The menu item was not found.');
    const malformed = await api('GET', '/api/MenuItem/GetMenuItemById?menuItemId=abc');
    expectInvalid(malformed, 'menuItemId', 'A valid id is required');
  });
});

describe('GET /api/MenuItem/GetMenuItemsWithNoParentOrChild', () => {
  it('offers only top-level items without children, never the parent being edited', async () => {
    const { lone } = await family();
    const other = await createItem({ name: 'Events', customLink: '/events' });
    const all = await api('GET', '/api/MenuItem/GetMenuItemsWithNoParentOrChild');
    expect(all.statusCode).toBe(200);
    expect(names(all.json())).toEqual(['Contact', 'Events']);
    const forLone = await api(
      'GET',
      `/api/MenuItem/GetMenuItemsWithNoParentOrChild?parentId=${lone}`,
    );
    expect(forLone.json().map((item: { id: number }) => item.id)).toEqual([other]);
  });
});

describe('PUT /api/MenuItem/UpdateMenuItems', () => {
  it('saves every field', async () => {
    const pageId = await createPage('Visit');
    const id = await createItem({ name: 'Old name', customLink: '/old' });
    const response = await api('PUT', '/api/MenuItem/UpdateMenuItems', {
      id,
      name: 'Visit us',
      pageId,
      customLink: null,
      openInNewTab: true,
      isActive: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Menu item updated successfully.' });
    expect(await getItem(id)).toMatchObject({
      name: 'Visit us',
      pageId,
      pageName: 'Visit',
      customLink: null,
      openInNewTab: true,
      isActive: false,
    });
  });

  it('answers 404 for an unknown item and 400 without an id or name', async () => {
    const unknown = await api('PUT', '/api/MenuItem/UpdateMenuItems', { id: 99999, name: 'X' });
    expect(unknown.statusCode).toBe(404);
    const noId = await api('PUT', '/api/MenuItem/UpdateMenuItems', { name: 'X' });
    expectInvalid(noId, 'id', 'A valid id is required');
    const id = await createItem({ name: 'Keep' });
    const noName = await api('PUT', '/api/MenuItem/UpdateMenuItems', { id, name: '' });
    expect(noName.json().errors.name).toBe('Menu Item Name is required');
    expect((await getItem(id)).name).toBe('Keep');
  });

  it('refuses a page together with a custom link, and an unknown page', async () => {
    const pageId = await createPage();
    const id = await createItem({ name: 'Item', customLink: '/x' });
    const both = await api('PUT', '/api/MenuItem/UpdateMenuItems', {
      id,
      name: 'Item',
      pageId,
      customLink: '/x',
    });
    expectAnswer(both, 400, PAGE_OR_LINK_MESSAGE);
    const unknownPage = await api('PUT', '/api/MenuItem/UpdateMenuItems', {
      id,
      name: 'Item',
      pageId: 99999,
    });
    expectInvalid(
      unknownPage,
      'pageId',
      'The chosen page does not exist. Please choose another page.',
    );
  });

  it('enforces one level of nesting', async () => {
    const { parent, first, lone } = await family();
    const ownParent = await api('PUT', '/api/MenuItem/UpdateMenuItems', {
      id: lone,
      name: 'Contact',
      parentMenuItemId: lone,
    });
    expectAnswer(ownParent, 400, 'A menu item cannot be its own parent.');

    const parentWithChildren = await api('PUT', '/api/MenuItem/UpdateMenuItems', {
      id: parent,
      name: 'Members',
      parentMenuItemId: lone,
    });
    expectAnswer(
      parentWithChildren,
      400,
      '"Members" has assigned menu items, so it cannot be given a parent.',
    );

    const underChild = await api('PUT', '/api/MenuItem/UpdateMenuItems', {
      id: lone,
      name: 'Contact',
      parentMenuItemId: first,
    });
    expect(underChild.statusCode).toBe(400);
    expect((await getItem(lone)).parentMenuItemId).toBeNull();
    expect((await getItem(parent)).parentMenuItemId).toBeNull();
  });

  it('moves an item that changes parent to the end of its new list', async () => {
    const { parent, first, lone } = await family();
    await api('PUT', '/api/MenuItem/UpdateMenuItems', {
      id: lone,
      name: 'Contact',
      customLink: '/contact',
      parentMenuItemId: parent,
    });
    expect(names((await getItem(parent)).assignedMenuItems)).toEqual([
      'Directory',
      'Benefits',
      'Contact',
    ]);
    await api('PUT', '/api/MenuItem/UpdateMenuItems', { id: first, name: 'Directory' });
    expect(names(await allItems('?isActive=true')).filter((n) => n !== 'Benefits')).toEqual([
      'Members',
      'Contact',
      'Directory',
    ]);
    expect((await getItem(first)).parentMenuItem).toBeNull();
  });
});

describe('DELETE /api/MenuItem/DeleteMenuItem', () => {
  it('deletes an item', async () => {
    const id = await createItem({ name: 'Gone soon' });
    const response = await api('DELETE', `/api/MenuItem/DeleteMenuItem?id=${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Menu item deleted successfully.' });
    expect((await api('GET', `/api/MenuItem/GetMenuItemById?menuItemId=${id}`)).statusCode).toBe(
      404,
    );
  });

  it('refuses to delete a parent while it has children, naming them', async () => {
    const { parent, first, second } = await family();
    const refused = await api('DELETE', `/api/MenuItem/DeleteMenuItem?id=${parent}`);
    expectAnswer(
      refused,
      409,
      '"Members" still has assigned menu items ("Directory", "Benefits"). Remove them from it first.',
    );
    expect((await getItem(parent)).assignedMenuItems).toHaveLength(2);

    await api('DELETE', `/api/MenuItem/RemoveParentMenuItem?menuItemId=${first}`);
    await api('DELETE', `/api/MenuItem/DeleteMenuItem?id=${second}`);
    const allowed = await api('DELETE', `/api/MenuItem/DeleteMenuItem?id=${parent}`);
    expect(allowed.statusCode).toBe(200);
    expect(names(await allItems())).toEqual(['Contact', 'Directory']);
  });

  it('answers 404 for an unknown id', async () => {
    const response = await api('DELETE', '/api/MenuItem/DeleteMenuItem?id=99999');
    expectAnswer(response, 404, 'The menu item was not found.');
  });
});

describe('DELETE /api/MenuItem/RemoveParentMenuItem', () => {
  it('makes a child top-level again, last in the menu', async () => {
    const { parent, first } = await family();
    const response = await api('DELETE', `/api/MenuItem/RemoveParentMenuItem?menuItemId=${first}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Menu item removed from its parent.' });
    expect(await getItem(first)).toMatchObject({
      parentMenuItemId: null,
      parentMenuItem: null,
      sortOrder: 2,
    });
    expect(names((await getItem(parent)).assignedMenuItems)).toEqual(['Benefits']);
    expect(names(await siteMenu())).toEqual(['Members', 'Contact', 'Directory']);
  });

  it('refuses an item without a parent and answers 404 for an unknown one', async () => {
    const { lone } = await family();
    const topLevel = await api('DELETE', `/api/MenuItem/RemoveParentMenuItem?menuItemId=${lone}`);
    expectAnswer(topLevel, 400, '"Contact" is not assigned to a parent menu item.');
    const unknown = await api('DELETE', '/api/MenuItem/RemoveParentMenuItem?menuItemId=99999');
    expect(unknown.statusCode).toBe(404);
  });
});

describe('PUT /api/MenuItem/AssignParentMenuItem', () => {
  it('assigns items after the present children, in the order given', async () => {
    const { parent, lone } = await family();
    const events = await createItem({ name: 'Events' });
    const response = await api('PUT', '/api/MenuItem/AssignParentMenuItem', {
      parentId: parent,
      childMenuItemIds: [events, lone],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Menu items assigned successfully.' });
    const assigned = (await getItem(parent)).assignedMenuItems;
    expect(names(assigned)).toEqual(['Directory', 'Benefits', 'Events', 'Contact']);
    expect(assigned.map((item: { sortOrder: number }) => item.sortOrder)).toEqual([0, 1, 2, 3]);
    expect((await getItem(lone)).parentMenuItem).toEqual({ id: parent, name: 'Members' });
  });

  it('accepts a multipart body with a single child', async () => {
    const { parent, lone } = await family();
    const response = await t.request({
      method: 'PUT',
      url: '/api/MenuItem/AssignParentMenuItem',
      token,
      ...multipart({ parentId: String(parent), childMenuItemIds: String(lone) }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await getItem(lone)).parentMenuItemId).toBe(parent);
  });

  it('gives the validation messages', async () => {
    const noChildren = await api('PUT', '/api/MenuItem/AssignParentMenuItem', {
      parentId: 1,
      childMenuItemIds: [],
    });
    expectInvalid(noChildren, 'childMenuItemIds', 'Please select at least one menu item');
    const noParent = await api('PUT', '/api/MenuItem/AssignParentMenuItem', {
      childMenuItemIds: [1],
    });
    expect(noParent.json().errors.parentId).toBe('A valid id is required');
  });

  it('enforces one level of nesting and changes nothing when refused', async () => {
    const { parent, first, lone } = await family();
    const refusals: [number, number, string][] = [
      [
        first,
        lone,
        '"Directory" is itself assigned to another menu item: menus have only one level of sub-items.',
      ],
      [lone, parent, '"Members" has assigned menu items, so it cannot be given a parent.'],
      [lone, lone, 'A menu item cannot be its own parent.'],
    ];
    for (const [parentId, child, message] of refusals) {
      const response = await api('PUT', '/api/MenuItem/AssignParentMenuItem', {
        parentId,
        childMenuItemIds: [child],
      });
      expectAnswer(response, 400, message);
    }
    expect((await getItem(lone)).assignedMenuItems).toEqual([]);
    expect((await getItem(lone)).parentMenuItemId).toBeNull();
  });

  it('answers 404 for an unknown parent or child, assigning none of the list', async () => {
    const { parent, lone } = await family();
    const unknownParent = await api('PUT', '/api/MenuItem/AssignParentMenuItem', {
      parentId: 99999,
      childMenuItemIds: [lone],
    });
    expectAnswer(unknownParent, 404, 'The parent menu item was not found.');
    const unknownChild = await api('PUT', '/api/MenuItem/AssignParentMenuItem', {
      parentId: parent,
      childMenuItemIds: [lone, 99999],
    });
    expect(unknownChild.statusCode).toBe(404);
    expect((await getItem(lone)).parentMenuItemId).toBeNull();
  });
});

describe('PUT /api/MenuItem/SortMenuItems', () => {
  it('renumbers the top-level items from 0 in the order sent', async () => {
    const { parent, lone } = await family();
    const events = await createItem({ name: 'Events' });
    const response = await api('PUT', '/api/MenuItem/SortMenuItems', [
      { id: events },
      { id: lone },
      { id: parent },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Menu items sorted successfully.' });
    const items = await allItems();
    expect(names(items)).toEqual(['Events', 'Contact', 'Members', 'Directory', 'Benefits']);
    expect([events, lone, parent].map((id) => items.find((i) => i.id === id)?.sortOrder)).toEqual([
      0, 1, 2,
    ]);
  });

  it('refuses a child item and leaves the order as it was', async () => {
    const { parent, first, lone } = await family();
    const response = await api('PUT', '/api/MenuItem/SortMenuItems', [
      { id: lone },
      { id: first },
      { id: parent },
    ]);
    expectAnswer(response, 400, `Item ${first} cannot be sorted here.`);
    expect(names(await siteMenu())).toEqual(['Members', 'Contact']);
  });

  it('refuses a list with duplicates, an unknown id or no list at all', async () => {
    const { lone } = await family();
    const twice = await api('PUT', '/api/MenuItem/SortMenuItems', [{ id: lone }, { id: lone }]);
    expectAnswer(twice, 400, 'Each item may appear only once in the sorted list.');
    const unknown = await api('PUT', '/api/MenuItem/SortMenuItems', [{ id: 99999 }]);
    expect(unknown.statusCode).toBe(400);
    const notAList = await api('PUT', '/api/MenuItem/SortMenuItems', { id: lone });
    expectAnswer(notAList, 400, 'An ordered list of items is required');
  });
});

describe('PUT /api/MenuItem/SortChildMenuItems', () => {
  it('renumbers the children of one parent', async () => {
    const { parent, first, second } = await family();
    const third = await createItem({ name: 'Jobs', parentMenuItemId: parent });
    const response = await api('PUT', '/api/MenuItem/SortChildMenuItems', [
      { id: third },
      { id: second },
      { id: first },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const assigned = (await getItem(parent)).assignedMenuItems;
    expect(names(assigned)).toEqual(['Jobs', 'Benefits', 'Directory']);
    expect(assigned.map((item: { sortOrder: number }) => item.sortOrder)).toEqual([0, 1, 2]);
  });

  it('refuses top-level items and children of another parent, changing nothing', async () => {
    const { parent, first, second, lone } = await family();
    const otherParent = await createItem({ name: 'About' });
    const stranger = await createItem({ name: 'History', parentMenuItemId: otherParent });

    const topLevel = await api('PUT', '/api/MenuItem/SortChildMenuItems', [{ id: lone }]);
    expectAnswer(topLevel, 400, `Item ${lone} cannot be sorted here.`);

    const mixed = await api('PUT', '/api/MenuItem/SortChildMenuItems', [
      { id: second },
      { id: stranger },
      { id: first },
    ]);
    expectAnswer(mixed, 400, `Item ${stranger} cannot be sorted here.`);
    expect(names((await getItem(parent)).assignedMenuItems)).toEqual(['Directory', 'Benefits']);
    expect((await getItem(stranger)).parentMenuItemId).toBe(otherParent);
  });
});

describe('the public menu (GET /api/Home/GetCMSInfo) follows every change at once', () => {
  it('shows active items in menu order with their children, and page urls as they change', async () => {
    const pageId = await createPage('History');
    const { parent, first, second, lone } = await family();
    const hidden = await createItem({ name: 'Draft', isActive: false });
    const history = await createItem({ name: 'Our history', pageId, parentMenuItemId: parent });

    let menu = await siteMenu();
    expect(names(menu)).toEqual(['Members', 'Contact']);
    expect(names(menu[0].assignedMenuItems!)).toEqual(['Directory', 'Benefits', 'Our history']);
    expect(menu[0].assignedMenuItems![2].pageUrl).toMatch(/^\/menu-page-\d+$/);

    await api('PUT', '/api/MenuItem/SortMenuItems', [{ id: lone }, { id: hidden }, { id: parent }]);
    await api('PUT', '/api/MenuItem/SortChildMenuItems', [
      { id: history },
      { id: second },
      { id: first },
    ]);
    await api('PUT', '/api/MenuItem/UpdateMenuItems', {
      id: second,
      name: 'Benefits',
      isActive: false,
      parentMenuItemId: parent,
    });
    await api('PUT', '/api/Page/UpdatePage', { id: pageId, name: 'History', url: '/our-story' });

    menu = await siteMenu();
    expect(names(menu)).toEqual(['Contact', 'Members']);
    expect(names(menu[1].assignedMenuItems!)).toEqual(['Our history', 'Directory']);
    expect(menu[1].assignedMenuItems![0].pageUrl).toBe('/our-story');

    await api('PUT', '/api/MenuItem/UpdateMenuItems', { id: hidden, name: 'Draft' });
    await api('DELETE', `/api/MenuItem/DeleteMenuItem?id=${lone}`);
    expect(names(await siteMenu())).toEqual(['Draft', 'Members']);
  });
});
