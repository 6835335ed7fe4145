/** The Users.* endpoints (the table in @chamber/contracts): sign-in, tokens, users, passwords. */
import {
  RECOVER_ACCOUNT_MESSAGE,
  REFRESH_TOKEN_REQUIRED_MESSAGE,
  type Role,
  type User,
} from '@chamber/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { named } from '../../lib/activity.ts';
import type { Mail } from '../../lib/mailer.ts';
import { createWorkQueue } from '../../lib/work-queue.ts';
import { userOf } from '../../plugins/auth.ts';
import { endpoint } from '../../plugins/endpoints.ts';
import { HttpError, badRequest } from '../../plugins/errors.ts';
import { saveWithImage } from '../../plugins/uploads.ts';
import type { ModuleOptions } from '../types.ts';
import {
  COOKIE_REUSE_GRACE_SECONDS,
  refreshCookie,
  varyByRefreshCookie,
} from './refresh-cookie.ts';
import { createUsersService } from './service.ts';

/** The body's refresh token, for a call that has none in the cookie. */
function bodyToken({ refreshToken }: { refreshToken?: string }) {
  if (!refreshToken) {
    throw badRequest(REFRESH_TOKEN_REQUIRED_MESSAGE, {
      refreshToken: REFRESH_TOKEN_REQUIRED_MESSAGE,
    });
  }
  return refreshToken;
}

const RESET_MAIL_FAILED =
  'The e-mail could not be sent. Please try again later, or set a temporary password instead.';

/** "an administrator", "an editor", "an author": how the activity log names a role. */
const ROLE_ARTICLES: Record<Role, string> = {
  administrator: 'an administrator',
  editor: 'an editor',
  author: 'an author',
};

