/** /api/Users/* plus RecoverAccount, ResetPassword and Logout (docs/api.md). */
import {
  RECOVER_ACCOUNT_MESSAGE,
  changePasswordRequestSchema,
  editUserSchema,
  id,
  loginSchema,
  newUserSchema,
  recoverAccountSchema,
  refreshTokenSchema,
  resetPasswordSchema,
  type RefreshTokenResponse,
} from '@chamber/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createWorkQueue } from '../../lib/work-queue.ts';
import { userOf } from '../../plugins/auth.ts';
import { HttpError, validate } from '../../plugins/errors.ts';
import type { ModuleOptions } from '../types.ts';
import { COOKIE_REUSE_GRACE_SECONDS, refreshCookie } from './refresh-cookie.ts';
import { createUsersService } from './service.ts';

const tags = ['Users'];

export async function usersRoutes(app: FastifyInstance, { db, config, mailer }: ModuleOptions) {
  const users = createUsersService(db, config, app.signAccessToken, app.sessions);
  const cookie = refreshCookie(config);
  // Recovery answers at once and mails afterwards: its timing tells nobody whether the address exists.
  const recoveryQueue = createWorkQueue(app.log, 100);

  app.post(
    '/api/Users/Authenticate',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Sign in (the field `email` carries the username)' },
    },
    async (request, reply) => {
      const { email: username, password } = validate(loginSchema, request.body);
      try {
        const session = await users.authenticate(username, password, request.ip);
        return cookie.wanted(request) ? cookie.keep(request, reply, session) : session;
      } catch (error) {
        const refused = error instanceof HttpError && error.statusCode === 429;
        request.log.warn(
          { username, ip: request.ip },
          refused ? 'sign-in refused: too many failed attempts' : 'sign-in failed',
        );
        throw error;
      }
    },
  );

  app.post(
    '/api/Users/refreshToken',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Exchange a refresh token for a new pair' },
    },
    async (request, reply): Promise<RefreshTokenResponse> => {
      const fromCookie = cookie.tokenOf(request, reply);
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
      const { refreshToken } = validate(refreshTokenSchema, request.body);
      const user = await users.refresh(refreshToken);
      return { success: true, message: 'Token refreshed', user };
    },
  );

  app.post(
    '/api/Users/Logout',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'End a session: its access and refresh tokens stop working' },
    },
    async (request, reply) => {
      const fromCookie = cookie.tokenOf(request, reply);
      if (fromCookie) cookie.clear(request, reply);
      const { refreshToken } = fromCookie
        ? { refreshToken: fromCookie }
        : validate(refreshTokenSchema, request.body);
      await users.logout(refreshToken);
      return { message: 'You have been signed out.' };
    },
  );

  app.post(
    '/api/Users/Register',
    { config: { access: 'admin' }, schema: { tags, summary: 'Create a user' } },
    async (request) => {
      const input = validate(newUserSchema, request.body);
      const newId = await users.register(input);
      return { message: 'User created successfully.', id: newId };
    },
  );

  app.get(
    '/api/Users/GetAllUsers',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'All users (an ordinary user gets only themselves)' },
    },
    async (request) => users.list(userOf(request)),
  );

  app.get(
    '/api/Users/GetUser',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'One user (administrators, or yourself)' },
    },
    async (request) => {
      const query = validate(z.object({ id }), request.query);
      return users.get(userOf(request), query.id);
    },
  );

  app.put(
    '/api/Users/UpdateUser',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Change a user (administrators, or yourself)' },
    },
    async (request) => {
      await users.update(userOf(request), validate(editUserSchema, request.body), request.ip);
      return { message: 'User updated successfully.' };
    },
  );

  app.put(
    '/api/Users/ChangeUserPassword',
    {
      config: { access: 'user', allowedBeforePasswordChange: true },
      schema: { tags, summary: 'Change your own password; the passwords travel in the JSON body' },
    },
    async (request) => {
      const { oldPassword, password } = validate(changePasswordRequestSchema, request.body);
      await users.changePassword(userOf(request), oldPassword, password, request.ip);
      return { message: 'Password changed successfully.' };
    },
  );

  app.post(
    '/api/Users/RecoverAccount',
    {
      config: {
        access: 'public',
        rateLimit: { max: config.publicFormLimit, timeWindow: '10 minutes' },
      },
      schema: { tags, summary: 'E-mail a password reset link (always the same answer)' },
    },
    async (request) => {
      const { email } = validate(recoverAccountSchema, request.body);
      recoveryQueue.push('password reset e-mail', async () => {
        const reset = await users.createPasswordReset(email);
        if (!reset) return;
        // The token rides in the fragment: browsers never send it to a server or a proxy log.
        const link = `${config.publicUrl}/reset-password#token=${reset.token}`;
        await mailer.send({
          to: reset.user.email,
          subject: 'Reset your password',
          text: `Hello ${reset.user.firstName},\n\nTo choose a new password for "${reset.user.username}", open this link within one hour:\n\n${link}\n\nIf you did not ask for this, you can ignore this e-mail.`,
        });
      });
      return { message: RECOVER_ACCOUNT_MESSAGE };
    },
  );

  app.post(
    '/api/Users/ResetPassword',
    {
      config: {
        access: 'public',
        rateLimit: { max: config.publicFormLimit * 2, timeWindow: '10 minutes' },
      },
      schema: { tags, summary: 'Choose a new password with an e-mailed reset token' },
    },
    async (request) => {
      const { token, password } = validate(resetPasswordSchema, request.body);
      await users.resetPassword(token, password);
      return { message: 'Your password has been changed. You can sign in now.' };
    },
  );

  return users;
}
