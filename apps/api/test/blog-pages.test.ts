/**
 * The heads of the public blog pages (decision 128): a post's author, date and tags for link
 * previews and search engines, and the list's pages linking each other.
 */
import { BLOGS_PER_PAGE } from '@chamber/contracts';
import { describe, expect, it } from 'vitest';
import { multipart, pngImage, type TestApp, withSiteApp } from './helpers.ts';

const PUBLIC_URL = 'https://chamber.example.org';
let t: TestApp;
let token: string;
withSiteApp(
  async (app) => {
    t = app;
    token = (await t.login()).token;
  },
  { PUBLIC_URL, SEED_DEMO: 'false' },
);

async function call(method: 'GET' | 'POST', url: string, payload?: object) {
  const response = await t.request({ method, url, token, ...(payload ? { payload } : {}) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The JSON-LD objects of a page's head. */
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1]),
  );

describe('a blog post’s head', () => {
  it('names its author, date and tags, and its BlogPosting says the same', async () => {
    const writer = await t.createUser({ fullName: 'Ann "Quill" Writer', role: 'author' });
    const category = await call('POST', '/api/BlogCategory/CreateBlogCategory', {
      name: 'Harbour Life',
    });
    await call('POST', '/api/Blog/CreateBlog', {
      name: 'Tides of May',
      url: '/tides-of-may',
      authorId: writer.id,
      categoryIds: [category.id],
      tags: ['Boats', 'Fishing'],
      publishedOn: '2026-05-01T13:00:00Z',
    });
    const response = await t.request({ method: 'GET', url: '/tides-of-may' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<meta name="author" content="Ann &quot;Quill&quot; Writer">');
    expect(response.body).toContain(
      '<meta property="article:published_time" content="2026-05-01T13:00:00.000Z">',
    );
    expect(response.body).toContain('<meta property="article:tag" content="Boats">');
    const posting = jsonLdOf(response.body).find((data) => data['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({
      headline: 'Tides of May',
      datePublished: '2026-05-01T13:00:00.000Z',
      author: { '@type': 'Person', name: 'Ann "Quill" Writer' },
      keywords: 'Boats, Fishing',
      articleSection: ['Harbour Life'],
    });
  });

  it('describes its cover image, and its author links to their posts with their photo (decision 131)', async () => {
    const writer = await t.createUser({ fullName: 'Pia Photo', role: 'author' });
    const photo = await t.request({
      method: 'PUT',
      url: '/api/Users/UpdateUser',
      token,
      ...multipart(
        { id: writer.id, fullName: 'Pia Photo', email: `${writer.username}@example.com` },
        { photo: { data: await pngImage() } },
      ),
    });
    expect(photo.statusCode, photo.body).toBe(200);
    const created = await t.request({
      method: 'POST',
      url: '/api/Blog/CreateBlog',
      token,
      ...multipart(
        {
          name: 'Trees on Main',
          url: '/trees-on-main',
          authorId: writer.id,
          bannerImageAlt: 'Volunteers & "friends" planting oaks',
        },
        { bannerImage: { data: await pngImage(800, 300) } },
      ),
    });
    expect(created.statusCode, created.body).toBe(200);
    const response = await t.request({ method: 'GET', url: '/trees-on-main' });
    expect(response.body).toContain(
      '<meta property="og:image:alt" content="Volunteers &amp; &quot;friends&quot; planting oaks">',
    );
    expect(response.body).toContain(
      '<meta name="twitter:image:alt" content="Volunteers &amp; &quot;friends&quot; planting oaks">',
    );
    const posting = jsonLdOf(response.body).find((data) => data['@type'] === 'BlogPosting');
    expect(posting.author).toEqual({
      '@type': 'Person',
      name: 'Pia Photo',
      url: `${PUBLIC_URL}/blogs-and-reviews?author=${writer.id}`,
      image: expect.stringMatching(new RegExp(`^${PUBLIC_URL}/api/Attachments/.+\\.png$`)),
    });
  });
});

describe('the list of blogs', () => {
  it('inlines the page asked for, with its canonical address and links to its neighbours', async () => {
    const category = await call('POST', '/api/BlogCategory/CreateBlogCategory', {
      name: 'Many Posts',
    });
    for (let index = 0; index < BLOGS_PER_PAGE * 2 + 1; index += 1) {
      await call('POST', '/api/Blog/CreateBlog', {
        name: `Many ${index}`,
        url: `/many-${index}`,
        categoryIds: [category.id],
      });
    }
    // Parameters in any case and order, and ones the list does not read, mean the same page.
    const response = await t.request({
      method: 'GET',
      url: '/blogs-and-reviews?utm_source=x&page=2&category=Many-Posts',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      `<link rel="canonical" href="${PUBLIC_URL}/blogs-and-reviews?category=many-posts&amp;page=2">`,
    );
    expect(response.body).toContain(
      `<link rel="prev" href="${PUBLIC_URL}/blogs-and-reviews?category=many-posts">`,
    );
    expect(response.body).toContain(
      `<link rel="next" href="${PUBLIC_URL}/blogs-and-reviews?category=many-posts&amp;page=3">`,
    );
    expect(response.body).toContain('<title>Blogs and Reviews: Many Posts, page 2 |');
    const inlined = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(
      response.body,
    );
    const document = JSON.parse(inlined![1]);
    expect(document).toMatchObject({
      kind: 'blogs',
      id: '?category=many-posts&page=2',
      data: { page: 2, pageCount: 3, total: BLOGS_PER_PAGE * 2 + 1 },
    });
    expect(document.data.items).toHaveLength(BLOGS_PER_PAGE);

    const last = await t.request({
      method: 'GET',
      url: '/blogs-and-reviews?category=many-posts&page=3',
    });
    expect(last.body).not.toContain('<link rel="next"');
  });
});
