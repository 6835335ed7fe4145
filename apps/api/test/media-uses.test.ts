/**
 * Every use of a library file (decision 141, issue 18): a member's logo and a deal's picture, and
 * images and PDF links placed in rich text (a blog's or page's Custom sections, a deal's
 * description) count as uses, live or in a draft: they keep the file from being deleted, and
 * Replace shows the new file in each, with the new image's variants and size.
 */
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { imageSrcSet, type MediaItem } from '@chamber/contracts';
import {
  multipart,
  pdfDocument,
  pngImage,
  uploadedMedia,
  withTestApp,
  type TestApp,
  type UploadedFileData,
} from './helpers.ts';

let t: TestApp;
let token: string;
let categoryId: number;
withTestApp(async (app) => {
  t = app;
  token = (await t.login()).token;
  const category = await t.request({
    method: 'POST',
    url: '/api/MemberCategory/CreateMemberCategory',
    token,
    payload: { name: 'Bakeries' },
  });
  expect(category.statusCode, category.body).toBe(200);
  categoryId = category.json().id;
});

/** A small but whole PDF (signature first, end marker last); `note` makes each one its own. */
const pdf = pdfDocument;

let counter = 0;
const unique = (prefix: string) => `${prefix} ${++counter}`;

async function ok(response: Promise<LightMyRequestResponse>) {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

type File = UploadedFileData;
const uploaded = (file: File) => uploadedMedia(t, file, token, { alt: 'A picture' });
const usesOf = async (id: number) =>
  (await ok(t.request({ method: 'GET', url: `/api/Media/Get?id=${id}`, token }))).uses as {
    type: string;
    id: number;
    name: string;
  }[];
const remove = (id: number) =>
  t.request({ method: 'DELETE', url: `/api/Media/Delete?id=${id}`, token });
const replace = async (id: number, file: File) =>
  (await ok(
    t.request({
      method: 'POST',
      url: '/api/Media/Replace',
      token,
      ...multipart({ id: String(id) }, { file }),
    }),
  )) as MediaItem;

/** The refused Delete's message and the uses it answers with. */
async function refusedDelete(id: number) {
  const refused = await remove(id);
  expect(refused.statusCode, refused.body).toBe(409);
  return refused.json() as { message: string; uses: { type: string; id: number }[] };
}

/** What the rich-text editor inserts for a library image (RichTextEditor's LibraryControl). */
const editorImage = (item: MediaItem) =>
  `<img src="${item.url}" alt="${item.alt}" width="${item.width}" height="${item.height}" ` +
  `srcset="${item.srcset}" sizes="(max-width: 800px) 100vw, 800px" loading="lazy" />`;
/** …and for a library PDF linked from selected words. */
const editorLink = (item: MediaItem, words: string) =>
  `<a href="${item.url}" target="_blank">${words}</a>`;

const SECTION = { type: 'CONTENT_SECTION_CUSTOM', title: '', description: '', alignment: 'LEFT' };
async function createSection(fields: Record<string, string | number>) {
  const created = await ok(
    t.request({
      method: 'POST',
      url: '/api/ContentSection/CreateContentSection',
      token,
      ...multipart({ name: unique('Body'), ...SECTION, ...fields }),
    }),
  );
  return created.id as number;
}
const saveSectionDraft = (id: number, rawHTML: string) =>
  ok(
    t.request({
      method: 'PUT',
      url: '/api/ContentSection/UpdateContentSection',
      token,
      ...multipart({ id, name: `Body ${id}`, ...SECTION, rawHTML, draft: 'true' }),
    }),
  );
/** The section's HTML as visitors get it (the row), and as its editor opens it (the draft). */
const liveHtml = async (id: number) =>
  (
    await t.database.db
      .selectFrom('contentSections')
      .select('rawHtml')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).rawHtml;
const draftHtml = async (id: number) => {
  const section = await ok(
    t.request({
      method: 'GET',
      url: `/api/ContentSection/GetContentSectionById?contentSectionId=${id}`,
      token,
    }),
  );
  expect(section.hasDraft).toBe(true);
  return section.rawHTML as string;
};

async function createBlog() {
  const name = unique('Spring fair post');
  const created = await ok(
    t.request({
      method: 'POST',
      url: '/api/Blog/CreateBlog',
      token,
      payload: { name, url: `/spring-fair-${counter}`, isActive: true },
    }),
  );
  return { id: created.id as number, name };
}
async function createPage() {
  const name = unique('Membership rules');
  const created = await ok(
    t.request({
      method: 'POST',
      url: '/api/Page/CreatePage',
      token,
      payload: { name, title: 'Rules', url: `/rules-${counter}`, isActive: true },
    }),
  );
  return { id: created.id as number, name };
}

async function createMember(fields: Record<string, string>) {
  const name = unique('Harbour Bakery');
  const created = await ok(
    t.request({
      method: 'POST',
      url: '/api/Member/CreateMember',
      token,
      ...multipart({ name, categoryIds: String(categoryId), ...fields }),
    }),
  );
  return { id: created.id as number, name };
}
async function createDeal(memberId: number, fields: Record<string, string>) {
  const title = unique('Two loaves for one');
  const created = await ok(
    t.request({
      method: 'POST',
      url: '/api/Deal/CreateDeal',
      token,
      ...multipart({
        title,
        description: '<p>Every Monday.</p>',
        validUntil: '2999-12-31',
        memberId: String(memberId),
        isActive: 'true',
        ...fields,
      }),
    }),
  );
  return { id: created.id as number, title };
}
const staffMember = (id: number) =>
  ok(t.request({ method: 'GET', url: `/api/Member/GetMemberById?memberId=${id}`, token }));
const staffDeal = (id: number) =>
  ok(t.request({ method: 'GET', url: `/api/Deal/GetDealById?id=${id}`, token }));

describe('a member’s logo and a deal’s picture', () => {
  it('are uses: Delete is refused naming them, and Replace shows the new file in both', async () => {
    const logo = await uploaded({ data: await pngImage(400, 400), filename: 'logo.png' });
    const member = await createMember({ mediaId: String(logo.id) });
    const deal = await createDeal(member.id, { mediaId: String(logo.id) });
    expect((await staffMember(member.id)).imageUrl).toBe(logo.path);
    expect((await staffDeal(deal.id)).imageUrl).toBe(logo.path);

    expect(await usesOf(logo.id)).toEqual(
      expect.arrayContaining([
        { type: 'member', id: member.id, name: member.name },
        { type: 'deal', id: deal.id, name: deal.title },
      ]),
    );
    const refused = await refusedDelete(logo.id);
    expect(refused.message).toContain(`“${member.name}”`);
    expect(refused.message).toContain(`“${deal.title}”`);

    const replaced = await replace(logo.id, { data: await pngImage(300, 300, '#aa0000') });
    expect(replaced.path).not.toBe(logo.path);
    expect((await staffMember(member.id)).imageUrl).toBe(replaced.path);
    expect((await staffDeal(deal.id)).imageUrl).toBe(replaced.path);
    expect((await t.request({ method: 'GET', url: replaced.url })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: logo.url })).statusCode).toBe(404);
    expect((await usesOf(logo.id)).map((use) => use.type).sort()).toEqual(['deal', 'member']);
  });

  it('an image in a deal’s description is a use of the deal, rewritten by Replace', async () => {
    const photo = await uploaded({ data: await pngImage(800, 400) });
    const member = await createMember({});
    const deal = await createDeal(member.id, {
      description: `<p>Our loaves</p>${editorImage(photo)}`,
    });
    expect(await usesOf(photo.id)).toEqual([{ type: 'deal', id: deal.id, name: deal.title }]);
    expect((await refusedDelete(photo.id)).uses).toEqual([
      expect.objectContaining({ type: 'deal', id: deal.id }),
    ]);
    const replaced = await replace(photo.id, { data: await pngImage(800, 400, '#00aa00') });
    const { description } = await staffDeal(deal.id);
    expect(description).toContain(`src="${replaced.url}"`);
    expect(description).not.toContain(photo.path);
  });
});

