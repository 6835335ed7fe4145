/**
 * The media library (docs/decisions/141-media-library.md): every image and PDF the site stores,
 * once, with its alt text, caption and focal point. Items keep storing the file's path; an upload
 * to any of them also adds the image here, and any save that takes an image file also takes a
 * library image instead (`mediaId`).
 */
import { z } from 'zod';
import { bool, id, maxLengthMessage, version } from './common.ts';
import { defineEndpoints } from './endpoints/define.ts';
import { mediaRoutes } from './routes/media.ts';

const MEDIA_KINDS = ['image', 'document'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const MEDIA_LIMITS = { alt: 250, caption: 500, q: 200 } as const;
const MEDIA_PAGE_SIZE_MAX = 200;

export const MEDIA_MESSAGES = {
  /** A file named .pdf (or sent as one) whose bytes are not a PDF. */
  notPdf: 'The file is named like a PDF but is not one. Please choose the PDF document again.',
  /** Starts like a PDF but has no end marker: cut off while copying or uploading. */
  damagedPdf:
    'The PDF could not be read: the file is damaged or incomplete. Please try another copy of it.',
  /** A `mediaId` sent with a save instead of an image file. */
  notLibraryImage:
    'The chosen library image was not found (it may be in the trash) or is not an image. Please choose another one.',
  /** Replace: a photo cannot take the place of a PDF, nor the other way round. */
  sameKind: 'Please replace an image with an image and a PDF with a PDF.',
  focal: 'The focal point must be between 0 and 1',
  fileRequired: 'Please choose a file to upload',
} as const;

/** One file of the library as the API answers it. */
const mediaItem = z.object({
  id: z.number(),
  kind: z.enum(MEDIA_KINDS),
  /** The name it was uploaded under (shown to staff only). */
  fileName: z.string(),
  /** Where the site serves it: /api/Attachments/… */
  url: z.string(),
  /** The stored path as the items that use it hold it. */
  path: z.string(),
  mimeType: z.string(),
  size: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  alt: z.string(),
  decorative: z.boolean(),
  caption: z.string(),
  focalX: z.number(),
  focalY: z.number(),
  /** An image with no alt text that is not marked decorative. */
  missingAlt: z.boolean(),
  /** The image's WebP variants by width (null for a PDF). */
  srcset: z.string().nullable(),
  createdOn: z.string(),
  updatedOn: z.string(),
  version: z.number(),
});
export type MediaItem = z.infer<typeof mediaItem>;

/** Where a file is used: the item type (as the trash and revisions name types), id and name. */
const mediaUse = z.object({ type: z.string(), id: z.number(), name: z.string() });
export type MediaUse = z.infer<typeof mediaUse>;

const text = (label: string, max: number) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z.string().trim().max(max, maxLengthMessage(label, max)),
  );
const focal = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z
    .number({ error: MEDIA_MESSAGES.focal })
    .min(0, MEDIA_MESSAGES.focal)
    .max(1, MEDIA_MESSAGES.focal),
);
const whole = (fallback: number, max: number, label: string) =>
  z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? fallback : Number(v)),
    z
      .number({ error: `${label} must be a whole number` })
      .int(`${label} must be a whole number`)
      .min(1, `${label} must be 1 or more`)
      .max(max, `${label} must be at most ${max}`),
  );

export const mediaListQuery = z.object({
  q: z.preprocess(
    (v) => v ?? '',
    z.string().trim().max(MEDIA_LIMITS.q, maxLengthMessage('Search', MEDIA_LIMITS.q)),
  ),
  kind: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(MEDIA_KINDS, { error: 'Please choose image or document' }).optional(),
  ),
  missingAlt: bool(false),
  page: whole(1, 1_000_000, 'Page'),
  pageSize: whole(50, MEDIA_PAGE_SIZE_MAX, 'Page size'),
});

const mediaUploadSchema = z.object({
  alt: text('Alt text', MEDIA_LIMITS.alt),
  caption: text('Caption', MEDIA_LIMITS.caption),
  decorative: bool(false),
});

/** What an update leaves out stays as stored. */
export const mediaUpdateSchema = z.object({
  id,
  alt: text('Alt text', MEDIA_LIMITS.alt).optional(),
  caption: text('Caption', MEDIA_LIMITS.caption).optional(),
  decorative: z.boolean({ error: 'Decorative must be true or false' }).optional(),
  focalX: focal.optional(),
  focalY: focal.optional(),
  version,
});

export const mediaEndpoints = defineEndpoints('Media', mediaRoutes, {
  'Media.GetAll': {
    summary:
      'The media library, newest first; `q` matches the file name, alt text and caption; `missingAlt=true`: images without alt text',
    access: 'media',
    query: mediaListQuery,
    answer: z.object({ items: z.array(mediaItem), total: z.number() }),
  },
  'Media.Get': {
    summary: 'One file of the library, with where it is used (drafts included)',
    access: 'media',
    query: z.object({ id }),
    answer: mediaItem.extend({ uses: z.array(mediaUse) }),
  },
  'Media.Upload': {
    summary:
      'Adds an image (prepared as every upload is) or a PDF of up to 30 MB to the library (multipart, with the `file` file); answers 201',
    access: 'media',
    body: { form: mediaUploadSchema, files: ['file'] },
    answer: mediaItem,
  },
  'Media.Update': {
    summary: 'Changes the alt text, caption, decorative flag and focal point of a file',
    access: 'media',
    body: mediaUpdateSchema,
    answer: mediaItem,
  },
  'Media.Replace': {
    summary:
      'Replaces a file with a new one of the same kind; every item using it shows the new file at once (multipart, with `id` and the `file` file)',
    access: 'media',
    body: { form: z.object({ id, version }), files: ['file'] },
    answer: mediaItem,
  },
  'Media.Delete': {
    summary:
      'Moves a file to the trash (refused, 409, while items use it); its files go when the trash entry is deleted for good',
    access: 'media',
    query: z.object({ id }),
    answer: z.object({ message: z.string() }),
  },
});
