/**
 * The dashboard (docs/decisions/124-dashboard.md): what each role finds after sign-in. The parts
 * follow the permission table: administrators see everything, editors all but the activity log,
 * authors their own drafts and the events to come.
 */
import { DASHBOARD_LIMITS, type Dashboard } from '@chamber/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventFormFields, multipart, pngImage, type TestApp } from './helpers.ts';

let t: TestApp;
let admin: { token: string; id: number };
let adminName: string;
let editor: { token: string; id: number };
let author: { token: string; id: number };
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_FORM_LIMIT: '100' });
  admin = await t.login();
  const me = await t.request({
    method: 'GET',
    url: `/api/Users/GetUser?id=${admin.id}`,
    ...as(admin),
  });
  adminName = me.json().fullName;
  editor = await t.createUser({ username: 'dash-editor', fullName: 'Edna Editor', role: 'editor' });
  author = await t.createUser({ username: 'dash-author', fullName: 'Arno Author', role: 'author' });
  png = await pngImage();
});
afterAll(() => t.close());

function as(who: { token: string }) {
  return { token: who.token };
}

let counter = 0;
const unique = (prefix: string) => `${prefix} ${++counter}`;
const urlOf = (name: string) => `/${name.toLowerCase().replace(/\s+/g, '-')}`;
const inAnHour = () => new Date(Date.now() + 60 * 60 * 1000).toISOString();

