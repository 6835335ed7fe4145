/**
 * Hot Deals: staff's calls (success, 400, 401/403, 404), the public list and page filtered at
 * read time (the last day on the chamber's calendar, the member still in the directory), and a
 * member's proposal from the public form to approval (publishing) or declining.
 */
import {
  dayIn,
  DEAL_BUSINESS_MESSAGE,
  DEAL_MEMBER_MESSAGE,
  DEAL_NOT_PROPOSED_MESSAGE,
  DEAL_PROPOSED_MESSAGE,
  DEAL_UNTIL_BEFORE_FROM_MESSAGE,
  DEAL_UNTIL_REQUIRED_MESSAGE,
  refusalFor,
  type Deal,
  type PublicDeal,
} from '@chamber/contracts';
import { describe, expect, it } from 'vitest';
import { attachmentExists, getJson, sendForm, type Fields } from './content-helpers.ts';
import {
  expectAnswer,
  expectErrorsInclude,
  expectInvalid,
  type TestApp,
  withAdminAndUser,
} from './helpers.ts';

let t: TestApp;
let admin: string;
let author: string;
let png: Buffer;
withAdminAndUser((session) => ({ t, admin, user: author, png } = session), {
  user: { username: 'deal-author', role: 'author' },
  // Each proposal test comes from an address of its own (through the proxy).
  env: { TRUST_PROXY: 'true' },
});

const DAY_MS = 86_400_000;
/** Days on the chamber's calendar (the default zone: America/New_York), `offset` days from today. */
const day = (offset: number) => dayIn('America/New_York', Date.now() + offset * DAY_MS);

