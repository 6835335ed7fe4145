import { describe, expect, it } from 'vitest';
import { LINK_MESSAGE, type FooterItem } from '@chamber/contracts';
import { expectSignInRequired } from './access-helpers.ts';
import {
  expectAnswer,
  expectErrors,
  expectInvalid,
  type TestApp,
  withSignedInUser,
  PUBLISHED,
} from './helpers.ts';

let t: TestApp;
let token: string;
// Footer items are for any signed-in user, not only administrators.
withSignedInUser((session) => ({ t, token } = session));

const CREATE = { method: 'POST', url: '/api/FooterItem/CreateFooterItem' } as const;
const create = (payload: object) => t.request({ ...CREATE, token, payload });

async function createItem(label: string, to = '/somewhere'): Promise<number> {
  const response = await create({ label, to });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id;
}

const UPDATE = { method: 'PUT', url: '/api/FooterItem/UpdateFooterItem' } as const;
const update = (payload: object) => t.request({ ...UPDATE, token, payload });

const getCall = (id: number | string) =>
  ({ method: 'GET', url: `/api/FooterItem/GetFooterItemById?footerItemId=${id}` }) as const;
const getItem = (id: number | string) => t.request({ ...getCall(id), token });

const removeCall = (id: number | string) =>
  ({ method: 'DELETE', url: `/api/FooterItem/DeleteFooterItem?footerItemId=${id}` }) as const;
const remove = (id: number | string) => t.request({ ...removeCall(id), token });

const SORT = { method: 'PUT', url: '/api/FooterItem/SortFooterItems' } as const;
const sort = (payload: unknown) => t.request({ ...SORT, token, payload: payload as object });

