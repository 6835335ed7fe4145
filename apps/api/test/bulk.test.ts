/**
 * Publishing, unpublishing and deleting many items at once (docs/decisions/125-bulk-actions.md):
 * PublishMany, UnpublishMany and MoveToTrash act on every item as the single call does (its log
 * entry, revision, trash entry, the authors' rule), all or nothing.
 */
import { refusalFor } from '@chamber/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSignInRequired } from './access-helpers.ts';
import {
  createTestApp,
  eventFormFields,
  expectAnswer,
  multipart,
  pngImage,
  type TestApp,
} from './helpers.ts';

let t: TestApp;
let admin: string;
let author: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login()).token;
  author = await t.createUser({ username: 'bulk-author', fullName: 'Ann Author', role: 'author' });
});
afterAll(() => t.close());

let counter = 0;

const send = (url: string, payload: object, token: string | undefined = admin) =>
  t.request({ method: 'POST', url, token, payload });
const publishMany = (payload: object, token?: string) =>
  send('/api/Publishing/PublishMany', payload, token);
const unpublishMany = (payload: object, token?: string) =>
  send('/api/Publishing/UnpublishMany', payload, token);
const moveToTrash = (payload: object, token?: string) =>
  send('/api/Trash/MoveToTrash', payload, token);

/** A blog saved as a draft (by `token`: the administrator unless given); answers its id and name. */
async function draftBlog(token = admin) {
  const name = `Harbor note ${++counter}`;
  const url = `/bulk-blog-${counter}`;
  const created = await send(
    '/api/Blog/CreateBlog',
    { name, url, isActive: true, draft: true },
    token,
  );
  expect(created.statusCode, created.body).toBe(200);
  return { id: created.json().id as number, name, url };
}

async function publishedPage() {
  const name = `Bulk page ${++counter}`;
  const created = await send('/api/Page/CreatePage', {
    name,
    url: `/bulk-page-${counter}`,
    isActive: true,
  });
  expect(created.statusCode, created.body).toBe(200);
  return { id: created.json().id as number, name };
}

let png: Buffer;
async function publishedEvent() {
  png ??= await pngImage();
  const title = `Bulk event ${++counter}`;
  const created = await t.request({
    method: 'POST',
    url: '/api/Event/CreateEvent',
    token: admin,
    ...multipart(eventFormFields(title), { image: { data: png } }),
  });
  expect(created.statusCode, created.body).toBe(200);
  return { id: created.json().id as number, name: title };
}

/** Whether visitors find the blog at `url` among the site's pages. */
async function visitorsSee(url: string) {
  const info = await t.request({ method: 'GET', url: '/api/Home/GetCMSInfo' });
  return (info.json().pages as { url: string }[]).some((page) => page.url === url);
}

const statusOf = async (kind: 'Blog' | 'Page', id: number) => {
  const response = await t.request({
    method: 'GET',
    url: `/api/${kind}/Get${kind}ById?${kind.toLowerCase()}Id=${id}`,
    token: admin,
  });
  return response.statusCode === 200 ? (response.json().status as string) : 'gone';
};

const activity = (type: string, ids: number[]) =>
  t.database.db
    .selectFrom('activity')
    .select(['summary', 'itemId', 'userName'])
    .where('type', '=', type)
    .where('itemId', 'in', ids)
    .orderBy('id')
    .execute();

const revisionKinds = async (type: string, id: number) =>
  (
    await t.database.db
      .selectFrom('revisions')
      .select('kind')
      .where('type', '=', type)
      .where('itemId', '=', id)
      .orderBy('id')
      .execute()
  ).map((revision) => revision.kind);

const inTrash = async (type: string, ids: number[]) =>
  (
    await t.database.db
      .selectFrom('trash')
      .select('itemId')
      .where('type', '=', type)
      .where('itemId', 'in', ids)
      .execute()
  ).map((entry) => entry.itemId);

