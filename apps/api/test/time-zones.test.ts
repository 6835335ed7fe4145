/**
 * The chamber's time zone (docs/decisions/126-chamber-time-zone.md): a setting of the Asset calls,
 * carried by the public site info; event instants and their calendar files do not depend on it.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, TIME_ZONE_MESSAGE, type Settings } from '@chamber/contracts';
import { migrateToLatest } from '../src/db/migrate.ts';
import {
  databaseMigratedTo,
  eventFormFields,
  expectErrors,
  multipart,
  pngImage,
  type TestApp,
  withAdminAndUser,
} from './helpers.ts';

let t: TestApp;
let editor: string;

withAdminAndUser((session) => ({ t, user: editor } = session), { user: { role: 'editor' } });

/** The settings form's required fields: a save needs them whatever else it sends. */
const required = { companyName: 'Bayview Chamber', emailAddress: 'info@bayview.example' };

const save = (fields: Record<string, string>, token = editor) =>
  t.request({ method: 'PUT', url: '/api/Asset/UpdateAsset', token, ...multipart(fields) });

async function stored(): Promise<Settings> {
  const response = await t.request({ method: 'GET', url: '/api/Asset/GetAsset', token: editor });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function siteInfo() {
  const response = await t.request({ method: 'GET', url: '/api/Home/GetCMSInfo' });
  expect(response.statusCode).toBe(200);
  return response.json() as Settings;
}

describe('the time zone setting', () => {
  it('is America/New_York on a new site, in the settings and in the public site info', async () => {
    expect(DEFAULT_TIME_ZONE).toBe('America/New_York');
    expect((await stored()).timeZone).toBe('America/New_York');
    expect((await siteInfo()).timeZone).toBe('America/New_York');
  });

  it('is saved and answered, and the public site info carries it at once', async () => {
    const response = await save({ ...required, timeZone: 'America/Chicago' });
    expect(response.statusCode, response.body).toBe(200);
    expect((await stored()).timeZone).toBe('America/Chicago');
    expect((await siteInfo()).timeZone).toBe('America/Chicago');

    // JSON bodies too, with any IANA name the server knows (the old names of zones included).
    for (const timeZone of ['Asia/Kolkata', 'Asia/Calcutta', 'UTC', 'Etc/GMT+5']) {
      const json = await t.request({
        method: 'PUT',
        url: '/api/Asset/UpdateAsset',
        token: editor,
        payload: { ...required, timeZone },
      });
      expect(json.statusCode, json.body).toBe(200);
      expect((await stored()).timeZone).toBe(timeZone);
    }
  });

  it('stays as it is when a client from before the setting leaves it out', async () => {
    expect((await save({ ...required, timeZone: 'America/Denver' })).statusCode).toBe(200);
    const response = await save({ ...required, city: 'Ozark' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await stored()).toMatchObject({ city: 'Ozark', timeZone: 'America/Denver' });
  });

  it.each([
    ['a made-up zone', 'Mars/Olympus_Mons'],
    ['an abbreviation', 'EST'],
    ['an offset', '+05:00'],
    ['a zone in lower case', 'america/chicago'],
    ['nothing', ''],
    ['script', '<script>alert(1)</script>'],
  ])('refuses %s with "Choose a time zone from the list" and saves nothing', async (_, zone) => {
    expect((await save({ ...required, timeZone: 'America/Phoenix' })).statusCode).toBe(200);
    const response = await save({ ...required, city: 'Not saved', timeZone: zone });
    expectErrors(response, { timeZone: TIME_ZONE_MESSAGE });
    expect(await stored()).toMatchObject({ timeZone: 'America/Phoenix' });
    expect((await stored()).city).not.toBe('Not saved');
  });

  it('is changed by signed-in staff who may change the settings only', async () => {
    expect((await save({ ...required, timeZone: 'America/Chicago' })).statusCode).toBe(200);
    for (const token of ['', 'not-a-token']) {
      expect((await save({ ...required, timeZone: 'Europe/Paris' }, token)).statusCode).toBe(401);
    }
    // Authors write their own events: the settings are not theirs.
    const author = await t.createUser({ role: 'author' });
    const refused = await save({ ...required, timeZone: 'Europe/Paris' }, author.token);
    expect(refused.statusCode).toBe(403);
    const read = await t.request({
      method: 'GET',
      url: '/api/Asset/GetAsset',
      token: author.token,
    });
    expect(read.statusCode).toBe(403);
    expect((await stored()).timeZone).toBe('America/Chicago');
    // They still read it with the public site info, which the event form uses.
    expect((await siteInfo()).timeZone).toBe('America/Chicago');
  });
});

describe('event instants do not depend on the time zone', () => {
  it('keeps the UTC instant in the event and its calendar file when the zone changes', async () => {
    const admin = (await t.login()).token;
    expect((await save({ ...required, timeZone: 'America/Chicago' })).statusCode).toBe(200);
    // 6:30 PM in Chicago in January, as a form in any zone sends it: with its offset.
    const created = await t.request({
      method: 'POST',
      url: '/api/Event/CreateEvent',
      token: admin,
      ...multipart(
        { ...eventFormFields('Evening mixer'), start: '2030-01-15T18:30:00-06:00' },
        { image: { data: await pngImage() } },
      ),
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json() as { id: number };

    for (const timeZone of ['America/Chicago', 'Asia/Tokyo']) {
      expect((await save({ ...required, timeZone })).statusCode).toBe(200);
      const event = await t.request({
        method: 'GET',
        url: `/api/Event/GetEventById?eventId=${id}`,
        token: admin,
      });
      expect(event.json().start).toBe('2030-01-16T00:30:00.000Z');
      const ics = await t.request({ method: 'GET', url: `/api/Event/GetEventIcs?eventId=${id}` });
      expect(ics.statusCode).toBe(200);
      expect(ics.body).toContain('\r\nDTSTART:20300116T003000Z\r\n');
      expect(ics.body).toContain('\r\nDTEND:20300116T013000Z\r\n');
    }
  });
});

describe('migration 0016 on an existing site', () => {
  it('gives the settings row America/New_York and keeps the rest', async () => {
    const { handle, drop } = await databaseMigratedTo('0012_preview_links');
    try {
      const now = new Date().toISOString();
      await sql`insert into company_settings (id, company_name, updated_at)
        values (1, ${'Old Town Chamber'}, ${now})`.execute(handle.db);
      await migrateToLatest(handle);
      const row = await handle.db
        .selectFrom('companySettings')
        .select(['companyName', 'timeZone'])
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ companyName: 'Old Town Chamber', timeZone: 'America/New_York' });
    } finally {
      await drop();
    }
  });
});
