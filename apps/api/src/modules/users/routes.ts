/** /api/Users/* (S1 §7) plus RecoverAccount, ResetPassword and Logout (docs/api.md). */
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
import { LoginThrottle } from '../../lib/login-throttle.ts';
import { userOf } from '../../plugins/auth.ts';
import { HttpError, validate } from '../../plugins/errors.ts';
import type { ModuleOptions } from '../types.ts';
import { createUsersService } from './service.ts';

const tags = ['Users'];

export async function usersRoutes(app: FastifyInstance, { db, config, mailer }: ModuleOptions) {
  const users = createUsersService(db, config, app.signAccessToken);
  const throttle = new LoginThrottle(config.loginMaxFailures, config.loginFailureWindowMs);

  app.post(
    '/api/Users/Authenticate',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Sign in (the field `email` carries the username)' },
    },
    async (request) => {
      const { email: username, password } = validate(loginSchema, request.body);
      const key = `${request.ip}|${username.toLowerCase()}`;
      const wait = throttle.retryAfter(key);
      if (wait > 0) {
        request.log.warn({ username, ip: request.ip }, 'sign-in refused: too many failed attempts');
        const minutes = Math.ceil(wait / 60_000);
        throw new HttpError(
          429,
          `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        );
      }
      try {
        const session = await users.authenticate(username, password);
        throttle.succeed(key);
        return session;
      } catch (error) {
        throttle.fail(key);
        request.log.warn({ username, ip: request.ip }, 'sign-in failed');
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
    async (request): Promise<RefreshTokenResponse> => {
      const { refreshToken } = validate(refreshTokenSchema, request.body);
      const user = await users.refresh(refreshToken);
      return { success: true, message: 'Token refreshed', user };
    },
  );

  app.post(
    '/api/Users/Logout',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'End a session: revokes its refresh token' },
    },
    async (request) => {
      const { refreshToken } = validate(refreshTokenSchema, request.body);
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
      await users.update(userOf(request), validate(editUserSchema, request.body));
      return { message: 'User updated successfully.' };
    },
  );

  app.put(
    '/api/Users/ChangeUserPassword',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Change your own password; the passwords travel in the JSON body' },
    },
    async (request) => {
      const { oldPassword, password } = validate(changePasswordRequestSchema, request.body);
      await users.changePassword(userOf(request), oldPassword, password);
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
      const reset = await users.createPasswordReset(email);
      if (reset) {
        // The token rides in the fragment: browsers never send it to a server or a proxy log.
        const link = `${config.publicUrl}/reset-password#token=${reset.token}`;
        await mailer
          .send({
            to: reset.user.email,
            subject: 'Reset your password',
            text: `Hello ${reset.user.firstName},\n\nTo choose a new password for "${reset.user.username}", open this link within one hour:\n\n${link}\n\nIf you did not ask for this, you can ignore this e-mail.`,
          })
          .catch((error: unknown) =>
            request.log.error({ err: error }, 'password reset e-mail failed'),
          );
      }
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