describe('an image in a blog’s body', () => {
  it('is a use of the section and the blog; Delete is refused; Replace rewrites it live and in the draft', async () => {
    const photo = await uploaded({ data: await pngImage(1200, 800), filename: 'fair.png' });
    const blog = await createBlog();
    const sectionId = await createSection({
      blogId: blog.id,
      rawHTML: `<p>The fair</p>${editorImage(photo)}`,
    });
    // The stored HTML is what the editor sent, so Replace has the editor's form to rewrite.
    expect(await liveHtml(sectionId)).toContain(`srcset="${photo.srcset}"`);

    const uses = await usesOf(photo.id);
    expect(uses).toEqual(
      expect.arrayContaining([
        { type: 'contentSection', id: sectionId, name: expect.stringMatching(/^Body/) },
        { type: 'blog', id: blog.id, name: blog.name },
      ]),
    );
    expect(uses).toHaveLength(2);
    expect((await refusedDelete(photo.id)).message).toContain(`“${blog.name}”`);

    await saveSectionDraft(sectionId, `<p>The fair, again</p>${editorImage(photo)}`);
    const publicBlog = `/api/Home/GetDynamicBlog?dynamicPageId=${blog.id}`;
    // Read before Replace, so the public answer is in the cache when it happens.
    expect(JSON.stringify(await ok(t.request({ method: 'GET', url: publicBlog })))).toContain(
      photo.url,
    );

    // Square now: the picture's size in the text follows, so it is not drawn stretched.
    const replaced = await replace(photo.id, { data: await pngImage(600, 600, '#aa0000') });
    const expected = (html: string) => {
      expect(html).toContain(`src="${replaced.url}"`);
      expect(html).toContain(`srcset="${imageSrcSet(replaced.path)}"`);
      expect(html).toContain('width="600" height="600"');
      expect(html).not.toContain(photo.path.replace(/\.png$/, ''));
    };
    expected((await liveHtml(sectionId))!);
    const draft = await draftHtml(sectionId);
    expected(draft);
    expect(draft).toContain('The fair, again');
    for (const variant of imageSrcSet(replaced.path).split(', ')) {
      const file = await t.request({ method: 'GET', url: variant.split(' ')[0]! });
      expect(file.statusCode, variant).toBe(200);
    }

    // Visitors get the new picture at once: Replace emptied the public cache.
    const after = JSON.stringify(await ok(t.request({ method: 'GET', url: publicBlog })));
    expect(after).toContain(replaced.url);
    expect(after).not.toContain(photo.url);
    expect(await usesOf(photo.id)).toHaveLength(2);
  });

  it('counts an image only in a draft, and leaves other images in the same text alone', async () => {
    const photo = await uploaded({ data: await pngImage(500, 500) });
    const other = await uploaded({ data: await pngImage(500, 500, '#00aa00') });
    const blog = await createBlog();
    const sectionId = await createSection({ blogId: blog.id, rawHTML: editorImage(other) });
    expect((await usesOf(photo.id)).length).toBe(0);

    await saveSectionDraft(sectionId, editorImage(other) + editorImage(photo));
    expect((await usesOf(photo.id)).map((use) => use.type).sort()).toEqual([
      'blog',
      'contentSection',
    ]);
    expect((await refusedDelete(photo.id)).message).toContain(`“${blog.name}”`);

    const replaced = await replace(photo.id, { data: await pngImage(500, 250, '#aa0000') });
    const draft = await draftHtml(sectionId);
    expect(draft).toBe(editorImage(other) + editorImage(replaced));
    expect(await liveHtml(sectionId)).toBe(editorImage(other));
  });
});

