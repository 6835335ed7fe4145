/** Sort calls: the ordered list renumbers sortOrder 0..n-1 in one transaction. */
import type { Transaction } from 'kysely';
import type { Db } from '../db/client.ts';
import type { Database } from '../db/types.ts';
import { badRequest } from '../plugins/errors.ts';

export type SortableTable =
  | 'menuItems'
  | 'bannerItems'
  | 'events'
  | 'footerItems'
  | 'pageContentEntries'
  | 'blogContentEntries';

/**
 * Gives each id its position in `orderedIds`. `scope` limits the rows that may be sorted
 * together (e.g. the children of one parent): an id outside it is refused, so one call cannot
 * reorder, or touch, anything else.
 */
export async function renumber(
  db: Db,
  table: SortableTable,
  orderedIds: number[],
  scope?: { column: string; value: number | null },
) {
  if (new Set(orderedIds).size !== orderedIds.length) {
    throw badRequest('Each item may appear only once in the sorted list.');
  }
  await db.transaction().execute(async (trx) => {
    for (const [position, id] of orderedIds.entries()) {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- table and scope column vary by caller
      let query = (trx.updateTable(table) as any).set({ sortOrder: position }).where('id', '=', id);
      if (scope) {
        query =
          scope.value === null
            ? query.where(scope.column, 'is', null)
            : query.where(scope.column, '=', scope.value);
      }
      const result = await query.executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) {
        throw badRequest(`Item ${id} cannot be sorted here.`);
      }
    }
  });
}

/** The sortOrder that puts a new row last (within `scope`, e.g. one banner's slides). */
export async function nextSortOrder(
  db: Db | Transaction<Database>,
  table: SortableTable,
  scope?: { column: string; value: number | null },
): Promise<number> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- table and scope column vary by caller
  let query = (db.selectFrom(table) as any).select((eb: any) => eb.fn.max('sortOrder').as('last'));
  if (scope) {
    query =
      scope.value === null
        ? query.where(scope.column, 'is', null)
        : query.where(scope.column, '=', scope.value);
  }
  const { last } = (await query.executeTakeFirstOrThrow()) as { last: number | string | null };
  return last === null ? 0 : Number(last) + 1;
}