export async function usersRoutes(app: FastifyInstance, { db, config, mailer }: ModuleOptions) {
  const users = createUsersService(db, config, app.signAccessToken, app.sessions);
  const cookie = refreshCookie(config);
  // Recovery answers at once and mails afterwards: its timing tells nobody whether the address exists.
  const recoveryQueue = createWorkQueue(app.log, 100);
  varyByRefreshCookie(app);

  endpoint(app, 'Users.Authenticate', async ({ body, request, reply }) => {
    const { email: username, password } = body;
    try {
      const session = await users.authenticate(username, password, request.ip);
      await app.activity.record(
        request,
        { action: 'signIn', type: 'user', itemId: session.id, summary: 'Signed in' },
        { id: session.id, name: session.fullName },
      );
      return cookie.wanted(request) ? cookie.keep(request, reply, session) : session;
    } catch (error) {
      const refused = error instanceof HttpError && error.statusCode === 429;
      request.log.warn(
        { username, ip: request.ip },
        refused ? 'sign-in refused: too many failed attempts' : 'sign-in failed',
      );
      // A password that was checked and refused goes in the activity log (never the password);
      // the throttle's refusals, which check nothing, only in the server log.
      if (error instanceof HttpError && error.statusCode === 401) {
        await recordFailedSignIn(request, username);
      }
      throw error;
    }
  });

  /** The account tried, when one has the name; else the name tried stands in for who. */
  async function recordFailedSignIn(request: FastifyRequest, username: string) {
    const account = await users.accountNamed(username);
    const why = !account
      ? 'no such user'
      : account.isActive
        ? 'wrong password'
        : 'account inactive';
    await app.activity.record(
      request,
      {
        action: 'signInFailed',
        type: 'user',
        itemId: account?.id ?? null,
        summary: `Failed sign-in as “${account?.username ?? username}”: ${why}`,
      },
      { id: account?.id ?? null, name: account?.fullName ?? username },
    );
  }

  endpoint(app, 'Users.refreshToken', async ({ body, request, reply }) => {
    const fromCookie = cookie.tokenOf(request, body);
    if (fromCookie) {
      try {
        const user = await users.refresh(fromCookie, {
          reuseGraceSeconds: COOKIE_REUSE_GRACE_SECONDS,
        });
        return {
          success: true,
          message: 'Token refreshed',
          user: cookie.keep(request, reply, user),
        };
      } catch (error) {
        // A refused cookie is no use to keep sending.
        if (error instanceof HttpError && error.statusCode === 401) cookie.clear(request, reply);
        throw error;
      }
    }
    const user = await users.refresh(bodyToken(body));
    return { success: true, message: 'Token refreshed', user };
  });

  endpoint(app, 'Users.Logout', async ({ body, request, reply }) => {
    const fromCookie = cookie.tokenOf(request, body);
    if (fromCookie) cookie.clear(request, reply);
    await users.logout(fromCookie ?? bodyToken(body));
    return { message: 'You have been signed out.' };
  });

  endpoint(app, 'Users.Register', async ({ body, request }) => {
    const newId = await users.register(body);
    await app.activity.record(request, {
      action: 'create',
      type: 'user',
      itemId: newId,
      summary: `Created user${named(body)}${body.isAdmin || body.role ? `, ${ROLE_ARTICLES[body.role ?? 'administrator']}` : ''}`,
    });
    return { message: 'User created successfully.', id: newId };
  });

  endpoint(app, 'Users.GetAllUsers', async ({ request }) => users.list(userOf(request)));

  endpoint(app, 'Users.GetUser', async ({ query, request }) =>
    users.get(userOf(request), query.id),
  );

  endpoint(app, 'Users.UpdateUser', async ({ body, files, request }) => {
    const viewer = userOf(request);
    const { before, role, isActive } = await saveWithImage(app.attachments, files.photo, (photo) =>
      users.update(viewer, body, request.ip, photo),
    );
    // Only now that the account no longer shows its old photo may the file go.
    await app.attachments.remove(files.photo || body.removePhoto ? before.photo : null);
    // Who changed a role, or (de)activated an account, is told outright.
    const changes = [
      role !== before.role &&
        (role === 'administrator' || before.role !== 'administrator'
          ? `now ${ROLE_ARTICLES[role]}`
          : `no longer an administrator, now ${ROLE_ARTICLES[role]}`),
      isActive !== before.isActive && (isActive ? 'activated' : 'deactivated'),
    ].filter(Boolean);
    await app.activity.record(request, {
      action: 'update',
      type: 'user',
      itemId: before.id,
      summary: `Updated user${named(body)}${changes.length ? `: ${changes.join(', ')}` : ''}`,
    });
    return { message: 'User updated successfully.' };
  });

  endpoint(
    app,
    'Users.ChangeUserPassword',
    async ({ body, request }) => {
      const viewer = userOf(request);
      await users.changePassword(viewer, body.oldPassword, body.password, request.ip);
      await app.activity.record(request, {
        action: 'update',
        type: 'user',
        itemId: viewer.id,
        summary: 'Changed their own password',
      });
      return { message: 'Password changed successfully.' };
    },
    { allowedBeforePasswordChange: true },
  );

  /** The reset link e-mail to `user`; `why` says who asked for it. */
  function resetMail({ token, user }: { token: string; user: User }, why: string): Mail {
    // The token rides in the fragment: browsers never send it to a server or a proxy log.
    const link = `${config.publicUrl}/reset-password#token=${token}`;
    return {
      to: user.email,
      subject: 'Reset your password',
      text: `Hello ${user.firstName},\n\nTo choose a new password for "${user.username}", open this link within one hour:\n\n${link}\n\n${why}`,
    };
  }

  endpoint(
    app,
    'Users.RecoverAccount',
    async ({ body }) => {
      recoveryQueue.push('password reset e-mail', async () => {
        const reset = await users.createPasswordReset(body.email);
        if (!reset) return;
        await mailer.send(
          resetMail(reset, 'If you did not ask for this, you can ignore this e-mail.'),
        );
      });
      return { message: RECOVER_ACCOUNT_MESSAGE };
    },
    { rateLimit: { max: config.publicFormLimit, timeWindow: '10 minutes' } },
  );

  endpoint(
    app,
    'Users.ResetPassword',
    async ({ body, request }) => {
      const user = await users.resetPassword(body.token, body.password);
      await app.activity.record(
        request,
        {
          action: 'update',
          type: 'user',
          itemId: user.id,
          summary: 'Chose a new password with an e-mailed reset link',
        },
        { id: user.id, name: user.fullName },
      );
      return { message: 'Your password has been changed. You can sign in now.' };
    },
    { rateLimit: { max: config.publicFormLimit * 2, timeWindow: '10 minutes' } },
  );

  endpoint(app, 'Users.SendResetLink', async ({ body, request }) => {
    const viewer = userOf(request);
    const reset = await users.passwordResetFor(body.id);
    const mail = resetMail(
      reset,
      `${viewer.fullName} sent you this link from the Users screen. If you did not expect it, you can ignore this e-mail.`,
    );
    let sent: Awaited<ReturnType<typeof mailer.send>>;
    try {
      sent = await mailer.send(mail);
    } catch (error) {
      request.log.error({ err: error, userId: reset.user.id }, 'reset link e-mail failed');
      throw new HttpError(502, RESET_MAIL_FAILED);
    }
    await app.activity.record(request, {
      action: 'update',
      type: 'user',
      itemId: reset.user.id,
      summary: `Sent a password reset link to user${named(reset.user)}`,
    });
    return {
      message:
        sent === 'sent'
          ? `A password reset link is on its way to ${reset.user.email}. It works once, within one hour.`
          : `No e-mail server is set up, so the reset link for ${reset.user.email} was written to the server log instead.`,
    };
  });

  endpoint(app, 'Users.SetTemporaryPassword', async ({ body, request }) => {
    const user = await users.setTemporaryPassword(userOf(request), body.id, body.password);
    await app.activity.record(request, {
      action: 'update',
      type: 'user',
      itemId: user.id,
      summary: `Set a temporary password for user${named(user)}`,
    });
    return {
      message: `${user.fullName} can now sign in with the temporary password, and will choose their own then.`,
    };
  });

  return users;
}
