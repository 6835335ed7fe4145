/**
 * The CRUD every editable type shares, written once: find a row or answer 404, list it for staff
 * or for visitors (who see only what is active), create it with its timestamps (and at the end of
 * a hand-sorted list), update it, delete it, renumber it. A domain service keeps only what is its
 * own (how a row becomes an answer, images, relations). Saves, deletes and reorders of every type
 * pass through here, which is where drafts, revisions, trash and the activity log belong; and
 * `registerResource` puts a type's standard calls on the wire, with the same answers for all.
 */
import {
  endpoints,
  can,
  PUBLISHING_TYPES,
  REVISION_TYPES,
  TRASH_TYPES,
  type EndpointName,
  type Permission,
  type PublishingType,
  type RevisionKind,
  type RevisionType,
  type TrashType,
} from '@chamber/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import type { Database } from '../db/types.ts';
import { userOf } from '../plugins/auth.ts';
import { endpoint, type Answer as Reply, type Call } from '../plugins/endpoints.ts';
import { badRequest, conflict, HttpError, notFound, validate } from '../plugins/errors.ts';
import { activityTypeOf, actorOf, named, recordActivity, typeNameOf } from './activity.ts';
import {
  definePublishing,
  dropDraft,
  publishingStates,
  readDraft,
  writeDraft,
  type DiscardedFiles,
  type Publishing,
} from './drafts.ts';
import { assertMayChange, type Owned } from './ownership.ts';
import type { CurrentUser } from './sessions.ts';
import { nextSortOrder, renumber, type SortableTable } from './sorting.ts';
import { leaveRedirect } from './redirects.ts';
import { nowIso } from './tokens.ts';
import {
  defineTrash,
  inTransaction,
  moveToTrash,
  type Deletion,
  type TrashDefinition,
} from './trash.ts';

/** Tables with an id and an update stamp: the editable types (their creation stamp: `created`). */
type ResourceTable = {
  [T in keyof Database]: Database[T] extends { id: unknown; updatedAt: string } ? T : never;
}[keyof Database];

type Row<T extends ResourceTable> = Selectable<Database[T]>;
type Column<T extends ResourceTable> = keyof Row<T> & string;
/** A list's order: columns, each ascending unless it says "desc" ("createdAt desc": newest first). */
type Order<T extends ResourceTable> = (Column<T> | `${Column<T>} desc`)[];
/** A row's columns as a save writes them: everything but the id, timestamps and order. */
export type Columns<T extends ResourceTable, Created extends string = 'createdAt'> = Omit<
  Insertable<Database[T]>,
  'id' | Created | 'updatedAt' | 'sortOrder'
>;

/**
 * Narrows a list: each column named equals its value, or one of its values when given a list
 * (`?isActive=false`, the slides of some banners); an undefined value does not narrow.
 */
export type Filter<T extends ResourceTable> = {
  [C in Column<T>]?: Row<T>[C] | readonly Row<T>[C][];
};

/** A delete that does not say who made it (none of the API's: they pass the signed-in user). */
const SOMEONE: Deletion = { by: { id: null, name: 'Someone' } };

/** Who is asking: visitors see what is active only, staff see everything. */
export type Audience = { signedIn: boolean };

/** A visitor: not signed in, so shown only what is active. */
export const VISITOR: Audience = { signedIn: false };

/** "10:42 UTC" (with the date when it was not today): when someone else saved. */
export function clockTime(iso: string) {
  const at = new Date(iso);
  const time = `${at.toISOString().slice(11, 16)} UTC`;
  const sameDay = at.toISOString().slice(0, 10) === new Date().toISOString().slice(0, 10);
  return sameDay ? time : `${time} on ${at.toISOString().slice(0, 10)}`;
}

