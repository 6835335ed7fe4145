/**
 * RepeatEvent (docs/decisions/137-repeating-events.md): draft copies of an event every week, or
 * every month on the same weekday of the month, until a date, on the chamber's clock (here
 * America/Chicago, whose clocks go forward on 10 March 2030), each as long as the first and an
 * event of its own. On SQLite and PostgreSQL alike.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  REPEAT_EVERY_MESSAGE,
  REPEAT_LIMIT,
  REPEAT_LIMIT_MESSAGE,
  REPEAT_UNTIL_BEFORE_START_MESSAGE,
  REPEAT_UNTIL_MESSAGE,
  repeatTooSoonMessage,
  type ChamberEvent,
} from '@chamber/contracts';
import { itNeedsSignIn } from './access-helpers.ts';
import {
  eventFormFields,
  expectAnswer,
  expectErrors,
  multipart,
  type TestApp,
  withAdminAndUser,
} from './helpers.ts';

let t: TestApp;
let admin: string;
let editor: string;
let png: Buffer;

withAdminAndUser(
  async (session) => {
    ({ t, admin, user: editor, png } = session);
    const zone = await t.request({
      method: 'PUT',
      url: '/api/Asset/UpdateAsset',
      token: admin,
      payload: {
        companyName: 'Bayview Chamber',
        emailAddress: 'info@bayview.example',
        timeZone: 'America/Chicago',
      },
    });
    expect(zone.statusCode, zone.body).toBe(200);
  },
  { user: { role: 'editor' } },
);

const URL = '/api/Event/RepeatEvent';

/** An event (published unless `draft`) created by `token`: its id. */
async function createEvent(
  fields: Record<string, string>,
  token = admin,
  { draft = false } = {},
): Promise<number> {
  const response = await t.request({
    method: 'POST',
    url: '/api/Event/CreateEvent',
    token,
    ...multipart(
      { ...eventFormFields('Monthly Luncheon'), ...fields, ...(draft ? { draft: 'true' } : {}) },
      { image: { data: png } },
    ),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id;
}

async function getEvent(id: number, token = admin): Promise<ChamberEvent> {
  const response = await t.request({
    method: 'GET',
    url: `/api/Event/GetEventById?eventId=${id}`,
    token,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const repeat = (payload: object, token = editor) =>
  t.request({ method: 'POST', url: URL, token, payload });

/** Repeats and answers the copies, in date order, as staff see them. */
async function repeated(payload: { id: number; every: string; until: string }, token = editor) {
  const response = await repeat(payload, token);
  expect(response.statusCode, response.body).toBe(200);
  const { ids } = response.json() as { ids: number[] };
  return {
    message: response.json().message as string,
    copies: await Promise.all(ids.map((id) => getEvent(id))),
  };
}

const times = (events: ChamberEvent[]) => events.map(({ start, end }) => [start, end]);

async function eventCount() {
  const response = await t.request({ method: 'GET', url: '/api/Event/GetAllEvents', token: admin });
  return (response.json() as unknown[]).length;
}

const attachment = (filePath: string) => path.join(t.config.dataDir, 'attachments', filePath);

describe('every week', () => {
  it('keeps 6:30–8:30 PM on the chamber’s clock across the change to summer time', async () => {
    // Thursday 28 February 2030, 6:30 PM CST (UTC−6).
    const id = await createEvent({
      start: '2030-03-01T00:30:00.000Z',
      end: '2030-03-01T02:30:00.000Z',
      organizer: 'Bayview Rotary',
      description: 'Lunch and a speaker.',
    });
    const { message, copies } = await repeated({ id, every: 'week', until: '2030-03-21' });
    expect(message).toBe(
      '3 more events made: 7 Mar – 21 Mar. They are drafts until they are published from the events list.',
    );
    expect(times(copies)).toEqual([
      ['2030-03-08T00:30:00.000Z', '2030-03-08T02:30:00.000Z'], // 7 March, CST
      ['2030-03-14T23:30:00.000Z', '2030-03-15T01:30:00.000Z'], // 14 March, CDT (UTC−5)
      ['2030-03-21T23:30:00.000Z', '2030-03-22T01:30:00.000Z'], // the end date itself
    ]);
    const original = await getEvent(id);
    for (const copy of copies) {
      expect(copy).toMatchObject({
        title: 'Monthly Luncheon',
        organizer: 'Bayview Rotary',
        description: 'Lunch and a speaker.',
        addressLine1: original.addressLine1,
        eventType: original.eventType,
        status: 'draft',
        isActive: false,
      });
      // Its own image file: deleting either event for good leaves the other's.
      expect(copy.imageUrl).toBeTruthy();
      expect(copy.imageUrl).not.toBe(original.imageUrl);
      expect(existsSync(attachment(copy.imageUrl!))).toBe(true);
    }
    expect(new Set(copies.map((copy) => copy.imageUrl)).size).toBe(3);
    // The original is as it was, and visitors see none of the copies.
    expect(original.status).toBe('published');
    const visitors = await t.request({ method: 'GET', url: '/api/Event/GetAllEvents' });
    const listed = (visitors.json() as ChamberEvent[]).map((event) => event.id);
    expect(listed).toContain(id);
    for (const copy of copies) expect(listed).not.toContain(copy.id);
  });

  it('makes copies without an end of an event without one', async () => {
    const id = await createEvent({ start: '2030-06-03T14:00:00.000Z' });
    const { copies } = await repeated({ id, every: 'week', until: '2030-06-17' });
    expect(times(copies)).toEqual([
      ['2030-06-10T14:00:00.000Z', null],
      ['2030-06-17T14:00:00.000Z', null],
    ]);
  });

  it(`makes up to ${REPEAT_LIMIT} copies, and refuses an end date that would make more`, async () => {
    // Tuesday 1 January 2030, noon CST: 52 weeks later is Tuesday 31 December.
    const id = await createEvent({ start: '2030-01-01T18:00:00.000Z' });
    const before = await eventCount();
    expectErrors(await repeat({ id, every: 'week', until: '2031-01-07' }), {
      until: REPEAT_LIMIT_MESSAGE,
    });
    expect(REPEAT_LIMIT_MESSAGE).toContain(`at most ${REPEAT_LIMIT} more events`);
    expect(await eventCount()).toBe(before);

    const response = await repeat({ id, every: 'week', until: '2031-01-06' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().ids).toHaveLength(REPEAT_LIMIT);
    expect(response.json().message).toMatch(/^52 more events made: 8 Jan – 31 Dec\. /);
    expect(await eventCount()).toBe(before + REPEAT_LIMIT);
  });
});

describe('every month', () => {
  it('is on the same weekday of the month (the third Thursday), on the chamber’s clock', async () => {
    // Thursday 17 January 2030, the third of the month, noon to 1:30 PM CST.
    const id = await createEvent({
      start: '2030-01-17T18:00:00.000Z',
      end: '2030-01-17T19:30:00.000Z',
    });
    const { message, copies } = await repeated({ id, every: 'month', until: '2030-06-20' });
    expect(times(copies)).toEqual([
      ['2030-02-21T18:00:00.000Z', '2030-02-21T19:30:00.000Z'], // CST
      ['2030-03-21T17:00:00.000Z', '2030-03-21T18:30:00.000Z'], // CDT from here on
      ['2030-04-18T17:00:00.000Z', '2030-04-18T18:30:00.000Z'],
      ['2030-05-16T17:00:00.000Z', '2030-05-16T18:30:00.000Z'],
      ['2030-06-20T17:00:00.000Z', '2030-06-20T18:30:00.000Z'],
    ]);
    expect(message).toMatch(/^5 more events made: 21 Feb – 20 Jun\. /);
  });

  it('is on the last weekday of the month for a fifth one (the 29th–31st)', async () => {
    // Thursday 31 January 2030 (its fifth Thursday), 6:30 PM CST.
    const id = await createEvent({ start: '2030-02-01T00:30:00.000Z' });
    const { copies } = await repeated({ id, every: 'month', until: '2030-04-30' });
    expect(times(copies)).toEqual([
      ['2030-03-01T00:30:00.000Z', null], // Thursday 28 February, CST
      ['2030-03-28T23:30:00.000Z', null], // Thursday 28 March, CDT
      ['2030-04-25T23:30:00.000Z', null], // Thursday 25 April
    ]);
  });
});

describe('each copy', () => {
  it('copies what staff see, the draft, and is then an event of its own', async () => {
    const id = await createEvent({ start: '2030-09-05T17:00:00.000Z' });
    const original = await getEvent(id);
    const saved = await t.request({
      method: 'PUT',
      url: '/api/Event/UpdateEvent',
      token: admin,
      ...multipart({
        ...eventFormFields('Autumn Luncheon'),
        start: original.start,
        id,
        version: original.version,
        draft: 'true',
      }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { copies } = await repeated({ id, every: 'week', until: '2030-09-19' });
    expect(copies.map((copy) => copy.title)).toEqual(['Autumn Luncheon', 'Autumn Luncheon']);

    // Changing one copy changes neither the other nor the original.
    const [first, second] = copies;
    const changed = await t.request({
      method: 'PUT',
      url: '/api/Event/UpdateEvent',
      token: editor,
      ...multipart({
        ...eventFormFields('Autumn Luncheon: guest chef'),
        start: first.start,
        id: first.id,
        version: first.version,
        draft: 'true',
      }),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await getEvent(first.id)).title).toBe('Autumn Luncheon: guest chef');
    expect((await getEvent(second.id)).title).toBe('Autumn Luncheon');
    expect((await getEvent(id)).title).toBe('Autumn Luncheon');
  });

  it('is logged as a creation by who repeated it', async () => {
    const id = await createEvent({ start: '2030-10-07T17:00:00.000Z' });
    const response = await repeat({ id, every: 'week', until: '2030-10-14' });
    expect(response.statusCode, response.body).toBe(200);
    const [copyId] = response.json().ids as number[];
    const log = await t.request({ method: 'GET', url: '/api/Activity/GetActivity', token: admin });
    expect(JSON.stringify(log.json())).toContain(
      `Created event “Monthly Luncheon” (draft, repeating event ${id} on 14 Oct)`,
    );
    const revisions = await t.request({
      method: 'GET',
      url: `/api/Revision/GetRevisions?type=event&id=${copyId}`,
      token: admin,
    });
    expect(revisions.statusCode, revisions.body).toBe(200);
    expect(revisions.json()).toHaveLength(1);
  });
});

describe('refusals', () => {
  let id: number;
  beforeAll(async () => {
    // Thursday 28 February 2030, 6:30 PM CST.
    id = await createEvent({ start: '2030-03-01T00:30:00.000Z' });
  });

  it.each([
    ['a day before the start', '2030-02-01'],
    ['the start’s own day (on the chamber’s clock, not UTC’s 1 March)', '2030-02-28'],
  ])('refuses an end date on %s (400) and makes nothing', async (_, until) => {
    const before = await eventCount();
    expectErrors(await repeat({ id, every: 'week', until }), {
      until: REPEAT_UNTIL_BEFORE_START_MESSAGE,
    });
    expect(REPEAT_UNTIL_BEFORE_START_MESSAGE).toBe('Choose an end date after the event’s start');
    expect(await eventCount()).toBe(before);
  });

  it('refuses an end date before the next time, naming it (400)', async () => {
    expectErrors(await repeat({ id, every: 'week', until: '2030-03-06' }), {
      until: repeatTooSoonMessage('7 Mar'),
    });
    expectErrors(await repeat({ id, every: 'month', until: '2030-03-27' }), {
      until: repeatTooSoonMessage('28 Mar'),
    });
  });

  it.each([
    ['every day', { every: 'day', until: '2030-04-01' }, { every: REPEAT_EVERY_MESSAGE }],
    ['no every', { until: '2030-04-01' }, { every: REPEAT_EVERY_MESSAGE }],
    ['no end date', { every: 'week' }, { until: REPEAT_UNTIL_MESSAGE }],
    ['30 February', { every: 'week', until: '2030-02-30' }, { until: REPEAT_UNTIL_MESSAGE }],
    [
      'a date and time',
      { every: 'week', until: '2030-04-01T10:00' },
      { until: REPEAT_UNTIL_MESSAGE },
    ],
  ])('refuses %s (400)', async (_, fields, errors) => {
    expectErrors(await repeat({ id, ...fields }), errors);
  });

  it('needs a valid id (400), and answers 404 for an unknown one', async () => {
    expectErrors(await repeat({ id: 'first', every: 'week', until: '2030-04-01' }), {
      id: 'A valid id is required',
    });
    expectAnswer(
      await repeat({ id: 999_999, every: 'week', until: '2030-04-01' }),
      404,
      'The event was not found.',
    );
  });

  itNeedsSignIn(
    () => t,
    [{ method: 'POST', url: URL, payload: { id: 1, every: 'week', until: '2030-04-01' } }],
  );
});

describe('authors', () => {
  it('repeat their own events, as drafts of their own, but not someone else’s (403)', async () => {
    const author = await t.createUser({ role: 'author' });
    // An author's create is a draft whatever it asks.
    const own = await createEvent({ start: '2030-11-04T15:00:00.000Z' }, author.token);
    const { copies } = await repeated(
      { id: own, every: 'week', until: '2030-11-11' },
      author.token,
    );
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatchObject({ status: 'draft', isActive: false });
    // Theirs: they may change it alone.
    const changed = await t.request({
      method: 'PUT',
      url: '/api/Event/UpdateEvent',
      token: author.token,
      ...multipart({
        ...eventFormFields('Monthly Luncheon, moved'),
        start: copies[0].start,
        id: copies[0].id,
      }),
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const others = await createEvent({ start: '2030-11-04T15:00:00.000Z' });
    const before = await eventCount();
    expectAnswer(
      await repeat({ id: others, every: 'week', until: '2030-11-11' }, author.token),
      403,
      'You can only change blogs and events you created.',
    );
    expect(await eventCount()).toBe(before);
  });
});
