/**
 * The back office's refresh token travels in an HttpOnly cookie that no script on the page can
 * read: a script that got into the site can act while the page is open, but cannot carry away a
 * credential that outlives it. SameSite=Strict: no other site can make the browser send it.
 * Secure whenever the site is served over https.
 *
 * One cookie per path, for the two calls that use it (refreshToken and Logout), rather than one
 * for the common prefix /api/Users, which would send the token with every users-screen call too.
 * Cookie paths match case-sensitively: these are the exact paths the web app calls.
 *
 * API clients keep the spec's way: the refresh token in the JSON bodies, and no cookie.
 */
import { REFRESH_COOKIE_HEADER, routes, type AuthenticateResponse } from '@chamber/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { addVary } from '../../plugins/auth.ts';

const REFRESH_COOKIE = 'chamber_refresh';
const COOKIE_PATHS: string[] = [routes['Users.refreshToken'].path, routes['Users.Logout'].path];
/**
 * How long a just-rotated cookie token still works: tabs sharing the cookie may refresh at the
 * same moment, and a reload may lose the answer that carried the new cookie.
 */
export const COOKIE_REUSE_GRACE_SECONDS = 10;

/**
 * The answers of the cookie's calls depend on it, and say so: refusals of their body too (this
 * runs before the body is checked).
 */
export function varyByRefreshCookie(app: FastifyInstance) {
  app.addHook('preValidation', async (request, reply) => {
    if (COOKIE_PATHS.includes(request.routeOptions.url ?? '')) addVary(reply, 'Cookie');
  });
}

export function refreshCookie({ publicUrl, refreshTokenTtl }: Config) {
  const set = (request: FastifyRequest, reply: FastifyReply, value: string, maxAge: number) => {
    const secure = request.protocol === 'https' || publicUrl.startsWith('https:');
    reply.header(
      'set-cookie',
      COOKIE_PATHS.map((path) =>
        [
          `${REFRESH_COOKIE}=${value}`,
          `Path=${path}`,
          `Max-Age=${maxAge}`,
          'HttpOnly',
          'SameSite=Strict',
          ...(secure ? ['Secure'] : []),
        ].join('; '),
      ),
    );
  };

  /** Whether the caller works with the refresh token in the cookie (the back office does). */
  const wanted = (request: FastifyRequest) =>
    request.headers[REFRESH_COOKIE_HEADER.toLowerCase()] === 'true';

  return {
    wanted,

    /**
     * The refresh token in the cookie; null when there is none, when `body` brings one (an API
     * client's: the body decides then), or when the call lacks the header. The header is the
     * back office's: a form another page posts here cannot carry it, so the cookie the browser
     * sends along is no use to that page (SameSite=Strict stops other sites; this stops sibling
     * sites of the same domain too).
     */
    tokenOf(request: FastifyRequest, body: { refreshToken?: string }): string | null {
      if (body.refreshToken !== undefined || !wanted(request)) return null;
      for (const pair of (request.headers.cookie ?? '').split(';')) {
        const [name, value] = pair.trim().split('=');
        if (name === REFRESH_COOKIE && value) return value;
      }
      return null;
    },

    /** Puts the refresh token of `session` in the cookie; the page gets the rest only. */
    keep(
      request: FastifyRequest,
      reply: FastifyReply,
      session: AuthenticateResponse,
    ): AuthenticateResponse {
      set(request, reply, session.refreshToken, refreshTokenTtl);
      return { ...session, refreshToken: '' };
    },

    clear(request: FastifyRequest, reply: FastifyReply) {
      set(request, reply, '', 0);
    },
  };
}
