import { describe, expect, it } from 'vitest';
import { type Member, type MemberCategory, type MemberList } from '@chamber/contracts';
import { expectSignInRequired } from './access-helpers.ts';
import {
  expectAnswer,
  expectErrorsInclude,
  multipart,
  PUBLISHED,
  type TestApp,
  withAdminAndUser,
} from './helpers.ts';

let t: TestApp;
let admin: string;
let editor: string;
let author: string;
let png: Buffer;
withAdminAndUser(async (session) => {
  ({ t, admin, user: editor, png } = session);
  author = (await t.createUser({ role: 'author' })).token;
});

type Fields = Record<string, string | number | boolean | null | string[]>;

const CATEGORY = '/api/MemberCategory';
async function category(name: string): Promise<number> {
  const response = await t.request({
    method: 'POST',
    url: `${CATEGORY}/CreateMemberCategory`,
    token: admin,
    payload: { name },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id;
}

const createMember = (fields: Fields, logo?: Buffer, token = admin) =>
  t.request({
    method: 'POST',
    url: '/api/Member/CreateMember',
    token,
    ...multipart(fields, logo ? { image: { data: logo } } : {}),
  });
const updateMember = (fields: Fields, token = admin) =>
  t.request({ method: 'PUT', url: '/api/Member/UpdateMember', token, ...multipart(fields) });
const getMember = async (id: number): Promise<Member> => {
  const response = await t.request({
    method: 'GET',
    url: `/api/Member/GetMemberById?memberId=${id}`,
    token: admin,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const publicList = async (search = ''): Promise<MemberList> => {
  const response = await t.request({ method: 'GET', url: `/api/Member/GetPublicMembers${search}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

let restaurants: number;
let retail: number;
async function member(name: string, fields: Fields = {}): Promise<number> {
  const response = await createMember({ name, categoryIds: String(restaurants), ...fields });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id;
}

describe('members', () => {
  it('creates a member with every field, its slug from the name and its logo', async () => {
    restaurants = await category('Restaurants');
    retail = await category('Retail & Shops');
    const response = await createMember(
      {
        name: 'Rosie’s Diner',
        categoryIds: `${restaurants},${retail}`,
        shortDescription: 'Breakfast all day since 1962.',
        description: '<p>Pancakes <strong>and</strong> pie.</p><script>alert(1)</script>',
        street: '12 Main Street',
        city: 'Millbrook',
        region: 'NY',
        postalCode: '12545',
        phone: '(845) 555-0134',
        email: 'hello@rosies.example',
        website: 'rosies.example',
        facebookUrl: 'https://facebook.com/rosies',
        instagramUrl: '',
        openingHours: 'Mon–Fri 6am–3pm\nSat 7am–2pm',
        membershipLevel: 'gold',
        isFeatured: 'true',
        memberSince: '2019-04-01',
      },
      png,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Member created successfully.');
    const stored = await getMember(response.json().id);
    expect(stored).toMatchObject({
      name: 'Rosie’s Diner',
      slug: 'rosie-s-diner',
      categoryIds: [restaurants, retail],
      categories: [
        { id: restaurants, name: 'Restaurants', slug: 'restaurants' },
        { id: retail, name: 'Retail & Shops', slug: 'retail-and-shops' },
      ],
      description: '<p>Pancakes <strong>and</strong> pie.</p>',
      website: 'https://rosies.example',
      instagramUrl: '',
      membershipLevel: 'gold',
      isFeatured: true,
      memberSince: '2019-04-01',
      isActive: true,
      version: 1,
      ...PUBLISHED,
    });
    expect(stored.imageUrl).toMatch(/\.(webp|png|jpg)$/);
  });

  it('refuses what the form refuses, each under its field (400)', async () => {
    expectErrorsInclude(await createMember({ name: '', categoryIds: '' }), {
      name: 'Name is required',
      categoryIds: 'Choose at least one category',
    });
    expectErrorsInclude(
      await createMember({
        name: 'Bad Links',
        categoryIds: String(restaurants),
        slug: 'Not A Slug',
        facebookUrl: 'javascript:alert(1)',
        email: 'nope',
        membershipLevel: 'platinum',
        memberSince: '2019-13-01',
        shortDescription: 'x'.repeat(201),
      }),
      {
        slug: 'The web address may use only lowercase letters, digits and hyphens (like main-street-bakery)',
        facebookUrl: 'Please enter a web address that begins with https://',
        email: 'Please enter an e-mail address like info@example.com',
        membershipLevel: 'Choose a membership level: Basic, Silver, Gold or Premier',
        memberSince: 'Please enter a date like 2019-04-01',
        shortDescription: 'Short description must be at most 200 characters',
      },
    );
    expectErrorsInclude(await createMember({ name: 'Lost', categoryIds: '999999' }), {
      categoryIds: 'Choose categories from the list',
    });
  });

  it('keeps slugs unique: a taken one is refused with a clear message', async () => {
    await member('Hudson Hardware');
    const again = await createMember({ name: 'Hudson Hardware', categoryIds: String(retail) });
    expectErrorsInclude(again, { slug: 'Another member already has this web address' });
    const other = await member('Hudson Hardware Two', { slug: 'hudson-hardware-2' });
    expectErrorsInclude(
      await updateMember({
        id: other,
        name: 'Hudson Hardware Two',
        slug: 'hudson-hardware',
        categoryIds: String(retail),
      }),
      { slug: 'Another member already has this web address' },
    );
  });

  it('updates a member, refusing a save of an older version (409)', async () => {
    const id = await member('Corner Books');
    const saved = await updateMember({
      id,
      version: 1,
      name: 'Corner Books & Coffee',
      slug: 'corner-books',
      categoryIds: String(retail),
    });
    expectAnswer(saved, 200, 'Member updated successfully.');
    expect(await getMember(id)).toMatchObject({
      name: 'Corner Books & Coffee',
      slug: 'corner-books',
      categoryIds: [retail],
      version: 2,
    });
    const stale = await updateMember({ id, version: 1, name: 'X', categoryIds: String(retail) });
    expect(stale.statusCode).toBe(409);
  });

  it('answers 404 for an unknown member, to get, update and delete', async () => {
    const get = await t.request({
      method: 'GET',
      url: '/api/Member/GetMemberById?memberId=999999',
      token: admin,
    });
    expectAnswer(get, 404, 'The member was not found.');
    const update = await updateMember({ id: 999999, name: 'Nobody', categoryIds: String(retail) });
    expectAnswer(update, 404, 'The member was not found.');
    const remove = await t.request({
      method: 'DELETE',
      url: '/api/Member/DeleteMember?memberId=999999',
      token: admin,
    });
    expectAnswer(remove, 404, 'The member was not found.');
  });

  it('needs a signed-in user (401) whose role may manage members: not authors (403)', async () => {
    for (const call of [
      { method: 'GET', url: '/api/Member/GetAllMembers' },
      { method: 'GET', url: '/api/Member/GetMemberById?memberId=1' },
      { method: 'POST', url: '/api/Member/CreateMember' },
      { method: 'PUT', url: '/api/Member/UpdateMember' },
      { method: 'DELETE', url: '/api/Member/DeleteMember?memberId=1' },
      { method: 'GET', url: `${CATEGORY}/GetAllMemberCategories` },
      { method: 'POST', url: `${CATEGORY}/CreateMemberCategory` },
    ] as const) {
      await expectSignInRequired(t, call);
      const refused = await t.request({ ...call, token: author, payload: {} });
      expect(refused.statusCode, call.url).toBe(403);
      expect(refused.json().message).toBe('Only administrators and editors can do this.');
    }
    const list = await t.request({
      method: 'GET',
      url: '/api/Member/GetAllMembers',
      token: editor,
    });
    expect(list.statusCode).toBe(200);
  });

  it('goes to the trash on delete and comes back from it', async () => {
    const id = await member('Trashy Treasures');
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/Member/DeleteMember?memberId=${id}`,
      token: admin,
    });
    expectAnswer(removed, 200, 'Member deleted successfully.');
    const trash = await t.request({ method: 'GET', url: '/api/Trash/GetTrash', token: admin });
    expect(trash.json()).toContainEqual(
      expect.objectContaining({ type: 'member', id, name: 'Trashy Treasures' }),
    );
    expect((await publicList('?q=trashy')).total).toBe(0);
    const restored = await t.request({
      method: 'POST',
      url: '/api/Trash/RestoreFromTrash',
      token: admin,
      payload: { type: 'member', id },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await getMember(id)).name).toBe('Trashy Treasures');
    expect((await publicList('?q=trashy')).total).toBe(1);
  });

  it('keeps a draft of a published member until it is published, with revisions', async () => {
    const id = await member('Draft Deli');
    const draft = await updateMember({
      id,
      name: 'Draft Deli',
      shortDescription: 'New sandwiches',
      categoryIds: String(restaurants),
      draft: 'true',
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(await getMember(id)).toMatchObject({
      shortDescription: 'New sandwiches',
      hasDraft: true,
    });
    const before = await t.request({
      method: 'GET',
      url: '/api/Member/GetPublicMember?slug=draft-deli',
    });
    expect(before.json().shortDescription).toBe('');
    const published = await t.request({
      method: 'POST',
      url: '/api/Publishing/Publish',
      token: admin,
      payload: { type: 'member', id },
    });
    expect(published.statusCode, published.body).toBe(200);
    const after = await t.request({
      method: 'GET',
      url: '/api/Member/GetPublicMember?slug=draft-deli',
    });
    expect(after.json().shortDescription).toBe('New sandwiches');
    const revisions = await t.request({
      method: 'GET',
      url: `/api/Revision/GetRevisions?type=member&id=${id}`,
      token: admin,
    });
    expect(revisions.statusCode, revisions.body).toBe(200);
    expect(revisions.json().length).toBeGreaterThanOrEqual(2);
  });
});

describe('the public directory', () => {
  it('lists published members only, featured first then A–Z, by category, search and letter', async () => {
    const health = await category('Health');
    await member('Zeta Dental', { categoryIds: String(health), isFeatured: 'true' });
    await member('Apple Pharmacy', {
      categoryIds: String(health),
      shortDescription: 'Prescriptions',
    });
    await member('Beta Clinic', { categoryIds: String(health), isActive: 'false' });
    const list = await publicList('?category=health');
    expect(list.items.map((item) => item.name)).toEqual(['Zeta Dental', 'Apple Pharmacy']);
    expect(list.category).toMatchObject({ name: 'Health', slug: 'health' });
    expect(list.categories.map((each) => each.slug)).toContain('health');
    expect((await publicList('?q=prescript')).items.map((item) => item.name)).toEqual([
      'Apple Pharmacy',
    ]);
    expect((await publicList('?letter=z')).items.map((item) => item.name)).toEqual(['Zeta Dental']);
    expect((await publicList('?q=100%25')).total).toBe(0);
    const hidden = await t.request({
      method: 'GET',
      url: '/api/Member/GetPublicMember?slug=beta-clinic',
    });
    expectAnswer(hidden, 404, 'The member was not found.');
  });

  it('refuses a malformed page (400)', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/Member/GetPublicMembers?page=abc',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('member categories', () => {
  it('lists categories with their member counts, renames and refuses a taken name', async () => {
    const id = await category('Trades');
    await member('Ace Plumbing', { categoryIds: String(id) });
    const list = await t.request({
      method: 'GET',
      url: `${CATEGORY}/GetAllMemberCategories`,
      token: editor,
    });
    const trades = (list.json() as MemberCategory[]).find((each) => each.id === id);
    expect(trades).toMatchObject({ name: 'Trades', slug: 'trades', memberCount: 1 });
    const renamed = await t.request({
      method: 'PUT',
      url: `${CATEGORY}/UpdateMemberCategory`,
      token: admin,
      payload: { id, name: 'Trades & Repairs' },
    });
    expectAnswer(renamed, 200, 'Member category updated successfully.');
    const taken = await t.request({
      method: 'POST',
      url: `${CATEGORY}/CreateMemberCategory`,
      token: admin,
      payload: { name: 'trades and repairs' },
    });
    expectErrorsInclude(taken, { name: 'There is already a category with this name.' });
    const blank = await t.request({
      method: 'POST',
      url: `${CATEGORY}/CreateMemberCategory`,
      token: admin,
      payload: { name: '' },
    });
    expect(blank.statusCode).toBe(400);
  });

  it('refuses to delete a category members are in (409); deletes an empty one; 404 after', async () => {
    const used = await category('Non-profit');
    await member('Food Pantry', { categoryIds: String(used) });
    const refused = await t.request({
      method: 'DELETE',
      url: `${CATEGORY}/DeleteMemberCategory?memberCategoryId=${used}`,
      token: admin,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      '1 member is in “Non-profit”: “Food Pantry”. Move it to another category first.',
    );
    // Many members: the message names five, and says how many more.
    const busy = await category('Busy');
    for (const name of ['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus']) {
      await member(`${name}'s Shop`, { categoryIds: String(busy) });
    }
    const many = await t.request({
      method: 'DELETE',
      url: `${CATEGORY}/DeleteMemberCategory?memberCategoryId=${busy}`,
      token: admin,
    });
    expect(many.statusCode).toBe(409);
    expect(many.json().message).toBe(
      "7 members are in “Busy”: “Ann's Shop”, “Bo's Shop”, “Cy's Shop”, “Di's Shop”, “Ed's Shop” and 2 more. Move them to another category first.",
    );
    const empty = await category('Empty');
    const url = `${CATEGORY}/DeleteMemberCategory?memberCategoryId=${empty}`;
    expectAnswer(
      await t.request({ method: 'DELETE', url, token: admin }),
      200,
      'Member category deleted successfully.',
    );
    expectAnswer(
      await t.request({ method: 'DELETE', url, token: admin }),
      404,
      'The member category was not found.',
    );
  });
});