describe('PublishMany', () => {
  it('publishes three drafts at once, each logged and kept as a revision like a single publish', async () => {
    const blogs = [await draftBlog(), await draftBlog(), await draftBlog()];
    const ids = blogs.map((blog) => blog.id);
    for (const { url } of blogs) expect(await visitorsSee(url)).toBe(false);

    expectAnswer(await publishMany({ type: 'blog', ids }), 200, '3 blogs published.');
    for (const { id, url } of blogs) {
      expect(await visitorsSee(url)).toBe(true);
      expect(await statusOf('Blog', id)).toBe('published');
      expect(await revisionKinds('blog', id)).toEqual(['create', 'publish']);
    }
    const published = (await activity('blog', ids)).filter((entry) =>
      entry.summary.startsWith('Published'),
    );
    expect(published.map((entry) => entry.summary)).toEqual(
      blogs.map(({ name }) => `Published blog “${name}”`),
    );
  });

  it('counts an id sent twice once', async () => {
    const { id } = await draftBlog();
    expectAnswer(await publishMany({ type: 'blog', ids: [id, id] }), 200, '1 blog published.');
    expect(await revisionKinds('blog', id)).toEqual(['create', 'publish']);
  });

  it('publishes nothing when one draft breaks a rule, and lists what to fix in that one', async () => {
    const fine = await draftBlog();
    const broken = await draftBlog();
    // A rule the stored draft breaks now (a draft kept from before the rule, say).
    await t.database.db
      .updateTable('blogs')
      .set({ name: '' })
      .where('id', '=', broken.id)
      .execute();
    const answer = await publishMany({ type: 'blog', ids: [fine.id, broken.id] });
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().message).toBe(
      `Nothing was published. “blog ${broken.id}”: Please fix this before publishing: Menu Item Name is required.`,
    );
    expect(answer.json().errors).toEqual({
      [broken.id]: 'Please fix this before publishing: Menu Item Name is required',
    });
    expect(await statusOf('Blog', fine.id)).toBe('draft');
    expect(await visitorsSee(fine.url)).toBe(false);
    expect(await revisionKinds('blog', fine.id)).toEqual(['create']);
    expect((await activity('blog', [fine.id])).map((entry) => entry.summary)).toEqual([
      `Created blog “${fine.name}” (draft)`,
    ]);
  });

  it('answers 404 naming the ids not found, and changes nothing', async () => {
    const { id } = await draftBlog();
    const answer = await publishMany({ type: 'blog', ids: [id, 999998, 999999] });
    expectAnswer(
      answer,
      404,
      'Nothing was published: the blogs with ids 999998, 999999 were not found. Reload the list and try again.',
    );
    expect(await statusOf('Blog', id)).toBe('draft');
  });

  it('is refused to authors (403), who save drafts for an editor to publish', async () => {
    const { id } = await draftBlog(author.token);
    expectAnswer(
      await publishMany({ type: 'blog', ids: [id] }, author.token),
      403,
      refusalFor('publish'),
    );
    expect(await statusOf('Blog', id)).toBe('draft');
  });
});

describe('UnpublishMany', () => {
  it('takes pages and events off the site, each logged as a single unpublish', async () => {
    const pages = [await publishedPage(), await publishedPage()];
    expectAnswer(
      await unpublishMany({ type: 'page', ids: pages.map((page) => page.id) }),
      200,
      '2 pages unpublished.',
    );
    for (const { id } of pages) {
      expect(await statusOf('Page', id)).toBe('draft');
      expect(await revisionKinds('page', id)).toEqual(['create', 'unpublish']);
    }

    const event = await publishedEvent();
    expectAnswer(
      await unpublishMany({ type: 'event', ids: [event.id] }),
      200,
      '1 event unpublished.',
    );
    const visitor = await t.request({
      method: 'GET',
      url: `/api/Event/GetEventById?eventId=${event.id}`,
    });
    expect(visitor.statusCode).toBe(404);
    expect((await activity('event', [event.id])).at(-1)?.summary).toBe(
      `Unpublished event “${event.name}”`,
    );
  });
});

