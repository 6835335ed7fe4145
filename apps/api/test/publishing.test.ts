/**
 * Drafts, Publish and Unpublish, and scheduled publishing (docs/editing.md, decisions 117-118):
 * a draft stays out of visitors' sight until it is published; a scheduled publish happens once,
 * whichever instance polls first, and after a restart. The polls are run by hand with the "now"
 * each test needs: nothing waits for the clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSiteApp,
  createTestApp,
  eventFormFields,
  multipart,
  pngImage,
  type TestApp,
} from './helpers.ts';
import { pruneDoneJobs } from '../src/modules/publishing/service.ts';

let t: TestApp;
let token: string;
let png: Buffer;

beforeAll(async () => {
  t = await createSiteApp({
    'index.html': '<!doctype html><html><head><title>x</title></head><body></body></html>',
  });
  token = (await t.login()).token;
  png = await pngImage();
});
afterAll(() => t.close());

let counter = 0;
const unique = (prefix: string) => `${prefix}-${++counter}-${Date.now() % 100000}`;

const HOUR = 60 * 60 * 1000;
const inAnHour = () => new Date(Date.now() + HOUR).toISOString();

/** Sends a JSON call as the administrator (or as `as`). */
const send = (app: TestApp, method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
  app.request({ method, url, token, ...(payload ? { payload } : {}) });

async function createPage(fields: Record<string, unknown> = {}) {
  const url = `/${unique('page')}`;
  const response = await send(t, 'POST', '/api/Page/CreatePage', {
    name: 'Published name',
    title: 'Published title',
    url,
    description: 'Published description',
    isActive: true,
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(200);
  return { id: response.json().id as number, url };
}

const staffPage = async (app: TestApp, id: number) => {
  const response = await send(app, 'GET', `/api/Page/GetPageById?pageId=${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const visitorPage = (app: TestApp, id: number) =>
  app.request({ method: 'GET', url: `/api/Home/GetDynamicPage?dynamicPageId=${id}` });
const updatePage = (id: number, version: number, fields: Record<string, unknown>) =>
  send(t, 'PUT', '/api/Page/UpdatePage', {
    id,
    version,
    name: 'Published name',
    title: 'Published title',
    url: fields.url,
    description: 'Published description',
    isActive: true,
    ...fields,
  });
const publish = (app: TestApp, body: Record<string, unknown>) =>
  send(app, 'POST', '/api/Publishing/Publish', body);
const unpublish = (app: TestApp, body: Record<string, unknown>) =>
  send(app, 'POST', '/api/Publishing/Unpublish', body);

describe('a draft of a published page', () => {
  it('is what staff read and edit, while visitors and the public page keep the published one', async () => {
    const { id, url } = await createPage();
    const saved = await updatePage(id, 1, { url, title: 'Draft title', draft: true });
    expect(saved.statusCode, saved.body).toBe(200);

    expect(await staffPage(t, id)).toMatchObject({
      title: 'Draft title',
      status: 'published',
      hasDraft: true,
      publishAt: null,
      version: 2,
    });
    const list = await send(t, 'GET', '/api/Page/GetAllPages');
    expect(list.json().find((page: { id: number }) => page.id === id)).toMatchObject({
      title: 'Draft title',
      hasDraft: true,
    });
    const visitor = await visitorPage(t, id);
    expect(visitor.json().title).toBe('Published title');
    expect(visitor.json()).not.toHaveProperty('hasDraft');
    const html = (await t.request({ method: 'GET', url })).body;
    expect(html).toContain('Published title');
    expect(html).not.toContain('Draft title');

    const published = await publish(t, { type: 'page', id });
    expect(published.json()).toMatchObject({
      message: 'Page published.',
      status: 'published',
      hasDraft: false,
    });
    expect((await visitorPage(t, id)).json().title).toBe('Draft title');
    expect((await t.request({ method: 'GET', url })).body).toContain('Draft title');
    expect(await staffPage(t, id)).toMatchObject({ hasDraft: false, title: 'Draft title' });
  });

  it('is discarded by a plain save, which visitors see at once (as before drafts)', async () => {
    const { id, url } = await createPage();
    await updatePage(id, 1, { url, title: 'Draft title', draft: true });
    const saved = await updatePage(id, 2, { url, title: 'Saved title' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await staffPage(t, id)).toMatchObject({ title: 'Saved title', hasDraft: false });
    expect((await visitorPage(t, id)).json().title).toBe('Saved title');
  });

  it('is no draft when it holds what visitors see: saved unchanged, or changed back', async () => {
    const { id, url } = await createPage();
    expect((await updatePage(id, 1, { url, draft: true })).statusCode).toBe(200);
    expect(await staffPage(t, id)).toMatchObject({ status: 'published', hasDraft: false });

    expect((await updatePage(id, 2, { url, title: 'Draft title', draft: true })).statusCode).toBe(
      200,
    );
    expect(await staffPage(t, id)).toMatchObject({ hasDraft: true, title: 'Draft title' });
    expect((await updatePage(id, 3, { url, draft: true })).statusCode).toBe(200);
    expect(await staffPage(t, id)).toMatchObject({ hasDraft: false, title: 'Published title' });
  });

  it('takes the version check like any save: a draft of an older version is refused', async () => {
    const { id, url } = await createPage();
    expect((await updatePage(id, 1, { url, title: 'First', draft: true })).statusCode).toBe(200);
    const stale = await updatePage(id, 1, { url, title: 'Second', draft: true });
    expect(stale.statusCode).toBe(409);
    expect((await staffPage(t, id)).title).toBe('First');
  });

  it('keeps the published banner image until it is published', async () => {
    const { id, url } = await createPage();
    const first = await t.request({
      method: 'PUT',
      url: '/api/Page/UpdatePage',
      token,
      ...multipart(
        { id, version: 1, name: 'Published name', url, isActive: 'true' },
        { bannerImage: { data: png } },
      ),
    });
    expect(first.statusCode, first.body).toBe(200);
    const liveImage = (await visitorPage(t, id)).json().bannerImageFilePath as string;
    const draft = await t.request({
      method: 'PUT',
      url: '/api/Page/UpdatePage',
      token,
      ...multipart(
        { id, version: 2, name: 'Published name', url, isActive: 'true', draft: 'true' },
        { bannerImage: { data: await pngImage(32, 32, '#aa0000') } },
      ),
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const draftImage = (await staffPage(t, id)).bannerImageFilePath as string;
    expect(draftImage).not.toBe(liveImage);
    const image = (file: string) =>
      t.request({ method: 'GET', url: `/api/Attachments/${file}` }).then((r) => r.statusCode);
    expect(await image(liveImage)).toBe(200);
    expect((await visitorPage(t, id)).json().bannerImageFilePath).toBe(liveImage);

    await publish(t, { type: 'page', id });
    expect((await visitorPage(t, id)).json().bannerImageFilePath).toBe(draftImage);
    // The replaced image stays in the media library (decision 141).
    expect(await image(liveImage)).toBe(200);
  });

  it('a plain save that discards the draft keeps the image only the draft had in the media library', async () => {
    const { id, url } = await createPage();
    const withImage = (version: number, fields: object, color: string) =>
      pngImage(24, 24, color).then((data) =>
        t.request({
          method: 'PUT',
          url: '/api/Page/UpdatePage',
          token,
          ...multipart(
            { id, version, name: 'Harbor page', url, isActive: 'true', ...fields },
            { bannerImage: { data } },
          ),
        }),
      );
    expect((await withImage(1, {}, '#004400')).statusCode).toBe(200);
    const liveImage = (await visitorPage(t, id)).json().bannerImageFilePath as string;
    expect((await withImage(2, { draft: 'true' }, '#440000')).statusCode).toBe(200);
    const draftImage = (await staffPage(t, id)).bannerImageFilePath as string;
    const image = (file: string) =>
      t.request({ method: 'GET', url: `/api/Attachments/${file}` }).then((r) => r.statusCode);
    expect(await image(draftImage)).toBe(200);

    // An API client's save without `draft`, and without an image: the live one stays.
    const plain = await updatePage(id, 3, { name: 'Harbor page, saved', url, isActive: true });
    expect(plain.statusCode, plain.body).toBe(200);
    expect((await staffPage(t, id)).bannerImageFilePath).toBe(liveImage);
    expect(await image(liveImage)).toBe(200);
    // Kept: the media library holds every upload until its row leaves the trash (decision 141).
    expect(await image(draftImage)).toBe(200);

    // Again with a new image: the live one it replaced and the draft's both stay in the library.
    expect((await withImage(4, { draft: 'true' }, '#000044')).statusCode).toBe(200);
    const secondDraft = (await staffPage(t, id)).bannerImageFilePath as string;
    expect((await withImage(5, {}, '#444400')).statusCode).toBe(200);
    const newLive = (await visitorPage(t, id)).json().bannerImageFilePath as string;
    expect([liveImage, secondDraft]).not.toContain(newLive);
    expect(await image(newLive)).toBe(200);
    expect(await image(liveImage)).toBe(200);
    expect(await image(secondDraft)).toBe(200);

    // Removing the banner image is a plain save too: the live one and the draft's both stay in
    // the library.
    expect((await withImage(6, { draft: 'true' }, '#440044')).statusCode).toBe(200);
    const thirdDraft = (await staffPage(t, id)).bannerImageFilePath as string;
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/Page/DeleteBannerImage?pageId=${id}`,
      token,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await staffPage(t, id)).bannerImageFilePath).toBeNull();
    expect(await image(newLive)).toBe(200);
    expect(await image(thirdDraft)).toBe(200);
  });
});

