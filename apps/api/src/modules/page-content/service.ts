/**
 * The ordered content of pages and blogs: entries that point at a banner or a
 * content section. Pages and blogs work the same way, so every function takes the owner.
 */
import type { AssignType, ContentOption } from '@chamber/contracts';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { BlogContentEntriesTable, PageContentEntriesTable } from '../../db/types.ts';
import { nextSortOrder, renumber } from '../../lib/sorting.ts';
import { conflict, notFound } from '../../plugins/errors.ts';
import { OWNERS, readContentEntries, type ContentOwner } from './entries.ts';

/** The entry column and the table an assign type points at. */
const TARGETS = {
  BANNER: { column: 'bannerId', table: 'banners', what: 'The banner' },
  CONTENTSECTION: {
    column: 'contentSectionId',
    table: 'contentSections',
    what: 'The content section',
  },
} as const;

async function assertOwnerExists(db: Db, owner: ContentOwner, ownerId: number) {
  const { table, what } = OWNERS[owner];
  const row = await db.selectFrom(table).select('id').where('id', '=', ownerId).executeTakeFirst();
  if (!row) throw notFound(what);
}

/**
 * Puts a banner or section at the end of a page's or blog's content. `db` may be a transaction,
 * so a section or banner created for a page lands there in the same commit.
 */
async function appendEntry(
  db: Db,
  owner: ContentOwner,
  ownerId: number,
  type: AssignType,
  targetId: number,
) {
  const { entries, column } = OWNERS[owner];
  await assertOwnerExists(db, owner, ownerId);
  const sortOrder = await nextSortOrder(db, entries, { column, value: ownerId });
  const { id } = await db
    .insertInto(entries)
    // TypeScript loses the computed column names; the row fits the owner's entry table.
    .values({
      [column]: ownerId,
      type,
      [TARGETS[type].column]: targetId,
      sortOrder,
    } as Insertable<PageContentEntriesTable> & Insertable<BlogContentEntriesTable>)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The create calls of sections and banners take an optional pageId/blogId to add the new item to. */
export async function appendToOwners(
  db: Db,
  owners: { pageId: number | null; blogId: number | null },
  type: AssignType,
  targetId: number,
) {
  if (owners.pageId !== null) await appendEntry(db, 'page', owners.pageId, type, targetId);
  if (owners.blogId !== null) await appendEntry(db, 'blog', owners.blogId, type, targetId);
}

/** The pages and blogs that show a banner or section, each by name. */
export async function usesOf(db: Db, type: AssignType, targetId: number) {
  const { column } = TARGETS[type];
  const lists = await Promise.all(
    (['page', 'blog'] as const).map(async (owner) => {
      const { table, entries, column: ownerColumn } = OWNERS[owner];
      const rows = await db
        .selectFrom(table)
        .select(['id', 'name'])
        .where('id', 'in', db.selectFrom(entries).select(ownerColumn).where(column, '=', targetId))
        .orderBy('name')
        .execute();
      return rows.map((row) => ({ type: owner, id: row.id, name: row.name }));
    }),
  );
  return lists.flat();
}

/**
 * A banner or section that a page or blog shows cannot be deleted: the public page would change
 * without anyone deciding it. The message names where it is used.
 */
export async function assertUnused(db: Db, type: AssignType, targetId: number, name: string) {
  const users = (await usesOf(db, type, targetId)).map((use) => `${use.type} "${use.name}"`);
  if (users.length > 0) {
    throw conflict(
      `"${name}" is used by ${users.join(', ')}. Remove it from ${users.length === 1 ? 'there' : 'them'} first.`,
    );
  }
}

export function createPageContentService(db: Db) {
  async function findEntry(owner: ContentOwner, entryId: number) {
    const { entries, column } = OWNERS[owner];
    const row = await db
      .selectFrom(entries)
      .select(['id', `${column} as ownerId`])
      .where('id', '=', entryId)
      .executeTakeFirst();
    if (!row) throw notFound('The content entry');
    return row;
  }

  async function assertTargetExists(type: AssignType, targetId: number) {
    const { table, what } = TARGETS[type];
    const row = await db
      .selectFrom(table)
      .select('id')
      .where('id', '=', targetId)
      .executeTakeFirst();
    if (!row) throw notFound(what);
  }

  async function isAssigned(owner: ContentOwner, ownerId: number, type: AssignType, id: number) {
    const { entries, column } = OWNERS[owner];
    const row = await db
      .selectFrom(entries)
      .select('id')
      .where(column, '=', ownerId)
      .where(TARGETS[type].column, '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }

  return {
    /** A page's or blog's entries in order, each named after its banner or section. */
    listEntries: (owner: ContentOwner, ownerId: number) => readContentEntries(db, owner, ownerId),

    /** What the add-content picker offers: banners or sections not yet on this page or blog. */
    async options(
      owner: ContentOwner,
      ownerId: number,
      type: AssignType,
    ): Promise<ContentOption[]> {
      await assertOwnerExists(db, owner, ownerId);
      const { entries, column } = OWNERS[owner];
      const target = TARGETS[type];
      const rows = await db
        .selectFrom(target.table)
        .select(['id', 'name'])
        .where(
          'id',
          'not in',
          db
            .selectFrom(entries)
            .select(target.column)
            .where(column, '=', ownerId)
            // NOT IN with a null in the list matches nothing.
            .where(target.column, 'is not', null),
        )
        .orderBy('name')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({ label: row.name, value: row.id }));
    },

    async assign(owner: ContentOwner, ownerId: number, type: AssignType, targetId: number) {
      await assertOwnerExists(db, owner, ownerId);
      await assertTargetExists(type, targetId);
      const already = () =>
        conflict(
          `This ${type === 'BANNER' ? 'banner' : 'content section'} is already on this ${owner}.`,
        );
      if (await isAssigned(owner, ownerId, type, targetId)) throw already();
      try {
        return await appendEntry(db, owner, ownerId, type, targetId);
      } catch (error) {
        // Two assigns of the same item at one moment: the unique constraint decides.
        if (await isAssigned(owner, ownerId, type, targetId)) throw already();
        throw error;
      }
    },

    /** Answers the id of the page or blog the entry was on. */
    async unassign(owner: ContentOwner, entryId: number) {
      const entry = await findEntry(owner, entryId);
      await db.deleteFrom(OWNERS[owner].entries).where('id', '=', entry.id).execute();
      return entry.ownerId;
    },

    /**
     * Renumbers the entries of ONE page or blog: the first entry decides which; answers its id
     * (null for an empty list).
     */
    async sort(owner: ContentOwner, orderedIds: number[]) {
      if (orderedIds.length === 0) return null;
      const { ownerId } = await findEntry(owner, orderedIds[0]);
      const { entries, column } = OWNERS[owner];
      await renumber(db, entries, orderedIds, { column, value: ownerId });
      return ownerId;
    },

    /** The name of a page or blog, for the activity log. */
    async ownerName(owner: ContentOwner, ownerId: number) {
      const row = await db
        .selectFrom(OWNERS[owner].table)
        .select('name')
        .where('id', '=', ownerId)
        .executeTakeFirst();
      return row?.name ?? null;
    },
  };
}