async function dashboard(who: { token: string }): Promise<Dashboard> {
  const response = await t.request({
    method: 'GET',
    url: '/api/Dashboard/GetDashboard',
    ...as(who),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Sends a JSON call that must succeed; answers its JSON. */
async function ok(who: { token: string }, method: 'POST' | 'PUT', url: string, payload: object) {
  const response = await t.request({ method, url, payload, ...as(who) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A page or blog named `name` (a draft when `draft`); answers its id. */
async function createDocument(
  who: { token: string },
  type: 'Page' | 'Blog',
  name: string,
  fields: Record<string, unknown> = {},
): Promise<number> {
  return (
    await ok(who, 'POST', `/api/${type}/Create${type}`, { name, url: urlOf(name), ...fields })
  ).id;
}

/** An event starting in 2030 (a draft when `draft`); answers its id. */
async function createEvent(who: { token: string }, title: string, draft: boolean) {
  const response = await t.request({
    method: 'POST',
    url: '/api/Event/CreateEvent',
    ...as(who),
    ...multipart({ ...eventFormFields(title), draft: String(draft) }, { image: { data: png } }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id as number;
}

let visitorAddress = 0;
const sendMessage = (firstName: string, message: string) =>
  t.request({
    method: 'POST',
    url: '/api/Contact/SendEmail',
    remoteAddress: `10.1.0.${++visitorAddress}`,
    payload: { firstName, lastName: 'Visitor', email: 'visitor@example.com', message },
  });

const titles = (items: { title: string }[]) => items.map((item) => item.title);

describe('GET /api/Dashboard/GetDashboard', () => {
  it('answers 401 without sign-in, and to an account that was deactivated', async () => {
    const anonymous = await t.request({ method: 'GET', url: '/api/Dashboard/GetDashboard' });
    expect(anonymous.statusCode).toBe(401);
    const leaver = await t.createUser({ username: 'dash-leaver', fullName: 'Lee Leaver' });
    await ok(admin, 'PUT', '/api/Users/UpdateUser', {
      id: leaver.id,
      fullName: 'Lee Leaver',
      email: 'dash-leaver@example.com',
      isActive: false,
      isAdmin: false,
    });
    const refused = await t.request({
      method: 'GET',
      url: '/api/Dashboard/GetDashboard',
      ...as(leaver),
    });
    expect(refused.statusCode).toBe(401);
  });

  describe('with drafts, a scheduled publish, messages, subscribers and events', () => {
    const names = {
      adminPage: unique('Admin draft page'),
      adminBlog: unique('Admin live blog'),
      adminBlogDraft: unique('Admin blog renamed in draft'),
      livePage: unique('Admin live page'),
      scheduledPage: unique('Scheduled page'),
      authorBlog: unique('Author draft blog'),
      editorEvent: unique('Editor draft event'),
      liveEvent: unique('Harbour clean-up'),
    };
    let ids: Record<keyof typeof names, number>;

    beforeAll(async () => {
      const adminPage = await createDocument(admin, 'Page', names.adminPage, { draft: true });
      const adminBlog = await createDocument(admin, 'Blog', names.adminBlog);
      // Changes to a published blog, not published yet: visitors keep the first name.
      await ok(admin, 'PUT', '/api/Blog/UpdateBlog', {
        id: adminBlog,
        name: names.adminBlogDraft,
        url: urlOf(names.adminBlog),
        draft: true,
      });
      const livePage = await createDocument(admin, 'Page', names.livePage);
      const scheduledPage = await createDocument(admin, 'Page', names.scheduledPage, {
        draft: true,
      });
      await ok(admin, 'POST', '/api/Publishing/Publish', {
        type: 'page',
        id: scheduledPage,
        publishAt: inAnHour(),
      });
      // Authors' saves are drafts whatever they send.
      const authorBlog = await createDocument(author, 'Blog', names.authorBlog, { isActive: true });
      const editorEvent = await createEvent(editor, names.editorEvent, true);
      const liveEvent = await createEvent(admin, names.liveEvent, false);
      ids = {
        adminPage,
        adminBlog,
        adminBlogDraft: adminBlog,
        livePage,
        scheduledPage,
        authorBlog,
        editorEvent,
        liveEvent,
      };

      for (const name of ['Ann', 'Ben']) {
        expect((await sendMessage(name, `Hello from ${name}`)).statusCode).toBe(200);
      }
      for (const email of ['new1@example.com', 'new2@example.com']) {
        const response = await t.request({
          method: 'POST',
          url: '/api/Newsletter/Subscribe',
          remoteAddress: `10.2.0.${++visitorAddress}`,
          payload: { email },
        });
        expect(response.statusCode).toBe(200);
      }
      // Only confirmed subscribers count (their e-mailed link: newsletter.test.ts).
      await t.database.db
        .updateTable('newsletterSubscribers')
        .set({ status: 'confirmed', confirmedAt: new Date().toISOString() })
        .where('email', 'in', ['new1@example.com', 'new2@example.com'])
        .execute();
      // One who signed up a fortnight ago is not new this week.
      const fortnightAgo = new Date(Date.now() - 14 * 24 * 60 * 60 * 1000).toISOString();
      await t.database.db
        .insertInto('newsletterSubscribers')
        .values({ email: 'old@example.com', createdAt: fortnightAgo, updatedAt: fortnightAgo })
        .execute();
    });

    it('shows an administrator their own drafts, the authors’ drafts to review and everything else', async () => {
      const answer = await dashboard(admin);

      // Their own: the never-published page and the changes to the live blog, newest first;
      // not the live page, not the scheduled one, and nobody else's.
      expect(titles(answer.drafts)).toEqual([names.adminBlogDraft, names.adminPage]);
      expect(answer.drafts[0]).toEqual({
        type: 'blog',
        id: ids.adminBlog,
        title: names.adminBlogDraft,
        updatedAt: expect.any(String),
        author: adminName,
        published: true,
      });
      expect(answer.drafts[1]).toMatchObject({ type: 'page', id: ids.adminPage, published: false });

      // The author's blog waits for review; the editor's event is the editor's to publish.
      expect(answer.awaitingReview).toEqual([
        {
          type: 'blog',
          id: ids.authorBlog,
          title: names.authorBlog,
          updatedAt: expect.any(String),
          author: 'Arno Author',
          published: false,
        },
      ]);

      expect(answer.scheduled).toEqual([
        {
          type: 'page',
          id: ids.scheduledPage,
          title: names.scheduledPage,
          action: 'publish',
          at: expect.any(String),
          by: adminName,
        },
      ]);
      expect(Date.parse(answer.scheduled[0].at)).toBeGreaterThan(Date.now());

      expect(answer.unreadMessages).toEqual({
        count: 2,
        latest: [
          {
            id: expect.any(Number),
            sender: 'Ben Visitor',
            preview: 'Hello from Ben',
            receivedAt: expect.any(String),
          },
          {
            id: expect.any(Number),
            sender: 'Ann Visitor',
            preview: 'Hello from Ann',
            receivedAt: expect.any(String),
          },
        ],
      });
      expect(answer.newSubscribers).toBe(2);

      // The published event to come; the editor's draft event is not on the site.
      expect(answer.upcomingEvents).toEqual([
        {
          id: ids.liveEvent,
          title: names.liveEvent,
          start: '2030-05-01T18:00:00.000Z',
          end: null,
        },
      ]);

      // The newest changes, without the sign-ins.
      const activity = answer.recentActivity!;
      expect(activity.length).toBe(DASHBOARD_LIMITS.activity);
      expect(activity.map((entry) => entry.action)).not.toContain('signIn');
      // The last change made: the event (visitors' messages and sign-ups are not staff changes).
      expect(activity[0]).toMatchObject({
        action: 'create',
        type: 'event',
        itemId: ids.liveEvent,
        summary: `Created event “${names.liveEvent}”`,
        userName: adminName,
      });
    });

    it('shows an editor their own drafts and the authors’, without the activity log', async () => {
      const answer = await dashboard(editor);
      expect(answer.drafts).toEqual([
        expect.objectContaining({
          type: 'event',
          id: ids.editorEvent,
          title: names.editorEvent,
          author: 'Edna Editor',
          published: false,
        }),
      ]);
      expect(titles(answer.awaitingReview)).toEqual([names.authorBlog]);
      expect(titles(answer.scheduled)).toEqual([names.scheduledPage]);
      expect(answer.unreadMessages?.count).toBe(2);
      expect(answer.newSubscribers).toBe(2);
      expect(titles(answer.upcomingEvents!)).toEqual([names.liveEvent]);
      expect(answer.recentActivity).toBeNull();
    });

    it('shows an author their own drafts, waiting for review, and the events to come; nothing of messages, subscribers, pages or the log', async () => {
      const answer = await dashboard(author);
      const own = [
        expect.objectContaining({ type: 'blog', id: ids.authorBlog, author: 'Arno Author' }),
      ];
      expect(answer.drafts).toEqual(own);
      expect(answer.awaitingReview).toEqual(own);
      // The scheduled page is not theirs to open.
      expect(answer.scheduled).toEqual([]);
      expect(answer.unreadMessages).toBeNull();
      expect(answer.newSubscribers).toBeNull();
      expect(answer.recentActivity).toBeNull();
      expect(titles(answer.upcomingEvents!)).toEqual([names.liveEvent]);
    });

    it('counts one unread message less once it is marked read', async () => {
      const before = (await dashboard(editor)).unreadMessages!;
      const [newest] = before.latest;
      await ok(editor, 'PUT', `/api/Contact/MarkMessageRead?id=${newest.id}`, {});
      const after = (await dashboard(editor)).unreadMessages!;
      expect(after.count).toBe(before.count - 1);
      expect(after.latest.map((message) => message.id)).not.toContain(newest.id);
      // Marked unread again, it is back.
      await ok(editor, 'PUT', `/api/Contact/MarkMessageRead?id=${newest.id}&isRead=false`, {});
      expect((await dashboard(editor)).unreadMessages!.count).toBe(before.count);
    });

    it('no longer lists a draft once it is published', async () => {
      await ok(editor, 'POST', '/api/Publishing/Publish', { type: 'blog', id: ids.authorBlog });
      expect((await dashboard(editor)).awaitingReview).toEqual([]);
      expect((await dashboard(author)).drafts).toEqual([]);
    });
  });

  it('shows a long message’s opening words, cut at a word', async () => {
    const words = 'We would like to hear about the membership fees for small shops. '.repeat(4);
    expect((await sendMessage('Cy', words)).statusCode).toBe(200);
    const [latest] = (await dashboard(admin)).unreadMessages!.latest;
    expect(latest.sender).toBe('Cy Visitor');
    expect(latest.preview.length).toBeLessThanOrEqual(100);
    expect(latest.preview).toMatch(/^We would like to hear about the membership fees .*\w…$/);
    expect(words.startsWith(latest.preview.slice(0, -1))).toBe(true);
  });

  it(`lists at most ${DASHBOARD_LIMITS.drafts} drafts, the newest first`, async () => {
    const writer = await t.createUser({
      username: 'dash-writer',
      fullName: 'Wren Writer',
      role: 'editor',
    });
    const made: string[] = [];
    for (let i = 0; i < DASHBOARD_LIMITS.drafts + 2; i++) {
      const name = unique('Many drafts');
      await createDocument(writer, 'Blog', name, { draft: true });
      made.push(name);
    }
    const answer = await dashboard(writer);
    expect(titles(answer.drafts)).toEqual(made.reverse().slice(0, DASHBOARD_LIMITS.drafts));
  });
});
