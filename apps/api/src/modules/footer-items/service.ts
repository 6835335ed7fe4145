/** Footer quick links; the public footer reads them through Home/GetCMSInfo. */
import type { FooterItem, footerItemSchema, updateFooterItemSchema } from '@chamber/contracts';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { FooterItemsTable } from '../../db/types.ts';
import { createResource } from '../../lib/resource.ts';

function toFooterItem(row: Selectable<FooterItemsTable>): FooterItem {
  return {
    id: row.id,
    label: row.label,
    to: row.linkTo,
    isActive: row.isActive,
    sortOrder: row.sortOrder,
  };
}

const columnsOf = (input: z.output<typeof footerItemSchema>) => ({
  label: input.label,
  linkTo: input.to,
  isActive: input.isActive,
});

export function createFooterItemsService(db: Db) {
  const footerItems = createResource(db, {
    table: 'footerItems',
    noun: 'The footer item',
    toAnswer: toFooterItem,
    order: ['sortOrder', 'id'],
    // The public footer shows the active items, in the same order.
    public: { column: 'isActive' },
    sortable: true,
  });

  return {
    list: footerItems.list,
    get: footerItems.get,

    /** Appends the item at the end of the footer. */
    create: (input: z.output<typeof footerItemSchema>) => footerItems.create(columnsOf(input)),

    async update(input: z.output<typeof updateFooterItemSchema>) {
      await footerItems.update(input.id, columnsOf(input));
    },

    async remove(id: number) {
      await footerItems.remove(id);
    },

    sort: footerItems.sort,
  };
}
