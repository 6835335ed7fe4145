/**
 * Save conflicts (docs/editing.md, decision 113): every editable item answers its `version`; an
 * Update that names an older one is refused with 409 saying who saved in between and when, and
 * changes nothing; an Update without one is saved as before (last write wins).
 */
import { VERSION_MESSAGE } from '@chamber/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { expectSignInRequired } from './access-helpers.ts';
import { expectInvalid, multipart, pngImage, type TestApp, withTestApp } from './helpers.ts';

type Fields = Record<string, string | number | boolean | null>;

/**
 * One editable type: how to create an item, its Get url, the Update call and the text field a
 * save changes. `form`: the Update is sent as multipart form fields (texts), as the editors do.
 */
type Kind = {
  noun: string;
  get: string;
  update: string;
  field: string;
  form?: true;
  create: (t: TestApp, token: string) => Promise<LightMyRequestResponse>;
  /** The fields of a save that sets `field` to `text` (besides id and version). */
  fields: (text: string) => Fields;
};

const eventFields = (title: string): Fields => ({
  eventType: 'workshop',
  title,
  addressLine1: '100 Main St',
  city: 'Dothan',
  state: 'AL',
  zipcode: '36301',
  start: '2030-05-01T18:00:00Z',
  isActive: 'true',
});

const KINDS: Kind[] = [
  {
    noun: 'event',
    get: '/api/Event/GetEventById?eventId=',
    update: '/api/Event/UpdateEvent',
    field: 'title',
    form: true,
    fields: eventFields,
    create: async (t, token) =>
      t.request({
        method: 'POST',
        url: '/api/Event/CreateEvent',
        token,
        ...multipart(eventFields('Spring Mixer'), { image: { data: await pngImage() } }),
      }),
  },
  {
    noun: 'footer item',
    get: '/api/FooterItem/GetFooterItemById?footerItemId=',
    update: '/api/FooterItem/UpdateFooterItem',
    field: 'label',
    fields: (label) => ({ label, to: '/contact', isActive: true }),
    create: (t, token) =>
      t.request({
        method: 'POST',
        url: '/api/FooterItem/CreateFooterItem',
        token,
        payload: { label: 'Contact', to: '/contact' },
      }),
  },
  {
    noun: 'page',
    get: '/api/Page/GetPageById?pageId=',
    update: '/api/Page/UpdatePage',
    field: 'name',
    form: true,
    fields: (name) => ({ name, url: '/about-us' }),
    create: (t, token) =>
      t.request({
        method: 'POST',
        url: '/api/Page/CreatePage',
        token,
        ...multipart({ name: 'About Us', url: '/about-us' }),
      }),
  },
  {
    noun: 'content section',
    get: '/api/ContentSection/GetContentSectionById?contentSectionId=',
    update: '/api/ContentSection/UpdateContentSection',
    field: 'name',
    form: true,
    fields: (name) => ({
      name,
      type: 'CONTENT_SECTION_TEXTONLY',
      title: 'Welcome',
      description: 'We help local businesses grow.',
      alignment: 'LEFT',
    }),
    create: (t, token) =>
      t.request({
        method: 'POST',
        url: '/api/ContentSection/CreateContentSection',
        token,
        ...multipart({
          name: 'Welcome block',
          type: 'CONTENT_SECTION_TEXTONLY',
          title: 'Welcome',
          description: 'We help local businesses grow.',
          alignment: 'LEFT',
        }),
      }),
  },
  {
    noun: 'menu item',
    get: '/api/MenuItem/GetMenuItemById?menuItemId=',
    update: '/api/MenuItem/UpdateMenuItems',
    field: 'name',
    fields: (name) => ({ name, customLink: '/join', isActive: true }),
    create: (t, token) =>
      t.request({
        method: 'POST',
        url: '/api/MenuItem/CreateMenuItem',
        token,
        payload: { name: 'Join', customLink: '/join' },
      }),
  },
];

