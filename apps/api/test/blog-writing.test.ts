/**
 * Blog authors, categories, tags, excerpts and publishing dates, and the public list of blogs
 * (docs/decisions/128-blog-authors-categories-tags.md).
 */
import {
  AUTHOR_MESSAGE,
  BLOGS_PER_PAGE,
  CATEGORY_MESSAGE,
  PUBLISHED_ON_MESSAGE,
  type BlogCategory,
} from '@chamber/contracts';
import { describe, expect, it } from 'vitest';
import { expectSignInRequired } from './access-helpers.ts';
import { expectAnswer, expectInvalid, withTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let admin: string;
let editor: { id: number; token: string };
let author: { id: number; token: string };
let otherAuthor: { id: number; token: string };

withTestApp(async (app) => {
  t = app;
  admin = (await t.login()).token;
  editor = await t.createUser({ role: 'editor', fullName: 'Edna Editor' });
  author = await t.createUser({ role: 'author', fullName: 'Arthur Author' });
  otherAuthor = await t.createUser({ role: 'author', fullName: 'Olive Other' });
});

let counter = 0;
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  payload?: object,
) => t.request({ method, url, token, ...(payload ? { payload } : {}) });

async function createCategory(name: string, token = editor.token): Promise<number> {
  const response = await call('POST', '/api/BlogCategory/CreateBlogCategory', token, { name });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id;
}

const blogFields = (fields: Record<string, unknown> = {}) => {
  counter += 1;
  return { name: `Post ${counter}`, url: `/post-${counter}`, ...fields };
};

async function createBlog(fields: Record<string, unknown> = {}, token = editor.token) {
  const response = await call('POST', '/api/Blog/CreateBlog', token, blogFields(fields));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id as number;
}

const getBlog = async (id: number, token = editor.token) =>
  (await call('GET', `/api/Blog/GetBlogById?blogId=${id}`, token)).json();

const categories = async (): Promise<BlogCategory[]> =>
  (await call('GET', '/api/BlogCategory/GetAllBlogCategories', editor.token)).json();