let memberCount = 0;
/** A member of the directory, straight into its table (the directory has its own tests). */
async function addMember(name: string, isActive = true) {
  memberCount += 1;
  const now = new Date().toISOString();
  const { id } = await t.database.db
    .insertInto('members')
    .values({
      name,
      slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${memberCount}`,
      isActive,
      createdById: null,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

const fields = (memberId: number, overrides: Fields = {}): Fields => ({
  title: '10% off all coffee',
  description: '<p>Show this page <strong>at the till</strong>.</p><script>alert(1)</script>',
  terms: 'One per visit.',
  validFrom: '',
  validUntil: day(30),
  memberId,
  isActive: 'true',
  ...overrides,
});

const create = (values: Fields, token = admin, image: Buffer | null = png) =>
  sendForm(t, { method: 'POST', url: '/api/Deal/CreateDeal', token, image }, values);
const update = (values: Fields, token = admin, image: Buffer | null = null) =>
  sendForm(t, { method: 'PUT', url: '/api/Deal/UpdateDeal', token, image }, values);

async function created(values: Fields) {
  const response = await create(values);
  expectAnswer(response, 200, 'Deal created successfully.');
  return response.json().id as number;
}

const publicDeals = async () => {
  const response = await t.request({ method: 'GET', url: '/api/Deal/GetPublicDeals' });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as PublicDeal[]).map((deal) => deal.title);
};
const publicDeal = (id: number) =>
  t.request({ method: 'GET', url: `/api/Deal/GetPublicDeal?id=${id}` });
const staffDeal = (id: number) => getJson<Deal>(t, admin, `/api/Deal/GetDealById?id=${id}`);

describe('staff write deals', () => {
  it('creates, reads, updates and deletes a deal, sanitising its description', async () => {
    const memberId = await addMember('Bay Coffee');
    const id = await created(fields(memberId));
    const stored = await staffDeal(id);
    expect(stored).toMatchObject({
      title: '10% off all coffee',
      description: '<p>Show this page <strong>at the till</strong>.</p>',
      terms: 'One per visit.',
      validFrom: null,
      validUntil: day(30),
      memberId,
      memberName: 'Bay Coffee',
      proposal: null,
      isActive: true,
      status: 'published',
    });
    expect(attachmentExists(t, stored.imageUrl)).toBe(true);

    const list = await getJson<Deal[]>(t, admin, '/api/Deal/GetAllDeals');
    expect(list.map((deal) => deal.id)).toContain(id);

    expectAnswer(
      await update({ ...fields(memberId, { title: '15% off all coffee' }), id }),
      200,
      'Deal updated successfully.',
    );
    expect((await staffDeal(id)).title).toBe('15% off all coffee');
    // Kept its picture: an update without one leaves it.
    expect((await staffDeal(id)).imageUrl).toBe(stored.imageUrl);

    const removed = await t.request({
      method: 'DELETE',
      url: `/api/Deal/DeleteDeal?id=${id}`,
      token: admin,
    });
    expectAnswer(removed, 200, 'Deal deleted successfully.');
    const trash = await getJson<{ type: string; id: number }[]>(t, admin, '/api/Trash/GetTrash');
    expect(trash.some((entry) => entry.type === 'deal' && entry.id === id)).toBe(true);
    const restored = await t.request({
      method: 'POST',
      url: '/api/Trash/RestoreFromTrash',
      token: admin,
      payload: { type: 'deal', id },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await staffDeal(id)).title).toBe('15% off all coffee');
  });

  it('refuses what is not valid (400) with the field named', async () => {
    const memberId = await addMember('Gulf Bikes');
    expectInvalid(await create(fields(memberId, { title: '' })), 'title', 'Title is required');
    expectInvalid(
      await create(fields(memberId, { validUntil: '' })),
      'validUntil',
      DEAL_UNTIL_REQUIRED_MESSAGE,
    );
    expectInvalid(
      await create(fields(memberId, { validFrom: day(5), validUntil: day(2) })),
      'validUntil',
      DEAL_UNTIL_BEFORE_FROM_MESSAGE,
    );
    expectInvalid(
      await create(fields(memberId, { validUntil: '2026-02-30' })),
      'validUntil',
      'Please enter a date like 2026-12-31',
    );
    expectInvalid(await create(fields(999_999)), 'memberId', DEAL_MEMBER_MESSAGE);
    expectInvalid(
      await create(fields(memberId, { memberId: '' })),
      'memberId',
      DEAL_MEMBER_MESSAGE,
    );
  });

  it('refuses a member in the trash (gone from the members table)', async () => {
    const memberId = await addMember('Closing Down Sale Co');
    await t.database.db.deleteFrom('members').where('id', '=', memberId).execute();
    expectInvalid(await create(fields(memberId)), 'memberId', DEAL_MEMBER_MESSAGE);
  });

  it('asks for sign-in (401) and refuses authors (403)', async () => {
    const memberId = await addMember('Pier Diner');
    for (const [method, url] of [
      ['GET', '/api/Deal/GetAllDeals'],
      ['GET', '/api/Deal/GetDealById?id=1'],
      ['DELETE', '/api/Deal/DeleteDeal?id=1'],
      ['PUT', '/api/Deal/DeclineDeal?id=1'],
    ] as const) {
      expect((await t.request({ method, url })).statusCode, url).toBe(401);
      expectAnswer(await t.request({ method, url, token: author }), 403, refusalFor('deals'));
    }
    expect((await create(fields(memberId), '')).statusCode).toBe(401);
    expectAnswer(await create(fields(memberId), author), 403, refusalFor('deals'));
  });

  it('answers 404 for a deal that does not exist', async () => {
    const memberId = await addMember('Harbor Books');
    for (const [method, url] of [
      ['GET', '/api/Deal/GetDealById?id=999999'],
      ['DELETE', '/api/Deal/DeleteDeal?id=999999'],
      ['PUT', '/api/Deal/DeclineDeal?id=999999'],
    ] as const) {
      expectAnswer(await t.request({ method, url, token: admin }), 404, 'The deal was not found.');
    }
    expectAnswer(
      await update({ ...fields(memberId), id: 999_999 }),
      404,
      'The deal was not found.',
    );
    expectAnswer(await publicDeal(999_999), 404, 'The deal was not found.');
  });
});

describe('visitors see current deals only', () => {
  it('shows a deal from its first day to its last on the chamber calendar', async () => {
    const memberId = await addMember('Sunny Surf Shop');
    const today = await created(fields(memberId, { title: 'Ends today', validUntil: day(0) }));
    const ended = await created(
      fields(memberId, { title: 'Ended yesterday', validUntil: day(-1) }),
    );
    const later = await created(
      fields(memberId, { title: 'Starts tomorrow', validFrom: day(1), validUntil: day(9) }),
    );
    const hidden = await created(fields(memberId, { title: 'Unpublished', draft: 'true' }));
    const shown = await publicDeals();
    expect(shown).toContain('Ends today');
    expect(shown).not.toContain('Ended yesterday');
    expect(shown).not.toContain('Starts tomorrow');
    expect(shown).not.toContain('Unpublished');

    const one = await publicDeal(today);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      title: 'Ends today',
      member: { name: 'Sunny Surf Shop' },
      validUntil: day(0),
    });
    // Nothing for staff's eyes only goes to visitors.
    expect(one.json()).not.toHaveProperty('contactEmail');
    for (const id of [ended, later, hidden]) expect((await publicDeal(id)).statusCode).toBe(404);

    // Staff move the last day into the past: gone at once.
    expectAnswer(
      await update({
        ...fields(memberId, { title: 'Ends today', validUntil: day(-3) }),
        id: today,
      }),
      200,
      'Deal updated successfully.',
    );
    expect(await publicDeals()).not.toContain('Ends today');
    expect((await publicDeal(today)).statusCode).toBe(404);
  });

  it('leaves the site when its member leaves the directory, and comes back with it', async () => {
    const memberId = await addMember('Marina Grill');
    const id = await created(fields(memberId, { title: 'Free dessert at Marina Grill' }));
    expect(await publicDeals()).toContain('Free dessert at Marina Grill');

    await t.database.db
      .updateTable('members')
      .set({ isActive: false })
      .where('id', '=', memberId)
      .execute();
    // Changed behind the API's back: the cache does not know.
    t.app.publicCache.invalidate();
    expect(await publicDeals()).not.toContain('Free dessert at Marina Grill');

    const row = await t.database.db
      .selectFrom('members')
      .selectAll()
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    await t.database.db.deleteFrom('members').where('id', '=', memberId).execute();
    t.app.publicCache.invalidate();
    expect((await publicDeal(id)).statusCode).toBe(404);
    // Staff still see the deal, without a member name.
    expect((await staffDeal(id)).memberName).toBeNull();

    await t.database.db
      .insertInto('members')
      .values({ ...row, isActive: true })
      .execute();
    t.app.publicCache.invalidate();
    expect(await publicDeals()).toContain('Free dessert at Marina Grill');
  });
});

describe('search engines and the site search find current deals only', () => {
  it('lists a current deal in the sitemap and the search, and drops it once it has ended', async () => {
    const memberId = await addMember('Lighthouse Kayaks');
    const id = await created(
      fields(memberId, { title: 'Sunset kayak tour for two', validUntil: day(3) }),
    );
    const sitemap = async () => (await t.request({ method: 'GET', url: '/sitemap.xml' })).body;
    const search = async () =>
      (await t.request({ method: 'GET', url: '/api/Home/Search?q=kayak' })).json() as {
        kind: string;
        url: string;
      }[];
    expect(await sitemap()).toContain(`/deal/details/${id}</loc>`);
    expect(await search()).toContainEqual(
      expect.objectContaining({ kind: 'deal', url: `/deal/details/${id}` }),
    );

    await update({
      ...fields(memberId, { title: 'Sunset kayak tour for two', validUntil: day(-1) }),
      id,
    });
    expect(await sitemap()).not.toContain(`/deal/details/${id}<`);
    expect((await search()).some((hit) => hit.kind === 'deal')).toBe(false);
  });
});

describe('members propose deals', () => {
  let address = 0;
  const propose = (payload: Fields, forwardedFor = `203.0.113.${++address}`) =>
    t.request({
      method: 'POST',
      url: '/api/Deal/ProposeDeal',
      payload,
      headers: { 'x-forwarded-for': forwardedFor },
    });
  const proposal = (overrides: Fields = {}): Fields => ({
    memberId: '',
    businessName: 'Corner Bakery',
    contactEmail: 'owner@cornerbakery.example',
    title: 'Two loaves for one',
    description: 'Every Tuesday.\n\nBring a friend & <b>save</b>.',
    terms: '',
    validFrom: '',
    validUntil: day(14),
    ...overrides,
  });

  it('keeps a proposal waiting; approving it publishes it', async () => {
    const memberId = await addMember('Corner Bakery');
    expectAnswer(await propose(proposal({ memberId })), 200, DEAL_PROPOSED_MESSAGE);
    const waiting = (await getJson<Deal[]>(t, admin, '/api/Deal/GetAllDeals'))[0];
    expect(waiting).toMatchObject({
      title: 'Two loaves for one',
      proposal: 'proposed',
      isActive: false,
      status: 'draft',
      memberId,
      businessName: 'Corner Bakery',
      contactEmail: 'owner@cornerbakery.example',
      // Plain text, kept as text: the markup typed is shown, never run.
      description: '<p>Every Tuesday.</p><p>Bring a friend &amp; &lt;b&gt;save&lt;/b&gt;.</p>',
    });
    expect(await publicDeals()).not.toContain('Two loaves for one');

    const approved = await t.request({
      method: 'POST',
      url: '/api/Publishing/Publish',
      token: admin,
      payload: { type: 'deal', id: waiting.id },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await staffDeal(waiting.id)).proposal).toBeNull();
    expect(await publicDeals()).toContain('Two loaves for one');
  });

  it('needs a member before a free-text proposal can be approved', async () => {
    expectAnswer(await propose(proposal({ title: 'Free cookie' })), 200, DEAL_PROPOSED_MESSAGE);
    const waiting = (await getJson<Deal[]>(t, admin, '/api/Deal/GetAllDeals')).find(
      (deal) => deal.title === 'Free cookie',
    )!;
    expect(waiting.memberId).toBeNull();
    const refused = await t.request({
      method: 'POST',
      url: '/api/Publishing/Publish',
      token: admin,
      payload: { type: 'deal', id: waiting.id },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toMatchObject({ memberId: DEAL_MEMBER_MESSAGE });
  });

  it('declines a proposal, once', async () => {
    await propose(proposal({ title: 'Half-price muffins' }));
    const waiting = (await getJson<Deal[]>(t, admin, '/api/Deal/GetAllDeals')).find(
      (deal) => deal.title === 'Half-price muffins',
    )!;
    const url = `/api/Deal/DeclineDeal?id=${waiting.id}`;
    expectAnswer(
      await t.request({ method: 'PUT', url, token: admin }),
      200,
      'The proposal was declined.',
    );
    expect((await staffDeal(waiting.id)).proposal).toBe('declined');
    expectAnswer(
      await t.request({ method: 'PUT', url, token: admin }),
      400,
      DEAL_NOT_PROPOSED_MESSAGE,
    );
  });

  it('refuses an incomplete proposal, and drops one a bot filled in', async () => {
    expectErrorsInclude(
      await propose(proposal({ businessName: '', contactEmail: 'nope', validUntil: '' })),
      {
        businessName: DEAL_BUSINESS_MESSAGE,
        contactEmail: 'Please enter valid email',
        validUntil: DEAL_UNTIL_REQUIRED_MESSAGE,
      },
    );
    expectInvalid(await propose(proposal({ memberId: 999_999 })), 'memberId', DEAL_MEMBER_MESSAGE);
    const before = (await getJson<Deal[]>(t, admin, '/api/Deal/GetAllDeals')).length;
    expectAnswer(
      await propose(proposal({ title: 'Spam', website: 'http://spam.example' })),
      200,
      DEAL_PROPOSED_MESSAGE,
    );
    expect((await getJson<Deal[]>(t, admin, '/api/Deal/GetAllDeals')).length).toBe(before);
  });

  it('is rate limited like the contact form', async () => {
    let last = 0;
    for (let attempt = 0; attempt < 6; attempt++) {
      last = (await propose(proposal({ title: `Flood ${attempt}` }), '198.51.100.9')).statusCode;
    }
    expect(last).toBe(429);
  });
});

it('lists the members to choose from, A–Z, published only', async () => {
  await addMember('Zeta Hidden Member', false);
  const response = await t.request({ method: 'GET', url: '/api/Deal/GetDealMembers' });
  expect(response.statusCode).toBe(200);
  const names = (response.json() as { name: string }[]).map((member) => member.name);
  expect(names).not.toContain('Zeta Hidden Member');
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
});
