/** Users, sign-in, refresh tokens and password recovery (the controls: docs/security.md). */
import {
  can,
  isAdministrator,
  type AuthenticateResponse,
  type Role,
  type User,
  type editUserSchema,
  type newUserSchema,
} from '@chamber/contracts';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/types.ts';
import type { SessionStore } from '../../lib/sessions.ts';
import { identityKey, userKeys } from '../../lib/identity.ts';
import { LoginThrottle, accountBackoffMs, tryAgainMessage } from '../../lib/login-throttle.ts';
import { hashPassword, spendPasswordCheckTime, verifyPassword } from '../../lib/passwords.ts';
import { createResource } from '../../lib/resource.ts';
import { hashToken, isoIn, newOpaqueToken, nowIso } from '../../lib/tokens.ts';
import type { CurrentUser } from '../../lib/sessions.ts';
import { HttpError, badRequest, conflict, forbidden, unauthorized } from '../../plugins/errors.ts';

const INVALID_CREDENTIALS = 'Username or password is incorrect.';
const INACTIVE_ACCOUNT = 'Your account is inactive. Please contact an administrator.';
const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
const RESET_LINK_INVALID =
  'This password reset link is invalid or has expired. Please ask for a new one.';
const RESET_TOKEN_TTL_SECONDS = 60 * 60;
const TOO_MANY_SIGN_INS = 'Too many failed sign-in attempts.';
const TOO_MANY_WRONG_PASSWORDS = 'Too many wrong passwords.';
const CURRENT_PASSWORD_NEEDED = 'Please enter your current password to change your e-mail address.';
const CURRENT_PASSWORD_WRONG = 'Current password is incorrect.';
const OWN_TEMPORARY_PASSWORD =
  'To change your own password, use Reset Password on your own row of the Users screen.';
/** A reset link or temporary password is no use to an account that cannot sign in. */
const inactiveAccount = (user: UserRow) =>
  `${user.fullName}’s account is inactive. Make it active first (View, then Is User Active?).`;

function toUser(row: UserRow): User {
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
    isAdmin: isAdministrator(row.role),
    role: row.role,
    bio: row.bio,
    photo: row.photoPath,
  };
}

/**
 * The role a save gives: the one sent; without one (the spec's clients send only isAdmin),
 * isAdmin true makes an administrator, false takes administrator rights away (an editor) and
 * leaves any other role as it was (`current`; a new user: editor).
 */
function roleOf({ role, isAdmin }: { role?: Role; isAdmin: boolean }, current?: Role): Role {
  if (role) return role;
  if (isAdmin) return 'administrator';
  return current && current !== 'administrator' ? current : 'editor';
}

