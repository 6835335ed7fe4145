/**
 * Event registration (docs/decisions/145-event-registration.md): the public call and form post,
 * capacity under concurrent registrations, the waiting list and its move-up, the cancel link's
 * pages, the attendee list and its CSV, and the e-mails.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ATTENDEES_MESSAGE,
  CAPACITY_MESSAGE,
  DEADLINE_AFTER_START_MESSAGE,
  refusalFor,
  registeredMessage,
  waitingMessage,
  type RegistrationList,
} from '@chamber/contracts';
import { hashToken } from '../src/lib/tokens.ts';
import {
  createTestApp,
  eventFormFields,
  expectAnswer,
  expectInvalid,
  multipart,
  pngImage,
  type TestApp,
  withAdminAndUser,
} from './helpers.ts';
import { startMailServer, type MailServer } from './mail-server.ts';

const PUBLIC_URL = 'https://chamber.example.org';
const BAD_LINK = 'This link is not valid or was already used';

let t: TestApp;
let admin: string;
let png: Buffer;
withAdminAndUser((session) => ({ t, admin, png } = session), { env: { PUBLIC_URL } });

type Fields = Record<string, string>;

async function createEvent(fields: Fields = {}, token = admin) {
  const response = await t.request({
    method: 'POST',
    url: '/api/Event/CreateEvent',
    token,
    ...multipart(
      {
        ...eventFormFields('Business After Hours'),
        registrationOpen: 'true',
        capacity: '4',
        priceText: '$15 members / $25 guests',
        ...fields,
      },
      { image: { data: png } },
    ),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id as number;
}

/** Each call from an address of its own unless told, so the rate limit never mixes tests. */
let lastAddress = 0;
const nextAddress = () => `10.7.${Math.floor(++lastAddress / 250)}.${lastAddress % 250}`;

const register = (payload: Record<string, unknown>, remoteAddress = nextAddress()) =>
  t.request({ method: 'POST', url: '/api/Event/Register', payload, remoteAddress });

const party = (eventId: number, name: string, attendees = 1) => ({
  eventId,
  name,
  email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
  company: 'Acme & Sons',
  attendees,
});

