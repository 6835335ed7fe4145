import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  EVENT_END_BEFORE_START_MESSAGE,
  EVENT_IMAGE_REQUIRED_MESSAGE,
  INVALID_DATE_MESSAGE,
  MAP_URL_MESSAGE,
  type ChamberEvent,
} from '@chamber/contracts';
import {
  expectAnswer,
  expectErrorsInclude,
  expectInvalid,
  multipart,
  overLimit,
  pngImage,
  type RefusalCase,
  type TestApp,
  withAdminAndUser,
} from './helpers.ts';

const PUBLIC_URL = 'https://chamber.example.org';
const EMBED = 'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3!2d-85.1!3d31.2!5e0';

let t: TestApp;
let adminToken: string;
let userToken: string;

withAdminAndUser((session) => ({ t, admin: adminToken, user: userToken } = session), {
  env: { PUBLIC_URL },
});

type Fields = Record<string, string | number | boolean | null>;

const validFields = (overrides: Fields = {}): Fields => ({
  eventType: 'workshop',
  title: 'Marketing 101',
  description: 'Learn the basics.',
  addressLine1: '100 Main St',
  city: 'Dothan',
  state: 'AL',
  zipcode: '36301',
  start: '2030-05-01T18:00:00Z',
  end: '',
  isActive: 'true',
  ...overrides,
});

const attachmentsDir = () => path.join(t.config.dataDir, 'attachments');
const storedFiles = () => readdirSync(attachmentsDir()).sort();
const fileExists = (filePath: string) => existsSync(path.join(attachmentsDir(), filePath));

async function createEventRequest(fields: Fields, token = adminToken, withImage = true) {
  const files: Record<string, { data: Buffer }> = withImage
    ? { image: { data: await pngImage() } }
    : {};
  return t.request({
    method: 'POST',
    url: '/api/Event/CreateEvent',
    token,
    ...multipart(fields, files),
  });
}

