import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_ID_MESSAGE,
  settingsSchema,
  LINK_MESSAGE,
  PIXEL_ID_MESSAGE,
  TIME_ZONE_MESSAGE,
} from '../src/index.ts';
import { expectMessages, messageFor } from './helpers.ts';
import { validSettings } from './fixtures.ts';

const at = (field: string, value: string) =>
  settingsSchema.safeParse({ ...validSettings, [field]: value });

describe('company settings', () => {
  it('needs only the name and e-mail; the rest becomes null', () => {
    const parsed = settingsSchema.parse(validSettings);
    expect(parsed.companyName).toBe('Chamber of Commerce');
    const { companyName: _n, emailAddress: _e, ...rest } = parsed;
    expect(Object.values(rest).every((v) => v === null)).toBe(true);
    expect(Object.keys(rest)).toContain('tiktokLink');
  });

  it('gives the spec messages', () => {
    expectMessages(settingsSchema.safeParse({ companyName: '', emailAddress: '' }), {
      companyName: 'Company Name is required',
      emailAddress: 'Email is required',
    });
    expect(messageFor(at('emailAddress', 'nope'), 'emailAddress')).toBe('Please enter valid email');
    expect(messageFor(at('phoneNumber', '555-1234'), 'phoneNumber')).toBe(
      'Please enter a phone number like (999) 999-9999',
    );
    expect(messageFor(at('zipCode', '1234'), 'zipCode')).toBe('Please enter a 5-digit zip code');
  });

  it('accepts masked phone and zip', () => {
    expect(at('phoneNumber', '(334) 555-0100').success).toBe(true);
    expect(at('zipCode', '36301').success).toBe(true);
  });

  it('takes web addresses for the links', () => {
    expect(at('facebookLink', 'https://facebook.com/chamber').success).toBe(true);
    expect(messageFor(at('instagramLink', 'javascript:alert(1)'), 'instagramLink')).toBe(
      LINK_MESSAGE,
    );
  });

  it('holds the script ids to their shape', () => {
    expect(at('googleAnalyticsId', 'G-ABC123XYZ').success).toBe(true);
    expect(at('googleAnalyticsId', 'UA-12345-1').success).toBe(true);
    expect(messageFor(at('googleAnalyticsId', "G-1'+alert(1)+'"), 'googleAnalyticsId')).toBe(
      ANALYTICS_ID_MESSAGE,
    );
    expect(at('facebookPixelCode', '123456789012345').success).toBe(true);
    expect(messageFor(at('facebookPixelCode', '<script>x</script>'), 'facebookPixelCode')).toBe(
      PIXEL_ID_MESSAGE,
    );
  });

  it('takes an IANA time zone this runtime knows, and nothing else under its name', () => {
    for (const zone of ['America/Chicago', 'America/Indiana/Indianapolis', 'UTC', 'Etc/GMT+5']) {
      expect(at('timeZone', zone).success, zone).toBe(true);
    }
    for (const zone of ['', 'EST', '+05:00', 'america/chicago', 'Mars/Olympus_Mons', 'Europe']) {
      expect(messageFor(at('timeZone', zone), 'timeZone'), zone).toBe(TIME_ZONE_MESSAGE);
    }
  });
});
