/**
 * Roles (docs/decisions/120-roles-and-one-permission-table.md, 121-authors-own-items.md): the
 * `role` field of the user calls, the spec clients' `isAdmin`, the migration of existing users,
 * and the authors' own-items rule. Every endpoint × role: authorization.test.ts.
 */
import { ROLE_MESSAGE, type Role } from '@chamber/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap } from '../src/bootstrap.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import {
  createTestApp,
  databaseMigratedTo,
  eventFormFields,
  expectAnswer,
  expectInvalid,
  multipart,
  pngImage,
  type TestApp,
} from './helpers.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login()).token;
});
afterAll(() => t.close());

let counter = 0;
const newUser = (fields: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    username: `role${counter}`,
    fullName: `Role Person ${counter}`,
    email: `role${counter}@example.com`,
    password: 'role-password-1',
    confirmPassword: 'role-password-1',
    ...fields,
  };
};

const register = (payload: object, token = admin) =>
  t.request({ method: 'POST', url: '/api/Users/Register', token, payload });
const getUser = (id: number, token = admin) =>
  t.request({ method: 'GET', url: `/api/Users/GetUser?id=${id}`, token });
const update = (payload: object, token = admin) =>
  t.request({ method: 'PUT', url: '/api/Users/UpdateUser', token, payload });

async function registered(fields: Record<string, unknown>) {
  const response = await register(newUser(fields));
  expect(response.statusCode, response.body).toBe(200);
  return (await getUser(response.json().id)).json();
}

/** The UpdateUser form of `user` with `fields` changed. */
const edit = (user: { id: number; fullName: string; email: string }, fields: object) => ({
  id: user.id,
  fullName: user.fullName,
  email: user.email,
  isActive: true,
  ...fields,
});

describe('the role field of the user calls', () => {
  it.each<Role>(['administrator', 'editor', 'author'])(
    'Register with role %s: GetUser and GetAllUsers answer it, isAdmin only for administrators',
    async (role) => {
      const user = await registered({ role });
      expect(user).toMatchObject({ role, isAdmin: role === 'administrator' });
      const all = await t.request({ method: 'GET', url: '/api/Users/GetAllUsers', token: admin });
      expect(all.json()).toContainEqual(expect.objectContaining({ id: user.id, role }));
    },
  );

  it('UpdateUser changes the role; the user is signed out and then has the new role', async () => {
    const user = await t.createUser({ role: 'editor' });
    const before = (await getUser(user.id)).json();
    expect((await update(edit(before, { role: 'author' }))).statusCode).toBe(200);
    expect((await getUser(user.id)).json()).toMatchObject({ role: 'author', isAdmin: false });
    // Its sessions ended: the old token no longer works.
    expect((await getUser(user.id, user.token)).statusCode).toBe(401);
  });

  it('refuses an unknown role on Register and UpdateUser (400, under role)', async () => {
    expectInvalid(await register(newUser({ role: 'owner' })), 'role', ROLE_MESSAGE);
    const user = await registered({ role: 'editor' });
    expectInvalid(await update(edit(user, { role: 'superuser' })), 'role', ROLE_MESSAGE);
    expect((await getUser(user.id)).json().role).toBe('editor');
  });

  it('only administrators register users or change roles (401 signed out, 403 otherwise)', async () => {
    const anonymous = await t.request({
      method: 'POST',
      url: '/api/Users/Register',
      payload: newUser({ role: 'author' }),
    });
    expect(anonymous.statusCode).toBe(401);
    const editor = await t.createUser({ role: 'editor' });
    const author = await t.createUser({ role: 'author' });
    for (const token of [editor.token, author.token]) {
      expectAnswer(
        await register(newUser({ role: 'administrator' }), token),
        403,
        'Only administrators can do this.',
      );
    }
    const other = await registered({ role: 'author' });
    expectAnswer(
      await update(edit(other, { role: 'administrator' }), editor.token),
      403,
      'You can only change your own account.',
    );
    // Their own account: saved, but the role stays as it was.
    const self = (await getUser(author.id, author.token)).json();
    expect((await update(edit(self, { role: 'administrator' }), author.token)).statusCode).toBe(
      200,
    );
    expect((await getUser(author.id)).json().role).toBe('author');
  });
});