type Definition<T extends ResourceTable, Answer, Created extends string> = {
  table: T;
  /** What a 404 names: "The event was not found." */
  noun: string;
  /** How a row becomes an answer (default: as stored, for a service that adds relations itself). */
  toAnswer?: (row: Row<T>) => Answer;
  /** The staff list's order (hand-sorted types: sortOrder, then id). */
  order: Order<T>;
  /** The visitors' list: only rows whose `column` is true, in `order` (default: the staff's). */
  public?: { column: Column<T>; order?: Order<T> };
  /**
   * Hand-sorted: new rows go last, and Sort calls renumber; `within` sorts each group apart (the
   * slides of one banner, the children of one menu item), and a row moved to another group goes
   * last there.
   */
  sortable?: true | { within: Column<T> };
  /** The column stamped once, when a row is created (default createdAt; pages say addedOn). */
  created?: Created & Column<T>;
  /**
   * A delete moves the row to the trash (lib/trash.ts) with what references it, declared here;
   * without it a delete is for good (messages, subscribers).
   */
  trash?: TrashDefinition;
  /**
   * The column holding the item's public address (a page's or blog's url): when a change that
   * visitors see moves it, the old address redirects to the new one (lib/redirects.ts).
   */
  address?: Column<T>;
  /**
   * Drafts and publishing (lib/drafts.ts), for a type with a `public` column (which says whether
   * it is published): `rules`, the type's save form, checked again on publish against what would
   * go live; `beforePublish`, a check of the type's own (a page's url taken meanwhile).
   */
  drafts?: {
    rules: z.ZodType;
    beforePublish?: (db: Db, content: Record<string, unknown>) => Promise<void>;
    /** Columns a publish sets besides the draft's (a blog's date of first publishing). */
    onPublish?: (content: Record<string, unknown>) => Record<string, unknown>;
    /**
     * Columns that say where the item sits rather than what it shows (a menu item's parent): a
     * draft save changes them on the live row at once, as the Sort and Assign calls do.
     */
    live?: Column<T>[];
  };
};

/** A save as a draft (`draft`) or, by default, a save that visitors see at once. */
type SaveOptions = {
  draft?: boolean;
  /** A change of where the item sits (a menu item's parent), which leaves its draft as it is. */
  keepDraft?: boolean;
};

/** The type that has drafts a noun names ("The content section" → contentSection), if any. */
function draftTypeOf(noun: string): PublishingType | undefined {
  const type = typeNameOf(noun.replace(/^The /, ''));
  return PUBLISHING_TYPES.find((candidate) => candidate === type);
}

// Kysely's builders are typed per table; here the table is a parameter, so the queries are built
// untyped inside and typed at this module's edges.
/* eslint-disable @typescript-eslint/no-explicit-any */
export function createResource<
  T extends ResourceTable,
  Answer = Row<T>,
  Created extends string = 'createdAt',
