/**
 * Editing together (docs/decisions/130-editing-together.md): an open editor says so every little
 * while and hears which colleagues have the same item open; a closed or silent one drops out.
 */
import { EDITING_GONE_SECONDS } from '@chamber/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { itNeedsSignIn } from './access-helpers.ts';
import { createTestApp, expectAnswer, expectInvalid, type TestApp } from './helpers.ts';

let t: TestApp;
let ana: { token: string };
let ben: { token: string };
let author: { token: string };
let pageId: number;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.login();
  ana = await t.createUser({ username: 'ana', fullName: 'Ana Editor', role: 'editor' });
  ben = await t.createUser({ username: 'ben', fullName: 'Ben Editor', role: 'editor' });
  author = await t.createUser({ username: 'arno', fullName: 'Arno Author', role: 'author' });
  const created = await t.request({
    method: 'POST',
    url: '/api/Page/CreatePage',
    token: admin.token,
    payload: { name: 'Editing Together', title: 'Editing Together', url: '/editing-together' },
  });
  expect(created.statusCode, created.body).toBe(200);
  pageId = created.json().id;
});
afterAll(() => t.close());

const still = (who: { token: string }, payload: object) =>
  t.request({ method: 'POST', url: '/api/Editing/StillEditing', token: who.token, payload });
const done = (who: { token: string }, payload: object) =>
  t.request({ method: 'POST', url: '/api/Editing/DoneEditing', token: who.token, payload });

async function othersSeenBy(who: { token: string }, item: object) {
  const response = await still(who, item);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { others: { name: string; since: string }[] }).others;
}

describe('who else is editing', () => {
  itNeedsSignIn(
    () => t,
    [
      { method: 'POST', url: '/api/Editing/StillEditing', payload: { type: 'page', id: 1 } },
      { method: 'POST', url: '/api/Editing/DoneEditing', payload: { type: 'page', id: 1 } },
    ],
  );

  it('tells each colleague who else has the page open, and since when; never oneself', async () => {
    const page = { type: 'page', id: pageId };
    const before = Date.now();
    expect(await othersSeenBy(ana, page)).toEqual([]);
    const seenByBen = await othersSeenBy(ben, page);
    expect(seenByBen).toEqual([{ name: 'Ana Editor', since: expect.any(String) }]);
    expect(Date.parse(seenByBen[0].since)).toBeGreaterThanOrEqual(before - 1000);
    // Ana's next word hears Ben; her own "since" stays when she says it again.
    expect((await othersSeenBy(ana, page)).map(({ name }) => name)).toEqual(['Ben Editor']);
    expect(await othersSeenBy(ben, page)).toEqual(seenByBen);
    // Another item is another matter.
    expect(await othersSeenBy(ben, { type: 'settings', id: 1 })).toEqual([]);
  });

  it('drops a colleague who closed the editor', async () => {
    const page = { type: 'page', id: pageId };
    await othersSeenBy(ana, page);
    expect((await othersSeenBy(ben, page)).map(({ name }) => name)).toContain('Ana Editor');
    expectAnswer(await done(ana, page), 200, 'Closed.');
    expect((await othersSeenBy(ben, page)).map(({ name }) => name)).not.toContain('Ana Editor');
  });

  it('drops a colleague not heard from for a minute (a tab put to sleep)', async () => {
    const page = { type: 'page', id: pageId };
    await othersSeenBy(ana, page);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (EDITING_GONE_SECONDS + 5) * 1000 });
    try {
      expect((await othersSeenBy(ben, page)).map(({ name }) => name)).not.toContain('Ana Editor');
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers only those who may edit the type (403), about items that exist (404)', async () => {
    expectAnswer(
      await still(author, { type: 'page', id: pageId }),
      403,
      'Only administrators and editors can do this.',
    );
    expectAnswer(
      await done(author, { type: 'settings', id: 1 }),
      403,
      'Only administrators and editors can do this.',
    );
    expectAnswer(await still(ana, { type: 'page', id: 999999 }), 404, 'The page was not found.');
    expectAnswer(await done(ana, { type: 'event', id: 999999 }), 404, 'The event was not found.');
  });

  it('refuses an unknown type or a missing id (400, under the field)', async () => {
    expectInvalid(
      await still(ana, { type: 'spreadsheet', id: pageId }),
      'type',
      'Please choose one of the editable types',
    );
    expectInvalid(await still(ana, { type: 'page' }), 'id', 'A valid id is required');
    expectInvalid(await done(ana, { type: 'page', id: 'x' }), 'id', 'A valid id is required');
  });
});
