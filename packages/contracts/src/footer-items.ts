/** Footer quick links: a label and where it leads (`to`). */
import { z } from 'zod';
import { draftField, publishingAnswerFields } from './publishing.ts';
import {
  bool,
  id,
  isSafeLink,
  LINK_MESSAGE,
  requiredText,
  sortCall,
  standardCalls,
  version,
  withScheme,
} from './common.ts';
import { defineEndpoints, resourceEndpoints } from './endpoints/define.ts';
import { footerItemRoutes } from './routes/footer-items.ts';

export const FOOTER_ITEM_LIMITS = { label: 250, to: 500 } as const;

/** Footer item modal and `POST /FooterItem/CreateFooterItem`. */
export const footerItemSchema = z.object({
  label: requiredText('Footer label', FOOTER_ITEM_LIMITS.label),
  to: z.preprocess(
    withScheme,
    requiredText('Link', FOOTER_ITEM_LIMITS.to).refine(
      (v) => v === '' || isSafeLink(v),
      LINK_MESSAGE,
    ),
  ),
  isActive: bool(true),
  ...draftField,
});

/** `PUT /FooterItem/UpdateFooterItem`. */
export const updateFooterItemSchema = footerItemSchema.extend({ id, version });

/** A footer item as the API returns it. */
export const footerItem = z.object({
  id: z.number(),
  label: z.string(),
  to: z.string(),
  isActive: z.boolean(),
  sortOrder: z.number(),
  version: z.number(),
  ...publishingAnswerFields,
});
export type FooterItem = z.infer<typeof footerItem>;

export const footerItemCalls = { ...standardCalls('FooterItem'), sort: sortCall('FooterItem') };

/** Signed-in users only, administrators or not. */
export const footerItemEndpoints = defineEndpoints(
  'Footer items',
  footerItemRoutes,
  resourceEndpoints(
    footerItemCalls,
    {
      noun: 'footer item',
      access: 'footer',
      answer: footerItem,
      idQuery: z.object({ footerItemId: id }),
      create: footerItemSchema,
      update: updateFooterItemSchema,
    },
    { list: { summary: 'All footer items in sort order' } },
  ),
);