>(db: Db, definition: Definition<T, Answer, Created>) {
  const {
    table,
    noun,
    toAnswer = (row) => row as Answer,
    order,
    public: visitors,
    sortable,
    created = 'createdAt' as Created & Column<T>,
    trash,
    drafts,
    address,
  } = definition;
  // The trash names a type as the activity log does ("The banner item" → bannerItem).
  const trashType = trash ? (activityTypeOf(noun.replace(/^The /, '')) as TrashType) : null;
  if (trash && trashType) defineTrash(trashType, table, trash);
  const from = () => (db as any).selectFrom(table).selectAll();
  const ordered = (query: any, columns: string[]) =>
    columns.reduce((q, entry) => {
      const [column, direction] = entry.split(' ');
      return direction === 'desc' ? q.orderBy(column, 'desc') : q.orderBy(column);
    }, query);
  const within = typeof sortable === 'object' ? sortable.within : null;
  const scopeOf = (value: unknown) =>
    within ? { column: within, value: (value ?? null) as number | null } : undefined;
  /** The group `values` put a row in (undefined when they do not say). */
  const groupOf = (values: object) =>
    within ? (values as Record<string, unknown>)[within] : undefined;
  const lastIn = (group: unknown) => nextSortOrder(db, table as SortableTable, scopeOf(group));
  const visible = (row: Row<T>) =>
    !visitors || Boolean((row as Record<string, unknown>)[visitors.column]);
  // Drafts: the type's name, and the public column that says whether an item is published.
  const draftType = drafts && visitors ? draftTypeOf(noun) : undefined;
  const publicColumn = visitors?.column as string;
  const fileColumns = trash?.files ?? [];
  /** The staff view of rows: each with its draft laid over it, and its publishing state. */
  async function withDrafts(rows: Row<T>[]): Promise<Answer[]> {
    if (!draftType) return rows.map(toAnswer);
    const states = await publishingStates(
      db,
      draftType,
      rows.map((found) => ({ id: (found as { id: number }).id, isPublic: visible(found) })),
    );
    return rows.map((found) => {
      const { draft, ...state } = states.get((found as { id: number }).id)!;
      return { ...toAnswer({ ...found, ...draft }), ...state };
    });
  }
  /**
   * After a change visitors see: if it moved a published item's address, the old one leads on
   * (on `on`: the change's own transaction).
   */
  async function followMove(on: Db, before: Row<T>, after: Record<string, unknown>) {
    if (!address || !visible(before)) return;
    const [from, to] = [(before as Record<string, unknown>)[address], after[address]];
    if (typeof from === 'string' && typeof to === 'string') await leaveRedirect(on, from, to);
  }
  /** Narrows any query on this table to what visitors may see (`as`: the table's alias there). */
  const forVisitors = <Q>(query: Q, as?: string): Q =>
    visitors
      ? (query as any).where(as ? `${as}.${visitors.column}` : visitors.column, '=', true)
      : query;

  async function row(id: number): Promise<Row<T>> {
    const found = await from().where('id', '=', id).executeTakeFirst();
    if (!found) throw notFound(noun);
    return found;
  }

  /**
   * The 409 of a save made on an older version: who saved the row last and when, from the
   * activity log (“Someone” and the row's own stamp when the log does not say).
   */
  async function staleSave(id: number, current: Row<T>, on: Db = db) {
    const { updatedAt, version } = current as { updatedAt: string; version: number };
    // The entry of the save that made this version: logged just after its row was stamped.
    const last = await on
      .selectFrom('activity')
      .select(['userName', 'at'])
      .where('type', '=', activityTypeOf(noun.replace(/^The /, '')))
      .where('itemId', '=', id)
      .where('action', '=', 'update')
      .where('at', '>=', updatedAt)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    const savedBy = last?.userName ?? 'Someone';
    const savedOn = last?.at ?? updatedAt;
    const what = noun.replace(/^The /, 'this ').toLowerCase();
    return conflict(`${savedBy} saved ${what} at ${clockTime(savedOn)}, after you opened it.`, {
      savedBy,
      savedOn,
      version,
    });
  }

  /**
   * Applies the draft (if any) and shows the item to visitors, after checking that what goes live
   * passes the type's save rules (400 listing what to fix, and nothing changes).
   */
  async function publish(id: number) {
    const found = await row(id);
    const draft = (await readDraft(db, draftType!, id)) ?? {};
    const content = { ...found, ...draft, [publicColumn]: true } as Row<T>;
    try {
      validate(drafts!.rules, toAnswer(content));
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      throw badRequest(`Please fix this before publishing: ${error.message}`, error.errors);
    }
    await drafts!.beforePublish?.(db, content);
    const stamped = drafts!.onPublish?.(content as Record<string, unknown>) ?? {};
    Object.assign(content, stamped);
    await (db as any)
      .updateTable(table)
      .set({
        ...draft,
        ...stamped,
        [publicColumn]: true,
        version: sql`version + 1`,
        updatedAt: nowIso(),
      })
      .where('id', '=', id)
      .execute();
    await dropDraft(db, draftType!, id);
    await followMove(db, found, content as Record<string, unknown>);
    const before = found as Record<string, unknown>;
    const after = content as Record<string, unknown>;
    const replacedFiles = fileColumns
      .filter((column) => before[column] && before[column] !== after[column])
      .map((column) => String(before[column]));
    return { item: after, replacedFiles };
  }

  /** Takes the item off the site; it keeps its content, and its draft if it has one. */
  async function unpublish(id: number) {
    const found = await row(id);
    await (db as any)
      .updateTable(table)
      .set({ [publicColumn]: false, version: sql`version + 1`, updatedAt: nowIso() })
      .where('id', '=', id)
      .execute();
    return { item: found as Record<string, unknown>, replacedFiles: [] };
  }

  if (draftType) {
    definePublishing(draftType, (on): Publishing => {
      const resource = createResource(on, definition);
      return {
        publish: resource.publish,
        unpublish: resource.unpublish,
        state: resource.state,
        saveDraft: (id, columns) =>
          resource.update(id, columns as Updateable<Database[T]>, undefined, { draft: true }),
      };
    });
  }

  return {
    row,
    forVisitors,
    publish,
    unpublish,

    /** The publishing state of an item of a type with drafts. */
    async state(id: number) {
      const found = await row(id);
      const states = await publishingStates(db, draftType!, [{ id, isPublic: visible(found) }]);
      const { draft: _draft, ...state } = states.get(id)!;
      return state;
    },

    async list(
      { signedIn }: Audience = { signedIn: true },
      filter: Filter<T> = {},
    ): Promise<Answer[]> {
      const values = Object.entries(filter).filter(([, value]) => value !== undefined);
      // One of no values: nothing (SQL has no empty IN list).
      if (values.some(([, value]) => Array.isArray(value) && value.length === 0)) return [];
      const narrowed = values.reduce(
        (query, [column, value]) => query.where(column, Array.isArray(value) ? 'in' : '=', value),
        from(),
      );
      if (signedIn || !visitors) return withDrafts(await ordered(narrowed, order).execute());
      const rows: Row<T>[] = await ordered(
        forVisitors(narrowed),
        visitors.order ?? order,
      ).execute();
      return rows.map(toAnswer);
    },

    /**
     * A row that visitors may not see does not exist for them; staff see its draft, if it has
     * one, and its publishing state.
     */
    async get(id: number, { signedIn }: Audience = { signedIn: true }): Promise<Answer> {
      const found = await row(id);
      if (!signedIn && !visible(found)) throw notFound(noun);
      return signedIn ? (await withDrafts([found]))[0] : toAnswer(found);
    },

    /**
     * Inserts a row (last, when hand-sorted); answers its id. A draft of a type with drafts is
     * not shown to visitors until it is published.
     */
    async create(
      columns: Columns<T, Created>,
      { draft = false }: SaveOptions = {},
    ): Promise<number> {
      const now = nowIso();
      const { id } = await (db as any)
        .insertInto(table)
        .values({
          ...columns,
          ...(draft && draftType ? { [publicColumn]: false } : {}),
          ...(sortable ? { sortOrder: await lastIn(groupOf(columns)) } : {}),
          [created]: now,
          updatedAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /**
     * Saves the row; answers it as it was before, for what the caller cleans up. Each save of a
     * versioned type counts one more `version`; given `expectedVersion` (the version the editor
     * opened), the save happens only if no one saved since, in the same statement (two saves of
     * one version cannot both win), else 409 saying who saved and when. Without it: last write
     * wins (docs/decisions/113-edit-conflicts.md).
     *
     * With drafts: a `draft` save of an item visitors see (or one that has a draft already) keeps
     * the columns as its draft and leaves the live row as it is, but for its version; a draft save
     * of an unpublished item saves it, unpublished. A plain save discards the item's draft.
     */
    async update(
      id: number,
      columns: Updateable<Database[T]>,
      expectedVersion?: number,
      { draft = false, keepDraft = false }: SaveOptions = {},
    ): Promise<Row<T> & DiscardedFiles> {
      const before = await row(id);
      const versioned = 'version' in before;
      const checked = versioned && expectedVersion !== undefined;
      if (checked && (before as { version: number }).version !== expectedVersion) {
        throw await staleSave(id, before);
      }
      const existing = draft && draftType ? await readDraft(db, draftType, id) : undefined;
      const asDraft =
        draft && draftType !== undefined && (visible(before) || existing !== undefined);
      const group = groupOf(columns);
      const liveNow = asDraft
        ? Object.fromEntries(
            (drafts?.live ?? []).flatMap((column) =>
              column in columns ? [[column, (columns as Record<string, unknown>)[column]]] : [],
            ),
          )
        : {};
      const moved =
        (!asDraft || (within !== null && within in liveNow)) &&
        group !== undefined &&
        group !== groupOf(before);
      const set = asDraft
        ? {
            ...liveNow,
            ...(moved ? { sortOrder: await lastIn(group) } : {}),
            version: sql`version + 1`,
          }
        : {
            ...columns,
            ...(draft && draftType ? { [publicColumn]: visible(before) } : {}),
            ...(moved ? { sortOrder: await lastIn(group) } : {}),
            ...(versioned ? { version: sql`version + 1` } : {}),
            updatedAt: nowIso(),
          };
      // The row, its draft and the redirect a move leaves change together, or none of them.
      return inTransaction(db, async (trx): Promise<Row<T> & DiscardedFiles> => {
        let query = (trx as any).updateTable(table).set(set).where('id', '=', id);
        if (checked) query = query.where('version', '=', expectedVersion);
        const result = await query.executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) {
          // Deleted by someone else in the meantime (404), or saved by someone else (409).
          const now = await (trx as any)
            .selectFrom(table)
            .selectAll()
            .where('id', '=', id)
            .executeTakeFirst();
          if (!now || !checked) throw notFound(noun);
          throw await staleSave(id, now, trx);
        }
        if (asDraft) {
          const content: Record<string, unknown> = { ...existing, ...columns };
          delete content[publicColumn];
          for (const column of Object.keys(liveNow)) delete content[column];
          // A draft the same as what visitors see is no draft: the list would say "unpublished
          // changes" where there are none (a Schedule… or Unpublish from an untouched editor).
          if (sameAsLive(content, before)) await dropDraft(trx, draftType, id);
          else await writeDraft(trx, draftType, id, content);
          // What this save replaced is the old draft; the files the live row still shows are not
          // the caller's to remove.
          const replaced: Record<string, unknown> = { ...before, ...existing };
          for (const column of fileColumns) {
            if (replaced[column] === (before as Record<string, unknown>)[column]) {
              replaced[column] = null;
            }
          }
          return replaced as Row<T>;
        }
        await followMove(trx, before, columns as Record<string, unknown>);
        const drafted = draftTypeOf(noun);
        if (!drafted || keepDraft) return before;
        // A plain save discards the draft: a file only the draft showed (a new image uploaded to
        // it) is used by nothing now, and the caller removes it with the file the save replaced.
        const dropped = (await readDraft(trx, drafted, id)) ?? {};
        await dropDraft(trx, drafted, id);
        const inUse = new Set(
          fileColumns.flatMap((column) => [
            (before as Record<string, unknown>)[column],
            (columns as Record<string, unknown>)[column],
          ]),
        );
        const discardedFiles = fileColumns
          .map((column) => dropped[column])
          .filter((file): file is string => typeof file === 'string' && !inUse.has(file));
        return { ...before, discardedFiles };
      });
    },

    /**
     * Deletes the row; answers it as it was, for what the caller cleans up. A type with a `trash`
     * moves it there first, with what references it, in one transaction (its files stay).
     */
    async remove(id: number, deletion: Deletion = SOMEONE): Promise<Row<T>> {
      return inTransaction(db, async (trx) => {
        const before = await (trx as any)
          .selectFrom(table)
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst();
        if (!before) throw notFound(noun);
        if (trashType) await moveToTrash(trx, trashType, table, before, deletion);
        const result = await (trx as any).deleteFrom(table).where('id', '=', id).executeTakeFirst();
        if (Number(result.numDeletedRows) !== 1) throw notFound(noun);
        return before;
      });
    },

    /** Renumbers the rows in the order given (within one group: its `within` value). */
    async sort(orderedIds: number[], group?: number | null) {
      await renumber(db, table as SortableTable, orderedIds, scopeOf(group));
    },
  };
}

/** The uploaded files of a save, by form field name. */
export type Files = Call<EndpointName>['files'];

/**
 * A type's delete as its Delete call makes it (the authors' rule, the trash, the log), run on a
 * transaction `db`: the lists' Delete of many rows runs it for each item (lib/bulk.ts). `access`:
 * the permission its Delete call needs.
 */
type ItemDelete = {
  access: Permission;
  run(db: Db, request: FastifyRequest, id: number, withUses: boolean): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Each type's ItemDelete (the types whose service can run `within` a transaction). */
    itemDeletes: Map<TrashType, ItemDelete>;
  }
}

/** The app's map of ItemDeletes, registered before the modules, which fill it. */
export const resourcesPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('itemDeletes', new Map<TrashType, ItemDelete>());
});

