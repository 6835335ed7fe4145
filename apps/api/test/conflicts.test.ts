/**
 * Save conflicts (docs/editing.md, decision 113): every editable item answers its `version`; an
 * Update that names an older one is refused with 409 saying who saved in between and when, and
 * changes nothing; an Update without one is saved as before (last write wins).
 */
import { VERSION_MESSAGE } from '@chamber/contracts';
import { describe, expect, it } from 'vitest';
import { expectSignInRequired } from './access-helpers.ts';
import {
  eventFormFields,
  expectInvalid,
  multipart,
  type TestApp,
  withAdminAndUser,
} from './helpers.ts';

type Fields = Record<string, string | number | boolean | null>;
type Files = Parameters<typeof multipart>[1];

/**
 * One editable type: its Create call, its Get url, the Update call and the text field a save
 * changes. `form`: it is sent as multipart form fields (texts), as the editors do; `image`: a
 * new one needs an image.
 */
type Kind = {
  noun: string;
  create: string;
  get: string;
  update: string;
  field: string;
  form?: true;
  image?: true;
  /** The fields of a save that sets `field` to `text` (besides id and version). */
  fields: (text: string) => Fields;
};

const KINDS: Kind[] = [
  {
    noun: 'event',
    create: '/api/Event/CreateEvent',
    get: '/api/Event/GetEventById?eventId=',
    update: '/api/Event/UpdateEvent',
    field: 'title',
    form: true,
    image: true,
    fields: eventFormFields,
  },
  {
    noun: 'footer item',
    create: '/api/FooterItem/CreateFooterItem',
    get: '/api/FooterItem/GetFooterItemById?footerItemId=',
    update: '/api/FooterItem/UpdateFooterItem',
    field: 'label',
    fields: (label) => ({ label, to: '/contact', isActive: true }),
  },
  {
    noun: 'page',
    create: '/api/Page/CreatePage',
    get: '/api/Page/GetPageById?pageId=',
    update: '/api/Page/UpdatePage',
    field: 'name',
    form: true,
    fields: (name) => ({ name, url: '/about-us' }),
  },
  {
    noun: 'content section',
    create: '/api/ContentSection/CreateContentSection',
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
  },
  {
    noun: 'menu item',
    create: '/api/MenuItem/CreateMenuItem',
    get: '/api/MenuItem/GetMenuItemById?menuItemId=',
    update: '/api/MenuItem/UpdateMenuItems',
    field: 'name',
    fields: (name) => ({ name, customLink: '/join', isActive: true }),
  },
];

describe.each(KINDS)('Saving a $noun over someone else’s save', (kind) => {
  let t: TestApp;
  let admin: string;
  let ana: string;
  let id: number;
  withAdminAndUser(
    async (session) => {
      ({ t, admin, user: ana } = session);
      const files: Files = kind.image ? { image: { data: session.png } } : {};
      const created = await send('POST', kind.create, admin, kind.fields('First save'), files);
      expect(created.statusCode, created.body).toBe(200);
      id = created.json().id;
    },
    { user: { fullName: 'Ana Lopez' } },
  );

  /** Sends `fields` (and `files`) to `url` as the editors do. */
  const send = (
    method: 'POST' | 'PUT',
    url: string,
    token: string | undefined,
    fields: Fields,
    files: Files = {},
  ) =>
    t.request({
      method,
      url,
      token,
      ...(kind.form ? multipart(fields, files) : { payload: fields }),
    });

  const read = async () => {
    const response = await t.request({ method: 'GET', url: `${kind.get}${id}`, token: admin });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Record<string, unknown> & { version: number };
  };
  /** The item holds `text` in its field, at `version`. */
  const expectSaved = async (text: string, version: number) =>
    expect(await read()).toMatchObject({ [kind.field]: text, version });
  /** Saves `text` as `token`, naming `version` when given (undefined: none sent). */
  const save = (token: string | undefined, text: string, version?: unknown, itemId = id) => {
    const fields: Fields = { ...kind.fields(text), id: itemId };
    if (version !== undefined) fields.version = version as string | number;
    return send('PUT', kind.update, token, fields);
  };

  it('answers its version, and a save of the current version counts one more', async () => {
    const opened = await read();
    expect(opened.version).toEqual(expect.any(Number));
    const response = await save(ana, 'Saved by Ana', opened.version);
    expect(response.statusCode, response.body).toBe(200);
    await expectSaved('Saved by Ana', opened.version + 1);
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
    await expectSaved('Ana was first', opened.version + 1);
  });

  it('saves without a version whatever was saved in between (last write wins)', async () => {
    const opened = await read();
    expect((await save(ana, 'Ana in between', opened.version)).statusCode).toBe(200);
    const response = await save(admin, 'Admin without a version');
    expect(response.statusCode, response.body).toBe(200);
    await expectSaved('Admin without a version', opened.version + 2);
  });

  it('lets exactly one of two saves of the same version win', async () => {
    const opened = await read();
    const answers = await Promise.all([
      save(admin, 'First of two', opened.version),
      save(ana, 'Second of two', opened.version),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200) === answers[0] ? 0 : 1;
    await expectSaved(['First of two', 'Second of two'][winner], opened.version + 1);
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
