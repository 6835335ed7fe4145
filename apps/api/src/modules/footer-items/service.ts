/** Footer quick links; the public footer reads them through Home/GetCMSInfo. */
import type { FooterItem, footerItemSchema, updateFooterItemSchema } from '@chamber/contracts';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { FooterItemsTable } from '../../db/types.ts';
import { nextSortOrder, renumber } from '../../lib/sorting.ts';
import { nowIso } from '../../lib/tokens.ts';
import { notFound } from '../../plugins/errors.ts';

function toFooterItem(row: Selectable<FooterItemsTable>): FooterItem {
  return {
    id: row.id,
    label: row.label,
    to: row.linkTo,
    isActive: row.isActive,
    sortOrder: row.sortOrder,
  };
}

export function createFooterItemsService(db: Db) {
  async function getRow(id: number) {
    const row = await db
      .selectFrom('footerItems')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound('The footer item');
    return row;
  }

  return {
    async list(): Promise<FooterItem[]> {
      const rows = await db
        .selectFrom('footerItems')
        .selectAll()
        .orderBy('sortOrder')
        .orderBy('id')
        .execute();
      return rows.map(toFooterItem);
    },

    async get(id: number) {
      return toFooterItem(await getRow(id));
    },

    /** Appends the item at the end of the footer. */
    async create(input: z.output<typeof footerItemSchema>) {
      const now = nowIso();
      const { id } = await db
        .insertInto('footerItems')
        .values({
          label: input.label,
          linkTo: input.to,
          isActive: input.isActive,
          sortOrder: await nextSortOrder(db, 'footerItems'),
          createdAt: now,
          updatedAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async update(input: z.output<typeof updateFooterItemSchema>) {
      const result = await db
        .updateTable('footerItems')
        .set({
          label: input.label,
          linkTo: input.to,
          isActive: input.isActive,
          updatedAt: nowIso(),
        })
        .where('id', '=', input.id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw notFound('The footer item');
    },

    async remove(id: number) {
      const result = await db.deleteFrom('footerItems').where('id', '=', id).executeTakeFirst();
      if (Number(result.numDeletedRows) !== 1) throw notFound('The footer item');
    },

    async sort(orderedIds: number[]) {
      await renumber(db, 'footerItems', orderedIds);
    },
  };
}