async function listOf(eventId: number, token = admin): Promise<RegistrationList> {
  const response = await t.request({
    method: 'GET',
    url: `/api/Event/GetRegistrations?id=${eventId}`,
    token,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const statusOf = (list: RegistrationList, name: string) =>
  list.registrations.find((r) => r.name === name)?.status;

/** The cancel link in the last e-mail to `email`; its token. */
async function tokenFor(email: string) {
  const mail = await vi.waitFor(() => {
    const found = t.mails.findLast((m) => m.to === email);
    if (!found) throw new Error(`no e-mail to ${email} yet`);
    return found;
  });
  const link = /\/events\/registrations\/cancel\?token=([\w%-]+)/.exec(mail.text)?.[1];
  expect(link, mail.text).toBeDefined();
  return decodeURIComponent(link!);
}

const cancelPage = (token: string) =>
  t.request({
    method: 'GET',
    url: `/events/registrations/cancel?token=${encodeURIComponent(token)}`,
  });
const cancelPost = (token: string) =>
  t.request({
    method: 'POST',
    url: '/events/registrations/cancel',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token }).toString(),
    remoteAddress: nextAddress(),
  });

describe('registration fields of an event', () => {
  it('are saved and answered; the deadline must not be after the start', async () => {
    const id = await createEvent({ registrationDeadline: '2030-04-30T12:00:00Z' });
    const event = (
      await t.request({ method: 'GET', url: `/api/Event/GetEventById?eventId=${id}` })
    ).json();
    expect(event).toMatchObject({
      registrationOpen: true,
      capacity: 4,
      registrationDeadline: '2030-04-30T12:00:00.000Z',
      priceText: '$15 members / $25 guests',
    });
    for (const [fields, field, message] of [
      [{ capacity: '0' }, 'capacity', CAPACITY_MESSAGE],
      [{ capacity: 'many' }, 'capacity', CAPACITY_MESSAGE],
      [
        { registrationDeadline: '2030-05-02T12:00:00Z' },
        'registrationDeadline',
        DEADLINE_AFTER_START_MESSAGE,
      ],
    ] as const) {
      const response = await t.request({
        method: 'POST',
        url: '/api/Event/CreateEvent',
        token: admin,
        ...multipart(
          { ...eventFormFields('Refused'), registrationOpen: 'true', ...fields },
          { image: { data: png } },
        ),
      });
      expectInvalid(response, field, message);
    }
  });

  it('default to closed, without a limit', async () => {
    const id = await createEvent({ registrationOpen: '', capacity: '', priceText: '' });
    const event = (
      await t.request({ method: 'GET', url: `/api/Event/GetEventById?eventId=${id}` })
    ).json();
    expect(event).toMatchObject({ registrationOpen: false, capacity: null, priceText: null });
  });
});

describe('POST /api/Event/Register', () => {
  let eventId: number;
  beforeAll(async () => {
    eventId = await createEvent({ title: 'Networking Breakfast', capacity: '3' });
  });

  it('registers while there are seats, then puts whole parties on the waiting list', async () => {
    const first = await register(party(eventId, 'Ann Lee', 2));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      status: 'registered',
      message: registeredMessage('Networking Breakfast'),
    });
    // 2 of 3 seats taken: a party of 2 no longer fits.
    const second = await register(party(eventId, 'Bob Ray', 2));
    expect(second.json()).toEqual({
      status: 'waiting',
      message: waitingMessage('Networking Breakfast'),
    });
    expect((await register(party(eventId, 'Cy Dee', 1))).json().status).toBe('registered');
    const list = await listOf(eventId);
    expect(list).toMatchObject({ registeredSeats: 3, waitingSeats: 2 });
    expect(list.registrations.map((r) => [r.name, r.status, r.attendees])).toEqual([
      ['Ann Lee', 'registered', 2],
      ['Bob Ray', 'waiting', 2],
      ['Cy Dee', 'registered', 1],
    ]);
    expect(list.registrations[0]).toMatchObject({
      email: 'ann.lee@example.com',
      company: 'Acme & Sons',
      cancelledAt: null,
    });
  });

  it('refuses missing or wrong fields (400) with a message per field', async () => {
    const response = await register({ eventId, name: ' ', email: 'nope', attendees: 11 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      name: 'Name is required',
      email: 'Please enter valid email',
      attendees: ATTENDEES_MESSAGE,
    });
    expectInvalid(
      await register({ ...party(eventId, 'Zero'), attendees: 0 }),
      'attendees',
      ATTENDEES_MESSAGE,
    );
    expectInvalid(
      await register({ ...party(eventId, 'Big'), attendees: 4 }),
      'attendees',
      'This event has 3 seats in all: please register fewer attendees',
    );
  });

  it('answers 404 for an event that does not exist or visitors do not see', async () => {
    expectAnswer(await register(party(999999, 'Nobody')), 404, 'The event was not found.');
    const hidden = await createEvent({ isActive: 'false' });
    expectAnswer(await register(party(hidden, 'Nobody')), 404, 'The event was not found.');
  });

  it('refuses (409) when registration is switched off or past its deadline', async () => {
    const off = await createEvent({ registrationOpen: 'false' });
    expectAnswer(await register(party(off, 'Late')), 409, 'Registration for this event is closed.');
    const past = await createEvent({ registrationDeadline: '2020-01-01T12:00:00Z' });
    expectAnswer(
      await register(party(past, 'Late')),
      409,
      'Registration for this event is closed.',
    );
    expect((await listOf(past)).registrations).toEqual([]);
  });

  it('never goes over capacity, even with 20 registrations at the same instant', async () => {
    const id = await createEvent({ title: 'Gala', capacity: '10' });
    // 7 seats taken first: 3 are left for the 20 racing for them.
    expect((await register(party(id, 'Early', 7))).json().status).toBe('registered');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => register(party(id, `Racer ${i}`, 1))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const statuses = answers.map((a) => a.json().status);
    expect(statuses.filter((s) => s === 'registered')).toHaveLength(3);
    expect(statuses.filter((s) => s === 'waiting')).toHaveLength(17);
    const list = await listOf(id);
    expect(list).toMatchObject({ registeredSeats: 10, waitingSeats: 17 });
  });

  it('limits each address like the contact form (5 in 10 minutes)', async () => {
    const id = await createEvent({ capacity: '' });
    const address = '10.9.9.9';
    for (let i = 0; i < 5; i++) {
      expect((await register(party(id, `Burst ${i}`), address)).statusCode).toBe(200);
    }
    expectAnswer(
      await register(party(id, 'Burst 5'), address),
      429,
      'Too many requests. Please wait a moment and try again.',
    );
  });
});