describe('MoveToTrash', () => {
  it('moves pages, blogs and events to the trash as their Delete calls do, each logged', async () => {
    const pages = [await publishedPage(), await publishedPage()];
    const pageIds = pages.map((page) => page.id);
    expectAnswer(
      await moveToTrash({ type: 'page', ids: pageIds }),
      200,
      '2 pages moved to the Trash.',
    );
    expect((await inTrash('page', pageIds)).sort()).toEqual([...pageIds].sort());
    for (const { id } of pages) expect(await statusOf('Page', id)).toBe('gone');
    const deleted = (await activity('page', pageIds)).filter((entry) =>
      entry.summary.startsWith('Deleted'),
    );
    expect(deleted.map((entry) => entry.summary)).toEqual(
      pages.map(({ name }) => `Deleted page “${name}”`),
    );

    const blog = await draftBlog();
    const event = await publishedEvent();
    expectAnswer(
      await moveToTrash({ type: 'blog', ids: [blog.id] }),
      200,
      '1 blog moved to the Trash.',
    );
    expectAnswer(
      await moveToTrash({ type: 'event', ids: [event.id] }),
      200,
      '1 event moved to the Trash.',
    );
    expect(await inTrash('blog', [blog.id])).toEqual([blog.id]);
    expect(await inTrash('event', [event.id])).toEqual([event.id]);

    // Each comes back from the trash as a single delete's does.
    const restored = await send('/api/Trash/RestoreFromTrash', { type: 'page', id: pageIds[0] });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await statusOf('Page', pageIds[0])).toBe('published');
  });

  it('refuses a page a menu item links to, as Delete does, unless withUses: nothing else goes', async () => {
    const free = await publishedPage();
    const linked = await publishedPage();
    const item = await send('/api/MenuItem/CreateMenuItem', {
      name: 'Linked item',
      pageId: linked.id,
      isActive: true,
    });
    expect(item.statusCode, item.body).toBe(200);

    const refused = await moveToTrash({ type: 'page', ids: [free.id, linked.id] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(`Nothing was deleted. “${linked.name}”: The page`);
    expect(refused.json().message).toContain('"Linked item"');
    expect(await statusOf('Page', free.id)).toBe('published');
    expect(await inTrash('page', [free.id, linked.id])).toEqual([]);

    const both = await moveToTrash({ type: 'page', ids: [free.id, linked.id], withUses: true });
    expectAnswer(both, 200, '2 pages moved to the Trash.');
    const menuItem = await t.database.db
      .selectFrom('menuItems')
      .select('id')
      .where('id', '=', item.json().id)
      .executeTakeFirst();
    expect(menuItem).toBeUndefined();
  });

  it('answers 404 naming the id not found, and deletes nothing', async () => {
    const page = await publishedPage();
    expectAnswer(
      await moveToTrash({ type: 'page', ids: [page.id, 999999] }),
      404,
      'Nothing was deleted: the page with id 999999 was not found. Reload the list and try again.',
    );
    expect(await statusOf('Page', page.id)).toBe('published');
  });

  it('lets authors delete their own drafts only: all or nothing, naming what was refused', async () => {
    const own = await draftBlog(author.token);
    const others = await draftBlog();
    const refused = await moveToTrash({ type: 'blog', ids: [own.id, others.id] }, author.token);
    expectAnswer(
      refused,
      403,
      `Nothing was deleted. “${others.name}”: You can only change blogs and events you created.`,
    );
    expect(await statusOf('Blog', own.id)).toBe('draft');

    expectAnswer(
      await moveToTrash({ type: 'blog', ids: [own.id] }, author.token),
      200,
      '1 blog moved to the Trash.',
    );
    const [entry] = await activity('blog', [own.id]).then((entries) => entries.slice(-1));
    expect(entry).toMatchObject({ summary: `Deleted blog “${own.name}”`, userName: 'Ann Author' });
  });

  it('refuses authors the types whose Delete they may not call (pages): 403', async () => {
    const page = await publishedPage();
    expectAnswer(
      await moveToTrash({ type: 'page', ids: [page.id] }, author.token),
      403,
      refusalFor('pages'),
    );
    expect(await statusOf('Page', page.id)).toBe('published');
  });
});

describe('refusals every one of the three calls makes', () => {
  const calls = [
    '/api/Publishing/PublishMany',
    '/api/Publishing/UnpublishMany',
    '/api/Trash/MoveToTrash',
  ];

  it.each(calls)('%s needs a signed-in user (401)', (url) =>
    expectSignInRequired(t, { method: 'POST', url, payload: { type: 'blog', ids: [1] } }),
  );

  it.each(calls)('%s refuses no ids, over 100 ids and an unknown type (400)', async (url) => {
    const empty = await send(url, { type: 'blog', ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ ids: 'Please select between 1 and 100 items' });

    const tooMany = await send(url, {
      type: 'blog',
      ids: Array.from({ length: 101 }, (_, index) => index + 1),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toEqual({ ids: 'Please select between 1 and 100 items' });

    const type = await send(url, { type: 'menuItem', ids: [1] });
    expect(type.statusCode).toBe(400);
    expect(type.json().errors).toEqual({ type: 'Please choose a page, blog or event' });

    const notIds = await send(url, { type: 'blog', ids: ['first'] });
    expect(notIds.statusCode).toBe(400);
    expect(notIds.json().errors).toEqual({ 'ids.0': 'A valid id is required' });
  });
});
