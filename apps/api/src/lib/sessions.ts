/**
 * Sign-in sessions. A session is one sign-in: its refresh tokens rotate within it, and every access
 * token it hands out names it (claim `sid`). Ending a session refuses its access tokens on the
 * very next request, on every instance, instead of when they expire.
 *
 * The check on every request reads the session and its user in one lookup by primary key.
 * SQLite answers it in microseconds from a statement prepared once (through Kysely, compiling and
 * preparing it each time would cost far more than the lookup), and processes sharing the file see
 * each other's writes at once, so it is asked every time. PostgreSQL is a network trip away:
 * answers are kept in memory (bounded), and every instance forgets them whenever any instance
 * ends a session or changes a user (a notice on the cache's LISTEN/NOTIFY connection). A kept
 * answer also expires after KEEP_MS, which bounds how stale it can be should a notice be lost.
 */
import { LRUCache } from 'lru-cache';
import type { Role } from '@chamber/contracts';
import type { DatabaseHandle } from '../db/client.ts';
import type { InstanceNotices } from './instance-notices.ts';
import { nowIso } from './tokens.ts';

/** The user a live session names: who a request is made by (plugins/auth.ts). */
export type CurrentUser = {
  id: number;
  username: string;
  fullName: string;
  role: Role;
  /**
   * Signed in with a temporary password (generated at first start, or set by an administrator):
   * nothing may change until they choose their own.
   */
  mustChangePassword: boolean;
};

const SESSIONS_CHANGED = 'sessions changed';
/** Sessions whose answer is kept: far more than the staff signed in at once. */
const KEPT_SESSIONS = 10_000;
const KEEP_MS = 30_000;
/** How much older than the access tokens' life a row must be before it is pruned. */
const PRUNE_MARGIN_SECONDS = 60 * 60;

/**
 * `notices`: the channel to the other instances (PostgreSQL). With it, answers are kept in memory;
 * without it (SQLite), the database is asked on every request.
 */
export function createSessionStore(
  { db, sqlite }: Pick<DatabaseHandle, 'db' | 'sqlite'>,
  notices: InstanceNotices | null,
) {
  // false: the session has ended or its user is no longer active.
  const kept = notices
    ? new LRUCache<number, CurrentUser | false>({ max: KEPT_SESSIONS, ttl: KEEP_MS })
    : null;
  let generation = 0;
  const forget = () => {
    generation += 1;
    kept?.clear();
  };
  notices?.subscribe((message) => {
    if (message === SESSIONS_CHANGED) forget();
  });
  /** After a write: this instance forgets at once, the others when the notice reaches them. */
  const changed = async () => {
    forget();
    await notices?.send(SESSIONS_CHANGED);
  };

  const lookUpQuery = (sessionId: number) =>
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.userId')
      .select([
        'users.id',
        'users.username',
        'users.fullName',
        'users.role',
        'users.isActive',
        'users.mustChangePassword',
        'sessions.endedAt',
      ])
      .where('sessions.id', '=', sessionId);
  type Row = NonNullable<Awaited<ReturnType<ReturnType<typeof lookUpQuery>['executeTakeFirst']>>>;
  const prepared = sqlite?.prepare(lookUpQuery(0).compile().sql);
  /** The prepared statement's row, named as Kysely's CamelCasePlugin would name it. */
  const fromSqlite = (row: Record<string, unknown> | undefined) =>
    row &&
    (Object.fromEntries(
      Object.entries(row).map(([name, value]) => [
        name.replace(/_(\w)/g, (_, c: string) => c.toUpperCase()),
        value,
      ]),
    ) as Row);

  async function lookUp(sessionId: number): Promise<CurrentUser | false> {
    const row = prepared
      ? fromSqlite(prepared.all(sessionId)[0] as Record<string, unknown> | undefined)
      : await lookUpQuery(sessionId).executeTakeFirst();
    if (!row || row.endedAt !== null || !row.isActive) return false;
    return {
      id: row.id,
      username: row.username,
      fullName: row.fullName,
      role: row.role,
      mustChangePassword: row.mustChangePassword,
    };
  }

  return {
    /** Starts a session for the user; answers its id. */
    async start(userId: number): Promise<number> {
      const { id } = await db
        .insertInto('sessions')
        .values({ userId, createdAt: nowIso(), endedAt: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** Ends one session (sign-out). */
    async end(sessionId: number) {
      const result = await db
        .updateTable('sessions')
        .set({ endedAt: nowIso() })
        .where('id', '=', sessionId)
        .where('endedAt', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) > 0) await changed();
    },

    /** Ends every session of the user: all their access and refresh tokens stop working. */
    async endAll(userId: number) {
      await db
        .updateTable('sessions')
        .set({ endedAt: nowIso() })
        .where('userId', '=', userId)
        .where('endedAt', 'is', null)
        .execute();
      await changed();
    },

    /** A user's name changed: answers kept in memory name them the old way. */
    userChanged: changed,

    /**
     * Forgets what can no longer be used, so the tables do not grow with every sign-in: expired
     * refresh and reset tokens, then sessions left without a refresh token. The margin keeps the
     * access tokens handed out beside a refresh token valid to their end, and a session that is
     * being started (its first refresh token is written just after it). Answers the rows removed.
     */
    async prune(accessTokenTtlSeconds: number) {
      const cutoff = new Date(Date.now() - (accessTokenTtlSeconds + PRUNE_MARGIN_SECONDS) * 1000);
      const before = cutoff.toISOString();
      const tokens = await db
        .deleteFrom('refreshTokens')
        .where('expiresAt', '<', before)
        .executeTakeFirst();
      const resets = await db
        .deleteFrom('passwordResetTokens')
        .where('expiresAt', '<', before)
        .executeTakeFirst();
      const ended = await db
        .deleteFrom('sessions')
        .where('createdAt', '<', before)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('refreshTokens')
                .select('refreshTokens.id')
                .whereRef('refreshTokens.sessionId', '=', 'sessions.id'),
            ),
          ),
        )
        .executeTakeFirst();
      if (Number(ended.numDeletedRows) > 0) await changed();
      return {
        refreshTokens: Number(tokens.numDeletedRows),
        resetTokens: Number(resets.numDeletedRows),
        sessions: Number(ended.numDeletedRows),
      };
    },

    /**
     * The user signed in by session `sessionId` (the token's `sid`), or null when it has ended,
     * its user is no longer active, or it is not `userId`'s (the token's `sub`).
     */
    async currentUser(sessionId: number, userId: number): Promise<CurrentUser | null> {
      let found = kept?.get(sessionId);
      if (found === undefined) {
        const started = generation;
        found = await lookUp(sessionId);
        // A session that ended while this lookup ran must not be kept as live.
        if (started === generation) kept?.set(sessionId, found);
      }
      return found && found.id === userId ? found : null;
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
