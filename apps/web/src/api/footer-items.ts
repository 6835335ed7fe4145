/** Footer items (/FooterItem/*); the public footer reads them through the site info. */
import type { footerItemSchema } from '@chamber/contracts';
import type { z } from 'zod';
import { call } from './client.ts';
import { homeKeys } from './home.ts';
import { resource, sendBody, type Edited } from './resource.ts';

export type FooterItemValues = z.output<typeof footerItemSchema>;

/** Every change also reloads the site info, whose footer lists the active items. */
const footerItems = resource('footerItems', { alsoInvalidate: [homeKeys.all] });

export const useFooterItems = footerItems.list(() => call('FooterItem.GetAllFooterItems'));

/** Loads one item afresh (the View action). */
export const useFetchFooterItem = footerItems.fetchOne((footerItemId) =>
  call('FooterItem.GetFooterItemById', { query: { footerItemId } }),
);

export const useCreateFooterItem = footerItems.mutation((values: FooterItemValues) =>
  call('FooterItem.CreateFooterItem', { body: values }),
);

export const useUpdateFooterItem = footerItems.mutation((values: FooterItemValues & Edited) =>
  call('FooterItem.UpdateFooterItem', { body: values }),
);

export const useDeleteFooterItem = footerItems.mutation((footerItemId: number) =>
  call('FooterItem.DeleteFooterItem', { query: { footerItemId } }),
);

export const useSortFooterItems = footerItems.mutation(sendBody('FooterItem.SortFooterItems'));
