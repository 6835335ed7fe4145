/** Users, sign-in, refresh tokens and password recovery (S1 §4, §6, §7; DESIGN §4). */
import type { AuthenticateResponse, User, editUserSchema, newUserSchema } from '@chamber/contracts';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/types.ts';
import { hashPassword, spendPasswordCheckTime, verifyPassword } from '../../lib/passwords.ts';
import { hashToken, isoIn, newOpaqueToken, nowIso } from '../../lib/tokens.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import {
  HttpError,
  badRequest,
  conflict,
  forbidden,
  notFound,
  unauthorized,
} from '../../plugins/errors.ts';

export const INVALID_CREDENTIALS = 'Username or password is incorrect.';
export const INACTIVE_ACCOUNT = 'Your account is inactive. Please contact an administrator.';
const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
const RESET_LINK_INVALID =
  'This password reset link is invalid or has expired. Please ask for a new one.';
const RESET_TOKEN_TTL_SECONDS = 60 * 60;

export function toUser(row: UserRow): User {
  const [firstName = '', ...rest] = row.fullName.trim().split(/\s+/);
  return {
    id: row.id,
    username: row.username,
    fullName: row.fullName,
    firstName,
    lastName: rest.join(' '),
    email: row.email,
    phone: row.phone,
    isActive: row.isActive,
    isAdmin: row.isAdmin,
  };
}

