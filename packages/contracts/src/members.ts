/**
 * The member directory (docs/decisions/143-member-directory.md): the chamber's member businesses,
 * the categories they are listed under, the spreadsheet import and the public directory.
 */
import { z } from 'zod';
import { slugOf } from './blog-categories.ts';
import { listOf } from './blogs.ts';
import {
  bool,
  id,
  idOf,
  isWebAddress,
  optionalText,
  requiredText,
  standardCalls,
  version,
  withScheme,
} from './common.ts';
import { isDateText } from './event-repeats.ts';
import { defineEndpoints, resourceEndpoints } from './endpoints/define.ts';
import { draftField, publishingAnswerFields } from './publishing.ts';
import { memberCategoryRoutes, memberRoutes } from './routes/members.ts';
import { MEMBERSHIP_LEVELS } from './member-paths.ts';

export * from './member-paths.ts';

export const MEMBER_LIMITS = {
  name: 200,
  slug: 120,
  shortDescription: 200,
  description: 20_000,
  address: 200,
  phone: 40,
  email: 250,
  link: 500,
  openingHours: 1000,
  categories: 10,
  categoryName: 100,
} as const;

const MEMBER_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MEMBER_SLUG_MESSAGE =
  'The web address may use only lowercase letters, digits and hyphens (like main-street-bakery)';
export const MEMBER_SLUG_TAKEN_MESSAGE = 'Another member already has this web address';
const MEMBER_CATEGORY_MESSAGE = 'Choose at least one category';
export const MEMBER_CATEGORY_UNKNOWN_MESSAGE = 'Choose categories from the list';
const MEMBER_LEVEL_MESSAGE = 'Choose a membership level: Basic, Silver, Gold or Premier';
const MEMBER_SINCE_MESSAGE = 'Please enter a date like 2019-04-01';
const MEMBER_EMAIL_MESSAGE = 'Please enter an e-mail address like info@example.com';
const MEMBER_PHONE_MESSAGE = 'Please enter a phone number of digits, spaces and + ( ) -';
const MEMBER_LINK_MESSAGE = 'Please enter a web address that begins with https://';

const PHONE = /^\+?[0-9 ()\-.]{5,}$/;
const EMAIL = z.email();

/** An optional text that must pass `check` when given. */
const checkedText = (label: string, max: number, check: (v: string) => boolean, message: string) =>
  optionalText(label, max).refine((v) => v === null || check(v), message);

/** An optional web address ("example.com" taken as https://example.com). */
const webAddress = (label: string) =>
  z
    .preprocess(withScheme, optionalText(label, MEMBER_LIMITS.link))
    .refine((v) => v === null || isWebAddress(v), MEMBER_LINK_MESSAGE);

/** The fields of a member, as the form, the API and the spreadsheet import check them. */
export const memberFields = {
  name: requiredText('Name', MEMBER_LIMITS.name),
  /** Blank: made from the name. */
  slug: optionalText('Web address', MEMBER_LIMITS.slug).refine(
    (v) => v === null || MEMBER_SLUG_PATTERN.test(v),
    MEMBER_SLUG_MESSAGE,
  ),
  categoryIds: listOf(idOf(MEMBER_CATEGORY_UNKNOWN_MESSAGE), MEMBER_LIMITS.categories, 'categories')
    .refine((v) => v !== undefined && v.length > 0, MEMBER_CATEGORY_MESSAGE)
    .transform((v) => [...new Set(v ?? [])]),
  shortDescription: optionalText('Short description', MEMBER_LIMITS.shortDescription),
  /** Rich text; the server keeps only the safe part of its HTML. */
  description: optionalText('Description', MEMBER_LIMITS.description),
  street: optionalText('Street', MEMBER_LIMITS.address),
  city: optionalText('City', MEMBER_LIMITS.address),
  region: optionalText('Region', MEMBER_LIMITS.address),
  postalCode: optionalText('Postal code', 20),
  phone: checkedText('Phone', MEMBER_LIMITS.phone, (v) => PHONE.test(v), MEMBER_PHONE_MESSAGE),
  email: checkedText(
    'E-mail',
    MEMBER_LIMITS.email,
    (v) => EMAIL.safeParse(v).success,
    MEMBER_EMAIL_MESSAGE,
  ),
  website: webAddress('Website'),
  facebookUrl: webAddress('Facebook'),
  instagramUrl: webAddress('Instagram'),
  linkedinUrl: webAddress('LinkedIn'),
  xUrl: webAddress('X'),
  youtubeUrl: webAddress('YouTube'),
  /** Free text, one line each ("Mon–Fri 9am–5pm"). */
  openingHours: optionalText('Opening hours', MEMBER_LIMITS.openingHours),
  membershipLevel: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() || undefined : v),
    z.enum(MEMBERSHIP_LEVELS, { error: MEMBER_LEVEL_MESSAGE }).default('basic'),
  ),
  isFeatured: bool(false),
  memberSince: checkedText('Member since', 10, isDateText, MEMBER_SINCE_MESSAGE),
};

