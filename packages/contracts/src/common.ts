/**
 * Building blocks shared by every contract. Each schema accepts both JSON bodies and multipart
 * text fields (where every value is a string, "" means null and booleans arrive as "true"/"false"),
 * so one schema serves the web form, the JSON API and the multipart API.
 */
import { z } from 'zod';

// Plain constants live in a module without zod, so screens that need only them stay light.
export {
  ATTACHMENTS_PATH,
  attachmentPath,
  IMAGE_VARIANT_WIDTHS,
  imageSrcSet,
  imageVariantPath,
} from './images.ts';
export type { ImageFacts } from './images.ts';

/** "<label> is required": the generic rule when a field has no message of its own. */
export const requiredMessage = (label: string) => `${label} is required`;
export const maxLengthMessage = (label: string, max: number) =>
  `${label} must be at most ${max} characters`;

export const PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/;
export const PHONE_MASK = '(000) 000-0000';
export const PHONE_MESSAGE = 'Please enter a phone number like (999) 999-9999';
export const ZIP_PATTERN = /^\d{5}$/;
export const ZIP_MASK = '00000';
export const ZIP_MESSAGE = 'Please enter a 5-digit zip code';
export const HEX_COLOR_PATTERN = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;
export const HEX_COLOR_MESSAGE = 'Please enter a colour like #000000';

/**
 * Links the site renders as `href`: an in-site path ("/about") or a full http(s) address. Anything
 * else (javascript:, data:, "//other-host", "/\other-host") could run script or leave the site.
 */
export const LINK_MESSAGE = 'Please enter a link that begins with / or https://';
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;
export const isSitePath = (value: string) => SITE_PATH.test(value);
export function isWebAddress(value: string) {
  if (!/^https?:\/\/[^\s]+$/i.test(value)) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}
export const isSafeLink = (value: string) => isSitePath(value) || isWebAddress(value);

/** "example.com", "www.example.com/join": a web address typed without its scheme. */
const BARE_DOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/i;

/**
 * What staff type as a link, as the site needs it: "example.com" is meant as https://example.com
 * (taken as is, it would be a path on this site and lead to a "not found").
 */
export const withScheme = (value: unknown) =>
  typeof value === 'string' && BARE_DOMAIN.test(value.trim()) ? `https://${value.trim()}` : value;

/** A trimmed, required text: missing, null and blank all give `message`. */
export function requiredText(label: string, max: number, message = requiredMessage(label)) {
  return z.string({ error: message }).trim().min(1, message).max(max, maxLengthMessage(label, max));
}

/** An optional text: undefined, null and "" (after trimming) all become null. */
export function optionalText(label: string, max?: number) {
  const base = max === undefined ? z.string() : z.string().max(max, maxLengthMessage(label, max));
  return z.preprocess(emptyToNull, base.nullable().optional()).transform((v) => v ?? null);
}

/**
 * Optional text a later update may leave out: absent stays absent (the update keeps what was
 * stored), "" or null clears it.
 */
export function keptText(label: string, max: number) {
  return z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string().trim().max(max, maxLengthMessage(label, max)).nullable().optional(),
  );
}

/** Optional text that, when present, must match `pattern`. */
export function optionalPatternText(label: string, max: number, pattern: RegExp, message: string) {
  return z
    .preprocess(
      emptyToNull,
      z
        .string()
        .max(max, maxLengthMessage(label, max))
        .regex(pattern, message)
        .nullable()
        .optional(),
    )
    .transform((v) => v ?? null);
}

/** An optional link that, when present, must be safe to render (see `isSafeLink`). */
export function optionalLink(label: string, max: number) {
  return z
    .preprocess(withScheme, optionalText(label, max))
    .refine((v) => v === null || isSafeLink(v), LINK_MESSAGE);
}

/** An optional choice (enum, select): "", null and absent all become null. */
export function optionalChoice<T extends z.ZodType>(schema: T) {
  return z.preprocess(emptyToNull, schema.nullable().optional()).transform((v) => v ?? null);
}

/** A required e-mail address with its own messages. */
export function requiredEmail(label: string, max: number, required: string, invalid: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, maxLengthMessage(label, max))
    .email(invalid);
}