describe.each(KINDS)('Saving a $noun over someone else’s save', (kind) => {
  let t: TestApp;
  let admin: string;
  let ana: string;
  let id: number;
  withTestApp(async (app) => {
    t = app;
    admin = (await t.login()).token;
    ana = (await t.createUser({ fullName: 'Ana Lopez' })).token;
    const created = await kind.create(t, admin);
    expect(created.statusCode, created.body).toBe(200);
    id = created.json().id;
  });

  const read = async () => {
    const response = await t.request({ method: 'GET', url: `${kind.get}${id}`, token: admin });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Record<string, unknown> & { version: number };
  };
  /** Saves `text` as `token`, naming `version` when given (undefined: none sent). */
  const save = (token: string | undefined, text: string, version?: unknown, itemId = id) => {
    const fields: Fields = { ...kind.fields(text), id: itemId };
    if (version !== undefined) fields.version = version as string | number;
    return t.request({
      method: 'PUT',
      url: kind.update,
      token,
      ...(kind.form ? multipart(fields) : { payload: fields }),
    });
  };

  it('answers its version, and a save of the current version counts one more', async () => {
    const opened = await read();
    expect(opened.version).toEqual(expect.any(Number));
    const response = await save(ana, 'Saved by Ana', opened.version);
    expect(response.statusCode, response.body).toBe(200);
    expect(await read()).toMatchObject({
      [kind.field]: 'Saved by Ana',
      version: opened.version + 1,
    });
  });

  it('refuses a save of an older version with 409 naming who saved, and keeps their save', async () => {
    const opened = await read();
    expect((await save(ana, 'Ana was first', opened.version)).statusCode).toBe(200);

    const late = await save(admin, 'Admin was second', opened.version);
    expect(late.statusCode, late.body).toBe(409);
    const body = late.json();
    expect(body).toEqual({
      message: expect.stringMatching(
        new RegExp(
          `^Ana Lopez saved this ${kind.noun} at \\d\\d:\\d\\d UTC, after you opened it\\.$`,
        ),
      ),
      savedBy: 'Ana Lopez',
      savedOn: expect.any(String),
      version: opened.version + 1,
    });
    expect(Date.now() - new Date(body.savedOn).getTime()).toBeLessThan(60_000);
    expect(await read()).toMatchObject({
      [kind.field]: 'Ana was first',
      version: opened.version + 1,
    });
  });

  it('saves without a version whatever was saved in between (last write wins)', async () => {
    const opened = await read();
    expect((await save(ana, 'Ana in between', opened.version)).statusCode).toBe(200);
    const response = await save(admin, 'Admin without a version');
    expect(response.statusCode, response.body).toBe(200);
    expect(await read()).toMatchObject({
      [kind.field]: 'Admin without a version',
      version: opened.version + 2,
    });
  });

  it('lets exactly one of two saves of the same version win', async () => {
    const opened = await read();
    const answers = await Promise.all([
      save(admin, 'First of two', opened.version),
      save(ana, 'Second of two', opened.version),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200) === answers[0] ? 0 : 1;
    expect(await read()).toMatchObject({
      [kind.field]: ['First of two', 'Second of two'][winner],
      version: opened.version + 1,
    });
  });

  it.each([['abc'], ['1.5'], [0], [-2]])('refuses the version %j with 400', async (version) => {
    const before = await read();
    expectInvalid(await save(admin, 'Bad version', version), 'version', VERSION_MESSAGE);
    expect(await read()).toEqual(before);
  });

  it('needs a signed-in user (401)', async () => {
    const { version } = await read();
    await expectSignInRequired(t, {
      method: 'PUT',
      url: kind.update,
      payload: { ...kind.fields('Anonymous'), id, version },
    });
  });

  it('answers 404 for a missing item, with a version or without', async () => {
    for (const version of [1, undefined]) {
      const response = await save(admin, 'Nobody', version, 999_999);
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().message).toMatch(/was not found\.$/);
    }
  });
});