describe('a page created as a draft', () => {
  it('is not on the site until published, then goes when unpublished, keeping its content', async () => {
    const { id, url } = await createPage({ draft: true, title: 'New page' });
    expect(await staffPage(t, id)).toMatchObject({
      status: 'draft',
      hasDraft: false,
      isActive: false,
      title: 'New page',
    });
    expect((await visitorPage(t, id)).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(404);

    // Saving it again as a draft keeps it off the site.
    await updatePage(id, 1, { url, title: 'Still new', draft: true });
    expect(await staffPage(t, id)).toMatchObject({ status: 'draft', hasDraft: false });
    expect((await visitorPage(t, id)).statusCode).toBe(404);

    expect((await publish(t, { type: 'page', id })).statusCode).toBe(200);
    expect((await visitorPage(t, id)).json().title).toBe('Still new');

    const gone = await unpublish(t, { type: 'page', id });
    expect(gone.json()).toMatchObject({ message: 'Page unpublished.', status: 'draft' });
    expect((await visitorPage(t, id)).statusCode).toBe(404);
    expect(await staffPage(t, id)).toMatchObject({ title: 'Still new', isActive: false });
  });
});

describe('blogs and events have drafts too', () => {
  it('a blog draft is hidden from visitors until published', async () => {
    const url = `/${unique('blog')}`;
    const created = await send(t, 'POST', '/api/Blog/CreateBlog', {
      name: 'Blog live',
      url,
      isActive: true,
    });
    const id = created.json().id as number;
    await send(t, 'PUT', '/api/Blog/UpdateBlog', { id, name: 'Blog draft', url, draft: true });
    const visitor = () =>
      t.request({ method: 'GET', url: `/api/Home/GetDynamicBlog?dynamicPageId=${id}` });
    expect((await visitor()).json().name).toBe('Blog live');
    const staff = await send(t, 'GET', `/api/Blog/GetBlogById?blogId=${id}`);
    expect(staff.json()).toMatchObject({ name: 'Blog draft', hasDraft: true });
    await publish(t, { type: 'blog', id });
    expect((await visitor()).json().name).toBe('Blog live'.replace('live', 'draft'));
  });

  it('an event draft is hidden from the public list and detail until published', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/Event/CreateEvent',
      token,
      ...multipart(eventFormFields('Live event'), { image: { data: png } }),
    });
    const id = created.json().id as number;
    const saved = await t.request({
      method: 'PUT',
      url: '/api/Event/UpdateEvent',
      token,
      ...multipart({ ...eventFormFields('Draft event'), id, draft: 'true' }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const publicTitles = async () =>
      (
        (await t.request({ method: 'GET', url: '/api/Event/GetAllEvents' })).json() as {
          title: string;
        }[]
      ).map((event) => event.title);
    expect(await publicTitles()).toContain('Live event');
    expect(await publicTitles()).not.toContain('Draft event');
    const visitor = await t.request({
      method: 'GET',
      url: `/api/Event/GetEventById?eventId=${id}`,
    });
    expect(visitor.json().title).toBe('Live event');
    expect(visitor.json()).not.toHaveProperty('status');
    const staff = await send(t, 'GET', `/api/Event/GetEventById?eventId=${id}`);
    expect(staff.json()).toMatchObject({
      title: 'Draft event',
      status: 'published',
      hasDraft: true,
    });

    await publish(t, { type: 'event', id });
    expect(await publicTitles()).toContain('Draft event');
    expect(await publicTitles()).not.toContain('Live event');
  });

  it('an event created as a draft is not listed for visitors', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/Event/CreateEvent',
      token,
      ...multipart({ ...eventFormFields('Quiet event'), draft: 'true' }, { image: { data: png } }),
    });
    const id = created.json().id as number;
    expect(
      (await t.request({ method: 'GET', url: `/api/Event/GetEventById?eventId=${id}` })).statusCode,
    ).toBe(404);
    expect((await send(t, 'GET', `/api/Event/GetEventById?eventId=${id}`)).json().status).toBe(
      'draft',
    );
  });
});

