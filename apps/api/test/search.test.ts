import type { SearchResult } from '@chamber/contracts';
import type {
  KyselyPlugin,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchService } from '../src/modules/search/service.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const now = () => new Date().toISOString();
let urlCounter = 0;

type DocumentFields = {
  name: string;
  title?: string | null;
  description?: string | null;
  keywords?: string | null;
  isActive?: boolean;
};

async function addDocument(table: 'pages' | 'blogs', fields: DocumentFields) {
  const { id } = await t.database.db
    .insertInto(table)
    .values({
      title: null,
      url: `/${table}-${++urlCounter}`,
      isBannerVisible: true,
      bannerColor: '#000000',
      isActive: true,
      addedOn: now(),
      updatedAt: now(),
      ...fields,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, url: `/${table}-${urlCounter}` };
}
const addPage = (fields: DocumentFields) => addDocument('pages', fields);
const addBlog = (fields: DocumentFields) => addDocument('blogs', fields);

/** A content section placed on a page or blog. */
async function addSection(
  owner: { pageId: number } | { blogId: number },
  fields: { title?: string; description?: string; rawHtml?: string; isActive?: boolean },
) {
  const { db } = t.database;
  const section = await db
    .insertInto('contentSections')
    .values({
      name: 'Section',
      type: fields.rawHtml ? 'CONTENT_SECTION_CUSTOM' : 'CONTENT_SECTION_DEFAULT',
      alignment: 'LEFT',
      isPadded: false,
      isFloatingCard: false,
      hasRoundedCorners: false,
      isTextOnly: false,
      isActive: true,
      createdAt: now(),
      updatedAt: now(),
      ...fields,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const entry = { type: 'CONTENTSECTION', contentSectionId: section.id, sortOrder: 0 };
  if ('pageId' in owner) {
    await db
      .insertInto('pageContentEntries')
      .values({ ...entry, pageId: owner.pageId })
      .execute();
  } else {
    await db
      .insertInto('blogContentEntries')
      .values({ ...entry, blogId: owner.blogId })
      .execute();
  }
}

async function addEvent(fields: {
  title: string;
  description?: string;
  addressTitle?: string;
  addressLine1?: string;
  city?: string;
  isActive?: boolean;
}) {
  const { id } = await t.database.db
    .insertInto('events')
    .values({
      addressLine1: '1 Main Street',
      city: 'Bayview',
      state: 'FL',
      zipcode: '32000',
      startsAt: now(),
      eventType: 'conference',
      isActive: true,
      sortOrder: 0,
      createdAt: now(),
      updatedAt: now(),
      ...fields,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id };
}

async function search(q: string): Promise<SearchResult[]> {
  const response = await t.request({
    method: 'GET',
    url: `/api/Home/Search?q=${encodeURIComponent(q)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const ids = (results: SearchResult[]) => results.map((r) => `${r.kind}:${r.id}`);

describe('GET /api/Home/Search', () => {
  it('is public and finds a page by its name, title, description or keywords, in any case', async () => {
    const byName = await addPage({ name: 'Marigold Partners' });
    const byTitle = await addPage({ name: 'p2', title: 'Welcome to Quokka Valley' });
    const byDescription = await addPage({ name: 'p3', description: 'Where the wombats gather.' });
    const byKeywords = await addPage({ name: 'p4', keywords: 'tax, narwhal, permits' });

    expect(await search('MARIGOLD')).toEqual([
      { kind: 'page', id: byName.id, title: 'Marigold Partners', url: byName.url, excerpt: '' },
    ]);
    expect(await search('quokka valley')).toEqual([
      {
        kind: 'page',
        id: byTitle.id,
        title: 'Welcome to Quokka Valley',
        url: byTitle.url,
        excerpt: '',
      },
    ]);
    expect(await search('Wombats')).toEqual([
      {
        kind: 'page',
        id: byDescription.id,
        title: 'p3',
        url: byDescription.url,
        excerpt: 'Where the wombats gather.',
      },
    ]);
    expect(ids(await search('narwhal'))).toEqual([`page:${byKeywords.id}`]);
  });

  it('finds blogs (titled by their name) and the text of their sections', async () => {
    const blog = await addBlog({ name: 'Our Capybara Diaries', description: 'Notes.' });
    const other = await addBlog({ name: 'Harbour news' });
    await addSection({ blogId: other.id }, { title: 'Capybara sighting at the harbour' });
    const results = await search('capybara');
    expect(results).toEqual([
      {
        kind: 'blog',
        id: blog.id,
        title: 'Our Capybara Diaries',
        url: blog.url,
        excerpt: 'Notes.',
      },
      {
        kind: 'blog',
        id: other.id,
        title: 'Harbour news',
        url: other.url,
        excerpt: 'Capybara sighting at the harbour',
      },
    ]);
  });

  it('finds events by title, description, address and city, linking to /events/<id>', async () => {
    const byTitle = await addEvent({ title: 'Pelican Gala' });
    const byDescription = await addEvent({ title: 'e2', description: 'Bring a pelican friend' });
    const byAddress = await addEvent({ title: 'e3', addressTitle: 'Pelican Hall' });
    const byStreet = await addEvent({ title: 'e4', addressLine1: '9 Pelican Road' });
    const byCity = await addEvent({ title: 'e5', city: 'Pelican Bay' });
    const results = await search('pelican');
    expect(ids(results)).toEqual(
      [byTitle, byDescription, byAddress, byStreet, byCity].map((e) => `event:${e.id}`),
    );
    expect(results[0]).toMatchObject({ title: 'Pelican Gala', url: `/events/${byTitle.id}` });
    expect(results.find((r) => r.id === byStreet.id)!.excerpt).toBe('9 Pelican Road, Bayview');
    expect(results.find((r) => r.id === byCity.id)!.excerpt).toBe('1 Main Street, Pelican Bay');
  });

  it('leaves out inactive pages, blogs, events and sections', async () => {
    const shown = await addPage({ name: 'Visible ocelot page' });
    await addPage({ name: 'Hidden ocelot page', isActive: false });
    await addBlog({ name: 'Hidden ocelot blog', isActive: false });
    await addEvent({ title: 'Hidden ocelot event', isActive: false });
    const withHiddenSection = await addPage({ name: 'Plain page' });
    await addSection({ pageId: withHiddenSection.id }, { title: 'ocelot', isActive: false });
    const hiddenOwner = await addPage({ name: 'Switched off', isActive: false });
    await addSection({ pageId: hiddenOwner.id }, { title: 'An ocelot section' });
    expect(ids(await search('ocelot'))).toEqual([`page:${shown.id}`]);
  });

  it('searches the visible text of rich HTML: tags stripped, entities decoded, markup never matched', async () => {
    const page = await addPage({ name: 'Membership' });
    await addSection(
      { pageId: page.id },
      {
        rawHtml:
          '<h2>Join us</h2><p>Our <strong>ribbon</strong>\n<em>cutting</em> ceremonies &amp; mixers.</p><p class="lead">Call&nbsp;today</p>',
      },
    );
    expect(await search('ribbon cutting ceremonies & mixers')).toEqual([
      {
        kind: 'page',
        id: page.id,
        title: 'Membership',
        url: page.url,
        excerpt: 'Join us Our ribbon cutting ceremonies & mixers. Call today',
      },
    ]);
    expect(await search('strong')).toEqual([]);
    expect(await search('class="lead"')).toEqual([]);
  });

  it('cuts a short excerpt around the match from long text', async () => {
    const filler = (word: string) => Array.from({ length: 40 }, () => word).join(' ');
    const page = await addPage({ name: 'Long read' });
    await addSection(
      { pageId: page.id },
      { description: `${filler('lorem')} the flamingo parade ${filler('ipsum')}` },
    );
    const [hit] = await search('flamingo');
    expect(hit.excerpt.length).toBeLessThanOrEqual(160);
    expect(hit.excerpt).toMatch(/^…lorem .* the flamingo parade ipsum .*ipsum…$/);
  });

  it('takes % and _ in the search text literally', async () => {
    const percent = await addPage({ name: 'Save 100% on fees' });
    await addPage({ name: 'Save 1000 dollars' });
    const underscore = await addPage({ name: 'file_name rules' });
    await addPage({ name: 'filename rules' });
    await addPage({ name: 'fileXname rules' });
    const backslash = await addPage({ name: 'Path C:\\docs' });
    expect(ids(await search('100%'))).toEqual([`page:${percent.id}`]);
    expect(ids(await search('file_name'))).toEqual([`page:${underscore.id}`]);
    expect(ids(await search('%'))).toEqual([`page:${percent.id}`]);
    expect(ids(await search('C:\\docs'))).toEqual([`page:${backslash.id}`]);
  });

  it('ranks pages and blogs before events, and title hits first within each', async () => {
    const bodyPage = await addPage({ name: 'Alpha', description: 'about the lighthouse' });
    const titlePage = await addPage({ name: 'Zulu Lighthouse tours' });
    const bodyBlog = await addBlog({ name: 'Bravo', description: 'lighthouse history' });
    const titleEvent = await addEvent({ title: 'Lighthouse night' });
    const bodyEvent = await addEvent({ title: 'Charlie', description: 'at the lighthouse' });
    expect(ids(await search('lighthouse'))).toEqual([
      `page:${titlePage.id}`,
      `page:${bodyPage.id}`,
      `blog:${bodyBlog.id}`,
      `event:${titleEvent.id}`,
      `event:${bodyEvent.id}`,
    ]);
  });

  it('answers at most 20 results', async () => {
    for (let i = 0; i < 25; i++) await addPage({ name: `Walrus club ${i}` });
    expect(await search('walrus')).toHaveLength(20);
  });

  it('answers [] for an empty or blank q, and trims q', async () => {
    await addPage({ name: 'Toucan corner' });
    expect(await search('')).toEqual([]);
    expect(await search('   ')).toEqual([]);
    const missing = await t.request({ method: 'GET', url: '/api/Home/Search' });
    expect(missing.statusCode).toBe(200);
    expect(missing.json()).toEqual([]);
    expect(await search('  toucan  ')).toHaveLength(1);
  });

  it('refuses q longer than 100 characters with 400', async () => {
    const response = await t.request({
      method: 'GET',
      url: `/api/Home/Search?q=${'a'.repeat(101)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'The search text must be at most 100 characters',
      errors: { q: 'The search text must be at most 100 characters' },
    });
    expect(await search(` ${'a'.repeat(100)} `)).toEqual([]);
  });

  it('reads a bounded number of rows from the database, however common the word', async () => {
    const rows = (i: number) => ({
      name: `Sighting ${i}`,
      description: 'An okapi was seen near the harbor.',
      url: `/okapi-${i}`,
      isBannerVisible: true,
      bannerColor: '#000000',
      isActive: true,
      addedOn: now(),
      updatedAt: now(),
    });
    const { db } = t.database;
    await db
      .insertInto('pages')
      .values(Array.from({ length: 300 }, (_, i) => rows(i)))
      .execute();
    for (let i = 0; i < 300; i++) await addEvent({ title: `Walk ${i}`, description: 'okapi walk' });
    const named = await addPage({ name: 'Okapi Friends' });

    // Counts every row the database hands back to the search.
    let read = 0;
    const counter: KyselyPlugin = {
      transformQuery: ({ node }): RootOperationNode => node,
      transformResult: async ({
        result,
      }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> => {
        read += result.rows.length;
        return result;
      },
    };
    const results = await createSearchService(db.withPlugin(counter)).search('okapi');
    expect(results).toHaveLength(20);
    // The page named for the word comes first, though 300 others mention it.
    expect(results[0]).toMatchObject({ kind: 'page', id: named.id });
    expect(read).toBeLessThanOrEqual(300);
  });
});