export function createUsersService(
  db: Db,
  config: Config,
  signAccessToken: (
    user: { id: number; username: string; role: Role },
    sessionId: number,
  ) => string,
  sessions: SessionStore,
) {
  // Accounts and profile saves go through the resource; passwords and sign-in state are written
  // here, so they never become a revision or an undoable change.
  const users = createResource(db, {
    table: 'users',
    noun: 'The user',
    toAnswer: toUser,
    order: ['username'],
  });
  const addressThrottle = new LoginThrottle(config.loginMaxFailures, config.loginFailureWindowMs);
  // Twice what one address may try: an owner mistyping at one address meets that limit first.
  const accountFreeFailures = config.loginMaxFailures * 2;

  async function findByUsername(username: string) {
    // "Admin", "admin" and "ADMIN" are one person; so are "Émile" and "émile" (lib/identity.ts).
    return db
      .selectFrom('users')
      .selectAll()
      .where('usernameKey', '=', identityKey(username))
      .executeTakeFirst();
  }

  /** 409 when another account uses `email` in any case: reset links must reach only its owner. */
  async function assertEmailFree(email: string, exceptUserId?: number) {
    let query = db.selectFrom('users').select('id').where('emailKey', '=', identityKey(email));
    if (exceptUserId !== undefined) query = query.where('id', '!=', exceptUserId);
    if (await query.executeTakeFirst()) {
      const message = `The e-mail address "${email}" is already used by another account.`;
      throw new HttpError(409, message, { email: message });
    }
  }

  /**
   * Checks `password` for the account named `username` (`row`, when it exists). The attempt is
   * counted before the hash is checked, by the address throttle and by the account's backoff, so
   * neither simultaneous guesses nor a change of address get more checks. 429 (`refusal` and the
   * wait) when either says wait; a correct password clears both.
   */
  async function checkPassword(
    row: UserRow | undefined,
    username: string,
    password: string,
    ip: string,
    refusal: string,
  ) {
    const addressKey = `${ip}|${identityKey(username)}`;
    const addressWait = addressThrottle.reserve(addressKey);
    if (addressWait > 0) throw new HttpError(429, tryAgainMessage(refusal, addressWait));
    const accountWait = row ? await reserveAccountCheck(row.id) : 0;
    if (accountWait > 0) {
      addressThrottle.release(addressKey);
      throw new HttpError(429, tryAgainMessage(refusal, accountWait));
    }
    if (!row) {
      await spendPasswordCheckTime(password);
      return false;
    }
    if (!(await verifyPassword(row.passwordHash, password))) return false;
    addressThrottle.succeed(addressKey);
    await clearAccountBackoff(row.id);
    return true;
  }

  /**
   * Counts one password check against the account before it happens, and starts its wait when
   * this check reaches the backoff (a success clears it again). Compare-and-set on the count, so
   * simultaneous attempts each take their own turn. 0 = go ahead; else milliseconds to wait.
   */
  async function reserveAccountCheck(userId: number) {
    for (let turn = 0; turn < 5; turn++) {
      const state = await db
        .selectFrom('users')
        .select(['failedSignIns', 'signInBlockedUntil'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      const now = Date.now();
      const blockedFor = state.signInBlockedUntil ? Date.parse(state.signInBlockedUntil) - now : 0;
      if (blockedFor > 0) return blockedFor;
      const failures = state.failedSignIns + 1;
      const backoff = accountBackoffMs(failures, accountFreeFailures);
      const taken = await db
        .updateTable('users')
        .set({
          failedSignIns: failures,
          signInBlockedUntil: backoff > 0 ? new Date(now + backoff).toISOString() : null,
        })
        .where('id', '=', userId)
        .where('failedSignIns', '=', state.failedSignIns)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 1) return 0;
    }
    // Many others are trying this account at this very moment: this attempt is not checked.
    return 60_000;
  }

  async function clearAccountBackoff(userId: number) {
    await db
      .updateTable('users')
      .set({ failedSignIns: 0, signInBlockedUntil: null })
      .where('id', '=', userId)
      .execute();
  }

  /**
   * Marks a single-use token used. Only one of simultaneous requests gets true: the update
   * applies while the token is still unused.
   */
  async function claim(table: 'refreshTokens' | 'passwordResetTokens', id: number) {
    const claimed = await db
      .updateTable(table)
      .set({ usedAt: nowIso() })
      .where('id', '=', id)
      .where('usedAt', 'is', null)
      .executeTakeFirst();
    return Number(claimed.numUpdatedRows) === 1;
  }

  /** Every open reset link of the user stops working: one link at a time, used once. */
  async function voidPasswordResets(userId: number) {
    await db
      .updateTable('passwordResetTokens')
      .set({ usedAt: nowIso() })
      .where('userId', '=', userId)
      .where('usedAt', 'is', null)
      .execute();
  }

  /**
   * Stores a new password: open reset links stop working and every session ends. `alsoSet`: what
   * else the change sets (a temporary password is to be replaced at the next sign-in).
   */
  async function setPassword(
    userId: number,
    password: string,
    alsoSet: { failedSignIns?: number; signInBlockedUntil?: null; mustChangePassword?: true } = {},
  ) {
    await db
      .updateTable('users')
      .set({
        passwordHash: await hashPassword(password),
        mustChangePassword: false,
        ...alsoSet,
        updatedAt: nowIso(),
      })
      .where('id', '=', userId)
      .execute();
    await voidPasswordResets(userId);
    await sessions.endAll(userId);
  }

  /** A single-use reset token for `row`; a new link voids the older ones: only the latest works. */
  async function issuePasswordReset(row: UserRow) {
    await voidPasswordResets(row.id);
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
  }

  /** A fresh access token and refresh token for `row`, in session `sessionId`. */
  async function tokensFor(row: UserRow, sessionId: number): Promise<AuthenticateResponse> {
    const { token: refreshToken, tokenHash } = newOpaqueToken();
    await db
      .insertInto('refreshTokens')
      .values({
        sessionId,
        tokenHash,
        expiresAt: isoIn(config.refreshTokenTtl),
        createdAt: nowIso(),
      })
      .execute();
    return {
      ...toUser(row),
      token: signAccessToken(row, sessionId),
      refreshToken,
      mustChangePassword: row.mustChangePassword,
    };
  }

  /** A new session for `row` (a sign-in), and its first tokens. */
  async function issueTokens(row: UserRow): Promise<AuthenticateResponse> {
    return tokensFor(row, await sessions.start(row.id));
  }

  return {
    /** `ip`: the client's address, for the sign-in throttle. */
    /** The account a username names (in any case), for the activity log of a failed sign-in. */
    async accountNamed(username: string) {
      const row = await findByUsername(username);
      return row
        ? { id: row.id, username: row.username, fullName: row.fullName, isActive: row.isActive }
        : null;
    },

    async authenticate(username: string, password: string, ip: string) {
      const row = await findByUsername(username);
      const correct = await checkPassword(row, username, password, ip, TOO_MANY_SIGN_INS);
      if (!correct || !row) throw unauthorized(INVALID_CREDENTIALS);
      if (!row.isActive) throw unauthorized(INACTIVE_ACCOUNT);
      return issueTokens(row);
    },

    /**
     * Exchanges a refresh token for a new pair in the same session. Each token works once:
     * presenting a used one means it was stolen or replayed, so every session of that user ends.
     * `reuseGraceSeconds`: for that long after its rotation, a token still works (browser tabs
     * sharing one cookie refresh at the same moment; an answer lost to a reload).
     */
    async refresh(refreshToken: string, { reuseGraceSeconds = 0 } = {}) {
      const stored = await db
        .selectFrom('refreshTokens')
        .innerJoin('sessions', 'sessions.id', 'refreshTokens.sessionId')
        .select([
          'refreshTokens.id',
          'refreshTokens.sessionId',
          'refreshTokens.expiresAt',
          'refreshTokens.usedAt',
          'sessions.userId',
          'sessions.endedAt',
        ])
        .where('refreshTokens.tokenHash', '=', hashToken(refreshToken))
        .executeTakeFirst();
      // Unknown, expired, or its session is over (signed out, or ended for the whole account).
      if (!stored || stored.endedAt !== null || stored.expiresAt <= nowIso())
        throw unauthorized(SESSION_EXPIRED);
      if (!(await claim('refreshTokens', stored.id))) {
        // Not used when read: another request claimed it this very moment.
        const usedAt = Date.parse(stored.usedAt ?? nowIso());
        if (usedAt <= Date.now() - reuseGraceSeconds * 1000) {
          if (stored.usedAt) await sessions.endAll(stored.userId);
          throw unauthorized(SESSION_EXPIRED);
        }
      }
      const row = await users.row(stored.userId).catch(() => null);
      if (!row || !row.isActive) throw unauthorized(row ? INACTIVE_ACCOUNT : SESSION_EXPIRED);
      return tokensFor(row, stored.sessionId);
    },

    /** Ends the session of `refreshToken`: its access tokens are refused from now on. */
    async logout(refreshToken: string) {
      const stored = await db
        .selectFrom('refreshTokens')
        .select('sessionId')
        .where('tokenHash', '=', hashToken(refreshToken))
        .executeTakeFirst();
      if (stored) await sessions.end(stored.sessionId);
    },

    async register(input: z.output<typeof newUserSchema>) {
      if (await findByUsername(input.username)) {
        throw conflict(`The username "${input.username}" is already taken.`);
      }
      await assertEmailFree(input.email);
      try {
        return await users.create({
          username: input.username,
          fullName: input.fullName,
          email: input.email,
          ...userKeys(input),
          phone: input.phone,
          passwordHash: await hashPassword(input.password),
          isActive: input.isActive,
          role: roleOf(input),
        });
      } catch (error) {
        // Two registrations of one name or address at the same moment: the unique index decides.
        if (await findByUsername(input.username)) {
          throw conflict(`The username "${input.username}" is already taken.`);
        }
        await assertEmailFree(input.email);
        throw error;
      }
    },

    async list(viewer: CurrentUser): Promise<User[]> {
      // Everyone may open the users screen, but only those who manage users see the others
      // (docs/decisions/002-users-list-by-role.md).
      return can(viewer.role, 'users') ? users.list() : [await users.get(viewer.id)];
    },

    async get(viewer: CurrentUser, id: number): Promise<User> {
      if (!can(viewer.role, 'users') && viewer.id !== id)
        throw forbidden('You can only view your own account.');
      return users.get(id);
    },

    /**
     * `ip`: the client's address, for the throttle on the current-password check; `photo`: a
     * newly stored photo's path, which replaces theirs. Answers the account as it was before (the
     * caller removes a photo file it no longer shows), and its role and activity now, for the
     * activity log.
     */
    async update(
      viewer: CurrentUser,
      input: z.output<typeof editUserSchema>,
      ip: string,
      photo: string | null,
    ) {
      const managesUsers = can(viewer.role, 'users');
      if (!managesUsers && viewer.id !== input.id) {
        throw forbidden('You can only change your own account.');
      }
      const row = await users.row(input.id);
      // Only administrators change roles and activity; nobody can lock themselves out by mistake.
      const role = managesUsers ? roleOf(input, row.role) : row.role;
      const isActive = managesUsers ? input.isActive : row.isActive;
      if (
        viewer.id === row.id &&
        (!isActive || role !== row.role) &&
        row.role === 'administrator'
      ) {
        throw badRequest('You cannot deactivate yourself or remove your own administrator rights.');
      }
      const emailKey = identityKey(input.email);
      const emailChanged = emailKey !== row.emailKey;
      // Reset links go to this address: changing your own needs your password, so a stolen
      // session does not become a stolen account. Administrators manage others' accounts freely.
      if (emailChanged && viewer.id === row.id) {
        if (!input.currentPassword) {
          throw badRequest(CURRENT_PASSWORD_NEEDED, { currentPassword: CURRENT_PASSWORD_NEEDED });
        }
        const correct = await checkPassword(
          row,
          row.username,
          input.currentPassword,
          ip,
          TOO_MANY_WRONG_PASSWORDS,
        );
        if (!correct) {
          throw badRequest(CURRENT_PASSWORD_WRONG, { currentPassword: CURRENT_PASSWORD_WRONG });
        }
      }
      if (emailChanged) await assertEmailFree(input.email, row.id);
      try {
        await users.update(row.id, {
          fullName: input.fullName,
          email: input.email,
          emailKey,
          phone: input.phone,
          role,
          isActive,
          ...(input.bio === undefined ? {} : { bio: input.bio }),
          ...(photo ? { photoPath: photo } : input.removePhoto ? { photoPath: null } : {}),
        });
      } catch (error) {
        // Another account took the address this very moment: the unique index decides.
        await assertEmailFree(input.email, row.id);
        throw error;
      }
      // Links already sent went to the old address.
      if (emailChanged) await voidPasswordResets(row.id);
      // A new role or a deactivation takes effect at once: the user has to sign in again.
      if (!isActive || role !== row.role) await sessions.endAll(row.id);
      else await sessions.userChanged();
      return { before: toUser(row), role, isActive };
    },

    /** `ip`: the client's address, for the throttle on the current-password check. */
    async changePassword(viewer: CurrentUser, oldPassword: string, password: string, ip: string) {
      const row = await users.row(viewer.id);
      if (!(await checkPassword(row, row.username, oldPassword, ip, TOO_MANY_WRONG_PASSWORDS))) {
        throw badRequest('Old password is incorrect.', {
          oldPassword: 'Old password is incorrect.',
        });
      }
      await setPassword(row.id, password);
    },

    /** Creates a single-use reset token for an active user with that e-mail; null otherwise. */
    async createPasswordReset(email: string) {
      const row = await db
        .selectFrom('users')
        .selectAll()
        .where('emailKey', '=', identityKey(email))
        .where('isActive', '=', true)
        .executeTakeFirst();
      return row ? issuePasswordReset(row) : null;
    },

    /** A reset token for the account `id`, which an administrator sends: 404, 409 inactive. */
    async passwordResetFor(id: number) {
      const row = await users.row(id);
      if (!row.isActive) throw conflict(inactiveAccount(row));
      return issuePasswordReset(row);
    },

    /**
     * An administrator gives a colleague who forgot their password a temporary one: their
     * sessions and reset links end, any sign-in backoff too (the administrator vouches for
     * them), and they choose their own at the next sign-in. Answers the colleague.
     */
    async setTemporaryPassword(viewer: CurrentUser, id: number, password: string) {
      const row = await users.row(id);
      // Your own needs your current password (ChangeUserPassword): a stolen session is not enough.
      if (row.id === viewer.id) throw badRequest(OWN_TEMPORARY_PASSWORD);
      if (!row.isActive) throw conflict(inactiveAccount(row));
      await setPassword(row.id, password, {
        mustChangePassword: true,
        failedSignIns: 0,
        signInBlockedUntil: null,
      });
      return toUser(row);
    },

    async resetPassword(token: string, password: string) {
      const stored = await db
        .selectFrom('passwordResetTokens')
        .selectAll()
        .where('tokenHash', '=', hashToken(token))
        .executeTakeFirst();
      if (!stored || stored.usedAt || stored.expiresAt <= nowIso())
        throw badRequest(RESET_LINK_INVALID);
      if (!(await claim('passwordResetTokens', stored.id))) throw badRequest(RESET_LINK_INVALID);
      const row = await users.row(stored.userId);
      if (!row.isActive) throw new HttpError(400, RESET_LINK_INVALID);
      // The owner proved they read the account's mail: any sign-in backoff ends too.
      await setPassword(row.id, password, { failedSignIns: 0, signInBlockedUntil: null });
      return toUser(row);
    },

    /**
     * First start: an administrator with these credentials, only when there is no user at all.
     * `mustChangePassword`: the password was generated, to be replaced at first sign-in.
     */
    async ensureAdministrator(username: string, password: string, mustChangePassword: boolean) {
      const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
      if (existing) return false;
      const now = nowIso();
      const result = await db
        .insertInto('users')
        .values({
          username,
          fullName: 'Site Administrator',
          email: 'admin@example.com',
          ...userKeys({ username, email: 'admin@example.com' }),
          phone: null,
          passwordHash: await hashPassword(password),
          isActive: true,
          role: 'administrator',
          mustChangePassword,
          createdAt: now,
          updatedAt: now,
        })
        // A second process starting at the same moment may have created it already.
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
  };
}