export function createUsersService(
  db: Db,
  config: Config,
  signAccessToken: (user: { id: number; username: string; isAdmin: boolean }) => string,
) {
  async function findByUsername(username: string) {
    // Usernames are unique regardless of case: "Admin" and "admin" are one person.
    return db
      .selectFrom('users')
      .selectAll()
      .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
      .executeTakeFirst();
  }

  async function getRow(id: number) {
    const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('The user');
    return row;
  }

  /** A fresh access token and refresh token for `row`. */
  async function issueTokens(row: UserRow): Promise<AuthenticateResponse> {
    const { token: refreshToken, tokenHash } = newOpaqueToken();
    await db
      .insertInto('refreshTokens')
      .values({
        userId: row.id,
        tokenHash,
        expiresAt: isoIn(config.refreshTokenTtl),
        createdAt: nowIso(),
      })
      .execute();
    return { ...toUser(row), token: signAccessToken(row), refreshToken };
  }

  async function revokeRefreshTokens(userId: number) {
    await db
      .updateTable('refreshTokens')
      .set({ usedAt: nowIso() })
      .where('userId', '=', userId)
      .where('usedAt', 'is', null)
      .execute();
  }

  return {
    async authenticate(username: string, password: string) {
      const row = await findByUsername(username);
      if (!row) {
        await spendPasswordCheckTime(password);
        throw unauthorized(INVALID_CREDENTIALS);
      }
      if (!(await verifyPassword(row.passwordHash, password)))
        throw unauthorized(INVALID_CREDENTIALS);
      if (!row.isActive) throw unauthorized(INACTIVE_ACCOUNT);
      return issueTokens(row);
    },

    /**
     * Exchanges a refresh token for a new pair. Each token works once: presenting a used one means
     * it was stolen or replayed, so every session of that user is ended.
     */
    async refresh(refreshToken: string) {
      const stored = await db
        .selectFrom('refreshTokens')
        .selectAll()
        .where('tokenHash', '=', hashToken(refreshToken))
        .executeTakeFirst();
      if (!stored) throw unauthorized(SESSION_EXPIRED);
      if (stored.usedAt) {
        await revokeRefreshTokens(stored.userId);
        throw unauthorized(SESSION_EXPIRED);
      }
      const claimed = await db
        .updateTable('refreshTokens')
        .set({ usedAt: nowIso() })
        .where('id', '=', stored.id)
        .where('usedAt', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) throw unauthorized(SESSION_EXPIRED);
      if (stored.expiresAt <= nowIso()) throw unauthorized(SESSION_EXPIRED);
      const row = await getRow(stored.userId).catch(() => null);
      if (!row || !row.isActive) throw unauthorized(row ? INACTIVE_ACCOUNT : SESSION_EXPIRED);
      return issueTokens(row);
    },

    async logout(refreshToken: string) {
      await db
        .updateTable('refreshTokens')
        .set({ usedAt: nowIso() })
        .where('tokenHash', '=', hashToken(refreshToken))
        .where('usedAt', 'is', null)
        .execute();
    },

    async register(input: z.output<typeof newUserSchema>) {
      if (await findByUsername(input.username)) {
        throw conflict(`The username "${input.username}" is already taken.`);
      }
      const now = nowIso();
      try {
        const { id } = await db
          .insertInto('users')
          .values({
            username: input.username,
            fullName: input.fullName,
            email: input.email,
            phone: input.phone,
            passwordHash: await hashPassword(input.password),
            isActive: input.isActive,
            isAdmin: input.isAdmin,
            createdAt: now,
            updatedAt: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return id;
      } catch (error) {
        // Two registrations of one name at the same moment: the unique index decides.
        if (await findByUsername(input.username)) {
          throw conflict(`The username "${input.username}" is already taken.`);
        }
        throw error;
      }
    },

    async list(viewer: CurrentUser): Promise<User[]> {
      let query = db.selectFrom('users').selectAll().orderBy('username');
      // Ordinary users may open the users screen (S1 §6) but only see themselves.
      if (!viewer.isAdmin) query = query.where('id', '=', viewer.id);
      return (await query.execute()).map(toUser);
    },

    async get(viewer: CurrentUser, id: number): Promise<User> {
      if (!viewer.isAdmin && viewer.id !== id)
        throw forbidden('You can only view your own account.');
      return toUser(await getRow(id));
    },

    async update(viewer: CurrentUser, input: z.output<typeof editUserSchema>) {
      if (!viewer.isAdmin && viewer.id !== input.id) {
        throw forbidden('You can only change your own account.');
      }
      const row = await getRow(input.id);
      // Only administrators change roles and activity; nobody can lock themselves out by mistake.
      const isAdmin = viewer.isAdmin ? input.isAdmin : row.isAdmin;
      const isActive = viewer.isAdmin ? input.isActive : row.isActive;
      if (viewer.id === row.id && (!isActive || !isAdmin) && row.isAdmin) {
        throw badRequest('You cannot deactivate yourself or remove your own administrator rights.');
      }
      await db
        .updateTable('users')
        .set({
          fullName: input.fullName,
          email: input.email,
          phone: input.phone,
          isAdmin,
          isActive,
          updatedAt: nowIso(),
        })
        .where('id', '=', row.id)
        .execute();
      if (!isActive) await revokeRefreshTokens(row.id);
    },

    async changePassword(viewer: CurrentUser, oldPassword: string, password: string) {
      const row = await getRow(viewer.id);
      if (!(await verifyPassword(row.passwordHash, oldPassword))) {
        throw badRequest('Old password is incorrect.', {
          oldPassword: 'Old password is incorrect.',
        });
      }
      await db
        .updateTable('users')
        .set({ passwordHash: await hashPassword(password), updatedAt: nowIso() })
        .where('id', '=', row.id)
        .execute();
      await revokeRefreshTokens(row.id);
    },

    /** Creates a single-use reset token for an active user with that e-mail; null otherwise. */
    async createPasswordReset(email: string) {
      const row = await db
        .selectFrom('users')
        .selectAll()
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
        .where('isActive', '=', true)
        .orderBy('id')
        .executeTakeFirst();
      if (!row) return null;
      const { token, tokenHash } = newOpaqueToken();
      await db
        .insertInto('passwordResetTokens')
        .values({
          userId: row.id,
          tokenHash,
          expiresAt: isoIn(RESET_TOKEN_TTL_SECONDS),
          createdAt: nowIso(),
        })
        .execute();
      return { token, user: toUser(row) };
    },

    async resetPassword(token: string, password: string) {
      const stored = await db
        .selectFrom('passwordResetTokens')
        .selectAll()
        .where('tokenHash', '=', hashToken(token))
        .executeTakeFirst();
      if (!stored || stored.usedAt || stored.expiresAt <= nowIso())
        throw badRequest(RESET_LINK_INVALID);
      const claimed = await db
        .updateTable('passwordResetTokens')
        .set({ usedAt: nowIso() })
        .where('id', '=', stored.id)
        .where('usedAt', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) throw badRequest(RESET_LINK_INVALID);
      const row = await getRow(stored.userId);
      if (!row.isActive) throw new HttpError(400, RESET_LINK_INVALID);
      await db
        .updateTable('users')
        .set({ passwordHash: await hashPassword(password), updatedAt: nowIso() })
        .where('id', '=', row.id)
        .execute();
      await revokeRefreshTokens(row.id);
    },

    /** First start: the administrator of DESIGN §4, when there is no user at all. */
    async ensureAdministrator(username: string, password: string) {
      const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
      if (existing) return false;
      const now = nowIso();
      const result = await db
        .insertInto('users')
        .values({
          username,
          fullName: 'Site Administrator',
          email: 'admin@example.com',
          phone: null,
          passwordHash: await hashPassword(password),
          isActive: true,
          isAdmin: true,
          createdAt: now,
          updatedAt: now,
        })
        // A second process starting at the same moment may have created it already.
        .onConflict((oc) => oc.column('username').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
