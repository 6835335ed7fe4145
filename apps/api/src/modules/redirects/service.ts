/** The redirects list administrators edit (lib/redirects.ts answers them and makes the automatic ones). */
import {
  addressKey,
  type Redirect,
  type redirectSchema,
  type updateRedirectSchema,
} from '@chamber/contracts';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Database } from '../../db/types.ts';
import { createResource } from '../../lib/resource.ts';
import { badRequest } from '../../plugins/errors.ts';

const TAKEN_MESSAGE = 'There is already a redirect from this address.';

const toAnswer = (row: Selectable<Database['redirects']>): Redirect => ({
  id: row.id,
  from: row.fromPath,
  to: row.toPath,
  automatic: Boolean(row.automatic),
  createdAt: row.createdAt,
  version: row.version,
});

/** What a save writes: the old address as the site matches it; typed by hand, so not automatic. */
const columnsOf = (input: z.output<typeof redirectSchema>) => ({
  fromPath: addressKey(input.from),
  toPath: input.to,
  automatic: false,
});

export function createRedirectsService(db: Db) {
  const redirects = createResource(db, {
    table: 'redirects',
    noun: 'The redirect',
    toAnswer,
    order: ['createdAt desc', 'id desc'],
  });

  /** One redirect per old address (two saves at once: the unique index). */
  async function assertFree(from: string, self?: number) {
    let query = db.selectFrom('redirects').select('id').where('fromPath', '=', addressKey(from));
    if (self !== undefined) query = query.where('id', '!=', self);
    if (await query.executeTakeFirst()) throw badRequest(TAKEN_MESSAGE, { from: TAKEN_MESSAGE });
  }

  return {
    list: redirects.list,
    get: redirects.get,

    async create(input: z.output<typeof redirectSchema>) {
      await assertFree(input.from);
      return redirects.create(columnsOf(input));
    },

    async update(input: z.output<typeof updateRedirectSchema>) {
      await redirects.row(input.id);
      await assertFree(input.from, input.id);
      return redirects.update(input.id, columnsOf(input), input.version);
    },

    remove: redirects.remove,
  };
}
