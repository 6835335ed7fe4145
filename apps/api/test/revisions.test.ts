/**
 * Revisions (docs/editing.md, decision 114): every create, save and restore of an editable item
 * keeps a revision; GetRevisions lists them, GetRevision answers one's content, RestoreRevision
 * writes it back (itself a revision, logged as 'restore'). On SQLite and PostgreSQL alike.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { PUBLISHING_TYPES, REVISIONS_KEPT, type RevisionType } from '@chamber/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { expectSignInRequired } from './access-helpers.ts';
import {
  eventFormFields,
  expectErrors,
  multipart,
  type TestApp,
  withAdminAndUser,
} from './helpers.ts';

let t: TestApp;
let admin: string;
let editor: string;
let png: Buffer;

withAdminAndUser((session) => ({ t, admin, user: editor, png } = session), {
  user: { fullName: 'Ana Lopez' },
});

type Fields = Record<string, string | number | boolean | null>;

const ok = (response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
/** A save as the editors send it: multipart (footer items: JSON), by Ana unless `token` says. */
const send = (
  method: 'POST' | 'PUT',
  url: string,
  fields: Fields,
  image?: string,
  token = editor,
) =>
  t.request({
    method,
    url,
    token,
    ...(url.includes('FooterItem')
      ? { payload: fields }
      : multipart(fields, image ? { [image]: { data: png } } : {})),
  });

/** One editable type: how an item is made, how its `field` is saved, where it is read. */
type Kind = {
  type: RevisionType;
  /** The stored column and its words in a summary. */
  field: string;
  label: string;
  create: () => Promise<number>;
  save: (id: number, text: string) => Promise<LightMyRequestResponse>;
  read: (id: number) => Promise<Record<string, unknown>>;
  /** The answer's name of the field (default: the column's). */
  answerField?: string;
};

const created = async (response: Promise<LightMyRequestResponse>) =>
  ok(await response).id as number;
const get = (url: string) => async () => ok(await t.request({ method: 'GET', url, token: admin }));

const sectionFields = (title: string): Fields => ({
  name: 'Welcome block',
  type: 'CONTENT_SECTION_TEXTONLY',
  title,
  description: '<p>We help local businesses grow.</p>',
  alignment: 'LEFT',
});
let bannerId = 0;
const slideFields = (title: string): Fields => ({
  bannerId,
  name: 'Slide',
  title,
  alignment: 'CENTER',
});

const KINDS: Kind[] = [
  {
    type: 'page',
    field: 'title',
    label: 'Title',
    create: () =>
      created(send('POST', '/api/Page/CreatePage', { name: 'About', title: 'Old', url: '/about' })),
    save: (id, title) =>
      send('PUT', '/api/Page/UpdatePage', { id, name: 'About', title, url: '/about' }),
    read: (id) => get(`/api/Page/GetPageById?pageId=${id}`)(),
  },
  {
    type: 'blog',
    field: 'description',
    label: 'Description',
    create: () =>
      created(
        send('POST', '/api/Blog/CreateBlog', { name: 'News', description: 'Old', url: '/news' }),
      ),
    save: (id, description) =>
      send('PUT', '/api/Blog/UpdateBlog', { id, name: 'News', description, url: '/news' }),
    read: (id) => get(`/api/Blog/GetBlogById?blogId=${id}`)(),
  },
  {
    type: 'event',
    field: 'title',
    label: 'Title',
    // Created by the administrator, saved by the editor, as the other types.
    create: () =>
      created(send('POST', '/api/Event/CreateEvent', eventFormFields('Old'), 'image', admin)),
    save: (id, title) => send('PUT', '/api/Event/UpdateEvent', { ...eventFormFields(title), id }),
    read: (id) => get(`/api/Event/GetEventById?eventId=${id}`)(),
  },
  {
    type: 'contentSection',
    field: 'title',
    label: 'Title',
    create: () =>
      created(send('POST', '/api/ContentSection/CreateContentSection', sectionFields('Old'))),
    save: (id, title) =>
      send('PUT', '/api/ContentSection/UpdateContentSection', { ...sectionFields(title), id }),
    read: (id) => get(`/api/ContentSection/GetContentSectionById?contentSectionId=${id}`)(),
  },
  {
    type: 'banner',
    field: 'name',
    label: 'Name',
    create: async () => {
      bannerId = await created(send('POST', '/api/Banner/CreateBanner', { name: 'Old' }));
      return bannerId;
    },
    save: (id, name) => send('PUT', '/api/Banner/UpdateBanner', { id, name }),
    read: (id) => get(`/api/Banner/GetBannerById?bannerId=${id}`)(),
  },
  {
    type: 'bannerItem',
    field: 'title',
    label: 'Title',
    create: () =>
      created(send('POST', '/api/BannerItem/CreateBannerItem', slideFields('Old'), 'image')),
    save: (id, title) =>
      send('PUT', '/api/BannerItem/UpdateBannerItem', { ...slideFields(title), id }),
    // Slides are read through their banner.
    read: async (id) => {
      const banner = await get(`/api/Banner/GetBannerById?bannerId=${bannerId}`)();
      return (banner.bannerItems as { id: number }[]).find((item) => item.id === id)!;
    },
  },
  {
    type: 'menuItem',
    field: 'name',
    label: 'Name',
    create: () =>
      created(send('POST', '/api/MenuItem/CreateMenuItem', { name: 'Old', customLink: '/join' })),
    save: (id, name) =>
      send('PUT', '/api/MenuItem/UpdateMenuItems', { id, name, customLink: '/join' }),
    read: (id) => get(`/api/MenuItem/GetMenuItemById?menuItemId=${id}`)(),
  },
  {
    type: 'footerItem',
    field: 'linkTo',
    answerField: 'to',
    label: 'Link',
    create: () =>
      created(send('POST', '/api/FooterItem/CreateFooterItem', { label: 'Contact', to: '/old' })),
    save: (id, to) =>
      send('PUT', '/api/FooterItem/UpdateFooterItem', { id, label: 'Contact', to: `/${to}` }),
    read: (id) => get(`/api/FooterItem/GetFooterItemById?footerItemId=${id}`)(),
  },
  {
    type: 'settings',
    field: 'companyName',
    label: 'Company name',
    // One row, made at start: its first revision is its first save.
    create: async () => {
      ok(await send('PUT', '/api/Asset/UpdateAsset', settingsFields('Old')));
      return 1;
    },
    save: (_id, companyName) => send('PUT', '/api/Asset/UpdateAsset', settingsFields(companyName)),
    read: () => get('/api/Asset/GetAsset')(),
  },
];

