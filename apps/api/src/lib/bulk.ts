/**
 * Acting on many items at once (docs/decisions/125-bulk-actions.md): the lists publish, unpublish
 * or delete the rows staff selected, all or nothing. Every id must exist, then each item goes
 * through its single action's own code, all in one transaction; if any item is refused (a rule
 * its draft breaks, someone else's blog) nothing is kept, and the answer names each refusal.
 */
import { ITEM_NOUNS, type PublishingType } from '@chamber/contracts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../plugins/errors.ts';
import { nameOf } from './activity.ts';
import { storedItem } from './revisions.ts';
import { inTransaction } from './trash.ts';

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** "3 blogs", "1 event". */
export const countOf = (count: number, type: PublishingType) =>
  `${count} ${ITEM_NOUNS[type]}${count === 1 ? '' : 's'}`;

/**
 * Runs `each` for every id in one transaction and answers what each answered. `done` says what
 * the call does, for the refusals: "Nothing was published: …". A refusal answers the status of
 * the first item refused, with `errors` keyed by item id.
 */
export function forEachItem<R>(
  db: Db,
  { type, ids, done }: { type: PublishingType; ids: number[]; done: string },
  each: (trx: Db, id: number) => Promise<R>,
): Promise<R[]> {
  return inTransaction(db, async (trx) => {
    const names = new Map<number, string>();
    const missing: number[] = [];
    for (const id of ids) {
      const item = await storedItem(trx, type, id);
      if (item) names.set(id, nameOf(item) ?? `${type} ${id}`);
      else missing.push(id);
    }
    if (missing.length > 0) {
      const which =
        missing.length === 1
          ? `the ${type} with id ${missing[0]} was not found`
          : `the ${type}s with ids ${missing.join(', ')} were not found`;
      throw new HttpError(404, `Nothing was ${done}: ${which}. Reload the list and try again.`);
    }
    const answers: R[] = [];
    const refused: { id: number; error: HttpError }[] = [];
    for (const id of ids) {
      try {
        answers.push(await each(trx, id));
      } catch (error) {
        // A refusal is the item's; anything else (the database failing) ends the whole call.
        if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
        refused.push({ id, error });
      }
    }
    if (refused.length > 0) {
      const lines = refused.map(
        ({ id, error }) => `“${names.get(id)}”: ${sentence(error.message)}`,
      );
      throw new HttpError(
        refused[0].error.statusCode,
        `Nothing was ${done}. ${lines.join(' ')}`,
        Object.fromEntries(refused.map(({ id, error }) => [String(id), error.message])),
      );
    }
    return answers;
  });
}