/** Member form and `POST /Member/CreateMember` (multipart, with the `image` file: its logo). */
export const memberSchema = z.object({ ...memberFields, isActive: bool(true), ...draftField });
export type MemberRequest = z.input<typeof memberSchema>;

/** `PUT /Member/UpdateMember`. */
export const updateMemberSchema = memberSchema.extend({ id, version });

const categoryRef = z.object({ id: z.number(), name: z.string(), slug: z.string() });
export type MemberCategoryRef = z.infer<typeof categoryRef>;

/** A member as the API answers it. */
export const member = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  categoryIds: z.array(z.number()),
  categories: z.array(categoryRef),
  /** The logo's attachment path. */
  imageUrl: z.string().nullable(),
  shortDescription: z.string(),
  description: z.string(),
  street: z.string(),
  city: z.string(),
  region: z.string(),
  postalCode: z.string(),
  phone: z.string(),
  email: z.string(),
  website: z.string(),
  facebookUrl: z.string(),
  instagramUrl: z.string(),
  linkedinUrl: z.string(),
  xUrl: z.string(),
  youtubeUrl: z.string(),
  openingHours: z.string(),
  membershipLevel: z.enum(MEMBERSHIP_LEVELS),
  isFeatured: z.boolean(),
  memberSince: z.string().nullable(),
  isActive: z.boolean(),
  version: z.number(),
  ...publishingAnswerFields,
});
export type Member = z.infer<typeof member>;

export const memberCalls = standardCalls('Member');

/** Members per page of the public directory. */
export const MEMBERS_PER_PAGE = 24;
const optionalQueryText = (max: number) =>
  z
    .string()
    .optional()
    .transform((v) => (v ? v.trim().slice(0, max) : undefined) || undefined);

/** `GET /Member/GetPublicMembers`: the directory's filters and page. */
export const memberListQuery = z.object({
  category: optionalQueryText(120).transform((v) => (v ? slugOf(v) : undefined)),
  q: optionalQueryText(100),
  /** A–Z bar: names starting with this letter ("#": with a digit or sign). */
  letter: optionalQueryText(1).transform((v) => v?.toUpperCase()),
  page: z.preprocess(
    (v) => (v === '' ? undefined : v),
    idOf('The page must be a whole number of 1 or more').optional(),
  ),
});
export type MemberListQuery = z.output<typeof memberListQuery>;

/** A member as the directory's cards show it. */
const memberCard = member.pick({
  id: true,
  name: true,
  slug: true,
  categories: true,
  imageUrl: true,
  shortDescription: true,
  isFeatured: true,
  city: true,
});
export type MemberCard = z.infer<typeof memberCard>;

const memberList = z.object({
  items: z.array(memberCard),
  page: z.number(),
  pageCount: z.number(),
  total: z.number(),
  /** Every category with published members, by name (the filter links). */
  categories: z.array(categoryRef),
  category: categoryRef.nullable(),
  q: z.string().nullable(),
  letter: z.string().nullable(),
});
export type MemberList = z.infer<typeof memberList>;

