/**
 * The public feeds, read as news readers and calendar apps read them (fast-xml-parser, node-ical):
 * /rss.xml and /atom.xml carry the latest posts visitors see, /events.ics the upcoming events,
 * and every page's head names the two news feeds. What authors type (&, <, emoji, line breaks,
 * very long titles) must come out exactly as typed.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import ical, { type VEvent } from 'node-ical';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { multipart, pngImage, type TestApp, withSiteApp } from './helpers.ts';

const PUBLIC_URL = 'https://chamber.example.org';
const HOST = 'chamber.example.org';
const COMPANY = 'Smith & Sons <Chamber> 🎉';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let t: TestApp;
let token: string;
let author: string;
withSiteApp(
  async (app) => {
    t = app;
    const admin = await t.login();
    token = admin.token;
    author = (await call('GET', `/api/Users/GetUser?id=${admin.id}`)).fullName;
    const settings = await call('GET', '/api/Asset/GetAsset');
    const saved = await t.request({
      method: 'PUT',
      url: '/api/Asset/UpdateAsset',
      token,
      ...multipart({
        ...settings,
        companyName: COMPANY,
        emailAddress: 'news@chamber.example.org',
        seo: 'News & views from <our> town.',
      }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
  },
  { PUBLIC_URL },
);

/** A signed-in JSON call that must succeed; answers its JSON. */
async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const response = await t.request({ method, url, token, ...(payload ? { payload } : {}) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const fetchFeed = (url: string) => t.request({ method: 'GET', url });

/** A feed as served: 200, of this type, and cached for five minutes. */
async function servedFeed(url: string, contentType: string) {
  const response = await fetchFeed(url);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe(contentType);
  expect(response.headers['cache-control']).toBe('public, max-age=300');
  return response;
}

/* ------------------------------------------------------------------------------------------ */
/* News: /rss.xml and /atom.xml                                                                 */
/* ------------------------------------------------------------------------------------------ */

/** `published`: when it was first published (its publishedOn), which the feeds date it by. */
type Blog = {
  id: number;
  name: string;
  url: string;
  addedOn: string;
  published: string;
  excerpt: string;
};

/** A vertical tab (pasted from a word processor) is a character XML and iCalendar cannot carry. */
const TRICKY_TITLE = 'Smith & Sons <b>Grand</b> "Opening" 🎉\nDay\u000btwo';
/** What a reader shows of a title: all of it but the characters no feed can carry. */
const asShown = (title: string) => title.replaceAll('\u000b', '');
const LONG_TITLE = 'Harbour festival: music, food & crafts — ünïcödé 🎶 and more. '
  .repeat(5)
  .slice(0, 250)
  .trim();
/** Two sentences that fit an excerpt, then one too long to follow them. */
const SENTENCES = ['Doors open at 9 & close at 5.', 'Bring a friend <or two> 🎉!'];
const LONG_SENTENCE = `${'Then there is more to say about it '.repeat(9).trim()}.`;

/** A sentence of 500 characters, with no full stop to end it sooner. */
const RUN_ON = 'Harbour stalls 🎉 & music '.repeat(20).trim();

const blogs: Blog[] = [];
let hiddenBlog: Blog;

async function createBlog(name: string, fields: object = {}, excerpt = ''): Promise<Blog> {
  const url = `/news-${blogs.length + 1}`;
  const { id } = await call('POST', '/api/Blog/CreateBlog', { name, url, ...fields });
  const { addedOn, publishedOn } = await call('GET', `/api/Blog/GetBlogById?blogId=${id}`);
  return { id, name, url, addedOn, published: publishedOn ?? addedOn, excerpt };
}

/** A text-only section shown on the blog (the section is appended to it). */
const addSection = (blogId: number, fields: object) =>
  call('POST', '/api/ContentSection/CreateContentSection', {
    name: `Section of blog ${blogId}`,
    type: 'CONTENT_SECTION_TEXTONLY',
    title: 'A heading',
    blogId,
    ...fields,
  });

const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => ['item', 'entry', 'category', 'link'].includes(name),
});

/** Parses a feed after checking it is well-formed XML. */
function parseXml(body: string) {
  expect(XMLValidator.validate(body)).toBe(true);
  return parser.parse(body);
}

