/**
 * Who has which item open in an editor (docs/decisions/130-editing-together.md). Kept in the
 * database, not in memory, so that every instance of the server sees the same colleagues; the
 * table stays small because each call first deletes the editors not heard from for a while.
 */
import { can, EDIT_PERMISSIONS, EDITING_GONE_SECONDS, refusalFor } from '@chamber/contracts';
import type { RevisionType } from '@chamber/contracts';
import type { Db } from '../../db/client.ts';
import { REVISION_TABLES, storedItem } from '../../lib/revisions.ts';
import type { CurrentUser } from '../../lib/sessions.ts';
import { isoIn, nowIso } from '../../lib/tokens.ts';
import { forbidden, notFound } from '../../plugins/errors.ts';

type Item = { type: RevisionType; id: number };

export function createEditingService(db: Db) {
  /** Only those who may edit the type hear who edits it; and only about items that exist. */
  async function check({ type, id }: Item, user: CurrentUser) {
    const permission = EDIT_PERMISSIONS[type];
    if (!can(user.role, permission)) throw forbidden(refusalFor(permission));
    if (!(await storedItem(db, type, id))) throw notFound(REVISION_TABLES[type].noun);
  }

  const forgetGone = () =>
    db.deleteFrom('editingSessions').where('seenOn', '<', isoIn(-EDITING_GONE_SECONDS)).execute();

  return {
    /** The user has the item open: kept as seen now; answers the colleagues who have it open too. */
    async stillEditing(item: Item, user: CurrentUser) {
      await check(item, user);
      await forgetGone();
      const now = nowIso();
      await db
        .insertInto('editingSessions')
        .values({
          type: item.type,
          itemId: item.id,
          userId: user.id,
          userName: user.fullName,
          startedOn: now,
          seenOn: now,
        })
        .onConflict((conflict) =>
          conflict.columns(['type', 'itemId', 'userId']).doUpdateSet({ seenOn: now }),
        )
        .execute();
      const others = await db
        .selectFrom('editingSessions')
        .select(['userName as name', 'startedOn as since'])
        .where('type', '=', item.type)
        .where('itemId', '=', item.id)
        .where('userId', '!=', user.id)
        .orderBy('startedOn')
        .execute();
      return { others };
    },

    /** The user closed the editor: colleagues stop seeing them at their next call. */
    async doneEditing(item: Item, user: CurrentUser) {
      await check(item, user);
      await db
        .deleteFrom('editingSessions')
        .where('type', '=', item.type)
        .where('itemId', '=', item.id)
        .where('userId', '=', user.id)
        .execute();
      return { message: 'Closed.' };
    },
  };
}
