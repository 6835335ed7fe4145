/** Settings: the company's facts, the "Assets Links and Resources" screen (the Asset calls). */
import { z } from 'zod';
import {
  optionalLink,
  optionalPatternText,
  optionalText,
  PHONE_MESSAGE,
  PHONE_PATTERN,
  requiredEmail,
  requiredText,
  version,
  ZIP_MESSAGE,
  ZIP_PATTERN,
} from './common.ts';
import { draftField, publishingAnswerFields } from './publishing.ts';
import { defineEndpoints, messageAnswer } from './endpoints/define.ts';
import { settingsRoutes } from './routes/settings.ts';
import { isTimeZone, TIME_ZONE_MESSAGE } from './time-zones.ts';

export const SETTINGS_LIMITS = {
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
} as const;

/**
 * The analytics id and the pixel id end up inside a script on every public page, so they are
 * held to the shape of an id rather than free text.
 */
export const ANALYTICS_ID_MESSAGE = 'Please enter an id like G-XXXXXXXXXX';
export const PIXEL_ID_MESSAGE = 'Please enter the numeric Facebook Pixel ID';

/**
 * Settings that put a third-party script on every public page and open the page's
 * Content-Security-Policy to its hosts: only administrators may change them.
 */
export const ADMIN_ONLY_SETTINGS = ['googleAnalyticsId', 'facebookPixelCode'] as const;
export type AdminOnlySetting = (typeof ADMIN_ONLY_SETTINGS)[number];
export const ADMIN_ONLY_SETTINGS_MESSAGE =
  'Only administrators can change the Google Analytics Id and the Facebook Pixel Code.';

const L = SETTINGS_LIMITS;
const hours = (label: string) => optionalText(label, L.hours);
const link = (label: string) => optionalLink(label, L.link);

/**
 * The zone event times are entered and shown in: an IANA name ("America/Chicago"). Left out (a
 * client from before the setting), the stored one stays.
 */
const timeZone = z
  .string({ error: TIME_ZONE_MESSAGE })
  .trim()
  .refine(isTimeZone, TIME_ZONE_MESSAGE)
  .optional();

/** The settings screen's form (multipart; `companyLogo` and `companyIcon` files optional). */
export const settingsSchema = z.object({
  companyName: requiredText('Company Name', L.companyName),
  emailAddress: requiredEmail(
    'Email',
    L.emailAddress,
    'Email is required',
    'Please enter valid email',
  ),
  phoneNumber: optionalPatternText('Phone Number', L.phoneNumber, PHONE_PATTERN, PHONE_MESSAGE),
  streetAddress1: optionalText('Street Address 1', L.streetAddress),
  streetAddress2: optionalText('Street Address 2', L.streetAddress),
  city: optionalText('City', L.city),
  state: optionalText('State', L.state),
  zipCode: optionalPatternText('Zip Code', L.zipCode, ZIP_PATTERN, ZIP_MESSAGE),
  primaryWeekDayHours: hours('Primary Weekday Hours'),
  primaryWeekEndHours: hours('Primary Weekend Hours'),
  secondaryWeekDayHours: hours('Secondary Weekday Hours'),
  secondaryWeekEndHours: hours('Secondary Weekend Hours'),
  facebookLink: link('Facebook Link'),
  instagramLink: link('Instagram Link'),
  twitterLink: link('Twitter Link'),
  linkedInLink: link('LinkedIn Link'),
  youtubeLink: link('YouTube Link'),
  tiktokLink: link('TikTok Link'),
  googleMapLink: link('Google Map Link'),
  appStoreLink: link('App Store Link'),
  googlePlayStoreLink: link('Google Play Store Link'),
  googleAnalyticsId: optionalPatternText(
    'Google Analytics Id',
    L.link,
    /^[A-Z]{1,3}-[A-Z0-9-]{4,}$/i,
    ANALYTICS_ID_MESSAGE,
  ),
  facebookPixelCode: optionalPatternText('Facebook Pixel Code', L.link, /^\d+$/, PIXEL_ID_MESSAGE),
  seo: optionalText('SEO', L.seo),
  timeZone,
});
export type SettingsRequest = z.input<typeof settingsSchema>;

/**
 * What `UpdateAsset` reads: an admin-only setting left out stays undefined, so the server can keep
 * the stored value when someone other than an administrator saves.
 */
export const updateSettingsSchema = settingsSchema.extend({
  googleAnalyticsId: settingsSchema.shape.googleAnalyticsId.optional(),
  facebookPixelCode: settingsSchema.shape.facebookPixelCode.optional(),
  ...draftField,
  version,
});

const storedText = z.string().nullable();

/** `GET /Asset/GetAsset`: the stored settings, with the logo and icon paths. */
export const settingsAnswer = z.object({
  companyName: z.string(),
  companyLogoPath: storedText,
  companyIconPath: storedText,
  /** Required once staff save the settings; "" until then. */
  emailAddress: z.string(),
  phoneNumber: storedText,
  streetAddress1: storedText,
  streetAddress2: storedText,
  city: storedText,
  state: storedText,
  zipCode: storedText,
  primaryWeekDayHours: storedText,
  primaryWeekEndHours: storedText,
  secondaryWeekDayHours: storedText,
  secondaryWeekEndHours: storedText,
  facebookLink: storedText,
  instagramLink: storedText,
  twitterLink: storedText,
  linkedInLink: storedText,
  youtubeLink: storedText,
  tiktokLink: storedText,
  googleMapLink: storedText,
  appStoreLink: storedText,
  googlePlayStoreLink: storedText,
  googleAnalyticsId: storedText,
  seo: storedText,
  facebookPixelCode: storedText,
  /** The IANA zone of event times ("America/New_York"). */
  timeZone: z.string(),
  /** Counts the saves: UpdateAsset with an older one answers 409 (docs/editing.md). */
  version: z.number(),
  ...publishingAnswerFields,
});
export type Settings = z.infer<typeof settingsAnswer>;

export const settingsEndpoints = defineEndpoints('Settings', settingsRoutes, {
  'Asset.GetAsset': {
    summary: 'The company settings',
    access: 'settings',
    answer: settingsAnswer,
  },
  'Asset.UpdateAsset': {
    summary:
      'Save the company settings (multipart; `companyLogo` and `companyIcon` optional). Only ' +
      'administrators may change `googleAnalyticsId` and `facebookPixelCode`: others leave them ' +
      'out or send them unchanged (another value answers 403). `timeZone` (an IANA name such as ' +
      '"America/Chicago") left out stays as stored',
    access: 'settings',
    body: { form: updateSettingsSchema, files: ['companyLogo', 'companyIcon'] },
    answer: messageAnswer,
  },
});