async function createEvent(overrides: Fields = {}): Promise<number> {
  const response = await createEventRequest(validFields(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id;
}

async function updateEventRequest(fields: Fields, token = userToken, image?: Buffer) {
  return t.request({
    method: 'PUT',
    url: '/api/Event/UpdateEvent',
    token,
    ...multipart(fields, image ? { image: { data: image } } : {}),
  });
}

async function getEvent(id: number, token?: string) {
  return t.request({ method: 'GET', url: `/api/Event/GetEventById?eventId=${id}`, token });
}

async function listEvents(token?: string): Promise<ChamberEvent[]> {
  const response = await t.request({ method: 'GET', url: '/api/Event/GetAllEvents', token });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('POST /api/Event/CreateEvent', () => {
  it('creates an event with its image and answers message and id', async () => {
    const response = await createEventRequest(
      validFields({
        title: 'Spring Mixer',
        end: '2030-05-01T20:00:00Z',
        schedule: '6pm doors',
        primaryButtonText: 'Register',
        primaryButtonActionType: 'LINK_NEW_TAB',
        primaryButtonLink: 'https://tickets.example.com',
      }),
    );
    expect(response.statusCode).toBe(200);
    const { message, id } = response.json();
    expect(message).toBe('Event created successfully.');
    const event: ChamberEvent = (await getEvent(id, adminToken)).json();
    expect(event).toMatchObject({
      id,
      eventType: 'workshop',
      title: 'Spring Mixer',
      description: 'Learn the basics.',
      schedule: '6pm doors',
      addressTitle: null,
      addressLine1: '100 Main St',
      city: 'Dothan',
      start: '2030-05-01T18:00:00.000Z',
      end: '2030-05-01T20:00:00.000Z',
      mapUrl: null,
      isActive: true,
      primaryButtonText: 'Register',
      primaryButtonActionType: 'LINK_NEW_TAB',
      primaryButtonLink: 'https://tickets.example.com',
      secondaryButtonText: null,
    });
    expect(event.imageUrl).toMatch(/^[a-f0-9]{24}\.png$/);
    expect(fileExists(event.imageUrl!)).toBe(true);
    const served = await t.request({ method: 'GET', url: `/api/Attachments/${event.imageUrl}` });
    expect(served.statusCode).toBe(200);
  });

  it('keeps who organises the event, and limits its length', async () => {
    const id = await createEvent({ organizer: '  Bayport Rotary Club ' });
    expect((await getEvent(id)).json().organizer).toBe('Bayport Rotary Club');
    expect((await getEvent(await createEvent())).json().organizer).toBeNull();
    const tooLong = await createEventRequest(validFields({ organizer: 'x'.repeat(251) }));
    expectInvalid(tooLong, 'organizer', 'Organizer must be at most 250 characters');
  });

  it('reads a date-picker text without offset as local time', async () => {
    const id = await createEvent({ start: '2030-06-01T09:30', end: '2030-06-01 11:00' });
    const event: ChamberEvent = (await getEvent(id)).json();
    expect(event.start).toBe(new Date(2030, 5, 1, 9, 30).toISOString());
    expect(event.end).toBe(new Date(2030, 5, 1, 11, 0).toISOString());
  });

  it('puts new events at the end of the sort order', async () => {
    const first = await createEvent({ title: 'Earlier' });
    const second = await createEvent({ title: 'Later' });
    const staffList = await listEvents(userToken);
    const ids = staffList.map((e) => e.id);
    expect(ids.slice(-2)).toEqual([first, second]);
    const orders = staffList.map((e) => e.sortOrder);
    expect(orders[orders.length - 1]).toBeGreaterThan(orders[orders.length - 2]);
  });

  it('requires an image', async () => {
    const before = storedFiles();
    const response = await createEventRequest(validFields(), adminToken, false);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: EVENT_IMAGE_REQUIRED_MESSAGE,
      errors: { image: EVENT_IMAGE_REQUIRED_MESSAGE },
    });
    expect(EVENT_IMAGE_REQUIRED_MESSAGE).toBe('Please upload an image for the event');
    expect(storedFiles()).toEqual(before);
  });

  it('gives the spec messages for missing fields and stores no image', async () => {
    const before = storedFiles();
    const response = await createEventRequest({});
    // Every field's message: packages/contracts/test/events.test.ts.
    expectErrorsInclude(response, {
      title: 'Event Title is required',
      start: 'Event Start Date is required',
    });
    expect(storedFiles()).toEqual(before);
  });

  it.each<RefusalCase>([
    ['an unknown event type', { eventType: 'party' }, 'eventType', 'Event Type is required'],
    overLimit('title', 'Event Title', 250),
    overLimit('description', 'Description', 2000),
    overLimit('schedule', 'Schedule', 2000),
    overLimit('addressLine1', 'Street Address', 250),
    ['a start that is not a date', { start: 'tomorrow' }, 'start', INVALID_DATE_MESSAGE],
    ['an impossible date', { start: '2030-02-30T10:00:00Z' }, 'start', INVALID_DATE_MESSAGE],
    ['an end that is not a date', { end: 'soon' }, 'end', INVALID_DATE_MESSAGE],
    [
      'an end before the start',
      { start: '2030-05-01T18:00:00Z', end: '2030-05-01T17:59:00Z' },
      'end',
      EVENT_END_BEFORE_START_MESSAGE,
    ],
    [
      'a button text without action type',
      { primaryButtonText: 'Go', primaryButtonLink: '/join' },
      'primaryButtonActionType',
      'Primary Action Type is required',
    ],
    [
      'a button text without link',
      { secondaryButtonText: 'Go', secondaryButtonActionType: 'PAGE' },
      'secondaryButtonLink',
      'Secondary Action Link is required',
    ],
    [
      'a page button linking elsewhere',
      { primaryButtonText: 'Go', primaryButtonActionType: 'PAGE', primaryButtonLink: '//evil' },
      'primaryButtonLink',
      'Please enter a page path that begins with /',
    ],
  ])('refuses %s', async (_, overrides, field, message) => {
    const response = await createEventRequest(validFields(overrides));
    expectInvalid(response, field, message);
  });

  it('accepts an end equal to the start', async () => {
    const id = await createEvent({ start: '2030-07-01T10:00:00Z', end: '2030-07-01T10:00:00Z' });
    expect((await getEvent(id)).json().end).toBe('2030-07-01T10:00:00.000Z');
  });

  it('keeps only the Google Maps embed address of a map link or iframe', async () => {
    const fromUrl = await createEvent({ mapUrl: EMBED });
    expect((await getEvent(fromUrl)).json().mapUrl).toBe(EMBED);

    const iframe = `<iframe src="${EMBED}&amp;hl=en" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy"></iframe>`;
    const fromIframe = await createEvent({ mapUrl: iframe });
    expect((await getEvent(fromIframe)).json().mapUrl).toBe(`${EMBED}&hl=en`);
  });

  it.each([
    ['a script', '<script>alert(1)</script>'],
    ['an iframe followed by a script', `<iframe src="${EMBED}"></iframe><script>x()</script>`],
    ['another host', 'https://maps.example.com/maps/embed?pb=1'],
    ['an iframe of another host', '<iframe src="https://evil.example/maps/embed?pb=1"></iframe>'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['plain http', 'http://www.google.com/maps/embed?pb=1'],
  ])('refuses a map that is %s', async (_, mapUrl) => {
    const response = await createEventRequest(validFields({ mapUrl }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: MAP_URL_MESSAGE,
      errors: { mapUrl: MAP_URL_MESSAGE },
    });
  });

  // Editors add events too since roles (docs/decisions/120-roles-and-one-permission-table.md);
  // roles.test.ts holds the authors' rules.
  it('is for staff whose role writes events', async () => {
    const asEditor = await createEventRequest(validFields(), userToken);
    expect(asEditor.statusCode).toBe(200);
    const anonymous = await t.request({
      method: 'POST',
      url: '/api/Event/CreateEvent',
      ...multipart(validFields(), { image: { data: await pngImage() } }),
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await createEventRequest(validFields(), 'not-a-token')).statusCode).toBe(401);
  });
});

describe('GET /api/Event/GetAllEvents and GetEventById: visitors vs staff', () => {
  let active: { late: number; early: number; middle: number };
  let inactive: number;

  beforeAll(async () => {
    // Created out of date order, so sort order and start order differ.
    active = {
      late: await createEvent({ title: 'Vis late', start: '2031-03-01T10:00:00Z' }),
      early: await createEvent({ title: 'Vis early', start: '2031-01-01T10:00:00Z' }),
      middle: await createEvent({ title: 'Vis middle', start: '2031-02-01T10:00:00Z' }),
    };
    inactive = await createEvent({
      title: 'Vis hidden',
      start: '2031-01-15T10:00:00Z',
      isActive: 'false',
    });
  });

  const ours = (events: ChamberEvent[]) =>
    events.filter((e) => e.title.startsWith('Vis ')).map((e) => e.id);

  it('shows visitors active events only, by start date', async () => {
    const events = await listEvents();
    expect(events.every((e) => e.isActive)).toBe(true);
    expect(ours(events)).toEqual([active.early, active.middle, active.late]);
    const starts = events.map((e) => e.start);
    expect(starts).toEqual([...starts].sort());
  });

  it('refuses a token that no longer works, so staff never mistake the visitors’ list for theirs', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/Event/GetAllEvents',
      token: 'not-a-token',
    });
    expectAnswer(response, 401, 'Your session has expired. Please sign in again.');
  });

  it('shows signed-in users every event in the staff sort order', async () => {
    const events = await listEvents(userToken);
    expect(ours(events)).toEqual([active.late, active.early, active.middle, inactive]);
    expect(events.find((e) => e.id === inactive)?.isActive).toBe(false);
  });

  it('hides an inactive event from visitors but not from staff', async () => {
    const anonymous = await getEvent(inactive);
    expectAnswer(anonymous, 404, 'The event was not found.');
    expect((await getEvent(inactive, 'not-a-token')).statusCode).toBe(401);
    const staff = await getEvent(inactive, userToken);
    expect(staff.statusCode).toBe(200);
    expect(staff.json()).toMatchObject({ id: inactive, title: 'Vis hidden', isActive: false });
  });

  it('shows an active event to visitors', async () => {
    const response = await getEvent(active.early);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: active.early, title: 'Vis early' });
  });

  it('answers 404 for an unknown id and 400 for a missing one', async () => {
    expect((await getEvent(999999, userToken)).statusCode).toBe(404);
    const missing = await t.request({ method: 'GET', url: '/api/Event/GetEventById' });
    expectInvalid(missing, 'eventId', 'A valid id is required');
  });
});

