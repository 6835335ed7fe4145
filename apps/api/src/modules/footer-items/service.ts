/** Footer quick links; the public footer reads them through Home/GetCMSInfo. */
import { footerItem, updateFooterItemSchema, type footerItemSchema } from '@chamber/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { fieldMap } from '../../lib/field-map.ts';
import { createResource, type Columns } from '../../lib/resource.ts';

const fields = fieldMap(footerItem, { to: 'linkTo' });
const columnsOf = (input: z.output<typeof footerItemSchema>) =>
  fields.toColumns(input) as Columns<'footerItems'>;

export function createFooterItemsService(db: Db) {
  const footerItems = createResource(db, {
    table: 'footerItems',
    noun: 'The footer item',
    toAnswer: fields.toAnswer,
    order: ['sortOrder', 'id'],
    // The public footer shows the active items, in the same order.
    public: { column: 'isActive' },
    sortable: true,
    trash: {},
    drafts: { rules: updateFooterItemSchema },
  });

  return {
    list: footerItems.list,
    get: footerItems.get,

    /** Appends the item at the end of the footer. */
    create: (input: z.output<typeof footerItemSchema>) =>
      footerItems.create(columnsOf(input), { draft: input.draft }),

    update: (input: z.output<typeof updateFooterItemSchema>) =>
      footerItems.update(input.id, columnsOf(input), input.version, { draft: input.draft }),

    remove: footerItems.remove,
    sort: footerItems.sort,
  };
}
