import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_ID_MESSAGE,
  SETTINGS_LIMITS,
  settingsSchema,
  LINK_MESSAGE,
  PIXEL_ID_MESSAGE,
} from '../src/index.ts';
import { messageFor } from './helpers.ts';

const validSettings = { companyName: 'Chamber of Commerce', emailAddress: 'info@chamber.example' };
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
    const result = settingsSchema.safeParse({ companyName: '', emailAddress: '' });
    expect(messageFor(result, 'companyName')).toBe('Company Name is required');
    expect(messageFor(result, 'emailAddress')).toBe('Email is required');
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

  it('pins the limits', () => {
    expect(SETTINGS_LIMITS).toEqual({
      companyName: 250,
      emailAddress: 150,
      phoneNumber: 20,
      streetAddress: 150,
      city: 100,
      state: 20,
      zipCode: 10,
      hours: 150,
      link: 500,
      seo: 1500,
    });
    const cases: [string, number, string][] = [
      ['companyName', 250, 'Company Name'],
      ['streetAddress1', 150, 'Street Address 1'],
      ['streetAddress2', 150, 'Street Address 2'],
      ['primaryWeekDayHours', 150, 'Primary Weekday Hours'],
      ['secondaryWeekEndHours', 150, 'Secondary Weekend Hours'],
      ['city', 100, 'City'],
      ['state', 20, 'State'],
      ['seo', 1500, 'SEO'],
    ];
    for (const [field, max, label] of cases) {
      expect(at(field, 'x'.repeat(max)).success).toBe(true);
      expect(messageFor(at(field, 'x'.repeat(max + 1)), field)).toBe(
        `${label} must be at most ${max} characters`,
      );
    }
    expect(messageFor(at('emailAddress', `${'a'.repeat(140)}@example.com`), 'emailAddress')).toBe(
      'Email must be at most 150 characters',
    );
    const longLink = `https://example.com/${'a'.repeat(481)}`;
    expect(messageFor(at('youtubeLink', longLink), 'youtubeLink')).toBe(
      'YouTube Link must be at most 500 characters',
    );
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
});
