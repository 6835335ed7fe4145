/**
 * Preview links (docs/editing.md, decision 119): a page, blog or event as visitors will see it,
 * drafts included, at an address that works without signing in (to show a board member), until
 * it expires or is revoked.
 */
import { z } from 'zod';
import { id } from './common.ts';
import { defineEndpoints, messageAnswer } from './endpoints/define.ts';
import { ADDRESSED_TYPES } from './publishing.ts';
import { previewRoutes } from './routes/preview.ts';

/** Where preview links point: /preview/<token>. Not an address a page can take. */
export const PREVIEW_PATH = '/preview';
export const previewPath = (token: string) => `${PREVIEW_PATH}/${token}`;

/** How long a link works unless the one who makes it says otherwise. */
export const PREVIEW_DAYS = 7;
const PREVIEW_MAX_DAYS = 30;

const item = {
  type: z.enum(ADDRESSED_TYPES, { error: 'Please choose a page, blog or event' }),
  id,
};

const previewLink = z.object({
  id: z.number(),
  createdByName: z.string(),
  createdOn: z.string(),
  /** When it stops working (ISO, UTC). */
  expiresAt: z.string(),
});
export type PreviewLink = z.infer<typeof previewLink>;

export const previewEndpoints = defineEndpoints('Preview', previewRoutes, {
  'Preview.CreatePreviewLink': {
    summary: `A link that shows the item with its draft to anyone who has it, for ${PREVIEW_DAYS} days unless \`expiresInDays\` says otherwise`,
    access: 'publish',
    body: z.object({
      ...item,
      expiresInDays: z.coerce
        .number({ error: 'Please give a number of days' })
        .int('Please give a whole number of days')
        .min(1, 'A preview link works for at least 1 day')
        .max(PREVIEW_MAX_DAYS, `A preview link works for at most ${PREVIEW_MAX_DAYS} days`)
        .default(PREVIEW_DAYS),
    }),
    // The address is shown once: only a hash of its secret is kept.
    answer: z.object({ id: z.number(), url: z.string(), expiresAt: z.string() }),
  },
  'Preview.GetPreviewLinks': {
    summary: 'The preview links of an item that still work, newest first',
    access: 'publish',
    query: z.object(item),
    answer: z.array(previewLink),
  },
  'Preview.RevokePreviewLink': {
    summary: 'Stops a preview link working at once',
    access: 'publish',
    query: z.object({ id }),
    answer: messageAnswer,
  },
});