describe('a PDF linked from a page’s content section', () => {
  it('is a use of the section and the page; Delete is refused; Replace rewrites the link live and in a draft', async () => {
    const rules = await uploaded({ data: pdf('rules'), filename: 'rules.pdf' });
    const page = await createPage();
    const linked = `<p>Read ${editorLink(rules, 'the rules')} first.</p>`;
    const sectionId = await createSection({ pageId: page.id, rawHTML: linked });
    // A second section links it only in its draft.
    const draftOnly = await createSection({ rawHTML: '<p>Nothing yet</p>' });
    await saveSectionDraft(draftOnly, `<p>Also ${editorLink(rules, 'the rules')}</p>`);

    const uses = await usesOf(rules.id);
    expect(uses).toEqual(
      expect.arrayContaining([
        { type: 'contentSection', id: sectionId, name: expect.any(String) },
        { type: 'page', id: page.id, name: page.name },
        { type: 'contentSection', id: draftOnly, name: expect.any(String) },
      ]),
    );
    expect(uses).toHaveLength(3);
    const refused = await refusedDelete(rules.id);
    expect(refused.message).toContain(`“${page.name}”`);
    expect(refused.uses).toHaveLength(3);

    const replaced = await replace(rules.id, { data: pdf('rules, 2027'), filename: 'rules.pdf' });
    expect(replaced.path).not.toBe(rules.path);
    expect(await liveHtml(sectionId)).toBe(
      `<p>Read <a href="${replaced.url}" target="_blank" rel="noopener noreferrer">the rules</a> first.</p>`,
    );
    expect(await draftHtml(draftOnly)).toContain(`href="${replaced.url}"`);
    expect(await liveHtml(draftOnly)).toBe('<p>Nothing yet</p>');
    const publicPage = JSON.stringify(
      await ok(
        t.request({ method: 'GET', url: `/api/Home/GetDynamicPage?dynamicPageId=${page.id}` }),
      ),
    );
    expect(publicPage).toContain(replaced.url);
    expect(publicPage).not.toContain(rules.path);
    expect((await t.request({ method: 'GET', url: rules.url })).statusCode).toBe(404);
  });

  it('is no use once the page’s text no longer links it: Delete moves it to the trash', async () => {
    const leaflet = await uploaded({ data: pdf('leaflet'), filename: 'leaflet.pdf' });
    const page = await createPage();
    const sectionId = await createSection({
      pageId: page.id,
      rawHTML: `<p>${editorLink(leaflet, 'Leaflet')}</p>`,
    });
    expect(await usesOf(leaflet.id)).toHaveLength(2);
    await ok(
      t.request({
        method: 'PUT',
        url: '/api/ContentSection/UpdateContentSection',
        token,
        ...multipart({ id: sectionId, name: 'Plain', ...SECTION, rawHTML: '<p>No leaflet</p>' }),
      }),
    );
    expect(await usesOf(leaflet.id)).toEqual([]);
    expect((await remove(leaflet.id)).statusCode).toBe(200);
  });
});
