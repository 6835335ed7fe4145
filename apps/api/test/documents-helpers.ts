/**
 * What the page and blog tests share: the two are one kind of document with the same six calls,
 * each under its own endpoints (Page.*, Blog.*), and both carry content entries.
 */
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import type { Insertable } from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import type { PageContentEntriesTable } from '../src/db/types.ts';
import { nowIso } from '../src/lib/tokens.ts';
import { createTestApp, multipart, pngImage, type TestApp } from './helpers.ts';

export type Kind = 'Page' | 'Blog';

const KINDS = {
  Page: { idQuery: 'pageId', entries: 'pageContentEntries', isBlog: false },
  Blog: { idQuery: 'blogId', entries: 'blogContentEntries', isBlog: true },
} as const;

/**
 * A fresh app for the enclosing describe, signed in as an ordinary user named `fullName`, who
 * authors what the tests create (pages and blogs are not reserved to administrators), and the
 * calls of one kind made as that user.
 */
export function asAuthorOf(kind: Kind, fullName: string) {
  const session = {} as { t: TestApp; token: string };
  beforeAll(async () => {
    const t = await createTestApp();
    Object.assign(session, { t, token: (await t.createUser({ fullName })).token });
  });
  afterAll(() => session.t.close());
  return { t: () => session.t, ...documentCalls(kind, () => session) };
}

export type DocumentCalls = ReturnType<typeof asAuthorOf>;

/** The calls of one kind, made as the signed-in author `session()` answers (set before all). */
function documentCalls(kind: Kind, session: () => { t: TestApp; token: string }) {
  const { idQuery, isBlog } = KINDS[kind];
  const noun = kind.toLowerCase();
  let urlCounter = 0;

  const api = (method: InjectOptions['method'], url: string, payload?: object) =>
    session().t.request({
      method,
      url,
      token: session().token,
      ...(payload === undefined ? {} : { payload }),
    });
  const freshUrl = (stem = noun) => `/${stem}-${++urlCounter}`;

  /** The create (POST) or update (PUT) form as multipart, with a banner image when given. */
  const sendForm = (
    method: 'POST' | 'PUT',
    fields: Record<string, string>,
    bannerImage?: Buffer,
    token = session().token,
  ) =>
    session().t.request({
      method,
      url: `/api/${kind}/${method === 'POST' ? 'Create' : 'Update'}${kind}`,
      token,
      ...multipart(fields, bannerImage ? { bannerImage: { data: bannerImage } } : {}),
    });

  /** JSON, without an image. */
  async function create(fields: Record<string, unknown> = {}) {
    const response = await api('POST', `/api/${kind}/Create${kind}`, {
      name: `A ${noun}`,
      url: freshUrl(),
      ...fields,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().id as number;
  }

  /** Through the multipart form, with a banner image. */
  async function createWithImage(fields: Record<string, string> = {}) {
    const response = await sendForm(
      'POST',
      { name: `Pictured ${noun}`, url: freshUrl(), ...fields },
      await pngImage(),
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().id as number;
  }

  async function get(id: number) {
    const response = await api('GET', `/api/${kind}/Get${kind}ById?${idQuery}=${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  const siteInfo = async () =>
    (await session().t.request({ method: 'GET', url: '/api/Home/GetCMSInfo' })).json();

  /** How the public site info lists it (undefined: not at all). */
  const listedOnSite = async (id: number) =>
    (await siteInfo()).pages.find(
      (entry: { id: number; isBlog: boolean }) => entry.id === id && entry.isBlog === isBlog,
    );

  const attachment = (filePath: string) =>
    path.join(session().t.config.dataDir, 'attachments', filePath);

  return {
    api,
    freshUrl,
    sendForm,
    create,
    createWithImage,
    get,
    siteInfo,
    listedOnSite,
    attachment,
  };
}

type Content = ({ section: string; type: string } | { banner: string }) & { sortOrder: number };

/**
 * Stores sections and banners, as their own modules would, and puts them on the page or blog at
 * the sortOrder given; answers the section's or banner's id of each.
 */
export async function insertContent(t: TestApp, kind: Kind, ownerId: number, content: Content[]) {
  const { db } = t.database;
  const now = nowIso();
  const ids: number[] = [];
  for (const item of content) {
    const { id } =
      'section' in item
        ? await db
            .insertInto('contentSections')
            .values({
              name: item.section,
              type: item.type,
              alignment: 'LEFT',
              isActive: true,
              isPadded: false,
              isFloatingCard: false,
              hasRoundedCorners: false,
              isTextOnly: false,
              createdAt: now,
              updatedAt: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        : await db
            .insertInto('banners')
            .values({ name: item.banner, isActive: true, createdAt: now, updatedAt: now })
            .returning('id')
            .executeTakeFirstOrThrow();
    await db
      .insertInto(KINDS[kind].entries)
      // Both entry tables have the same columns but the owner's.
      .values({
        [kind === 'Page' ? 'pageId' : 'blogId']: ownerId,
        type: 'section' in item ? 'CONTENTSECTION' : 'BANNER',
        contentSectionId: 'section' in item ? id : null,
        bannerId: 'section' in item ? null : id,
        sortOrder: item.sortOrder,
      } as Insertable<PageContentEntriesTable>)
      .execute();
    ids.push(id);
  }
  return ids;
}

/** The ids of the content entries stored for the page or blog. */
export const storedEntries = (t: TestApp, kind: Kind, ownerId: number) =>
  t.database.db
    .selectFrom(KINDS[kind].entries)
    .select('id')
    .where(KINDS[kind].idQuery, '=', ownerId)
    .execute();
