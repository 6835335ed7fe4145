/** Footer quick links: a label and where it leads (`to`). */
import { z } from 'zod';
import { bool, id, isSafeLink, LINK_MESSAGE, requiredText } from './common.ts';

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
export type FooterItemRequest = z.input<typeof footerItemSchema>;

/** `PUT /FooterItem/UpdateFooterItem`. */
export const updateFooterItemSchema = footerItemSchema.extend({ id });

/** A footer item as the API returns it. */
export type FooterItem = {
  id: number;
  label: string;
  to: string;
  isActive: boolean;
  sortOrder: number;
};