/** An RSS description is HTML: its text, as a reader shows it. */
const htmlText = (html: string) =>
  html.replace(
    /&(lt|gt|quot|#39|amp);/g,
    (_, name: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' })[name]!,
  );

/**
 * The excerpt is the whole first sentences of `text` when they fit in 300 characters, else the
 * first sentence cut after a word, with "…".
 */
function expectExcerpt(excerpt: string, text: string) {
  if (text !== RUN_ON) return expect(excerpt).toBe(text);
  expect([...excerpt].length).toBeLessThanOrEqual(300);
  expect(excerpt.endsWith('…')).toBe(true);
  const kept = excerpt.slice(0, -1);
  expect(text.startsWith(kept)).toBe(true);
  expect(text[kept.length]).toBe(' ');
  expect(kept.length).toBeGreaterThan(250);
}

/** RSS dates carry whole seconds. */
const toSecond = (iso: string) => `${iso.slice(0, 19)}.000Z`;

/** What the feeds must carry: the 20 newest blogs visitors see, newest first. */
const expectedPosts = () =>
  [...blogs]
    .sort((a, b) => Date.parse(b.published) - Date.parse(a.published) || b.id - a.id)
    .slice(0, 20);

describe('news feeds', () => {
  beforeAll(async () => {
    for (let n = 1; n <= 18; n += 1) blogs.push(await createBlog(`Plain post ${n}`));

    const tricky = await createBlog(TRICKY_TITLE, {}, SENTENCES.join(' '));
    await addSection(tricky.id, { description: `${SENTENCES.join('\n')} ${LONG_SENTENCE}` });
    blogs.push(tricky);

    const long = await createBlog(LONG_TITLE, {}, 'First bold words. Second paragraph.');
    // Hidden sections say nothing; custom HTML is read as its words.
    await addSection(long.id, { description: 'Never shown.', isActive: false });
    await addSection(long.id, {
      type: 'CONTENT_SECTION_CUSTOM',
      title: '',
      rawHTML: '<p>First <strong>bold</strong> words.</p><p>Second paragraph.</p>',
    });
    blogs.push(long);

    // The summary written for search engines and previews comes before the post's own words.
    const summarised = await createBlog(
      'With a summary',
      { description: 'A summary & a half.\nOn two lines.' },
      'A summary & a half. On two lines.',
    );
    await addSection(summarised.id, { description: 'Body text.' });
    blogs.push(summarised);

    // A first sentence too long for an excerpt is cut at a word.
    const runOn = await createBlog('One long sentence', {}, RUN_ON);
    await addSection(runOn.id, { description: RUN_ON });
    blogs.push(runOn);

    hiddenBlog = await createBlog('Hidden draft', { isActive: false });
  });

  it('serves RSS 2.0 with the 20 newest visible posts, each exactly as written', async () => {
    const response = await servedFeed('/rss.xml', 'application/rss+xml; charset=utf-8');
    const { rss } = parseXml(response.body);
    expect(rss['@_version']).toBe('2.0');
    const { channel } = rss;
    expect(channel.title).toBe(`${COMPANY} News`);
    expect(channel.link).toEqual([`${PUBLIC_URL}/blogs-and-reviews`]);
    expect(channel.description).toBe('News & views from <our> town.');
    expect(channel['atom:link']).toEqual({
      '@_href': `${PUBLIC_URL}/rss.xml`,
      '@_rel': 'self',
      '@_type': 'application/rss+xml',
    });
    expect(Number.isNaN(Date.parse(channel.lastBuildDate))).toBe(false);

    const expected = expectedPosts();
    expect(blogs.length).toBeGreaterThan(20);
    expect(channel.item).toHaveLength(20);
    channel.item.forEach((item: Record<string, unknown>, index: number) => {
      const blog = expected[index];
      expect(item.title).toBe(asShown(blog.name));
      expect(item.link).toEqual([`${PUBLIC_URL}${blog.url}`]);
      expect(item.guid).toEqual({
        '#text': `tag:${HOST},${blog.addedOn.slice(0, 10)}:blog-${blog.id}`,
        '@_isPermaLink': 'false',
      });
      expect(new Date(item.pubDate as string).toISOString()).toBe(toSecond(blog.published));
      expect(item['dc:creator']).toBe(author);
      if (blog.excerpt) expectExcerpt(htmlText(item.description as string), blog.excerpt);
      else expect(item.description).toBeUndefined();
      expect(item.category).toBeUndefined();
    });
    expect(response.body).not.toContain(hiddenBlog.name);
  });

  it('serves the same posts as Atom 1.0', async () => {
    const response = await servedFeed('/atom.xml', 'application/atom+xml; charset=utf-8');
    const { feed } = parseXml(response.body);
    expect(feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(feed.title).toBe(`${COMPANY} News`);
    expect(feed.id).toBe(`${PUBLIC_URL}/blogs-and-reviews`);
    expect(feed.author.name).toBe(COMPANY);
    expect(feed.link).toEqual([
      { '@_rel': 'alternate', '@_type': 'text/html', '@_href': `${PUBLIC_URL}/blogs-and-reviews` },
      { '@_rel': 'self', '@_type': 'application/atom+xml', '@_href': `${PUBLIC_URL}/atom.xml` },
    ]);
    expect(Number.isNaN(Date.parse(feed.updated))).toBe(false);

    const expected = expectedPosts();
    expect(feed.entry).toHaveLength(20);
    for (const [index, entry] of (feed.entry as Record<string, unknown>[]).entries()) {
      const blog = expected[index];
      // Answers do not carry the last save's time; the row does.
      const { updatedAt } = await t.database.db
        .selectFrom('blogs')
        .select('updatedAt')
        .where('id', '=', blog.id)
        .executeTakeFirstOrThrow();
      expect(entry.id).toBe(`tag:${HOST},${blog.addedOn.slice(0, 10)}:blog-${blog.id}`);
      expect(entry.title).toBe(asShown(blog.name));
      expect(entry.link).toEqual([
        { '@_rel': 'alternate', '@_type': 'text/html', '@_href': `${PUBLIC_URL}${blog.url}` },
      ]);
      expect(entry.published).toBe(blog.published);
      expect(entry.updated).toBe(updatedAt);
      expect(entry.author).toEqual({ name: author });
      if (blog.excerpt) expectExcerpt(entry.summary as string, blog.excerpt);
      else expect(entry.summary).toBeUndefined();
      expect(entry.category).toBeUndefined();
    }
    expect(response.body).not.toContain(hiddenBlog.name);
  });

  it('names the chamber as the author of a post that names no one', async () => {
    // A blog written before authors were kept: no HTTP call can clear its author.
    const newest = expectedPosts()[0];
    await t.database.db
      .updateTable('blogs')
      .set({ addedBy: null, authorId: null })
      .where('id', '=', newest.id)
      .execute();
    // Saving a blog through the API empties the kept copies of the feeds.
    await call('PUT', '/api/Blog/UpdateBlog', {
      id: newest.id,
      name: newest.name,
      url: newest.url,
    });
    const rss = parseXml((await fetchFeed('/rss.xml')).body).rss.channel.item[0];
    expect(rss['dc:creator']).toBe(COMPANY);
    const atom = parseXml((await fetchFeed('/atom.xml')).body).feed.entry[0];
    expect(atom.author).toEqual({ name: COMPANY });
  });

  it('names a post’s author and its categories, as written (decision 128)', async () => {
    const writer = await t.createUser({ fullName: 'Zoë <Writer> & Co', role: 'author' });
    const first = await call('POST', '/api/BlogCategory/CreateBlogCategory', {
      name: 'Harbour & <Docks>',
    });
    const second = await call('POST', '/api/BlogCategory/CreateBlogCategory', { name: 'News 🎉' });
    const { id } = await call('POST', '/api/Blog/CreateBlog', {
      name: 'Categorised post',
      url: '/categorised-post',
      authorId: writer.id,
      categoryIds: [first.id, second.id],
      excerpt: 'Written by hand, and short.',
    });
    const rss = parseXml((await fetchFeed('/rss.xml')).body).rss.channel.item;
    const item = rss.find((each: { link: string[] }) => each.link[0].endsWith('/categorised-post'));
    expect(item['dc:creator']).toBe('Zoë <Writer> & Co');
    expect(item.category).toEqual(['Harbour & <Docks>', 'News 🎉']);
    expect(item.description).toBe('Written by hand, and short.');
    const atom = parseXml((await fetchFeed('/atom.xml')).body).feed.entry;
    const entry = atom.find((each: { id: string }) => each.id.endsWith(`:blog-${id}`));
    expect(entry.author).toEqual({ name: 'Zoë <Writer> & Co' });
    expect(entry.category.map((each: { '@_term': string }) => each['@_term'])).toEqual([
      'Harbour & <Docks>',
      'News 🎉',
    ]);
    await call('DELETE', `/api/Blog/DeleteBlog?id=${id}`);
  });

  it('names both news feeds in the head of every public page', async () => {
    for (const url of ['/home', '/events', blogs[0].url]) {
      const response = await fetchFeed(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain(
        '<link rel="alternate" type="application/rss+xml" title="Smith &amp; Sons &lt;Chamber&gt; 🎉 News" href="/rss.xml">',
      );
      expect(response.body).toContain(
        '<link rel="alternate" type="application/atom+xml" title="Smith &amp; Sons &lt;Chamber&gt; 🎉 News" href="/atom.xml">',
      );
    }
  });

  it('is not served at a url a page or blog could take', async () => {
    for (const url of ['/rss.xml', '/atom.xml', '/events.ics', '/RSS.xml/']) {
      const response = await t.request({
        method: 'POST',
        url: '/api/Blog/CreateBlog',
        token,
        payload: { name: 'Taken', url },
      });
      expect(response.statusCode, url).toBe(400);
    }
  });
});

/* ------------------------------------------------------------------------------------------ */
/* Events: /events.ics                                                                          */
/* ------------------------------------------------------------------------------------------ */

type EventFields = Record<string, string>;

async function createEvent(fields: EventFields) {
  const response = await t.request({
    method: 'POST',
    url: '/api/Event/CreateEvent',
    token,
    ...multipart(
      {
        eventType: 'workshop',
        addressLine1: '100 Main St',
        city: 'Dothan',
        state: 'AL',
        zipcode: '36301',
        end: '',
        isActive: 'true',
        ...fields,
      },
      { image: { data: await pngImage() } },
    ),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id as number;
}

async function updateEvent(id: number, changes: EventFields) {
  const event = await call('GET', `/api/Event/GetEventById?eventId=${id}`);
  const { imageUrl: _image, id: _id, ...fields } = event;
  const response = await t.request({
    method: 'PUT',
    url: '/api/Event/UpdateEvent',
    token,
    ...multipart({ ...fields, id, end: event.end ?? '', ...changes }),
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** The calendar file's lines as sent, checked against RFC 5545's line rules. */
function physicalLines(body: string) {
  expect(body.endsWith('\r\n')).toBe(true);
  const lines = body.slice(0, -2).split('\r\n');
  for (const line of lines) {
    expect(line).not.toMatch(/[\r\n]/);
    expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
  }
  return lines;
}

async function fetchCalendar() {
  const response = await servedFeed('/events.ics', 'text/calendar; charset=utf-8');
  const lines = physicalLines(response.body);
  const events = Object.values(ical.sync.parseICS(response.body)).filter(
    (component): component is VEvent => component?.type === 'VEVENT',
  );
  return { body: response.body, lines, events };
}

const uidOf = (id: number) => `event-${id}@${HOST}`;
const iso = (time: number) => new Date(time).toISOString();

describe('calendar subscription', () => {
  // iCalendar times are whole seconds.
  const now = Math.floor(Date.now() / 1000) * 1000;
  const TRICKY_EVENT = 'Mixer & Mingle <b>Bold</b>; tea, cake 🎉\nSecond\u000bline \\ done';
  const LONG_EVENT = `${'Très grand marché de Noël 🎄 — artisans, musique & vin chaud; '.repeat(4)}`
    .slice(0, 250)
    .trim();
  const DESCRIPTION = `Line one & <two>.\nLine three; with, commas.\n${'Long words '.repeat(30)}`;
  /** Each event as created, and whether the calendar must carry it. */
  const events: Record<
    string,
    { id: number; start: string; end: string | null; title: string; shown: boolean }
  > = {};

  beforeAll(async () => {
    const add = async (key: string, shown: boolean, fields: EventFields) => {
      const id = await createEvent(fields);
      events[key] = {
        id,
        start: fields.start,
        end: fields.end || null,
        title: fields.title,
        shown,
      };
    };
    await add('tricky', true, {
      title: TRICKY_EVENT,
      description: DESCRIPTION,
      schedule: '6pm: doors',
      addressTitle: 'Civic Center',
      start: iso(now + 2 * DAY),
      end: iso(now + 2 * DAY + 2 * HOUR),
    });
    await add('long', true, { title: LONG_EVENT, start: iso(now + 5 * DAY) });
    await add('noEnd', true, { title: 'No end given', start: iso(now + 3 * DAY) });
    await add('ongoing', true, {
      title: 'Under way',
      start: iso(now - HOUR),
      end: iso(now + HOUR),
    });
    // Without an end an event lasts an hour: half an hour in, it is still on.
    await add('justStarted', true, { title: 'Just started', start: iso(now - HOUR / 2) });
    await add('over', false, {
      title: 'All over',
      start: iso(now - 3 * DAY),
      end: iso(now - 3 * DAY + 2 * HOUR),
    });
    await add('overNoEnd', false, { title: 'Over, no end given', start: iso(now - 2 * HOUR) });
    await add('hidden', false, {
      title: 'Hidden event',
      start: iso(now + 4 * DAY),
      isActive: 'false',
    });
  });

  it('carries every upcoming visible event, exactly as written, soonest first', async () => {
    const { body, lines, events: parsed } = await fetchCalendar();
    const carried = Object.values(events)
      .filter((event) => event.shown)
      .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
    // In the file's order: soonest first.
    expect(parsed.map((event) => event.uid)).toEqual(carried.map((event) => uidOf(event.id)));
    for (const expected of carried) {
      const event = parsed.find((found) => found.uid === uidOf(expected.id))!;
      expect(event.summary).toBe(asShown(expected.title));
      expect(event.start.toISOString()).toBe(expected.start);
      expect(event.end!.toISOString()).toBe(expected.end ?? iso(Date.parse(expected.start) + HOUR));
      expect(event.url).toBe(`${PUBLIC_URL}/events/${expected.id}`);
      expect(event.sequence).toBe(0);
    }
    const tricky = parsed.find((event) => event.uid === uidOf(events.tricky.id))!;
    expect(tricky.description).toBe(`${DESCRIPTION.trim()}\n\n6pm: doors`);
    expect(tricky.location).toBe('Civic Center, 100 Main St, Dothan, AL 36301');
    // Times are UTC instants: every calendar shows them at its own local time.
    for (const line of lines.filter((l) => /^DT(START|END)/.test(l))) expect(line).toMatch(/Z$/);
    // Long lines were folded, on character boundaries.
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    expect(body).toContain(`X-WR-CALNAME:${COMPANY} Events`);
  });

  it('keeps each event’s UID, and says which copy is newer once an event is saved', async () => {
    const first = await fetchCalendar();
    const second = await fetchCalendar();
    expect(second.body).toBe(first.body);

    const before = first.events.find((event) => event.uid === uidOf(events.tricky.id))!;
    // A save a minute later (the clock moved on, not the test waiting).
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 60_000);
      await updateEvent(events.tricky.id, { title: 'Mixer & Mingle, moved' });
    } finally {
      vi.useRealTimers();
    }
    const after = (await fetchCalendar()).events.find(
      (event) => event.uid === uidOf(events.tricky.id),
    )!;
    expect(after.summary).toBe('Mixer & Mingle, moved');
    expect(Number(after.sequence)).toBeGreaterThan(Number(before.sequence));
    expect(after.lastmodified!.getTime()).toBeGreaterThan(before.lastmodified!.getTime());
    expect(after.dtstamp.getTime()).toBeGreaterThan(before.dtstamp.getTime());
  });

  it('drops an event that is deactivated or deleted', async () => {
    await updateEvent(events.noEnd.id, { isActive: 'false' });
    await call('DELETE', `/api/Event/DeleteEvent?eventId=${events.long.id}`);
    const uids = (await fetchCalendar()).events.map((event) => event.uid);
    expect(uids).not.toContain(uidOf(events.noEnd.id));
    expect(uids).not.toContain(uidOf(events.long.id));
    expect(uids).toContain(uidOf(events.tricky.id));
  });
});