describe('Publish and Unpublish at a time', () => {
  it('a past time publishes at once and says so', async () => {
    const { id } = await createPage({ draft: true });
    const answer = await publish(t, { type: 'page', id, publishAt: '2020-01-01T00:00:00Z' });
    expect(answer.json()).toMatchObject({
      message: 'That time has already passed, so the page was published now.',
      status: 'published',
    });
    expect((await visitorPage(t, id)).statusCode).toBe(200);
  });

  it('a future time schedules it; the poll publishes it when due, once, and logs it', async () => {
    const { id } = await createPage({ draft: true, name: 'Timed page' });
    const at = inAnHour();
    const answer = await publish(t, { type: 'page', id, publishAt: at });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ status: 'scheduled', publishAt: at });
    expect(answer.json().message).toMatch(
      /^The page will be published on \d+ \w+ \d{4}, \d\d:\d\d UTC\.$/,
    );
    expect(await staffPage(t, id)).toMatchObject({ status: 'scheduled', publishAt: at });

    expect(await t.app.publishing.runDueJobs(new Date(Date.parse(at) - 1000))).toBe(0);
    expect((await visitorPage(t, id)).statusCode).toBe(404);
    expect(await t.app.publishing.runDueJobs(new Date(Date.parse(at) + 1000))).toBe(1);
    expect((await visitorPage(t, id)).statusCode).toBe(200);
    expect(await t.app.publishing.runDueJobs(new Date(Date.parse(at) + 5000))).toBe(0);
    expect(await staffPage(t, id)).toMatchObject({ status: 'published', publishAt: null });

    const log = await send(t, 'GET', '/api/Activity/GetActivity?type=page');
    const entries = log.json().entries as { summary: string; action: string }[];
    const mine = entries.filter((entry) => entry.summary.includes('Timed page'));
    // Newest first: the publish the poll made, the schedule, the creation.
    expect(mine.map(({ action, summary }) => [action, summary.slice(0, 28)])).toEqual([
      ['publish', 'Published page “Timed page”'],
      ['publish', 'Scheduled page “Timed page” '],
      ['create', 'Created page “Timed page” (d'],
    ]);
    const revisions = await send(t, 'GET', `/api/Revision/GetRevisions?type=page&id=${id}`);
    expect(revisions.json()[0].kind).toBe('publish');
  });

  it('a scheduled unpublish takes the page off the site when due', async () => {
    const { id } = await createPage();
    const at = inAnHour();
    const answer = await unpublish(t, { type: 'page', id, unpublishAt: at });
    expect(answer.json()).toMatchObject({ status: 'published', unpublishAt: at });
    await t.app.publishing.runDueJobs(new Date(Date.parse(at) + 1));
    expect((await visitorPage(t, id)).statusCode).toBe(404);
    expect(await staffPage(t, id)).toMatchObject({ status: 'draft', unpublishAt: null });
  });

  it('done jobs are kept 30 days, then pruned', async () => {
    const { id } = await createPage({ draft: true });
    const at = inAnHour();
    await publish(t, { type: 'page', id, publishAt: at });
    await t.app.publishing.runDueJobs(new Date(Date.parse(at) + 1));
    const jobs = () =>
      t.database.db.selectFrom('publishingJobs').select('id').where('itemId', '=', id).execute();
    expect(await jobs()).toHaveLength(1);
    await pruneDoneJobs(t.database.db, new Date(Date.parse(at) + 29 * 24 * HOUR));
    expect(await jobs()).toHaveLength(1);
    await pruneDoneJobs(t.database.db, new Date(Date.parse(at) + 31 * 24 * HOUR));
    expect(await jobs()).toHaveLength(0);
  });

  it('unpublishing cancels a scheduled publish', async () => {
    const { id } = await createPage({ draft: true });
    const at = inAnHour();
    await publish(t, { type: 'page', id, publishAt: at });
    await unpublish(t, { type: 'page', id });
    expect(await staffPage(t, id)).toMatchObject({ status: 'draft', publishAt: null });
    expect(await t.app.publishing.runDueJobs(new Date(Date.parse(at) + 1))).toBe(0);
    expect((await visitorPage(t, id)).statusCode).toBe(404);
  });
});