function settingsFields(companyName: string): Fields {
  return { companyName, emailAddress: 'info@bayview.example' };
}

const revisionsOf = (type: string, id: number | string, token: string | undefined = editor) =>
  t.request({ method: 'GET', url: `/api/Revision/GetRevisions?type=${type}&id=${id}`, token });
const revisionOf = (
  type: string,
  id: number | string,
  revisionId: number | string,
  token = editor,
) =>
  t.request({
    method: 'GET',
    url: `/api/Revision/GetRevision?type=${type}&id=${id}&revisionId=${revisionId}`,
    token,
  });
const restore = (payload: object, token: string | undefined = editor) =>
  t.request({ method: 'POST', url: '/api/Revision/RestoreRevision', token, payload });

describe.each(KINDS)('Revisions of a $type', (kind) => {
  it('keeps one per save, answers its content, and restores it as a new revision', async () => {
    const id = await kind.create();
    const shown = kind.answerField ?? kind.field;
    const before = await kind.read(id);
    ok(await kind.save(id, 'new'));
    const saved = await kind.read(id);
    expect(saved[shown]).not.toEqual(before[shown]);

    const history = ok(await revisionsOf(kind.type, id));
    expect(history).toHaveLength(2);
    expect(history[0]).toEqual({
      id: expect.any(Number),
      version: expect.any(Number),
      kind: 'save',
      savedBy: 'Ana Lopez',
      savedOn: expect.any(String),
      summary: kind.label,
    });
    expect(Date.now() - Date.parse(history[0].savedOn)).toBeLessThan(60_000);
    const first = history[1];
    expect(first.kind).toBe(kind.type === 'settings' ? 'save' : 'create');
    expect(history[0].version).toBe(first.version + 1);

    const revision = ok(await revisionOf(kind.type, id, first.id));
    expect(revision).toMatchObject({ id: first.id, type: kind.type, itemId: id });
    expect(revision.content[kind.field]).toEqual(
      kind.field === 'linkTo' ? before.to : before[shown],
    );

    const restored = ok(await restore({ type: kind.type, id, revisionId: first.id }));
    expect(restored.missingImages).toEqual([]);
    // An item with drafts that visitors see gets the version as a draft, to publish.
    const asDraft = (PUBLISHING_TYPES as readonly string[]).includes(kind.type)
      ? ' as a draft: visitors see the published .+ until you publish it'
      : '';
    expect(restored.message).toMatch(
      new RegExp(`^Version ${first.version} of .+ was restored${asDraft}\\.$`),
    );
    const now = await kind.read(id);
    expect(now[shown]).toEqual(before[shown]);
    if ('version' in saved) expect(now.version).toBe((saved.version as number) + 1);

    const after = ok(await revisionsOf(kind.type, id));
    expect(after).toHaveLength(3);
    expect(after[0]).toMatchObject({
      kind: 'restore',
      savedBy: 'Ana Lopez',
      summary: `Restored version ${first.version}: ${kind.label}`,
    });
    const log = ok(
      await t.request({
        method: 'GET',
        url: `/api/Activity/GetActivity?action=restore&type=${kind.type}`,
        token: admin,
      }),
    );
    expect(log.entries[0]).toMatchObject({ userName: 'Ana Lopez', action: 'restore' });
    expect(log.entries[0].summary).toMatch(new RegExp(`to version ${first.version}$`));
  });
});

