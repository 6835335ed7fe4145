/**
 * The text limits of every form: each field takes its most characters, refuses one more with
 * "<label> must be at most <max> characters", and matches the constant the web form takes its
 * maxLength from. Each form's other rules stay in its own file.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  BANNER_ITEM_LIMITS,
  BANNER_LIMITS,
  BLOG_LIMITS,
  CONTACT_LIMITS,
  CONTENT_SECTION_LIMITS,
  EVENT_LIMITS,
  FOOTER_ITEM_LIMITS,
  MENU_ITEM_LIMITS,
  PAGE_LIMITS,
  SETTINGS_LIMITS,
  bannerItemSchema,
  bannerSchema,
  blogSchema,
  contactMessageSchema,
  contentSectionSchema,
  eventSchema,
  footerItemSchema,
  menuItemSchema,
  newUserSchema,
  pageSchema,
  settingsSchema,
} from '../src/index.ts';
import {
  validBannerItem,
  validBlog,
  validEvent,
  validMessage,
  validPage,
  validSection,
  validSettings,
  validUser,
} from './fixtures.ts';
import { messageFor } from './helpers.ts';

/** Each form's schema and an input it accepts. */
const FORMS: Record<string, [z.ZodType, object]> = {
  banner: [bannerSchema, {}],
  'banner item': [bannerItemSchema, validBannerItem],
  blog: [blogSchema, validBlog],
  contact: [contactMessageSchema, validMessage],
  'content section': [contentSectionSchema, validSection],
  event: [eventSchema, validEvent],
  'footer item': [footerItemSchema, { label: 'A', to: '/x' }],
  'menu item': [menuItemSchema, { name: 'A' }],
  'new user': [newUserSchema, validUser],
  page: [pageSchema, validPage],
  settings: [settingsSchema, validSettings],
};

/** The constants the web forms take their maxLength from, by form. */
const LIMIT_CONSTANTS: Record<string, Record<string, number> | undefined> = {
  banner: BANNER_LIMITS,
  'banner item': BANNER_ITEM_LIMITS,
  blog: BLOG_LIMITS,
  contact: CONTACT_LIMITS,
  'content section': CONTENT_SECTION_LIMITS,
  event: EVENT_LIMITS,
  'footer item': FOOTER_ITEM_LIMITS,
  'menu item': MENU_ITEM_LIMITS,
  page: PAGE_LIMITS,
  settings: SETTINGS_LIMITS,
};

/** Values of a length that the field's other rules accept (default: x's). */
const email = (length: number) => `${'e'.repeat(length - 12)}@example.com`;
const webAddress = (length: number) => `https://example.com/${'a'.repeat(length - 20)}`;
const path = (length: number) => `/${'p'.repeat(length - 1)}`;

const LIMITS: [form: string, field: string, max: number, label: string, value?: typeof path][] = [
  ['banner', 'name', 150, 'Banner Name'],
  ['banner item', 'name', 1000, 'Name'],
  ['banner item', 'title', 1000, 'Title'],
  ['blog', 'name', 250, 'Blog Name'],
  ['blog', 'url', 250, 'URL', path],
  ['blog', 'keywords', 1500, 'Keywords'],
  ['blog', 'excerpt', 500, 'Excerpt'],
  ['blog', 'bannerImageAlt', 250, 'Image description'],
  ['contact', 'firstName', 100, 'First Name'],
  ['contact', 'lastName', 100, 'Last Name'],
  ['contact', 'email', 100, 'Email', email],
  ['contact', 'message', 5000, 'Message'],
  ['content section', 'name', 150, 'Content Section Name'],
  ['content section', 'title', 1000, 'Title'],
  ['event', 'title', 250, 'Event Title'],
  ['event', 'organizer', 250, 'Organizer'],
  ['event', 'description', 2000, 'Description'],
  ['event', 'schedule', 2000, 'Schedule'],
  ['event', 'addressTitle', 250, 'Address Title'],
  ['event', 'addressLine1', 250, 'Street Address'],
  ['event', 'addressLine2', 250, 'Address Line 2'],
  ['event', 'city', 250, 'City'],
  ['event', 'state', 250, 'State'],
  ['event', 'zipcode', 250, 'Zipcode'],
  ['footer item', 'label', 250, 'Footer label'],
  ['footer item', 'to', 500, 'Link', path],
  ['menu item', 'name', 100, 'Menu Item Name'],
  ['menu item', 'customLink', 250, 'Custom Link', webAddress],
  ['new user', 'username', 100, 'Username'],
  ['page', 'name', 250, 'Page Name'],
  ['page', 'title', 250, 'Page Title'],
  ['page', 'url', 250, 'URL', path],
  ['page', 'keywords', 1500, 'Keywords'],
  ['settings', 'companyName', 250, 'Company Name'],
  ['settings', 'emailAddress', 150, 'Email', email],
  ['settings', 'streetAddress1', 150, 'Street Address 1'],
  ['settings', 'streetAddress2', 150, 'Street Address 2'],
  ['settings', 'primaryWeekDayHours', 150, 'Primary Weekday Hours'],
  ['settings', 'secondaryWeekEndHours', 150, 'Secondary Weekend Hours'],
  ['settings', 'city', 100, 'City'],
  ['settings', 'state', 20, 'State'],
  ['settings', 'seo', 1500, 'SEO'],
  ['settings', 'youtubeLink', 500, 'YouTube Link', webAddress],
];

describe('text limits', () => {
  it.each(LIMITS)(
    '%s %s: %i characters',
    (form, field, max, label, value = (length) => 'x'.repeat(length)) => {
      const [schema, valid] = FORMS[form];
      const at = (length: number) => schema.safeParse({ ...valid, [field]: value(length) });
      expect(at(max).success).toBe(true);
      expect(messageFor(at(max + 1), field)).toBe(`${label} must be at most ${max} characters`);
      // The web form's maxLength comes from the same constant, where the field has its own.
      expect(LIMIT_CONSTANTS[form]?.[field] ?? max).toBe(max);
    },
  );
});
