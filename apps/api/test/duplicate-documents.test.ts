/**
 * DuplicatePage and DuplicateBlog: a new draft made from a page or blog as staff see it, "Copy of
 * …" at a free url, with its own copy of the banner image and the same content entries in order.
 * On SQLite and PostgreSQL alike.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { itNeedsSignIn } from './access-helpers.ts';
import { asAuthorOf, insertContent, type Kind } from './documents-helpers.ts';
import { expectAnswer, expectInvalid } from './helpers.ts';

const KINDS: Kind[] = ['Page', 'Blog'];

describe.each(KINDS)('Duplicate%s', (kind) => {
  const c = asAuthorOf(kind, 'Dana Duplicator');
  const noun = kind.toLowerCase();
  const duplicated = async (id: number) => {
    const response = await c.api('POST', `/api/${kind}/Duplicate${kind}`, { id });
    expectAnswer(response, 200, `Copy of the ${noun} made: it is a draft until you publish it.`);
    return response.json().id as number;
  };

  it('makes a draft copy with the same fields, its own banner image and the same content', async () => {
    const url = c.freshUrl('harbour-guide');
    const id = await c.createWithImage({ url, keywords: 'harbour, boats', isActive: 'true' });
    await insertContent(c.t(), kind, id, [
      { section: 'Opening hours', type: 'CONTENT_SECTION_TEXTONLY', sortOrder: 1 },
      { banner: 'Harbour slides', sortOrder: 0 },
    ]);
    const original = await c.get(id);

    const copyId = await duplicated(id);
    expect(copyId).not.toBe(id);
    const copy = await c.get(copyId);
    expect(copy).toMatchObject({
      name: `Copy of ${original.name}`,
      url: `${url}-copy`,
      keywords: 'harbour, boats',
      isBannerVisible: original.isBannerVisible,
      bannerColor: original.bannerColor,
      addedBy: 'Dana Duplicator',
      status: 'draft',
    });
    // Its own file: deleting either image leaves the other's.
    expect(copy.bannerImageFilePath).toBeTruthy();
    expect(copy.bannerImageFilePath).not.toBe(original.bannerImageFilePath);
    expect(existsSync(c.attachment(copy.bannerImageFilePath))).toBe(true);
    const content = (entries: { type: string; name: string }[]) =>
      entries.map(({ type, name }) => [type, name]);
    expect(content(copy.contentSections)).toEqual(content(original.contentSections));
    expect(content(copy.contentSections)).toEqual([
      ['BANNER', 'Harbour slides'],
      ['CONTENTSECTION', 'Opening hours'],
    ]);

    // Visitors do not see the copy; a second copy takes the next free address.
    expect(await c.listedOnSite(copyId)).toBeUndefined();
    expect(await c.listedOnSite(id)).toBeDefined();
    expect((await c.get(await duplicated(id))).url).toBe(`${url}-copy-2`);
    // The original is as it was.
    expect(await c.get(id)).toEqual(original);
  });

  it('copies what staff see: the draft, not the published version', async () => {
    const url = c.freshUrl();
    const id = await c.create({ name: 'Summer fair', url });
    const saved = await c.api('PUT', `/api/${kind}/Update${kind}`, {
      id,
      name: 'Summer fair 2027',
      url,
      draft: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await c.get(await duplicated(id))).name).toBe('Copy of Summer fair 2027');
  });

  it('refuses a call without a valid id (400) and one for nothing (404)', async () => {
    const url = `/api/${kind}/Duplicate${kind}`;
    expectInvalid(await c.api('POST', url, { id: 'first' }), 'id', 'A valid id is required');
    expectInvalid(await c.api('POST', url, {}), 'id', 'A valid id is required');
    expectAnswer(await c.api('POST', url, { id: 999_999 }), 404, `The ${noun} was not found.`);
  });

  itNeedsSignIn(
    () => c.t(),
    [{ method: 'POST', url: `/api/${kind}/Duplicate${kind}`, payload: { id: 1 } }],
  );
});

describe('DuplicatePage for an author', () => {
  const c = asAuthorOf('Page', 'Ann Author');
  it('is refused (403): authors write blogs and events, not pages', async () => {
    const id = await c.create();
    const author = await c.t().createUser({ username: 'page-author', role: 'author' });
    const response = await c.t().request({
      method: 'POST',
      url: '/api/Page/DuplicatePage',
      token: author.token,
      payload: { id },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('DuplicateBlog', () => {
  const c = asAuthorOf('Blog', 'Bea Blogger');
  it('keeps the categories, tags and author, and the copy has no publishing date yet', async () => {
    const id = await c.create({ tags: ['harbour', 'Boats'], isActive: true });
    const original = await c.get(id);
    expect(original.publishedOn).not.toBeNull();
    const response = await c.api('POST', '/api/Blog/DuplicateBlog', { id });
    expect(response.statusCode, response.body).toBe(200);
    const copy = await c.get(response.json().id);
    expect(copy.tags).toEqual(original.tags);
    expect(copy.categories).toEqual(original.categories);
    expect(copy.author).toEqual(original.author);
    expect(copy.publishedOn).toBeNull();
  });
});