describe('clients that send only isAdmin (the spec’s)', () => {
  it('Register: isAdmin true makes an administrator, false an editor', async () => {
    expect(await registered({ isAdmin: true })).toMatchObject({ role: 'administrator' });
    expect(await registered({ isAdmin: false })).toMatchObject({ role: 'editor' });
    expect(await registered({})).toMatchObject({ role: 'editor', isAdmin: false });
  });

  it('UpdateUser: isAdmin true promotes, false demotes an administrator to editor, an author stays', async () => {
    const author = await registered({ role: 'author' });
    await update(edit(author, { isAdmin: false }));
    expect((await getUser(author.id)).json().role).toBe('author');
    await update(edit(author, { isAdmin: true }));
    expect((await getUser(author.id)).json()).toMatchObject({
      role: 'administrator',
      isAdmin: true,
    });
    await update(edit(author, { isAdmin: false }));
    expect((await getUser(author.id)).json()).toMatchObject({ role: 'editor', isAdmin: false });
  });
});

const expectNotYours = (response: Parameters<typeof expectAnswer>[0]) =>
  expectAnswer(response, 403, 'You can only change blogs and events you created.');

describe('authors change only their own blogs and events', () => {
  let author: { id: number; token: string };
  let editor: { id: number; token: string };
  let url = 0;
  const createBlog = async (token: string, isActive: boolean) => {
    url += 1;
    const response = await t.request({
      method: 'POST',
      url: '/api/Blog/CreateBlog',
      token,
      payload: { name: `Blog ${url}`, url: `/role-blog-${url}`, isActive },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().id as number;
  };
  const updateBlog = async (id: number, token: string) => {
    const blog = (
      await t.request({ method: 'GET', url: `/api/Blog/GetBlogById?blogId=${id}`, token: admin })
    ).json();
    return t.request({
      method: 'PUT',
      url: '/api/Blog/UpdateBlog',
      token,
      payload: { id, name: `${blog.name} changed`, url: blog.url, isActive: blog.isActive },
    });
  };
  const deleteBlog = (id: number, token: string) =>
    t.request({ method: 'DELETE', url: `/api/Blog/DeleteBlog?id=${id}`, token });
  const createEvent = async (token: string, isActive: boolean) => {
    const response = await t.request({
      method: 'POST',
      url: '/api/Event/CreateEvent',
      token,
      ...multipart(
        { ...eventFormFields('An author’s event'), isActive: String(isActive) },
        { image: { data: await pngImage() } },
      ),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().id as number;
  };
  /** Renames it, leaving it unpublished. */
  const updateEvent = (id: number, token: string) =>
    t.request({
      method: 'PUT',
      url: '/api/Event/UpdateEvent',
      token,
      ...multipart({ ...eventFormFields('Renamed event'), isActive: 'false', id: String(id) }),
    });
  const deleteEvent = (id: number, token: string) =>
    t.request({ method: 'DELETE', url: `/api/Event/DeleteEvent?eventId=${id}`, token });

  beforeAll(async () => {
    author = await t.createUser({ role: 'author' });
    editor = await t.createUser({ role: 'editor' });
  });

  it('an author writes, changes and deletes (while unpublished) their own blog', async () => {
    const id = await createBlog(author.token, false);
    expect((await updateBlog(id, author.token)).statusCode).toBe(200);
    expect((await deleteBlog(id, author.token)).statusCode).toBe(200);
  });

  it('an author gets 403 on someone else’s blog; an editor changes anyone’s', async () => {
    const editors = await createBlog(editor.token, false);
    expectNotYours(await updateBlog(editors, author.token));
    expect((await deleteBlog(editors, author.token)).statusCode).toBe(403);
    const removeImage = await t.request({
      method: 'DELETE',
      url: `/api/Blog/DeleteBannerImage?blogId=${editors}`,
      token: author.token,
    });
    expect(removeImage.statusCode).toBe(403);
    const authors = await createBlog(author.token, true);
    expect((await updateBlog(authors, editor.token)).statusCode).toBe(200);
  });

  /** Publishes the item as `token`'s user (editors may; an author's saves are drafts). */
  const publishAs = (token: string, type: 'blog' | 'event', id: number) =>
    t.request({ method: 'POST', url: '/api/Publishing/Publish', token, payload: { type, id } });
  const publish = async (type: 'blog' | 'event', id: number) => {
    const response = await publishAs(editor.token, type, id);
    expect(response.statusCode, response.body).toBe(200);
  };
  /** The blog as its author sees it, and as visitors do. */
  const authorsBlog = async (id: number) =>
    (
      await t.request({
        method: 'GET',
        url: `/api/Blog/GetBlogById?blogId=${id}`,
        token: author.token,
      })
    ).json();
  const visitorsBlog = (id: number) =>
    t.request({ method: 'GET', url: `/api/Home/GetDynamicBlog?dynamicPageId=${id}` });

  it('an author’s saves are drafts, even when sent as active; only editors publish them', async () => {
    const id = await createBlog(author.token, true);
    expect(await authorsBlog(id)).toMatchObject({ status: 'draft', isActive: false });
    expect((await visitorsBlog(id)).statusCode).toBe(404);
    const refused = await publishAs(author.token, 'blog', id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only administrators and editors can do this.');

    await publish('blog', id);
    // The author's next change waits for review too: visitors keep the published text.
    expect((await updateBlog(id, author.token)).statusCode).toBe(200);
    expect(await authorsBlog(id)).toMatchObject({ status: 'published', hasDraft: true });
    expect((await visitorsBlog(id)).json().name).not.toMatch(/changed$/);
  });

  it('an author cannot delete a published blog, even their own; an editor can', async () => {
    const id = await createBlog(author.token, true);
    await publish('blog', id);
    const refused = await deleteBlog(id, author.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/^Only administrators and editors can do this/);
    expect((await deleteBlog(id, editor.token)).statusCode).toBe(200);
  });

  it('the same holds for events', async () => {
    const own = await createEvent(author.token, false);
    expect((await updateEvent(own, author.token)).statusCode).toBe(200);
    const published = await createEvent(author.token, true);
    await publish('event', published);
    expect((await deleteEvent(published, author.token)).statusCode).toBe(403);
    expect((await deleteEvent(own, author.token)).statusCode).toBe(200);
    const editors = await createEvent(editor.token, false);
    expectNotYours(await updateEvent(editors, author.token));
    expect((await deleteEvent(editors, author.token)).statusCode).toBe(403);
  });

  it('an author is refused what is not theirs to touch: pages, settings, users, sorting events', async () => {
    const calls = [
      { method: 'GET', url: '/api/Page/GetAllPages' },
      { method: 'GET', url: '/api/Asset/GetAsset' },
      { method: 'GET', url: '/api/Contact/GetAllMessages' },
      { method: 'PUT', url: '/api/Event/SortEvents', payload: [] },
    ] as const;
    for (const call of calls) {
      const response = await t.request({ ...call, token: author.token });
      expect(response.statusCode, call.url).toBe(403);
      expect(response.json().message).toBe('Only administrators and editors can do this.');
    }
  });
});

describe('migration 0011 on an existing site', () => {
  it('makes administrators administrators and everyone else an editor', async () => {
    const { config, handle, drop } = await databaseMigratedTo('0009_trash');
    try {
      const now = new Date().toISOString();
      for (const [username, isAdmin] of [
        ['boss', true],
        ['clerk', false],
      ] as const) {
        await sql`insert into users (username, username_key, full_name, email, email_key, password_hash, is_active, is_admin, created_at, updated_at)
          values (${username}, ${username}, ${username}, ${`${username}@example.com`}, ${`${username}@example.com`}, 'x', ${true}, ${isAdmin}, ${now}, ${now})`.execute(
          handle.db,
        );
      }
      await migrateToLatest(handle);
      await bootstrap(handle.db, config, () => {});
      const roles = await handle.db
        .selectFrom('users')
        .select(['username', 'role'])
        .orderBy('username')
        .execute();
      expect(roles).toEqual([
        { username: 'boss', role: 'administrator' },
        { username: 'clerk', role: 'editor' },
      ]);
    } finally {
      await drop();
    }
  });
});