/** What a type's service does for each standard call; a service offers the ones it has. */
type Operations = {
  /** `filter`: the list call's query (`?isActive=`), or nothing. */
  list: (audience: Audience, filter: object) => Promise<unknown>;
  get: (id: number, audience: Audience) => Promise<unknown>;
  /** Answers the new row's id; `user`: who saves (the standard calls are for signed-in users). */
  create: (body: never, files: Files, user: CurrentUser) => Promise<number>;
  /** `user`: who saves (a blog's author may be chosen only by who may change everyone's). */
  update: (body: never, files: Files, user: CurrentUser) => Promise<unknown>;
  /** `deletion`: who deletes, and whether the item's uses go to the trash with it. */
  remove: (id: number, deletion: Deletion) => Promise<unknown>;
  sort: (orderedIds: number[]) => Promise<unknown>;
};

type Query<N extends EndpointName> = Call<N>['query'];
type Body<N extends EndpointName> = Call<N>['body'];
/** The row a get or delete call names: its query is one id (a delete's may add `withUses`). */
type NamesOneRow<N extends EndpointName> =
  Omit<Query<N>, 'withUses'> extends Record<string, number> ? N : never;
type Saves<N extends EndpointName> = { message: string; id: number } extends Reply<N> ? N : never;

/** The endpoints whose call `Fn`, the service's operation `Op`, can serve. */
type Serving<Op extends keyof Operations, Fn> = {
  [N in EndpointName]: Fn extends {
    list: (
      audience: Audience,
      filter: [Query<N>] extends [undefined] ? object : Query<N>,
    ) => Promise<Reply<N>>;
    get: (id: number, audience: Audience) => Promise<Reply<N>>;
    create: (body: Body<N>, files: Files, user: CurrentUser) => Promise<number>;
    update: (body: Body<N>, files: Files, user: CurrentUser) => Promise<unknown>;
    remove: (id: number, deletion: Deletion) => Promise<unknown>;
    sort: (orderedIds: number[]) => Promise<unknown>;
  }[Op]
    ? {
        list: N;
        get: NamesOneRow<N>;
        create: Saves<N>;
        update: Saves<N>;
        remove: NamesOneRow<N> & Saves<N>;
        sort: Body<N> extends { id: number }[] ? Saves<N> : never;
      }[Op]
    : never;
}[EndpointName];

