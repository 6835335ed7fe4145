/**
 * Reading the activity log: for the Activity screen (filtered, newest first, a page at a time) and
 * the dashboard's recent changes.
 */
import type { activityQuery } from '@chamber/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';

export function createActivityService(db: Db) {
  return {
    async list({ from, to, userId, action, type, page, pageSize }: z.output<typeof activityQuery>) {
      let matching = db.selectFrom('activity');
      if (from !== null) matching = matching.where('at', '>=', from);
      if (to !== null) matching = matching.where('at', '<=', to);
      if (userId !== null) matching = matching.where('userId', '=', userId);
      if (action !== null) matching = matching.where('action', '=', action);
      if (type !== null) matching = matching.where('type', '=', type);
      const { total } = await matching
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      const entries = await matching
        .selectAll()
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      return { entries, total: Number(total), page, pageSize };
    },

    /** The newest `limit` changes: every entry but sign-ins, newest first. */
    recentChanges: (limit: number) =>
      db
        .selectFrom('activity')
        .selectAll()
        .where('action', 'not in', ['signIn', 'signInFailed'])
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),
  };
}
