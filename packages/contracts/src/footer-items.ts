/** Footer quick links: a label and where it leads (`to`). */
import { z } from 'zod';
import { bool, id, isSafeLink, LINK_MESSAGE, requiredText, sortPayload } from './common.ts';
import { createdAnswer, defineEndpoints, messageAnswer } from './endpoints/define.ts';
import { footerItemRoutes } from './routes/footer-items.ts';

export const FOOTER_ITEM_LIMITS = { label: 250, to: 500 } as const;

/** Footer item modal and `POST /FooterItem/CreateFooterItem`. */
export const footerItemSchema = z.object({
  label: requiredText('Footer label', FOOTER_ITEM_LIMITS.label),
  to: requiredText('Link', FOOTER_ITEM_LIMITS.to).refine(
    (v) => v === '' || isSafeLink(v),
    LINK_MESSAGE,
  ),
  isActive: bool(true),
});

/** `PUT /FooterItem/UpdateFooterItem`. */
export const updateFooterItemSchema = footerItemSchema.extend({ id });

/** A footer item as the API returns it. */
export const footerItem = z.object({
  id: z.number(),
  label: z.string(),
  to: z.string(),
  isActive: z.boolean(),
  sortOrder: z.number(),
});
export type FooterItem = z.infer<typeof footerItem>;

const footerItemIdQuery = z.object({ footerItemId: id });

/** Signed-in users only, administrators or not. */
export const footerItemEndpoints = defineEndpoints('Footer items', footerItemRoutes, {
  'FooterItem.GetAllFooterItems': {
    summary: 'All footer items in sort order',
    access: 'user',
    answer: z.array(footerItem),
  },
  'FooterItem.GetFooterItemById': {
    summary: 'One footer item',
    access: 'user',
    query: footerItemIdQuery,
    answer: footerItem,
  },
  'FooterItem.CreateFooterItem': {
    summary: 'Add a footer item at the end of the footer',
    access: 'user',
    body: footerItemSchema,
    answer: createdAnswer,
  },
  'FooterItem.UpdateFooterItem': {
    summary: 'Change a footer item',
    access: 'user',
    body: updateFooterItemSchema,
    answer: messageAnswer,
  },
  'FooterItem.DeleteFooterItem': {
    summary: 'Delete a footer item',
    access: 'user',
    query: footerItemIdQuery,
    answer: messageAnswer,
  },
  'FooterItem.SortFooterItems': {
    summary: 'Reorder footer items: the ordered list renumbers sortOrder from 0',
    access: 'user',
    body: sortPayload,
    answer: messageAnswer,
  },
});