describe('Revision calls', () => {
  let pageId: number;
  let firstRevision: number;
  const PAGE = '/api/Page/GetPageById?pageId=';

  it('refuse a bad type, id or revision id with 400 naming the fields', async () => {
    pageId = await created(
      send('POST', '/api/Page/CreatePage', { name: 'History', url: '/history' }),
    );
    firstRevision = ok(await revisionsOf('page', pageId))[0].id;
    expectErrors(await revisionsOf('widget', 'x'), {
      type: 'Please choose one of the editable types',
      id: 'A valid id is required',
    });
    expectErrors(await revisionOf('page', pageId, 'latest'), {
      revisionId: 'A valid revision id is required',
    });
    expectErrors(await restore({ type: 'user', id: 0 }), {
      type: 'Please choose one of the editable types',
      id: 'A valid id is required',
      revisionId: 'A valid revision id is required',
    });
  });

  it('answer 404 for an unknown item or revision, or a revision of another item', async () => {
    const other = await KINDS[6].create();
    const otherRevision = ok(await revisionsOf('menuItem', other))[0].id;
    const notFound = [
      [await revisionsOf('page', 999_999), 'The page was not found.'],
      [await revisionOf('page', 999_999, firstRevision), 'The page was not found.'],
      [await revisionOf('page', pageId, 999_999), 'The revision was not found.'],
      [await revisionOf('page', pageId, otherRevision), 'The revision was not found.'],
      [
        await restore({ type: 'page', id: pageId, revisionId: otherRevision }),
        'The revision was not found.',
      ],
      [await restore({ type: 'event', id: 999_999, revisionId: 1 }), 'The event was not found.'],
    ] as const;
    for (const [response, message] of notFound) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toEqual({ message });
    }
  });

  it('need a signed-in user (401)', async () => {
    await expectSignInRequired(t, {
      method: 'GET',
      url: `/api/Revision/GetRevisions?type=page&id=${pageId}`,
    });
    await expectSignInRequired(t, {
      method: 'GET',
      url: `/api/Revision/GetRevision?type=page&id=${pageId}&revisionId=${firstRevision}`,
    });
    await expectSignInRequired(t, {
      method: 'POST',
      url: '/api/Revision/RestoreRevision',
      payload: { type: 'page', id: pageId, revisionId: firstRevision },
    });
  });

  it('refuse a restore (403) to someone who must choose a password first, and change nothing', async () => {
    const user = await t.createUser({ fullName: 'New Person' });
    await t.database.db
      .updateTable('users')
      .set({ mustChangePassword: true })
      .where('id', '=', user.id)
      .execute();
    const before = ok(await t.request({ method: 'GET', url: `${PAGE}${pageId}`, token: admin }));
    const response = await restore(
      { type: 'page', id: pageId, revisionId: firstRevision },
      user.token,
    );
    expect(response.statusCode).toBe(403);
    expect(ok(await t.request({ method: 'GET', url: `${PAGE}${pageId}`, token: admin }))).toEqual(
      before,
    );
  });

  it('keep the settings’ analytics fields from staff who are not administrators', async () => {
    ok(
      await t.request({
        method: 'PUT',
        url: '/api/Asset/UpdateAsset',
        token: admin,
        ...multipart({ ...settingsFields('Bayview'), googleAnalyticsId: 'G-FIRST' }),
      }),
    );
    ok(
      await t.request({
        method: 'PUT',
        url: '/api/Asset/UpdateAsset',
        token: admin,
        ...multipart({ ...settingsFields('Bayview'), googleAnalyticsId: 'G-SECOND' }),
      }),
    );
    const [latest, earlier] = ok(await revisionsOf('settings', 1, admin));
    expect(latest.summary).toBe('Google Analytics Id');
    expect(ok(await revisionsOf('settings', 1))[0].summary).toBe('No visible changes');
    expect(ok(await revisionOf('settings', 1, earlier.id, admin)).content.googleAnalyticsId).toBe(
      'G-FIRST',
    );
    const seen = ok(await revisionOf('settings', 1, earlier.id));
    expect(seen.content).not.toHaveProperty('googleAnalyticsId');
    expect(seen.content).not.toHaveProperty('facebookPixelCode');
    // An editor's restore brings back the rest and leaves the analytics as they are.
    ok(await restore({ type: 'settings', id: 1, revisionId: earlier.id }));
    expect(
      ok(await t.request({ method: 'GET', url: '/api/Asset/GetAsset', token: admin })),
    ).toMatchObject({
      googleAnalyticsId: 'G-SECOND',
    });
  });

  it('restore a published page as a draft: visitors keep the published one until Publish', async () => {
    const id = await created(
      send('POST', '/api/Page/CreatePage', { name: 'Harbor', title: 'First', url: '/harbor' }),
    );
    ok(
      await send('PUT', '/api/Page/UpdatePage', {
        id,
        name: 'Harbor',
        title: 'Second',
        url: '/harbor',
      }),
    );
    const visitorTitle = async () =>
      ok(await t.request({ method: 'GET', url: `/api/Home/GetDynamicPage?dynamicPageId=${id}` }))
        .title;
    const [, first] = ok(await revisionsOf('page', id));
    ok(await restore({ type: 'page', id, revisionId: first.id }));
    expect(await get(`/api/Page/GetPageById?pageId=${id}`)()).toMatchObject({
      title: 'First',
      status: 'published',
      hasDraft: true,
    });
    expect(await visitorTitle()).toBe('Second');
    ok(
      await t.request({
        method: 'POST',
        url: '/api/Publishing/Publish',
        token: admin,
        payload: { type: 'page', id },
      }),
    );
    expect(await visitorTitle()).toBe('First');
  });

  it('restore the rest of a revision whose image was deleted, and name the image', async () => {
    const id = await created(
      send('POST', '/api/Event/CreateEvent', eventFormFields('Picnic'), 'image', admin),
    );
    const read = () => get(`/api/Event/GetEventById?eventId=${id}`)();
    const first = await read();
    // A new image replaces the first one, which then leaves the media library for good (decision
    // 141): its file is removed.
    ok(await send('PUT', '/api/Event/UpdateEvent', { ...eventFormFields('Gala'), id }, 'image'));
    const second = await read();
    expect(second.imageUrl).not.toBe(first.imageUrl);
    const { items } = await get('/api/Media/GetAll?pageSize=200')();
    const media = (items as { id: number; path: string }[]).find(
      (item) => item.path === first.imageUrl,
    )!;
    ok(
      await t.request({ method: 'DELETE', url: `/api/Media/Delete?id=${media.id}`, token: admin }),
    );
    ok(
      await t.request({
        method: 'DELETE',
        url: `/api/Trash/DeleteForever?type=media&id=${media.id}`,
        token: admin,
      }),
    );
    const [, original] = ok(await revisionsOf('event', id));
    const answer = ok(await restore({ type: 'event', id, revisionId: original.id }));
    expect(answer.missingImages).toEqual([first.imageUrl]);
    expect(answer.message).toBe(
      `Version ${original.version} of this event was restored as a draft: visitors see the published event until you publish it. Its image no longer exists, so the current one was kept.`,
    );
    expect(await read()).toMatchObject({ title: 'Picnic', imageUrl: second.imageUrl });
  });

  it('bring back an image whose file is there', async () => {
    bannerId = await KINDS[4].create();
    const id = await created(
      send('POST', '/api/BannerItem/CreateBannerItem', slideFields('One'), 'image'),
    );
    const [first] = ok(await revisionsOf('bannerItem', id));
    const { imagePath } = ok(await revisionOf('bannerItem', id, first.id)).content;
    ok(
      await send('PUT', '/api/BannerItem/UpdateBannerItem', { ...slideFields('Two'), id }, 'image'),
    );
    // The save removed the replaced file; put back (as from a backup), it can be restored.
    writeFileSync(path.join(t.config.dataDir, 'attachments', imagePath), png);
    const answer = ok(await restore({ type: 'bannerItem', id, revisionId: first.id }));
    expect(answer.missingImages).toEqual([]);
    const banner = await get(`/api/Banner/GetBannerById?bannerId=${bannerId}`)();
    expect(banner.bannerItems[0]).toMatchObject({ id, title: 'One', imagePath });
  });

  it(`keeps the newest ${REVISIONS_KEPT} revisions of an item`, async () => {
    const id = await created(
      send('POST', '/api/FooterItem/CreateFooterItem', { label: 'L0', to: '/a' }),
    );
    for (let save = 1; save <= REVISIONS_KEPT + 5; save++) {
      ok(
        await send('PUT', '/api/FooterItem/UpdateFooterItem', { id, label: `L${save}`, to: '/a' }),
      );
    }
    const history = ok(await revisionsOf('footerItem', id));
    expect(history).toHaveLength(REVISIONS_KEPT);
    expect(history[0].version).toBe(REVISIONS_KEPT + 6);
    expect(history.at(-1).version).toBe(7);
    // Another item's history is not pruned by this one's.
    expect(ok(await revisionsOf('page', pageId)).length).toBeGreaterThan(0);
  });
});