describe('refusals', () => {
  it('a malformed time is refused with a clear message', async () => {
    const { id } = await createPage();
    const answer = await publish(t, { type: 'page', id, publishAt: 'next tuesday' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors.publishAt).toBe(
      'Please give a date and time like 2026-12-03T09:00:00Z, or leave it out for now',
    );
  });

  it('an unknown type is refused and an unknown id is not found', async () => {
    const type = await publish(t, { type: 'menu', id: 1 });
    expect(type.statusCode).toBe(400);
    expect(type.json().errors.type).toBe(
      'Please choose a page, blog, event, content section, banner, slider item, menu item, footer item, member, deal or the settings',
    );
    const missing = await publish(t, { type: 'event', id: 999999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('The event was not found.');
    const later = await unpublish(t, { type: 'blog', id: 999999, unpublishAt: inAnHour() });
    expect(later.statusCode).toBe(404);
  });

  it('signed-out callers are refused', async () => {
    const answer = await t.request({
      method: 'POST',
      url: '/api/Publishing/Publish',
      payload: { type: 'page', id: 1 },
    });
    expect(answer.statusCode).toBe(401);
  });

  it('a draft that breaks a rule is not published: the answer lists what to fix', async () => {
    const { id, url } = await createPage();
    await updatePage(id, 1, { url, title: 'Fine draft', draft: true });
    // A rule the draft breaks now: a draft kept from before the rule, say.
    await t.database.db
      .updateTable('drafts')
      .set({ content: JSON.stringify({ name: '', title: 'Broken draft' }) })
      .where('type', '=', 'page')
      .where('itemId', '=', id)
      .execute();
    const answer = await publish(t, { type: 'page', id });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('Please fix this before publishing: Page Name is required');
    expect(answer.json().errors).toEqual({ name: 'Page Name is required' });
    expect((await visitorPage(t, id)).json().title).toBe('Published title');
    expect(await staffPage(t, id)).toMatchObject({ hasDraft: true, title: 'Broken draft' });
  });

  it('a draft whose address another page took meanwhile is not published', async () => {
    const { id, url } = await createPage();
    const wanted = `/${unique('wanted')}`;
    await updatePage(id, 1, { url: wanted, draft: true });
    await createPage({ url: wanted, name: 'Quicker page' });
    const answer = await publish(t, { type: 'page', id });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toContain('Quicker page');
    expect((await visitorPage(t, id)).json().url).toBe(url);
  });
});

describe('scheduled publishing with several instances', () => {
  /** A second app on the same database (and data folder) as `first`. */
  const sameDatabase = (first: TestApp) =>
    createTestApp({
      DATA_DIR: first.config.dataDir,
      ...(first.config.databaseUrl
        ? { DATABASE_URL: first.config.databaseUrl, DATABASE_SCHEMA: first.config.databaseSchema! }
        : {}),
    });

  it('happens once when two instances poll, and after a restart', async () => {
    const one = await createTestApp();
    const two = await sameDatabase(one);
    const adminToken = (await one.login()).token;
    const created = await one.request({
      method: 'POST',
      url: '/api/Page/CreatePage',
      token: adminToken,
      payload: { name: 'Shared page', url: '/shared', isActive: true, draft: true },
    });
    const id = created.json().id as number;
    const at = inAnHour();
    const scheduled = await one.request({
      method: 'POST',
      url: '/api/Publishing/Publish',
      token: adminToken,
      payload: { type: 'page', id, publishAt: at },
    });
    expect(scheduled.json().status).toBe('scheduled');
    const due = new Date(Date.parse(at) + 1000);
    // Both poll: on PostgreSQL at the same moment; SQLite's one writer at a time, one after the other.
    const runs = one.config.databaseUrl
      ? await Promise.all([one.app.publishing.runDueJobs(due), two.app.publishing.runDueJobs(due)])
      : [await one.app.publishing.runDueJobs(due), await two.app.publishing.runDueJobs(due)];
    expect(runs.reduce((a, b) => a + b)).toBe(1);
    const entries = await one.database.db
      .selectFrom('activity')
      .select('summary')
      .where('summary', '=', 'Published page “Shared page”')
      .execute();
    expect(entries).toHaveLength(1);

    // A restart: the schedule lives in the database, not in the stopped instance.
    const later = await one.request({
      method: 'POST',
      url: '/api/Publishing/Unpublish',
      token: adminToken,
      payload: { type: 'page', id, unpublishAt: inAnHour() },
    });
    expect(later.json().unpublishAt).not.toBeNull();
    await one.app.close();
    const three = await sameDatabase(one);
    expect(await three.app.publishing.runDueJobs(new Date(Date.now() + 2 * HOUR))).toBe(1);
    const visitor = await three.request({
      method: 'GET',
      url: `/api/Home/GetDynamicPage?dynamicPageId=${id}`,
    });
    expect(visitor.statusCode).toBe(404);

    await three.close();
    await two.close();
    await one.database.db.destroy().catch(() => {});
    await one.close().catch(() => {});
  });
});
