/**
 * Authors readers can put a face to (docs/decisions/131-author-profiles.md): a staff member's
 * photo and bio, set through UpdateUser and shown with their blog posts, and a blog cover image's
 * description.
 */
import { UPLOAD_NOT_IMAGE_MESSAGE } from '@chamber/contracts';
import { describe, expect, it } from 'vitest';
import { expectSignInRequired } from './access-helpers.ts';
import { attachmentExists } from './content-helpers.ts';
import {
  expectAnswer,
  expectInvalid,
  multipart,
  pngImage,
  withTestApp,
  type TestApp,
} from './helpers.ts';

let t: TestApp;
let admin: string;
let writer: { id: number; token: string };

withTestApp(async (app) => {
  t = app;
  admin = (await t.login()).token;
  writer = await t.createUser({
    role: 'author',
    fullName: 'Wren Writer',
    email: 'wren@example.com',
  });
});

/** The account's own fields, as the Edit User dialog sends them. */
const accountOf = (id: number) => ({ id, fullName: 'Wren Writer', email: 'wren@example.com' });

const updateUser = (
  token: string,
  fields: Record<string, string | number | boolean | null>,
  photo?: Buffer,
) =>
  t.request({
    method: 'PUT',
    url: '/api/Users/UpdateUser',
    token,
    ...multipart(fields, photo ? { photo: { data: photo, filename: 'me.png' } } : {}),
  });

const getUser = async (id: number, token = admin) =>
  (await t.request({ method: 'GET', url: `/api/Users/GetUser?id=${id}`, token })).json();

/** A published blog (authors may not publish: an administrator does, naming the writer). */
async function createBlog(fields: Record<string, unknown>) {
  const response = await t.request({
    method: 'POST',
    url: '/api/Blog/CreateBlog',
    token: admin,
    payload: { isActive: true, authorId: writer.id, ...fields },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id as number;
}

describe('a staff member’s photo and bio', () => {
  it('are set by the staff member, shown with their posts, and kept by a save that sends neither', async () => {
    const saved = await updateUser(
      writer.token,
      { ...accountOf(writer.id), bio: 'Writes about the harbor.\nSails on Sundays.' },
      await pngImage(300, 300),
    );
    expectAnswer(saved, 200, 'User updated successfully.');
    const account = await getUser(writer.id, writer.token);
    expect(account.bio).toBe('Writes about the harbor.\nSails on Sundays.');
    expect(attachmentExists(t, account.photo)).toBe(true);

    const blogId = await createBlog({ name: 'Harbor days', url: '/harbor-days' });
    const author = {
      id: writer.id,
      name: 'Wren Writer',
      photo: account.photo,
      bio: 'Writes about the harbor.\nSails on Sundays.',
    };
    const post = await t.request({
      method: 'GET',
      url: `/api/Home/GetDynamicBlog?dynamicPageId=${blogId}`,
    });
    expect(post.json().author).toEqual(author);
    const list = await t.request({
      method: 'GET',
      url: `/api/Home/GetBlogList?author=${writer.id}`,
    });
    expect(list.json().author).toEqual(author);
    expect(list.json().items[0].author).toEqual(author);

    // The spec's clients send JSON without either: both stay.
    const plain = await t.request({
      method: 'PUT',
      url: '/api/Users/UpdateUser',
      token: admin,
      payload: { ...accountOf(writer.id), fullName: 'Wren Q. Writer', isActive: true },
    });
    expectAnswer(plain, 200, 'User updated successfully.');
    expect(await getUser(writer.id)).toMatchObject({
      fullName: 'Wren Q. Writer',
      bio: author.bio,
      photo: account.photo,
    });
  });

  it('a new photo replaces the old one; removing it clears it (files stay in the media library); an empty bio clears it', async () => {
    const first = await updateUser(
      writer.token,
      { ...accountOf(writer.id), bio: 'Hello' },
      await pngImage(),
    );
    expect(first.statusCode, first.body).toBe(200);
    const old = (await getUser(writer.id)).photo;

    await updateUser(writer.token, accountOf(writer.id), await pngImage(80, 80, '#c0392b'));
    const replaced = (await getUser(writer.id)).photo;
    expect(replaced).not.toBe(old);
    // Kept: the media library holds every upload until its row leaves the trash (decision 141).
    expect(attachmentExists(t, old)).toBe(true);
    expect(attachmentExists(t, replaced)).toBe(true);

    const removed = await updateUser(writer.token, {
      ...accountOf(writer.id),
      bio: '',
      removePhoto: true,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await getUser(writer.id)).toMatchObject({ photo: null, bio: null });
    expect(attachmentExists(t, replaced)).toBe(true);
  });

  it('refuses a bio over 400 characters and a file that is not an image, keeping what was stored', async () => {
    await updateUser(writer.token, { ...accountOf(writer.id), bio: 'Kept' });
    expectInvalid(
      await updateUser(writer.token, { ...accountOf(writer.id), bio: 'x'.repeat(401) }),
      'bio',
      'Bio must be at most 400 characters',
    );
    const notImage = await updateUser(
      writer.token,
      accountOf(writer.id),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
    );
    expectAnswer(notImage, 400, UPLOAD_NOT_IMAGE_MESSAGE);
    expect(await getUser(writer.id)).toMatchObject({ bio: 'Kept', photo: null });
  });

  it('only administrators change someone else’s; sign-in is needed; an unknown account is 404', async () => {
    const colleague = await t.createUser({ role: 'editor', fullName: 'Cole League' });
    const refused = await updateUser(
      colleague.token,
      { ...accountOf(writer.id), bio: 'Not mine to write' },
      await pngImage(),
    );
    expectAnswer(refused, 403, 'You can only change your own account.');
    expect((await getUser(writer.id)).bio).not.toBe('Not mine to write');

    await expectSignInRequired(t, {
      method: 'PUT',
      url: '/api/Users/UpdateUser',
      payload: { ...accountOf(writer.id), bio: 'Anonymous' },
    });
    const unknown = await updateUser(admin, { ...accountOf(999_999), bio: 'Nobody' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('a blog cover image’s description', () => {
  it('is saved, kept by a save without it, cleared by an empty one, and limited to 250 characters', async () => {
    const id = await createBlog({
      name: 'Cover story',
      url: '/cover-story',
      bannerImageAlt: 'Volunteers planting trees on Main Street',
    });
    const read = async () =>
      (
        await t.request({ method: 'GET', url: `/api/Blog/GetBlogById?blogId=${id}`, token: admin })
      ).json();
    expect((await read()).bannerImageAlt).toBe('Volunteers planting trees on Main Street');

    const update = (fields: Record<string, unknown>) =>
      t.request({
        method: 'PUT',
        url: '/api/Blog/UpdateBlog',
        token: admin,
        payload: { id, name: 'Cover story', url: '/cover-story', isActive: true, ...fields },
      });
    expect((await update({})).statusCode).toBe(200);
    expect((await read()).bannerImageAlt).toBe('Volunteers planting trees on Main Street');

    expectInvalid(
      await update({ bannerImageAlt: 'x'.repeat(251) }),
      'bannerImageAlt',
      'Image description must be at most 250 characters',
    );
    expect((await update({ bannerImageAlt: '  ' })).statusCode).toBe(200);
    expect((await read()).bannerImageAlt).toBeNull();
  });
});