describe('PUT /api/Event/UpdateEvent', () => {
  it('saves the fields for a signed-in user and keeps the image when none is sent', async () => {
    const id = await createEvent({ title: 'Before' });
    const { imageUrl } = (await getEvent(id)).json();
    const response = await updateEventRequest(
      validFields({ id, title: 'After', eventType: 'webinar', isActive: 'false', mapUrl: EMBED }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Event updated successfully.' });
    expect((await getEvent(id, userToken)).json()).toMatchObject({
      title: 'After',
      eventType: 'webinar',
      isActive: false,
      mapUrl: EMBED,
      imageUrl,
    });
    expect(fileExists(imageUrl)).toBe(true);
  });

  it('accepts a JSON body too', async () => {
    const id = await createEvent();
    const response = await t.request({
      method: 'PUT',
      url: '/api/Event/UpdateEvent',
      token: userToken,
      payload: { ...validFields({ id, title: 'By JSON' }), isActive: true },
    });
    expect(response.statusCode).toBe(200);
    expect((await getEvent(id)).json().title).toBe('By JSON');
  });

  it('replaces the image (the old file stays in the media library)', async () => {
    const id = await createEvent();
    const oldPath: string = (await getEvent(id)).json().imageUrl;
    const response = await updateEventRequest(
      validFields({ id }),
      userToken,
      await pngImage(80, 60, '#a33'),
    );
    expect(response.statusCode).toBe(200);
    const newPath: string = (await getEvent(id)).json().imageUrl;
    expect(newPath).not.toBe(oldPath);
    expect(fileExists(newPath)).toBe(true);
    // Kept: the media library holds every upload until its row leaves the trash (decision 141).
    expect(fileExists(oldPath)).toBe(true);
  });

  it('refuses an end before the start', async () => {
    const id = await createEvent();
    const response = await updateEventRequest(
      validFields({ id, start: '2030-05-02T10:00:00Z', end: '2030-05-01T10:00:00Z' }),
    );
    expectInvalid(response, 'end', EVENT_END_BEFORE_START_MESSAGE);
  });

  it('needs a valid id, and answers 404 for an unknown one without keeping the upload', async () => {
    const noId = await updateEventRequest(validFields());
    expectInvalid(noId, 'id', 'A valid id is required');

    const before = storedFiles();
    const unknown = await updateEventRequest(
      validFields({ id: 999999 }),
      userToken,
      await pngImage(),
    );
    expect(unknown.statusCode).toBe(404);
    expect(storedFiles()).toEqual(before);
  });

  it('needs a signed-in user', async () => {
    const id = await createEvent();
    expect((await updateEventRequest(validFields({ id }), '')).statusCode).toBe(401);
    expect((await updateEventRequest(validFields({ id }), 'not-a-token')).statusCode).toBe(401);
  });
});

describe('DELETE /api/Event/DeleteEvent', () => {
  const remove = (id: number | string, token?: string) =>
    t.request({ method: 'DELETE', url: `/api/Event/DeleteEvent?eventId=${id}`, token });

  it('deletes the event, keeping its image file for the trash', async () => {
    const id = await createEvent();
    const { imageUrl } = (await getEvent(id)).json();
    const response = await remove(id, adminToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Event deleted successfully.' });
    expect((await getEvent(id, adminToken)).statusCode).toBe(404);
    // Kept for the trash until it is deleted for good (trash.test.ts).
    expect(fileExists(imageUrl)).toBe(true);
  });

  it('needs a signed-in user; an editor deletes too (roles.test.ts: what authors may not)', async () => {
    const id = await createEvent();
    expect((await remove(id)).statusCode).toBe(401);
    expect((await remove(id, 'not-a-token')).statusCode).toBe(401);
    expect((await getEvent(id)).statusCode).toBe(200);
    expect((await remove(id, userToken)).statusCode).toBe(200);
    expect((await getEvent(id)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown id', async () => {
    expect((await remove(999999, adminToken)).statusCode).toBe(404);
  });
});

describe('PUT /api/Event/SortEvents', () => {
  const sort = (payload: unknown, token: string | undefined = userToken) =>
    t.request({ method: 'PUT', url: '/api/Event/SortEvents', token, payload: payload as object });

  it('renumbers the events in the order sent', async () => {
    const ids = (await listEvents(userToken)).map((e) => e.id);
    const reversed = [...ids].reverse();
    const response = await sort(reversed.map((id) => ({ id })));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Events sorted successfully.' });
    const after = await listEvents(userToken);
    expect(after.map((e) => e.id)).toEqual(reversed);
    expect(after.map((e) => e.sortOrder)).toEqual(reversed.map((_, index) => index));
  });

  it('refuses unknown ids and changes nothing', async () => {
    const before = await listEvents(userToken);
    const [first, second] = before.map((e) => e.id);
    const response = await sort([{ id: second }, { id: 999999 }, { id: first }]);
    expectAnswer(response, 400, 'Item 999999 cannot be sorted here.');
    expect(await listEvents(userToken)).toEqual(before);
  });

  it('refuses a body that is not an ordered list', async () => {
    const response = await sort({ id: 1 });
    expectAnswer(response, 400, 'An ordered list of items is required');
  });

  it('needs a signed-in user', async () => {
    expect((await sort([], '')).statusCode).toBe(401);
    expect((await sort([], 'not-a-token')).statusCode).toBe(401);
  });
});

/** Unfolds and splits an iCalendar text, checking the line rules of RFC 5545 on the way. */
function parseIcs(text: string) {
  expect(text.endsWith('\r\n')).toBe(true);
  const body = text.slice(0, -2);
  for (const line of body.split('\r\n')) {
    expect(line).not.toMatch(/[\r\n]/);
    expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  }
  return body
    .replace(/\r\n /g, '')
    .split('\r\n')
    .map((line) => {
      const colon = line.indexOf(':');
      return { name: line.slice(0, colon), value: line.slice(colon + 1) };
    });
}

const unescapeText = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_, c: string) => (c.toLowerCase() === 'n' ? '\n' : c));

describe('GET /api/Event/GetEventIcs', () => {
  const ics = (id: number | string) =>
    t.request({ method: 'GET', url: `/api/Event/GetEventIcs?eventId=${id}` });

  it('gives a calendar file with one escaped, folded event', async () => {
    const title = 'Café Night; Music, Food \\ Fun';
    const description = `Bring friends, family; and a smile.\nDoors at 6.\n${Array(12).fill('Très long texte').join(' ')}`;
    const id = await createEvent({
      title,
      description,
      schedule: '6pm: doors',
      addressTitle: 'Civic Center',
      addressLine1: '100 Main St',
      addressLine2: 'Suite 5',
      start: '2030-09-10T23:00:00Z',
      end: '2030-09-11T01:30:00Z',
    });
    const response = await ics(id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="cafe-night-music-food-fun.ics"',
    );

    const lines = parseIcs(response.body);
    expect(response.body.split('\r\n').some((line) => line.startsWith(' '))).toBe(true);
    expect(lines.map((l) => l.name)).toEqual([
      'BEGIN',
      'VERSION',
      'PRODID',
      'CALSCALE',
      'BEGIN',
      'UID',
      'DTSTAMP',
      'LAST-MODIFIED',
      'SEQUENCE',
      'DTSTART',
      'DTEND',
      'SUMMARY',
      'DESCRIPTION',
      'LOCATION',
      'URL',
      'END',
      'END',
    ]);
    const value = (name: string) => lines.find((l) => l.name === name)!.value;
    expect(lines[0].value).toBe('VCALENDAR');
    expect(lines[4].value).toBe('VEVENT');
    expect(value('VERSION')).toBe('2.0');
    expect(value('PRODID')).not.toBe('');
    expect(value('UID')).toBe(`event-${id}@chamber.example.org`);
    expect(value('DTSTAMP')).toMatch(/^\d{8}T\d{6}Z$/);
    expect(value('LAST-MODIFIED')).toBe(value('DTSTAMP'));
    expect(value('SEQUENCE')).toBe('0');
    expect(value('DTSTART')).toBe('20300910T230000Z');
    expect(value('DTEND')).toBe('20300911T013000Z');
    expect(value('SUMMARY')).toBe('Café Night\\; Music\\, Food \\\\ Fun');
    expect(unescapeText(value('SUMMARY'))).toBe(title);
    expect(unescapeText(value('DESCRIPTION'))).toBe(`${description}\n\n6pm: doors`);
    expect(unescapeText(value('LOCATION'))).toBe(
      'Civic Center, 100 Main St, Suite 5, Dothan, AL 36301',
    );
    expect(value('URL')).toBe(`${PUBLIC_URL}/events/${id}`);
  });

  it('ends an event without end date one hour after its start', async () => {
    const id = await createEvent({ title: '!!!', start: '2030-12-31T23:30:00Z', end: '' });
    const response = await ics(id);
    const lines = parseIcs(response.body);
    expect(lines.find((l) => l.name === 'DTEND')?.value).toBe('20310101T003000Z');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="event-${id}.ics"`);
  });

  it('is offered for active events only', async () => {
    const id = await createEvent({ isActive: 'false' });
    expect((await ics(id)).statusCode).toBe(404);
    expect((await ics(999999)).statusCode).toBe(404);
    expect((await ics('abc')).statusCode).toBe(400);
  });
});