/**
 * Reads the row a get or delete call names from its query: its one field (`id`, `footerItemId`,
 * …, as the spec names it; a delete's `withUses` aside), found when the route is registered.
 */
function idReader(name: EndpointName) {
  const spec = endpoints[name] as { query?: z.ZodObject };
  const fields = spec.query
    ? Object.keys(spec.query.shape).filter((field) => field !== 'withUses')
    : [];
  if (fields.length !== 1) throw new Error(`${name} does not name one row by its query`);
  return (query: Record<string, number>) => query[fields[0]];
}

const audienceOf = (request: FastifyRequest): Audience => ({
  signedIn: request.currentUser !== null,
});

/** Items with an author (blogs, events): the row the authors' rule reads before a change. */
type Authored = { owned?: (id: number) => Promise<Owned> };

/**
 * Registers a type's standard calls under the endpoint names its spec gives them, each answering
 * as every type does ("Footer item created successfully."): `noun` names one row, and its plural
 * (noun + "s") the sorted list.
 */
export function registerResource<
  S extends Partial<Operations> &
    Authored & {
      /** The same service on a transaction: its Delete can then run for many items at once. */
      within?: (trx: Db) => Partial<Operations> & Authored;
    },
>(
  app: FastifyInstance,
  service: S,
  noun: string,
  calls: { [Op in keyof Operations & keyof S]?: Serving<Op, S[Op]> },
) {
  const run = service as unknown as Operations;
  const { list, get, create, update, remove, sort } = calls as Partial<
    Record<keyof Operations, EndpointName>
  >;
  const on = (
    name: EndpointName,
    handler: (call: Call<EndpointName> & { query: any; body: any }) => Promise<unknown>,
  ) => endpoint(app, name, handler as never);
  // Every save, delete and reorder of the type goes in the activity log (lib/activity.ts), by the
  // signed-in user, naming the item: "Updated event “Business After Hours”".
  const type = activityTypeOf(noun);
  const what = noun.toLowerCase();
  // `on`: the caller's transaction, when the entry is kept or undone with other changes.
  const log = (
    request: FastifyRequest,
    action: 'create' | 'update' | 'delete',
    itemId: number | null,
    item: unknown,
    { draft = false, on }: { draft?: boolean; on?: Db } = {},
  ) => {
    const verb = { create: 'Created', update: 'Updated', delete: 'Deleted' }[action];
    const activity = {
      action,
      type,
      itemId,
      summary: `${verb} ${what}${named(item)}${draft ? ' (draft)' : ''}`,
    };
    return on
      ? recordActivity(on, { ...activity, actor: actorOf(request), address: request.ip })
      : app.activity.record(request, activity);
  };

  // Every create and save of an editable type keeps a revision (lib/revisions.ts), after its log.
  const revised = (REVISION_TYPES as readonly string[]).includes(type);
  const keep = (request: FastifyRequest, kind: RevisionKind, itemId: number | undefined) =>
    revised && itemId !== undefined
      ? app.revisions.record(request, { type: type as RevisionType, itemId, kind })
      : undefined;

  if (list) {
    // Only a validated query narrows the list: a call without a query schema gets what was sent.
    const filters = 'query' in endpoints[list];
    on(list, ({ query, request }) => run.list(audienceOf(request), filters ? query : {}));
  }
  if (get) {
    const idOf = idReader(get);
    on(get, ({ query, request }) => run.get(idOf(query), audienceOf(request)));
  }
  // Who may not publish (authors) saves drafts only: an editor publishes them after review.
  const hasDrafts = (PUBLISHING_TYPES as readonly string[]).includes(type);
  const draftsOnly = (request: FastifyRequest, body: { draft?: boolean }) => {
    if (hasDrafts && !can(userOf(request).role, 'publish')) body.draft = true;
  };

  if (create) {
    on(create, async ({ body, files, request }) => {
      draftsOnly(request, body);
      const id = await run.create(body as never, files, userOf(request));
      await log(request, 'create', id, body, { draft: body.draft === true });
      await keep(request, 'create', id);
      return { message: `${noun} created successfully.`, id };
    });
  }
  /** The authors' rule (lib/ownership.ts), for a type whose items have an author. */
  const mayChange = async (
    request: FastifyRequest,
    id: number,
    action: 'save' | 'delete',
    { owned }: Authored = service,
  ) => {
    if (owned) assertMayChange(userOf(request), await owned(id), action);
  };

  if (update) {
    on(update, async ({ body, files, request }) => {
      await mayChange(request, body.id, 'save');
      draftsOnly(request, body);
      await run.update(body as never, files, userOf(request));
      const draft = body.draft === true;
      await log(request, 'update', body.id ?? null, body, { draft });
      await keep(request, draft ? 'draft' : 'save', body.id);
      return { message: `${noun} updated successfully.` };
    });
  }
  if (remove) {
    const idOf = idReader(remove);
    /** The Delete call's work, by the service or (`on` a transaction) the service within it. */
    const removeOne = async (request: FastifyRequest, id: number, withUses: boolean, on?: Db) => {
      const target = (on ? service.within!(on) : service) as Partial<Operations> & Authored;
      await mayChange(request, id, 'delete', target);
      // Read before it goes, so the log can name it (types without a get: what remove answers).
      const before = await target.get?.(id, { signedIn: true }).catch(() => undefined);
      const by = { id: userOf(request).id, name: userOf(request).fullName };
      const removed = await target.remove!(id, { by, withUses });
      await log(request, 'delete', id, before ?? removed, { on });
    };
    on(remove, async ({ query, request }) => {
      await removeOne(request, idOf(query), query.withUses === true);
      return { message: `${noun} deleted successfully.` };
    });
    const { access } = endpoints[remove];
    if (
      service.within &&
      access !== 'public' &&
      (TRASH_TYPES as readonly string[]).includes(type)
    ) {
      app.itemDeletes.set(type as TrashType, {
        access,
        run: (db, request, id, withUses) => removeOne(request, id, withUses, db),
      });
    }
  }
  if (sort) {
    on(sort, async ({ body, request }) => {
      await run.sort((body as { id: number }[]).map((item) => item.id));
      await app.activity.record(request, { action: 'sort', type, summary: `Reordered ${what}s` });
      return { message: `${noun}s sorted successfully.` };
    });
  }
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/** Whether every column of `draft` holds what the live row holds (booleans: SQLite keeps 0/1). */
export function sameAsLive(draft: Record<string, unknown>, live: object) {
  const plain = (value: unknown) => (typeof value === 'boolean' ? Number(value) : (value ?? null));
  const row = live as Record<string, unknown>;
  return Object.keys(draft).every((column) => plain(draft[column]) === plain(row[column]));
}
