import { describe, expect, it } from 'vitest';
import {
  EVENT_END_BEFORE_START_MESSAGE,
  EVENT_IMAGE_REQUIRED_MESSAGE,
  eventSchema,
  INVALID_DATE_MESSAGE,
  MAP_URL_MESSAGE,
  normalizeMapUrl,
  toIsoDateTime,
  updateEventSchema,
} from '../src/index.ts';
import { expectMessages, messageFor } from './helpers.ts';
import { validEvent } from './fixtures.ts';

const EMBED =
  'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3!2d-85.1!3d31.2!5e0!3m2!1sen!2sus';
const IFRAME = `<iframe src="${EMBED.replace('!5e0', '!5e0&amp;x=1')}" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade"></iframe>`;

describe('event', () => {
  it('accepts a valid event, active by default', () => {
    expect(eventSchema.parse(validEvent)).toMatchObject({
      ...validEvent,
      start: '2030-05-01T18:00:00.000Z',
      end: null,
      mapUrl: null,
      description: null,
      isActive: true,
    });
  });

  it('gives the spec messages', () => {
    expectMessages(eventSchema.safeParse({}), {
      eventType: 'Event Type is required',
      title: 'Event Title is required',
      addressLine1: 'Street Address is required',
      city: 'City is required',
      state: 'State is required',
      zipcode: 'Zipcode is required',
      start: 'Event Start Date is required',
    });
    expect(messageFor(eventSchema.safeParse({ ...validEvent, start: '' }), 'start')).toBe(
      'Event Start Date is required',
    );
    expect(
      messageFor(eventSchema.safeParse({ ...validEvent, eventType: 'party' }), 'eventType'),
    ).toBe('Event Type is required');
    expect(EVENT_IMAGE_REQUIRED_MESSAGE).toBe('Please upload an image for the event');
  });

  it('refuses a map address over 2000 characters', () => {
    // x's are no map address: only the refusal for length can be checked (limits.test.ts).
    const longMap = eventSchema.safeParse({ ...validEvent, mapUrl: 'x'.repeat(2001) });
    expect(messageFor(longMap, 'mapUrl')).toBe('Map must be at most 2000 characters');
  });

  it('refuses an end before the start, accepts the same moment', () => {
    const before = eventSchema.safeParse({ ...validEvent, end: '2030-05-01T17:59:00Z' });
    expect(messageFor(before, 'end')).toBe(EVENT_END_BEFORE_START_MESSAGE);
    expect(EVENT_END_BEFORE_START_MESSAGE).toBe('Event End Date cannot be before the Start Date');
    expect(eventSchema.safeParse({ ...validEvent, end: validEvent.start }).success).toBe(true);
    expect(eventSchema.parse({ ...validEvent, end: '2030-05-01T20:00:00+02:00' }).end).toBe(
      '2030-05-01T18:00:00.000Z',
    );
  });

  it('shows the date rule together with other messages', () => {
    const result = eventSchema.safeParse({ ...validEvent, title: '', end: '2030-04-01T00:00:00Z' });
    expect(messageFor(result, 'title')).toBe('Event Title is required');
    expect(messageFor(result, 'end')).toBe(EVENT_END_BEFORE_START_MESSAGE);
  });

  it('refuses texts that are not a date and time', () => {
    for (const start of [
      'tomorrow',
      '1',
      '2030-02-30T10:00:00Z',
      '2030-05-01T25:00',
      '2030-05-01',
    ]) {
      expect(messageFor(eventSchema.safeParse({ ...validEvent, start }), 'start')).toBe(
        INVALID_DATE_MESSAGE,
      );
    }
    expect(messageFor(eventSchema.safeParse({ ...validEvent, end: 'soon' }), 'end')).toBe(
      INVALID_DATE_MESSAGE,
    );
  });

  it('reads date-picker texts as local time', () => {
    expect(toIsoDateTime('2030-05-01 18:30:00')).toBe(new Date(2030, 4, 1, 18, 30).toISOString());
    expect(toIsoDateTime('2030-05-01T18:30')).toBe(new Date(2030, 4, 1, 18, 30).toISOString());
  });

  it('keeps only the embed address of a map', () => {
    expect(eventSchema.parse({ ...validEvent, mapUrl: IFRAME }).mapUrl).toBe(
      normalizeMapUrl(IFRAME),
    );
    expect(
      messageFor(
        eventSchema.safeParse({ ...validEvent, mapUrl: 'https://evil.example/' }),
        'mapUrl',
      ),
    ).toBe(MAP_URL_MESSAGE);
    expect(MAP_URL_MESSAGE).toBe('Please paste a Google Maps embed link or iframe');
  });

  it('applies the button rules', () => {
    const result = eventSchema.safeParse({ ...validEvent, primaryButtonText: 'Register' });
    expect(messageFor(result, 'primaryButtonActionType')).toBe('Primary Action Type is required');
  });

  it('says what the buttons and the dates need at once, while other fields are still wrong', () => {
    const result = eventSchema.safeParse({
      ...validEvent,
      title: '',
      city: '',
      end: '2020-01-01T00:00:00Z',
      primaryButtonText: 'Register',
    });
    expectMessages(result, {
      title: 'Event Title is required',
      city: 'City is required',
      primaryButtonActionType: 'Primary Action Type is required',
      primaryButtonLink: 'Primary Action Link is required',
      end: EVENT_END_BEFORE_START_MESSAGE,
    });
  });

  it('leaves the date rule until the start date itself is valid', () => {
    const result = eventSchema.safeParse({
      ...validEvent,
      start: 'soon',
      end: '2020-01-01T00:00:00Z',
    });
    expect(messageFor(result, 'start')).toBeDefined();
    expect(messageFor(result, 'end')).toBeUndefined();
  });

  it('reads multipart texts and needs the id to update', () => {
    expect(
      updateEventSchema.parse({
        ...validEvent,
        id: '8',
        end: '',
        mapUrl: '',
        addressTitle: '',
        isActive: 'false',
      }),
    ).toMatchObject({ id: 8, end: null, mapUrl: null, addressTitle: null, isActive: false });
    expect(updateEventSchema.safeParse(validEvent).success).toBe(false);
  });
});