const publicList = async (query = '') => {
  const response = await call('GET', `/api/Home/GetBlogList${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('blog categories', () => {
  it('create, list (by name, with their blog counts), get and rename; the slug follows the name', async () => {
    const id = await createCategory('Member  Stories & News');
    const response = await call(
      'GET',
      `/api/BlogCategory/GetBlogCategoryById?blogCategoryId=${id}`,
      editor.token,
    );
    expect(response.json()).toEqual({
      id,
      name: 'Member  Stories & News',
      slug: 'member-stories-and-news',
      blogCount: 0,
      version: 1,
    });
    const renamed = await call('PUT', '/api/BlogCategory/UpdateBlogCategory', editor.token, {
      id,
      name: 'Member Stories',
      version: 1,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await categories()).find((each) => each.id === id)).toMatchObject({
      name: 'Member Stories',
      slug: 'member-stories',
    });
    // Authors pick categories, so they may read them.
    expect(
      (await call('GET', '/api/BlogCategory/GetAllBlogCategories', author.token)).statusCode,
    ).toBe(200);
  });

  it('refuses a blank name and a name another category has (whatever its case)', async () => {
    expectInvalid(
      await call('POST', '/api/BlogCategory/CreateBlogCategory', editor.token, { name: ' ' }),
      'name',
      'Category name is required',
    );
    await createCategory('Reviews');
    expectInvalid(
      await call('POST', '/api/BlogCategory/CreateBlogCategory', editor.token, {
        name: 'REVIEWS ',
      }),
      'name',
      'There is already a category with this name.',
    );
  });

  it('needs sign-in; authors may not add, rename or delete categories', async () => {
    await expectSignInRequired(t, { method: 'GET', url: '/api/BlogCategory/GetAllBlogCategories' });
    await expectSignInRequired(t, {
      method: 'POST',
      url: '/api/BlogCategory/CreateBlogCategory',
      payload: { name: 'X' },
    });
    const id = await createCategory('Guides');
    expect(
      (await call('POST', '/api/BlogCategory/CreateBlogCategory', author.token, { name: 'Mine' }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call('PUT', '/api/BlogCategory/UpdateBlogCategory', author.token, {
          id,
          name: 'Mine',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call(
          'DELETE',
          `/api/BlogCategory/DeleteBlogCategory?blogCategoryId=${id}`,
          author.token,
        )
      ).statusCode,
    ).toBe(403);
  });

  it('answers 404 for an unknown category', async () => {
    expectAnswer(
      await call('GET', '/api/BlogCategory/GetBlogCategoryById?blogCategoryId=99999', editor.token),
      404,
      'The blog category was not found.',
    );
    expectAnswer(
      await call(
        'DELETE',
        '/api/BlogCategory/DeleteBlogCategory?blogCategoryId=99999',
        editor.token,
      ),
      404,
      'The blog category was not found.',
    );
  });

  it('refuses to delete a category blogs are in, naming them; moveTo moves them and deletes it', async () => {
    const events = await createCategory('Events Recaps');
    const news = await createCategory('Chamber News');
    const one = await createBlog({ name: 'Gala night', categoryIds: [events] });
    // A draft counts too: its blog is in the category once published.
    const two = await createBlog({ name: 'Harbour day', draft: true, categoryIds: [events, news] });
    const refused = await call(
      'DELETE',
      `/api/BlogCategory/DeleteBlogCategory?blogCategoryId=${events}`,
      editor.token,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      '2 blogs are in “Events Recaps”: “Gala night”, “Harbour day”. Move them to another category first.',
    );
    expect((await categories()).find((each) => each.id === events)?.blogCount).toBe(2);

    const moved = await call(
      'DELETE',
      `/api/BlogCategory/DeleteBlogCategory?blogCategoryId=${events}&moveTo=${news}`,
      editor.token,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await categories()).some((each) => each.id === events)).toBe(false);
    expect((await getBlog(one)).categories.map((each: { name: string }) => each.name)).toEqual([
      'Chamber News',
    ]);
    // Once, though it was in both.
    expect((await getBlog(two)).categories.map((each: { name: string }) => each.name)).toEqual([
      'Chamber News',
    ]);
  });

  it('refuses to move blogs to the category being deleted or to an unknown one', async () => {
    const id = await createCategory('Lonely');
    expectInvalid(
      await call(
        'DELETE',
        `/api/BlogCategory/DeleteBlogCategory?blogCategoryId=${id}&moveTo=${id}`,
        editor.token,
      ),
      'moveTo',
      'Choose another category to move the blogs to',
    );
    expectInvalid(
      await call(
        'DELETE',
        `/api/BlogCategory/DeleteBlogCategory?blogCategoryId=${id}&moveTo=99999`,
        editor.token,
      ),
      'moveTo',
      'The category to move to was not found',
    );
  });
});

describe('a blog’s author, categories, tags, excerpt and publishing date', () => {
  it('the creator is the author; an editor may name another staff member, an author may not', async () => {
    const own = await createBlog({}, author.token);
    expect((await getBlog(own, author.token)).author).toEqual({
      id: author.id,
      name: 'Arthur Author',
      photo: null,
      bio: null,
    });

    const credited = await createBlog({ authorId: otherAuthor.id });
    expect((await getBlog(credited)).author).toEqual({
      id: otherAuthor.id,
      name: 'Olive Other',
      photo: null,
      bio: null,
    });

    const refused = await call(
      'POST',
      '/api/Blog/CreateBlog',
      author.token,
      blogFields({ authorId: otherAuthor.id }),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/choosing another author/);

    const blog = await getBlog(own, author.token);
    const change = await call('PUT', '/api/Blog/UpdateBlog', author.token, {
      ...blogFields({ name: blog.name, url: blog.url }),
      id: own,
      authorId: editor.id,
    });
    expect(change.statusCode).toBe(403);
    // Saving with the author it has is no change of author.
    const keep = await call('PUT', '/api/Blog/UpdateBlog', author.token, {
      name: blog.name,
      url: blog.url,
      id: own,
      authorId: author.id,
      draft: true,
    });
    expect(keep.statusCode, keep.body).toBe(200);
  });

  it('refuses an author who is no staff member and categories that do not exist', async () => {
    expectInvalid(
      await call('POST', '/api/Blog/CreateBlog', editor.token, blogFields({ authorId: 99999 })),
      'authorId',
      AUTHOR_MESSAGE,
    );
    expectInvalid(
      await call(
        'POST',
        '/api/Blog/CreateBlog',
        editor.token,
        blogFields({ categoryIds: [99999] }),
      ),
      'categoryIds',
      CATEGORY_MESSAGE,
    );
    expectInvalid(
      await call('POST', '/api/Blog/CreateBlog', editor.token, blogFields({ publishedOn: 'soon' })),
      'publishedOn',
      PUBLISHED_ON_MESSAGE,
    );
    expectInvalid(
      await call(
        'POST',
        '/api/Blog/CreateBlog',
        editor.token,
        blogFields({ excerpt: 'x'.repeat(501) }),
      ),
      'excerpt',
      'Excerpt must be at most 500 characters',
    );
  });

  it('tags differing only in case and spacing are one tag, spelled as first written', async () => {
    const first = await createBlog({ tags: ['Small Business', 'Harbour'] });
    const second = await createBlog({ tags: 'small   business, HARBOUR ,Waterfront,waterfront' });
    expect((await getBlog(first)).tags).toEqual([
      { name: 'Small Business', slug: 'small-business' },
      { name: 'Harbour', slug: 'harbour' },
    ]);
    expect((await getBlog(second)).tags).toEqual([
      { name: 'Small Business', slug: 'small-business' },
      { name: 'Harbour', slug: 'harbour' },
      { name: 'Waterfront', slug: 'waterfront' },
    ]);
    const suggestions = await call('GET', '/api/Blog/GetBlogTags', author.token);
    expect(suggestions.statusCode).toBe(200);
    expect(suggestions.json()).toEqual(
      expect.arrayContaining([{ name: 'Small Business', slug: 'small-business', blogCount: 2 }]),
    );
    await expectSignInRequired(t, { method: 'GET', url: '/api/Blog/GetBlogTags' });
  });

  it('the excerpt is the one written, else the first sentences of its text', async () => {
    const written = await createBlog({
      excerpt: 'Our pick of the week.',
      description: 'Meta text.',
    });
    expect(await getBlog(written)).toMatchObject({
      excerpt: 'Our pick of the week.',
      writtenExcerpt: 'Our pick of the week.',
    });
    const long = 'The harbour festival drew a record crowd this year. '.repeat(6).trim();
    const derived = await createBlog({ description: long });
    const blog = await getBlog(derived);
    expect(blog.writtenExcerpt).toBeNull();
    expect(blog.excerpt.length).toBeLessThanOrEqual(160);
    expect(blog.excerpt).toBe(
      'The harbour festival drew a record crowd this year. The harbour festival drew a record crowd this year. The harbour festival drew a record crowd this year.',
    );
  });

  it('the first Publish dates it; a later one keeps the date; staff may change it', async () => {
    const id = await createBlog({ draft: true });
    expect((await getBlog(id)).publishedOn).toBeNull();
    const first = await call('POST', '/api/Publishing/Publish', editor.token, { type: 'blog', id });
    expect(first.statusCode, first.body).toBe(200);
    const dated = (await getBlog(id)).publishedOn;
    expect(dated).toEqual(expect.any(String));
    await call('POST', '/api/Publishing/Unpublish', editor.token, { type: 'blog', id });
    await call('POST', '/api/Publishing/Publish', editor.token, { type: 'blog', id });
    expect((await getBlog(id)).publishedOn).toBe(dated);

    const blog = await getBlog(id);
    const changed = await call('PUT', '/api/Blog/UpdateBlog', editor.token, {
      name: blog.name,
      url: blog.url,
      id,
      publishedOn: '2025-03-01T14:00:00Z',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await getBlog(id)).publishedOn).toBe('2025-03-01T14:00:00.000Z');
  });

  it('the fields are a draft until published, and a revision restores them', async () => {
    const news = await createCategory('Draft News');
    const id = await createBlog({ tags: ['Before'] });
    const blog = await getBlog(id);
    const draft = await call('PUT', '/api/Blog/UpdateBlog', editor.token, {
      name: blog.name,
      url: blog.url,
      id,
      draft: true,
      categoryIds: [news],
      tags: ['After'],
      excerpt: 'Drafted excerpt.',
      authorId: otherAuthor.id,
    });
    expect(draft.statusCode, draft.body).toBe(200);
    // Staff see the draft; visitors still see what was published.
    expect(await getBlog(id)).toMatchObject({
      hasDraft: true,
      tags: [{ name: 'After', slug: 'after' }],
      excerpt: 'Drafted excerpt.',
      author: { id: otherAuthor.id },
      categories: [{ id: news, name: 'Draft News', slug: 'draft-news' }],
    });
    const visitors = (await call('GET', `/api/Home/GetDynamicBlog?dynamicPageId=${id}`)).json();
    expect(visitors.tags).toEqual([{ name: 'Before', slug: 'before' }]);
    expect(visitors.categories).toEqual([]);

    expect(
      (await call('POST', '/api/Publishing/Publish', editor.token, { type: 'blog', id }))
        .statusCode,
    ).toBe(200);
    const published = (await call('GET', `/api/Home/GetDynamicBlog?dynamicPageId=${id}`)).json();
    expect(published).toMatchObject({
      tags: [{ name: 'After', slug: 'after' }],
      excerpt: 'Drafted excerpt.',
      author: { id: otherAuthor.id, name: 'Olive Other' },
      categories: [{ id: news, name: 'Draft News', slug: 'draft-news' }],
    });

    // The first revision had the tag "Before": restoring it brings it back (as a draft).
    const revisions = (
      await call('GET', `/api/Revision/GetRevisions?type=blog&id=${id}`, editor.token)
    ).json();
    const firstRevision = revisions.at(-1);
    const restored = await call('POST', '/api/Revision/RestoreRevision', editor.token, {
      type: 'blog',
      id,
      revisionId: firstRevision.id,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await getBlog(id)).tags).toEqual([{ name: 'Before', slug: 'before' }]);
  });

  it('an update without the new fields keeps them (the spec’s clients)', async () => {
    const news = await createCategory('Kept News');
    const id = await createBlog({ categoryIds: [news], tags: ['Kept'], excerpt: 'Kept.' });
    const blog = await getBlog(id);
    const plain = await call('PUT', '/api/Blog/UpdateBlog', admin, {
      name: 'Renamed',
      url: blog.url,
      id,
    });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(await getBlog(id)).toMatchObject({
      name: 'Renamed',
      categories: [{ id: news }],
      tags: [{ name: 'Kept' }],
      excerpt: 'Kept.',
      author: { id: editor.id },
    });
  });

  it('GetBlogAuthors lists the staff for editors; authors may not read it', async () => {
    const staff = await call('GET', '/api/Blog/GetBlogAuthors', editor.token);
    expect(staff.statusCode).toBe(200);
    expect(staff.json()).toEqual(
      expect.arrayContaining([{ id: author.id, name: 'Arthur Author' }]),
    );
    expect((await call('GET', '/api/Blog/GetBlogAuthors', author.token)).statusCode).toBe(403);
    await expectSignInRequired(t, { method: 'GET', url: '/api/Blog/GetBlogAuthors' });
  });
});

describe('GET /api/Home/GetBlogList', () => {
  it('lists published blogs newest first, by category, tag or author, a page at a time', async () => {
    const category = await createCategory('Listed Things');
    const ids: number[] = [];
    for (let day = 1; day <= BLOGS_PER_PAGE + 2; day += 1) {
      ids.push(
        await createBlog({
          categoryIds: [category],
          tags: day % 2 ? ['Odd Days'] : [],
          publishedOn: `2024-01-${String(day).padStart(2, '0')}T12:00:00Z`,
          authorId: day === 3 ? otherAuthor.id : undefined,
        }),
      );
    }
    await createBlog({ categoryIds: [category], draft: true });
    const first = await publicList('?category=listed-things');
    expect(first).toMatchObject({ page: 1, pageCount: 2, total: BLOGS_PER_PAGE + 2 });
    expect(first.category).toEqual({ id: category, name: 'Listed Things', slug: 'listed-things' });
    expect(first.items.map((item: { id: number }) => item.id)).toEqual(
      ids.slice().reverse().slice(0, BLOGS_PER_PAGE),
    );
    const second = await publicList('?category=listed-things&page=2');
    expect(second.items.map((item: { id: number }) => item.id)).toEqual([ids[1], ids[0]]);

    const odd = await publicList('?tag=ODD-days&category=listed-things');
    expect(odd.tag).toEqual({ name: 'Odd Days', slug: 'odd-days' });
    expect(odd.total).toBe(7);

    const byAuthor = await publicList(`?author=${otherAuthor.id}&category=listed-things`);
    expect(byAuthor.items.map((item: { id: number }) => item.id)).toEqual([ids[2]]);
    expect(byAuthor.author).toEqual({
      id: otherAuthor.id,
      name: 'Olive Other',
      photo: null,
      bio: null,
    });
    expect(byAuthor.items[0]).toMatchObject({
      author: { id: otherAuthor.id, name: 'Olive Other' },
      categories: [{ slug: 'listed-things' }],
      tags: [{ name: 'Odd Days', slug: 'odd-days' }],
      publishedOn: '2024-01-03T12:00:00.000Z',
    });
    expect((await publicList('?category=no-such-category')).items).toEqual([]);
  });

  it('refuses a page that is not a whole number', async () => {
    expectInvalid(
      await call('GET', '/api/Home/GetBlogList?page=zero'),
      'page',
      'The page must be a whole number of 1 or more',
    );
  });

  it('a published blog names up to 3 related posts, most shared first', async () => {
    const category = await createCategory('Related Things');
    const main = await createBlog({ categoryIds: [category], tags: ['Boats', 'Nets'] });
    const both = await createBlog({ categoryIds: [category], tags: ['Boats'] });
    const tagOnly = await createBlog({ tags: ['Nets'] });
    await createBlog({ tags: ['Unrelated Thing'] });
    await createBlog({ categoryIds: [category], tags: ['Boats'], draft: true });
    const blog = (await call('GET', `/api/Home/GetDynamicBlog?dynamicPageId=${main}`)).json();
    expect(blog.relatedPosts.map((post: { id: number }) => post.id)).toEqual([both, tagOnly]);
    expect(blog.readingMinutes).toBe(1);
  });
});