/** The spreadsheet import's columns, in the sample's order; `name` is the one required. */
export const MEMBER_CSV_COLUMNS = [
  'name',
  'slug',
  'categories',
  'short_description',
  'description',
  'street',
  'city',
  'region',
  'postal_code',
  'phone',
  'email',
  'website',
  'facebook',
  'instagram',
  'linkedin',
  'x',
  'youtube',
  'opening_hours',
  'membership_level',
  'featured',
  'member_since',
  'published',
] as const;
/** The largest spreadsheet accepted. */
export const MEMBER_CSV_MAX_BYTES = 5 * 1024 * 1024;
export const MEMBER_CSV_TOO_LARGE_MESSAGE = 'The file is too large. The maximum size is 5 MB.';

const importRow = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number(),
  name: z.string(),
  action: z.enum(['create', 'update']),
  errors: z.array(z.string()),
});
export type MemberImportRow = z.infer<typeof importRow>;
const memberImportAnswer = z.object({
  rows: z.array(importRow),
  /** How many were (or, on a dry run, would be) created and updated; 0 when any row has errors. */
  created: z.number(),
  updated: z.number(),
  dryRun: z.boolean(),
});
export type MemberImportAnswer = z.infer<typeof memberImportAnswer>;

const importForm = z.object({
  dryRun: bool(false),
  /** Rows whose name or web address matches an existing member change it; else they are errors. */
  update: bool(false),
});

export const memberEndpoints = defineEndpoints('Members', memberRoutes, {
  ...resourceEndpoints(
    memberCalls,
    {
      noun: 'member',
      access: 'members',
      answer: member,
      idQuery: z.object({ memberId: id }),
      create: memberSchema,
      update: updateMemberSchema,
      files: ['image'],
    },
    { list: { summary: 'All members by name (staff)' } },
  ),
  'Member.ImportCsv': {
    summary:
      'Import members from a CSV spreadsheet (multipart `file`, ≤ 5 MB; `dryRun=true` previews; `update=true` lets rows change existing members). Each row answers its errors; nothing is imported while any row has one. A file that cannot be read, or a wrong header row: 400',
    access: 'members',
    body: { form: importForm, files: ['file'] },
    answer: memberImportAnswer,
  },
  'Member.GetPublicMembers': {
    summary: `Published members, featured first then A–Z, ${MEMBERS_PER_PAGE} a page; ?category=slug, ?q=, ?letter=, ?page=`,
    access: 'public',
    publicCache: true,
    query: memberListQuery,
    answer: memberList,
  },
  'Member.GetPublicMember': {
    summary: 'One published member by its web address (slug)',
    access: 'public',
    publicCache: true,
    query: z.object({ slug: z.string().max(MEMBER_LIMITS.slug) }),
    answer: member,
  },
});

/** Category form and `POST /MemberCategory/CreateMemberCategory`. */
export const memberCategorySchema = z.object({
  name: requiredText('Category name', MEMBER_LIMITS.categoryName).refine(
    (name) => name === '' || slugOf(name) !== '',
    'Please use letters or digits in the name',
  ),
});
const updateMemberCategorySchema = memberCategorySchema.extend({ id, version });

/** A category as the API answers it, with how many members (drafts included) are in it. */
const memberCategory = categoryRef.extend({
  memberCount: z.number(),
  version: z.number(),
});
export type MemberCategory = z.infer<typeof memberCategory>;

export const memberCategoryCalls = {
  ...standardCalls('MemberCategory'),
  list: 'MemberCategory.GetAllMemberCategories',
} as const;

export const memberCategoryEndpoints = defineEndpoints(
  'Member categories',
  memberCategoryRoutes,
  resourceEndpoints(
    memberCategoryCalls,
    {
      noun: 'member category',
      access: 'members',
      answer: memberCategory,
      idQuery: z.object({ memberCategoryId: id }),
      create: memberCategorySchema,
      update: updateMemberCategorySchema,
    },
    {
      list: { summary: 'All member categories by name, with how many members each has' },
      update: { summary: 'Rename a member category (its slug follows)' },
      remove: { summary: 'Delete a member category; refused (409) while members are in it' },
    },
  ),
);