describe('normalizeMapUrl', () => {
  it('accepts an embed address as is', () => {
    expect(normalizeMapUrl(EMBED)).toBe(EMBED);
    expect(normalizeMapUrl(`  ${EMBED}  `)).toBe(EMBED);
    const api = 'https://www.google.com/maps/embed/v1/place?key=abc&q=Dothan';
    expect(normalizeMapUrl(api)).toBe(api);
  });

  it("takes the src of Google's iframe markup, decoding &amp;", () => {
    expect(normalizeMapUrl(IFRAME)).toBe(EMBED.replace('!5e0', '!5e0&x=1'));
    expect(normalizeMapUrl(`<IFRAME width='600' src='${EMBED}'></IFRAME>`)).toBe(EMBED);
  });

  it.each([
    ['a script', `<script>alert(1)</script>`],
    ['a script after the iframe', `${IFRAME}<script>alert(1)</script>`],
    ['an iframe of another host', '<iframe src="https://evil.example/maps/embed?pb=1"></iframe>'],
    [
      'an iframe without src',
      '<iframe data-src="https://www.google.com/maps/embed?pb=1"></iframe>',
    ],
    ['another host', 'https://evil.example/maps/embed?pb=1'],
    ['a look-alike host', 'https://www.google.com.evil.example/maps/embed?pb=1'],
    ['google.com without www', 'https://google.com/maps/embed?pb=1'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['an iframe with a javascript: src', '<iframe src="javascript:alert(1)"></iframe>'],
    ['plain http', 'http://www.google.com/maps/embed?pb=1'],
    ['a non-embed Google Maps page', 'https://www.google.com/maps/place/Dothan'],
    ['a path that only starts like embed', 'https://www.google.com/maps/embedded?pb=1'],
    ['credentials in the address', 'https://user:pw@www.google.com/maps/embed?pb=1'],
    ['another port', 'https://www.google.com:8443/maps/embed?pb=1'],
    ['free text', 'the park by the river'],
  ])('refuses %s', (_, input) => expect(normalizeMapUrl(input)).toBeNull());
});