/** true/false, also from the multipart texts "true"/"false"; absent gives `fallback`. */
export function bool(fallback: boolean) {
  return z
    .preprocess(
      (v) => (v === 'true' ? true : v === 'false' ? false : v === '' || v === null ? undefined : v),
      z.boolean().optional(),
    )
    .transform((v) => v ?? fallback);
}

/** The largest value of PostgreSQL's `integer`, the type of every id column. */
export const MAX_ID = 2_147_483_647;

/**
 * A database id: a whole number from 1 to MAX_ID, also as text of digits ("12"). Anything larger
 * could never match a row, and PostgreSQL would refuse to compare it with an id column.
 */
export function idOf(message: string) {
  return z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    z.number({ error: message }).int(message).positive(message).max(MAX_ID, message),
  );
}

export const id = idOf('A valid id is required');

/** An editable item's `version` counts its saves (docs/decisions/113-edit-conflicts.md). */
export const VERSION_MESSAGE = 'The version must be a whole number of 1 or more';

/**
 * An Update's `version`: the one the editor opened, also as text of digits (multipart). A save of
 * an older version is refused (409); absent ("" or null too), the save wins whatever was saved in
 * between.
 */
export const version = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  idOf(VERSION_MESSAGE).optional(),
);

/** An optional id: "", null, 0 and absent all mean "none". */
export const optionalId = z
  .preprocess(
    (v) => (v === '' || v === null || v === 0 || v === '0' ? undefined : v),
    id.optional(),
  )
  .transform((v) => v ?? null);

/** `?isActive=true|false`; empty or absent means all. */
export const isActiveQuery = z.object({
  isActive: z
    .enum(['true', 'false', ''])
    .optional()
    .transform((v) => (v === 'true' ? true : v === 'false' ? false : undefined)),
});

/** Body of every Sort… call: the ordered list; the server renumbers sortOrder from 0. */
const sortItem = z.looseObject({ id });
export const sortPayload = z.array(sortItem, { error: 'An ordered list of items is required' });

/**
 * The spec's names of a resource's standard calls, which follow one pattern (Event.GetAllEvents,
 * Event.GetEventById, Event.CreateEvent, Event.UpdateEvent, Event.DeleteEvent): which endpoint
 * serves each; the API registers its handlers by them too.
 */
export const standardCalls = <const R extends string>(resource: R) =>
  ({
    list: `${resource}.GetAll${resource}s`,
    get: `${resource}.Get${resource}ById`,
    create: `${resource}.Create${resource}`,
    update: `${resource}.Update${resource}`,
    remove: `${resource}.Delete${resource}`,
  }) as const;

/** The spec's name of a resource's sort call: Event.SortEvents. */
export const sortCall = <const R extends string>(resource: R) =>
  `${resource}.Sort${resource}s` as const;

/** Answers shared by all modules: saves answer a message, creates also the new id. */
export type MessageResponse = { message: string };
export type CreatedResponse = { message: string; id: number };
export type ErrorResponse = { message: string; errors?: Record<string, string> };

/** Missing and blank values become null; other texts are trimmed. */
function emptyToNull(value: unknown) {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  return typeof value === 'string' ? value.trim() : value;
}

/**
 * Uploaded images: the size limit and the messages of a refused upload. 30 MB takes a photo
 * straight from a phone (a 48-megapixel JPEG or HEIC is 10–25 MB); the server shrinks it.
 */
export const MAX_UPLOAD_BYTES = 30 * 1024 * 1024;
export const UPLOAD_TOO_LARGE_MESSAGE = 'The file is too large. The maximum size is 30 MB.';
/** Creating a content section (most kinds) or a banner item needs an image. */
export const IMAGE_REQUIRED_MESSAGE = 'Error! Please upload an image';
export const UPLOAD_NOT_IMAGE_MESSAGE =
  'The file is not a supported image. Please upload a JPEG, PNG, WebP, GIF, AVIF or HEIC image.';
/** A file that starts as an image but cannot be read to the end (cut off or damaged). */
export const UPLOAD_DAMAGED_MESSAGE =
  'The image could not be read: the file is damaged or incomplete. Please try another copy of it.';
/** More pixels than any photo we show needs (and the shape of a decompression bomb). */
export const UPLOAD_TOO_MANY_PIXELS_MESSAGE =
  'The image has too many pixels. The most we accept is 50 megapixels (for example 8000 × 6000).';
