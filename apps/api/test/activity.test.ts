/**
 * The activity log: what the real calls record (who, what, when, from which address), the
 * administrators' GET /api/Activity/GetActivity with its filters, that nothing edits or deletes an
 * entry, and the pruning of entries older than a year.
 */
import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from '@chamber/contracts';
import { pruneActivity } from '../src/lib/activity.ts';
import { itNeedsSignIn } from './access-helpers.ts';
import { ADMIN, expectErrors, signIn, type TestApp, withTestApp } from './helpers.ts';

let t: TestApp;
let admin: { token: string; id: number };
let clerk: { token: string; id: number };
// With one proxy in front, the client's address is the last X-Forwarded-For entry.
withTestApp(
  async (app) => {
    t = app;
    admin = await t.login();
    clerk = await t.createUser({ username: 'clerk', fullName: 'Carla Clerk' });
  },
  { TRUST_PROXY: 'true' },
);

const CLIENT = '203.0.113.7';
const fromClient = { 'x-forwarded-for': CLIENT };

/** A call as `token`'s user from CLIENT; answers the parsed body after checking the status. */
async function send(
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
) {
  const response = await t.request({ method, url, token, payload, headers: fromClient });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const activity = (query = '', token = admin.token) =>
  t.request({ method: 'GET', url: `/api/Activity/GetActivity${query}`, token });

/** The entries the filters give (newest first), all of them for `query` ''. */
async function entries(query = ''): Promise<ActivityEntry[]> {
  const response = await activity(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().entries;
}

/** The newest entry about item `itemId` of `type`. */
async function latestAbout(type: string, itemId: number) {
  const found = (await entries(`?type=${type}&pageSize=500`)).find((e) => e.itemId === itemId);
  expect(found, `an entry about ${type} ${itemId}`).toBeDefined();
  return found!;
}

describe('what is recorded', () => {
  it('creates, updates, deletes and reorders through the resource calls, with who and from where', async () => {
    const FOOTER = '/api/FooterItem';
    const { id } = await send('POST', `${FOOTER}/CreateFooterItem`, admin.token, {
      label: 'Join us',
      to: '/join',
    });
    expect(await latestAbout('footerItem', id)).toEqual({
      id: expect.any(Number),
      at: expect.any(String),
      userId: admin.id,
      userName: 'Site Administrator',
      action: 'create',
      type: 'footerItem',
      itemId: id,
      summary: 'Created footer item “Join us”',
      address: CLIENT,
    });
    await send('PUT', `${FOOTER}/UpdateFooterItem`, clerk.token, {
      id,
      label: 'Join us today',
      to: '/join',
    });
    await send('PUT', `${FOOTER}/SortFooterItems`, admin.token, [{ id }]);
    await send('DELETE', `${FOOTER}/DeleteFooterItem?footerItemId=${id}`, admin.token);

    const log = await entries('?type=footerItem');
    expect(log.slice(0, 4).map((e) => [e.action, e.userName, e.summary])).toEqual([
      ['delete', 'Site Administrator', 'Deleted footer item “Join us today”'],
      ['sort', 'Site Administrator', 'Reordered footer items'],
      ['update', 'Carla Clerk', 'Updated footer item “Join us today”'],
      ['create', 'Site Administrator', 'Created footer item “Join us”'],
    ]);
    expect(log[2].userId).toBe(clerk.id);
    // The time is now, newest first.
    expect(Date.now() - Date.parse(log[0].at)).toBeLessThan(60_000);
    expect(Date.parse(log[0].at)).toBeGreaterThanOrEqual(Date.parse(log[3].at));
  });

  it('names a deleted item of another type by the name it had', async () => {
    const { id } = await send('POST', '/api/Banner/CreateBanner', clerk.token, {
      name: 'Spring slider',
    });
    await send('PUT', '/api/Banner/UpdateBanner', clerk.token, { id, name: 'Summer slider' });
    await send('DELETE', `/api/Banner/DeleteBanner?id=${id}`, clerk.token);
    const log = (await entries(`?type=banner&userId=${clerk.id}`)).filter((e) => e.itemId === id);
    expect(log.map((e) => e.summary)).toEqual([
      'Deleted banner “Summer slider”',
      'Updated banner “Summer slider”',
      'Created banner “Spring slider”',
    ]);
  });

  it('a refused change is not recorded', async () => {
    const before = (await activity()).json().total;
    const response = await t.request({
      method: 'POST',
      url: '/api/FooterItem/CreateFooterItem',
      token: admin.token,
      payload: { label: '', to: '' },
    });
    expect(response.statusCode).toBe(400);
    expect((await activity()).json().total).toBe(before);
  });

  it('settings changes, made outside the resource calls', async () => {
    await send('PUT', '/api/Asset/UpdateAsset', clerk.token, {
      companyName: 'Harbor Chamber',
      emailAddress: 'office@harbor.example.com',
    });
    const [latest] = await entries('?type=settings');
    expect(latest).toMatchObject({
      action: 'update',
      userId: clerk.id,
      itemId: null,
      summary: 'Updated the company settings',
      address: CLIENT,
    });
  });

  it('the other changes staff make: page content, menu nesting, messages, subscribers', async () => {
    const newest = async (type: string) => (await entries(`?type=${type}`))[0].summary;
    const { id: pageId } = await send('POST', '/api/Page/CreatePage', clerk.token, {
      name: 'About us',
      url: '/about-us',
    });
    const { id: bannerId } = await send('POST', '/api/Banner/CreateBanner', clerk.token, {
      name: 'Welcome',
    });
    const { id: entryId } = await send(
      'POST',
      `/api/Page/AssignContentSectionToPage?pageId=${pageId}&type=BANNER&contentSectionId=${bannerId}`,
      clerk.token,
    );
    expect(await latestAbout('page', pageId)).toMatchObject({
      action: 'update',
      summary: 'Added a banner to page “About us”',
    });
    await send('PUT', '/api/Page/SortPageContentSections', clerk.token, [{ id: entryId }]);
    expect(await latestAbout('page', pageId)).toMatchObject({
      action: 'sort',
      summary: 'Reordered the content of page “About us”',
    });
    await send(
      'DELETE',
      `/api/Page/UnassignContentSection?contentSectionBannerId=${entryId}`,
      clerk.token,
    );
    expect(await newest('page')).toBe('Removed content from page “About us”');

    const menuItem = (name: string) =>
      send('POST', '/api/MenuItem/CreateMenuItem', clerk.token, { name, customLink: '/x' });
    const { id: parentId } = await menuItem('Members');
    const { id: childId } = await menuItem('Directory');
    await send('PUT', '/api/MenuItem/AssignParentMenuItem', clerk.token, {
      parentId,
      childMenuItemIds: [childId],
    });
    expect(await newest('menuItem')).toBe('Put 1 menu item under “Members”');
    await send('DELETE', `/api/MenuItem/RemoveParentMenuItem?menuItemId=${childId}`, clerk.token);
    expect(await newest('menuItem')).toBe('Moved menu item “Directory” out of its parent');

    const visitor = {
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      message: 'Hello',
    };
    // What visitors send is in its own lists, not in the staff's log.
    const total = async () => (await activity()).json().total as number;
    const before = await total();
    const sent = await t.request({
      method: 'POST',
      url: '/api/Contact/SendEmail',
      payload: visitor,
    });
    expect(sent.statusCode).toBe(200);
    expect(await total()).toBe(before);
    const [message] = (
      await t.request({ method: 'GET', url: '/api/Contact/GetAllMessages', token: clerk.token })
    ).json();
    await send('PUT', `/api/Contact/MarkMessageRead?id=${message.id}`, clerk.token);
    expect(await newest('message')).toBe('Marked the message from Ann Lee as read');
    await send('DELETE', `/api/Contact/DeleteMessage?id=${message.id}`, clerk.token);
    expect(await newest('message')).toBe('Deleted message “Ann Lee”');

    const subscribed = await t.request({
      method: 'POST',
      url: '/api/Newsletter/Subscribe',
      payload: { email: 'deals@example.com' },
    });
    expect(subscribed.statusCode).toBe(200);
    expect(await total()).toBe(before + 2);
    const [subscriber] = (
      await t.request({
        method: 'GET',
        url: '/api/Newsletter/GetAllSubscribers',
        token: clerk.token,
      })
    ).json();
    await send('DELETE', `/api/Newsletter/DeleteSubscriber?id=${subscriber.id}`, clerk.token);
    expect(await latestAbout('subscriber', subscriber.id)).toMatchObject({
      action: 'delete',
      userId: clerk.id,
      summary: 'Deleted subscriber “deals@example.com”',
    });
  });

  it('user changes: a new account, a new role, a password changed', async () => {
    const { id } = await send('POST', '/api/Users/Register', admin.token, {
      username: 'newcomer',
      fullName: 'Nina Newcomer',
      email: 'nina@example.com',
      password: 'newcomer-password',
      confirmPassword: 'newcomer-password',
    });
    await send('PUT', '/api/Users/UpdateUser', admin.token, {
      id,
      fullName: 'Nina Newcomer',
      email: 'nina@example.com',
      isActive: true,
      isAdmin: true,
    });
    const nina = await t.login('newcomer', 'newcomer-password');
    await send('PUT', '/api/Users/ChangeUserPassword', nina.token, {
      oldPassword: 'newcomer-password',
      password: 'newcomer-password-2',
    });
    const log = (await entries('?type=user')).filter((e) => e.itemId === id);
    expect(log.map((e) => [e.action, e.userName, e.summary])).toEqual([
      ['update', 'Nina Newcomer', 'Changed their own password'],
      ['signIn', 'Nina Newcomer', 'Signed in'],
      ['update', 'Site Administrator', 'Updated user “Nina Newcomer”: now an administrator'],
      ['create', 'Site Administrator', 'Created user “Nina Newcomer”'],
    ]);
    expect(JSON.stringify(log)).not.toContain('newcomer-password');
  });

  it('sign-ins, and failed ones with the name tried, never the password', async () => {
    expect((await signIn(t, 'clerk', 'not-her-password', CLIENT)).statusCode).toBe(401);
    expect((await signIn(t, 'nobody-here', 'guessed-password', CLIENT)).statusCode).toBe(401);
    expect((await signIn(t, ADMIN.username, ADMIN.password, CLIENT)).statusCode).toBe(200);

    const [success] = await entries('?action=signIn');
    expect(success).toMatchObject({
      userId: admin.id,
      userName: 'Site Administrator',
      type: 'user',
      itemId: admin.id,
      summary: 'Signed in',
      address: CLIENT,
    });
    const [unknown, wrong] = await entries('?action=signInFailed');
    expect(unknown).toMatchObject({
      userId: null,
      userName: 'nobody-here',
      itemId: null,
      summary: 'Failed sign-in as “nobody-here”: no such user',
      address: CLIENT,
    });
    expect(wrong).toMatchObject({
      userId: clerk.id,
      userName: 'Carla Clerk',
      itemId: clerk.id,
      summary: 'Failed sign-in as “clerk”: wrong password',
    });
    const all = JSON.stringify(await entries('?pageSize=500'));
    for (const secret of ['not-her-password', 'guessed-password', ADMIN.password]) {
      expect(all).not.toContain(secret);
    }
  });
});

describe('GET /api/Activity/GetActivity', () => {
  itNeedsSignIn(() => t, [{ method: 'GET', url: '/api/Activity/GetActivity' }]);

  it('is for administrators only: 403 for an ordinary user', async () => {
    const response = await activity('', clerk.token);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Only administrators can do this.');
  });

  it('answers the newest first, a page at a time, with the total', async () => {
    const all = await entries('?pageSize=500');
    const times = all.map((e) => e.at);
    expect(times).toEqual([...times].sort().reverse());
    const second = (await activity('?pageSize=2&page=2')).json();
    expect(second).toEqual({
      entries: all.slice(2, 4),
      total: all.length,
      page: 2,
      pageSize: 2,
    });
    // At most 100 by default.
    expect((await activity()).json().pageSize).toBe(100);
  });

  it('narrows by who, what, type and dates', async () => {
    const byClerk = await entries(`?userId=${clerk.id}`);
    expect(byClerk.length).toBeGreaterThan(0);
    expect(byClerk.every((e) => e.userId === clerk.id)).toBe(true);
    const deletes = await entries('?action=delete&type=banner');
    expect(deletes.map((e) => e.summary)).toContain('Deleted banner “Summer slider”');
    expect(deletes.every((e) => e.action === 'delete' && e.type === 'banner')).toBe(true);

    const today = new Date().toISOString().slice(0, 10);
    const total = (await activity('?pageSize=1')).json().total;
    // A day alone covers all of it, in UTC.
    expect((await activity(`?from=${today}&to=${today}&pageSize=1`)).json().total).toBe(total);
    expect(await entries('?to=2000-01-01')).toEqual([]);
    expect(await entries('?from=2999-01-01T00:00:00Z')).toEqual([]);
    // An instant with its offset, as the screen sends the start of a local day.
    const anHourAgo = new Date(Date.now() - 3_600_000).toISOString();
    expect((await activity(`?from=${anHourAgo}&pageSize=1`)).json().total).toBe(total);
    // Empty filters narrow nothing.
    expect((await activity('?from=&to=&userId=&action=&type=&pageSize=1')).json().total).toBe(
      total,
    );
  });

  it('refuses bad filters with a message for each field', async () => {
    expectErrors(
      await activity('?from=yesterday&to=2026-02-31&userId=abc&action=explode&type=planet'),
      {
        from: 'From must be a date like 2026-11-25 or a date and time like 2026-11-25T10:42:00Z',
        to: 'To must be a date like 2026-11-25 or a date and time like 2026-11-25T10:42:00Z',
        userId: 'Please choose a user',
        action: 'Please choose one of the listed actions',
        type: 'Please choose one of the listed types',
      },
    );
    expectErrors(await activity('?from=2026-11-25&to=2026-11-24'), {
      to: 'To must not be before From',
    });
    expectErrors(await activity('?page=0&pageSize=501'), {
      page: 'Page must be a whole number from 1 to 1000000',
      pageSize: 'Page size must be a whole number from 1 to 500',
    });
  });
});

describe('append-only', () => {
  it('has no call that edits or deletes an entry', async () => {
    const activityRoutes = t.app.apiRoutes.filter((route) => /^\/api\/activity\//i.test(route.url));
    expect(activityRoutes).toEqual([
      { method: 'GET', url: '/api/Activity/GetActivity', access: 'activity' },
    ]);
    const total = (await activity()).json().total;
    for (const method of ['PUT', 'POST', 'DELETE', 'PATCH'] as const) {
      for (const url of [
        '/api/Activity/GetActivity',
        '/api/Activity/UpdateActivity',
        '/api/Activity/DeleteActivity?id=1',
      ]) {
        const response = await t.request({ method, url, token: admin.token, payload: {} });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    expect((await activity()).json().total).toBe(total);
  });

  it('prunes entries older than a year and keeps the newer ones', async () => {
    const { db } = t.database;
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    const row = (at: string, summary: string) => ({
      at,
      userId: admin.id,
      userName: 'Site Administrator',
      action: 'update',
      type: 'settings',
      itemId: null,
      summary,
      address: '127.0.0.1',
    });
    await db
      .insertInto('activity')
      .values([row(daysAgo(366), 'Older than a year'), row(daysAgo(364), 'Within the year')])
      .execute();

    expect(await pruneActivity(db)).toBe(1);
    const summaries = (await entries('?type=settings&pageSize=500')).map((e) => e.summary);
    expect(summaries).toContain('Within the year');
    expect(summaries).not.toContain('Older than a year');
    // Nothing more to prune.
    expect(await pruneActivity(db)).toBe(0);
  });
});