describe('the event page’s plain form post to /events/{id}/register', () => {
  it('answers with a page showing the outcome, and keeps the values of a refused form', async () => {
    const id = await createEvent({ title: 'Lunch & Learn', capacity: '1' });
    const post = (fields: Fields) =>
      t.request({
        method: 'POST',
        url: `/events/${id}/register`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ _form: 'register', ...fields }).toString(),
        remoteAddress: nextAddress(),
      });
    const fields = { name: 'Dee Fox', email: 'dee@example.com', company: '', attendees: '1' };
    const registered = await post(fields);
    expect(registered.statusCode).toBe(200);
    expect(registered.headers['content-type']).toMatch(/^text\/html/);
    expect(registered.body).toContain("You're registered for Lunch & Learn");
    const waiting = await post({ ...fields, email: 'eve@example.com' });
    expect(waiting.body).toContain("you're on the waiting list");
    const refused = await post({ ...fields, email: 'not-an-email' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Please enter valid email');
    expect(refused.body).toContain('not-an-email');
    expect((await listOf(id)).registrations).toHaveLength(2);
  });
});

describe('cancelling through the link', () => {
  let eventId: number;
  beforeAll(async () => {
    eventId = await createEvent({ title: 'Chamber Golf Day', capacity: '3' });
    for (const [name, attendees] of [
      ['Gus Hall', 2],
      ['Hal Ives', 1],
      ['Ida Jones', 2],
      ['Jo King', 1],
      ['Kay Lutz', 1],
    ] as const) {
      await register(party(eventId, name, attendees));
    }
  });

  it('GET only asks to confirm: nothing is cancelled by following the link', async () => {
    const token = await tokenFor('gus.hall@example.com');
    const page = await cancelPage(token);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toContain('Cancel your registration?');
    expect(page.body).toContain('Chamber Golf Day');
    expect(page.body).toContain('<form method="post" action="/events/registrations/cancel">');
    expect(statusOf(await listOf(eventId), 'Gus Hall')).toBe('registered');
  });

  it('POST cancels, and the waiting list moves up by whole parties in order, each e-mailed', async () => {
    const token = await tokenFor('gus.hall@example.com');
    const mailsBefore = t.mails.length;
    const done = await cancelPost(token);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Your registration is cancelled');
    const list = await listOf(eventId);
    // 2 seats freed: Ida (2) fits first; Jo and Kay wait on.
    expect(list.registrations.map((r) => [r.name, r.status])).toEqual([
      ['Gus Hall', 'cancelled'],
      ['Hal Ives', 'registered'],
      ['Ida Jones', 'registered'],
      ['Jo King', 'waiting'],
      ['Kay Lutz', 'waiting'],
    ]);
    expect(list.registrations[0].cancelledAt).toEqual(expect.stringMatching(/^\d{4}-/));
    const moved = await vi.waitFor(() => {
      const mail = t.mails.slice(mailsBefore).find((m) => m.to === 'ida.jones@example.com');
      if (!mail) throw new Error('no move-up e-mail yet');
      return mail;
    });
    expect(moved.subject).toBe('A seat is yours: Chamber Golf Day');
    expect(moved.attachments?.[0].filename).toBe('chamber-golf-day.ics');
  });

  it('a reused link gets the clear "not valid" page, on GET and POST', async () => {
    const token = await tokenFor('gus.hall@example.com');
    for (const response of [await cancelPage(token), await cancelPost(token)]) {
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain(BAD_LINK);
    }
    expect((await listOf(eventId)).registeredSeats).toBe(3);
  });

  it('a forged or missing token gets the same page and changes nothing', async () => {
    for (const response of [
      await cancelPage('forged-token'),
      await cancelPost('forged-token'),
      await t.request({ method: 'GET', url: '/events/registrations/cancel' }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain(BAD_LINK);
    }
    expect(
      (await listOf(eventId)).registrations.filter((r) => r.status === 'cancelled'),
    ).toHaveLength(1);
  });

  it('stores the token only hashed', async () => {
    const token = await tokenFor('hal.ives@example.com');
    const rows = await t.database.db
      .selectFrom('eventRegistrations')
      .select('tokenHash')
      .where('eventId', '=', eventId)
      .execute();
    expect(rows.map((r) => r.tokenHash)).toContain(hashToken(token));
    expect(rows.map((r) => r.tokenHash)).not.toContain(token);
  });
});

describe('staff: the attendee list, cancelling one, the CSV', () => {
  let eventId: number;
  let author: string;
  let editor: string;
  beforeAll(async () => {
    eventId = await createEvent({ title: 'Expo', capacity: '2' });
    await register(party(eventId, 'Lou Mae', 2));
    await register({ ...party(eventId, 'Max Ng', 1), company: '=HYPERLINK("http://x")' });
    author = (await t.createUser({ username: 'reg-author', role: 'author' })).token;
    editor = (await t.createUser({ username: 'reg-editor', role: 'editor' })).token;
  });

  it('editors and administrators see the list; authors get 403; signed out 401', async () => {
    expect((await listOf(eventId, editor)).registrations).toHaveLength(2);
    for (const url of [
      `/api/Event/GetRegistrations?id=${eventId}`,
      `/api/Event/GetRegistrationsCsv?id=${eventId}`,
    ]) {
      expectAnswer(
        await t.request({ method: 'GET', url, token: author }),
        403,
        refusalFor('registrations'),
      );
      expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
    }
    const cancel = { method: 'POST' as const, url: '/api/Event/CancelRegistration?id=1' };
    expectAnswer(await t.request({ ...cancel, token: author }), 403, refusalFor('registrations'));
    expect((await t.request(cancel)).statusCode).toBe(401);
  });

  it('answers 404 for an unknown event or registration, 400 for a bad id', async () => {
    for (const url of [
      '/api/Event/GetRegistrations?id=999999',
      '/api/Event/GetRegistrationsCsv?id=999999',
    ]) {
      expectAnswer(
        await t.request({ method: 'GET', url, token: admin }),
        404,
        'The event was not found.',
      );
    }
    expectAnswer(
      await t.request({
        method: 'POST',
        url: '/api/Event/CancelRegistration?id=999999',
        token: admin,
      }),
      404,
      'The registration was not found.',
    );
    expectInvalid(
      await t.request({ method: 'GET', url: '/api/Event/GetRegistrations?id=x', token: admin }),
      'id',
      'A valid id is required',
    );
  });

  it('staff cancel one: the waiting list moves up, the activity log says so, twice is 409', async () => {
    const lou = (await listOf(eventId)).registrations.find((r) => r.name === 'Lou Mae')!;
    const call = {
      method: 'POST' as const,
      url: `/api/Event/CancelRegistration?id=${lou.id}`,
      token: editor,
    };
    expectAnswer(
      await t.request(call),
      200,
      'Registration cancelled. Registrations (1/2, 0 waiting).',
    );
    expect(statusOf(await listOf(eventId), 'Max Ng')).toBe('registered');
    const activity = await t.database.db
      .selectFrom('activity')
      .select('summary')
      .where('itemId', '=', eventId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(activity.summary).toBe(
      'Cancelled the registration of Lou Mae (2) for “Expo”; 1 moved up from the waiting list',
    );
    expectAnswer(await t.request(call), 409, 'This registration was already cancelled.');
  });

  it('downloads the CSV, quoted and defused against spreadsheet formulas', async () => {
    const response = await t.request({
      method: 'GET',
      url: `/api/Event/GetRegistrationsCsv?id=${eventId}`,
      token: editor,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="registrations-expo.csv"',
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Name,Email,Company,Attendees,Status,Registered on,Cancelled on');
    expect(lines[1]).toMatch(
      /^Lou Mae,lou\.mae@example\.com,Acme & Sons,2,cancelled,\d{4}-.*Z,\d{4}-.*Z$/,
    );
    expect(lines[2]).toMatch(
      /^Max Ng,max\.ng@example\.com,"'=HYPERLINK\(""http:\/\/x""\)",1,registered,/,
    );
  });

  it('registrations go to the trash with their event', async () => {
    const id = await createEvent({ title: 'Trashed' });
    await register(party(id, 'Nia Oh'));
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/Event/DeleteEvent?eventId=${id}`,
      token: admin,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const kept = await t.database.db
      .selectFrom('eventRegistrations')
      .select('id')
      .where('eventId', '=', id)
      .execute();
    expect(kept).toEqual([]);
  });
});

describe('the e-mails, as a mail program receives them', () => {
  let mailServer: MailServer;
  let site: TestApp;
  beforeAll(async () => {
    mailServer = await startMailServer();
    site = await createTestApp(
      { PUBLIC_URL, SMTP_URL: mailServer.url, MAIL_FROM: 'Chamber <events@chamber.example.org>' },
      { realMailer: true },
    );
  });
  afterAll(async () => {
    await site.close();
    await mailServer.close();
  });

  it('confirms with the event as .ics and the cancel link; the waiting list gets its variant', async () => {
    const token = (await site.login()).token;
    const created = await site.request({
      method: 'POST',
      url: '/api/Event/CreateEvent',
      token,
      ...multipart(
        {
          ...eventFormFields('Summer Social'),
          registrationOpen: 'true',
          capacity: '1',
          priceText: '$10',
        },
        { image: { data: await pngImage() } },
      ),
    });
    const eventId = created.json().id;
    const send = (name: string, email: string) =>
      site.request({
        method: 'POST',
        url: '/api/Event/Register',
        payload: { eventId, name, email, attendees: 1 },
        remoteAddress: nextAddress(),
      });
    expect((await send('Pat Quinn', 'pat@example.com')).json().status).toBe('registered');
    expect((await send('Rae Stone', 'rae@example.com')).json().status).toBe('waiting');

    const confirmation = await mailServer.waitForMessage(
      (m) => m.subject === "You're registered: Summer Social",
    );
    expect(confirmation.to && 'text' in confirmation.to ? confirmation.to.text : '').toBe(
      'pat@example.com',
    );
    expect(confirmation.text).toContain('Price: $10 (paid at the event)');
    expect(confirmation.text).toMatch(
      /https:\/\/chamber\.example\.org\/events\/registrations\/cancel\?token=[\w-]{20,}/,
    );
    const [ics] = confirmation.attachments;
    expect(ics.filename).toBe('summer-social.ics');
    expect(ics.contentType).toBe('text/calendar');
    expect(ics.content.toString()).toContain('SUMMARY:Summer Social');

    const waiting = await mailServer.waitForMessage(
      (m) => m.subject === 'Waiting list: Summer Social',
    );
    expect(waiting.text).toContain('you are on the waiting list');
    expect(waiting.text).toContain(
      'To leave the waiting list: https://chamber.example.org/events/registrations/cancel?token=',
    );
    expect(waiting.attachments).toEqual([]);
  });
});
