/** Footer items (/FooterItem/*); the public footer reads them through the site info. */
import { call } from './client.ts';
import { homeKeys } from './home.ts';
import { resource, sendBody } from './resource.ts';

/** Every change also reloads the site info, whose footer lists the active items. */
const footerItems = resource('footerItems', { alsoInvalidate: [homeKeys.all] });
export const footerItemKeys = footerItems.keys;

export const useFooterItems = footerItems.list(() => call('FooterItem.GetAllFooterItems'));

/** Loads one item afresh (the View action). */
export const useFetchFooterItem = footerItems.fetchOne((footerItemId) =>
  call('FooterItem.GetFooterItemById', { query: { footerItemId } }),
);

export const useCreateFooterItem = footerItems.mutation(sendBody('FooterItem.CreateFooterItem'));

export const useUpdateFooterItem = footerItems.mutation(sendBody('FooterItem.UpdateFooterItem'));

export const useDeleteFooterItem = footerItems.mutation((footerItemId: number) =>
  call('FooterItem.DeleteFooterItem', { query: { footerItemId } }),
);

export const useSortFooterItems = footerItems.mutation(sendBody('FooterItem.SortFooterItems'));