const LIST = { method: 'GET', url: '/api/FooterItem/GetAllFooterItems' } as const;
async function listItems(): Promise<FooterItem[]> {
  const response = await t.request({ ...LIST, token });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const publicFooter = async () =>
  (await t.request({ method: 'GET', url: '/api/Home/GetCMSInfo' })).json().footerItems;

describe('POST /api/FooterItem/CreateFooterItem', () => {
  it('creates an item at the end of the footer and answers message and id', async () => {
    const first = await createItem('Join', '/join');
    const response = await create({ label: 'Map', to: 'https://maps.example.com' });
    expect(response.statusCode).toBe(200);
    const { message, id } = response.json();
    expect(message).toBe('Footer item created successfully.');
    const items = await listItems();
    expect(items.map((item) => item.id).slice(-2)).toEqual([first, id]);
    expect(items.at(-1)).toEqual({
      id,
      label: 'Map',
      to: 'https://maps.example.com',
      isActive: true,
      sortOrder: items.at(-2)!.sortOrder + 1,
      version: 1,
      ...PUBLISHED,
    });
    expect(await publicFooter()).toContainEqual({
      id,
      label: 'Map',
      to: 'https://maps.example.com',
    });
  });

  it('gives the spec messages', async () => {
    const response = await create({ label: '', to: '' });
    expectErrors(response, {
      label: 'Footer label is required',
      to: 'Link is required',
    });
    expect((await create({})).json().errors).toEqual({
      label: 'Footer label is required',
      to: 'Link is required',
    });
  });

  it.each([
    [
      'a label over 250 characters',
      { label: 'l'.repeat(251), to: '/x' },
      'label',
      'Footer label must be at most 250 characters',
    ],
    [
      'a link over 500 characters',
      { label: 'A', to: `/${'t'.repeat(500)}` },
      'to',
      'Link must be at most 500 characters',
    ],
    ['a javascript: link', { label: 'A', to: 'javascript:alert(1)' }, 'to', LINK_MESSAGE],
    [
      'a link to another host without scheme',
      { label: 'A', to: '//evil.example' },
      'to',
      LINK_MESSAGE,
    ],
  ])('refuses %s', async (_, payload, field, message) => {
    const response = await create(payload);
    expectInvalid(response, field, message);
  });

  it('accepts the longest allowed label and link', async () => {
    const response = await create({ label: 'l'.repeat(250), to: `/${'t'.repeat(499)}` });
    expect(response.statusCode).toBe(200);
  });

  it('needs a signed-in user', () =>
    expectSignInRequired(t, { ...CREATE, payload: { label: 'A', to: '/a' } }));
});

describe('GET /api/FooterItem/GetAllFooterItems and GetFooterItemById', () => {
  it('lists every item, inactive ones included, in sort order', async () => {
    const hidden = await createItem('Hidden');
    expect(
      (await update({ id: hidden, label: 'Hidden', to: '/hidden', isActive: false })).statusCode,
    ).toBe(200);
    const items = await listItems();
    expect(items.find((item) => item.id === hidden)).toMatchObject({ isActive: false });
    const orders = items.map((item) => item.sortOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    // The public footer leaves it out.
    expect((await publicFooter()).map((item: FooterItem) => item.id)).not.toContain(hidden);
  });

  it('loads one item', async () => {
    const id = await createItem('Contact', '/contact');
    const response = await getItem(id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, label: 'Contact', to: '/contact', isActive: true });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await getItem(999999);
    expectAnswer(unknown, 404, 'The footer item was not found.');
    const malformed = await getItem('abc');
    expectInvalid(malformed, 'footerItemId', 'A valid id is required');
  });

  it('needs a signed-in user', async () => {
    await expectSignInRequired(t, getCall(await createItem('Private')));
    await expectSignInRequired(t, LIST);
  });
});

describe('PUT /api/FooterItem/UpdateFooterItem', () => {
  it('saves label and link, shown at once on the public footer', async () => {
    const id = await createItem('Old', '/old');
    const response = await update({ id, label: 'New', to: '/new' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Footer item updated successfully.' });
    expect((await getItem(id)).json()).toMatchObject({ label: 'New', to: '/new' });
    expect(await publicFooter()).toContainEqual({ id, label: 'New', to: '/new' });
  });

  it('gives the spec messages and needs an id', async () => {
    const id = await createItem('Keep');
    const invalid = await update({ id, label: ' ', to: '' });
    expectErrors(invalid, {
      label: 'Footer label is required',
      to: 'Link is required',
    });
    expect((await getItem(id)).json().label).toBe('Keep');
    const noId = await update({ label: 'A', to: '/a' });
    expectInvalid(noId, 'id', 'A valid id is required');
  });

  it('answers 404 for an unknown id', async () => {
    expect((await update({ id: 999999, label: 'A', to: '/a' })).statusCode).toBe(404);
  });

  it('needs a signed-in user', async () => {
    const id = await createItem('Guarded');
    await expectSignInRequired(t, { ...UPDATE, payload: { id, label: 'X', to: '/x' } });
    expect((await getItem(id)).json().label).toBe('Guarded');
  });
});

describe('DELETE /api/FooterItem/DeleteFooterItem', () => {
  it('deletes the item', async () => {
    const id = await createItem('Gone soon');
    const response = await remove(id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Footer item deleted successfully.' });
    expect((await getItem(id)).statusCode).toBe(404);
    expect((await publicFooter()).map((item: FooterItem) => item.id)).not.toContain(id);
  });

  it('answers 404 for an unknown id', async () => {
    expect((await remove(999999)).statusCode).toBe(404);
  });

  it('needs a signed-in user', async () => {
    const id = await createItem('Stays');
    await expectSignInRequired(t, removeCall(id));
    expect((await getItem(id)).statusCode).toBe(200);
  });
});

describe('PUT /api/FooterItem/SortFooterItems', () => {
  it('renumbers the items in the order sent, also on the public footer', async () => {
    const ids = (await listItems()).map((item) => item.id);
    const reversed = [...ids].reverse();
    const response = await sort(reversed.map((id) => ({ id })));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Footer items sorted successfully.' });
    const after = await listItems();
    expect(after.map((item) => item.id)).toEqual(reversed);
    expect(after.map((item) => item.sortOrder)).toEqual(reversed.map((_, index) => index));
    const activeIds = after.filter((item) => item.isActive).map((item) => item.id);
    expect((await publicFooter()).map((item: FooterItem) => item.id)).toEqual(activeIds);
  });

  it('refuses unknown and repeated ids and changes nothing', async () => {
    const before = await listItems();
    const [first, second] = before.map((item) => item.id);
    const unknown = await sort([{ id: second }, { id: first }, { id: 999999 }]);
    expectAnswer(unknown, 400, 'Item 999999 cannot be sorted here.');
    const repeated = await sort([{ id: first }, { id: first }]);
    expect(repeated.statusCode).toBe(400);
    expect(await listItems()).toEqual(before);
  });

  it('refuses a body that is not an ordered list', async () => {
    const response = await sort({ id: 1 });
    expectAnswer(response, 400, 'An ordered list of items is required');
  });

  it('needs a signed-in user', () => expectSignInRequired(t, { ...SORT, payload: [] }));
});
