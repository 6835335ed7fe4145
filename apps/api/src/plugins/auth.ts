/**
 * Who may call what. Every /api route declares `config.access`: 'public', 'user' (a signed-in,
 * active user) or 'admin'. A route without it cannot be registered, so nothing is added unguarded.
 * The database, not the token, decides whether a user is still active and still an administrator.
 */
import jwt from '@fastify/jwt';
import type { AccessTokenClaims } from '@chamber/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { forbidden, unauthorized } from './errors.ts';

export type Access = 'public' | 'user' | 'admin';
export type CurrentUser = { id: number; username: string; fullName: string; isAdmin: boolean };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** The signed-in user; on public routes too, when a valid token was sent. */
    currentUser: CurrentUser | null;
  }
  interface FastifyInstance {
    signAccessToken(user: { id: number; username: string; isAdmin: boolean }): string;
    /** Every /api route with the access it declared (the authorization matrix test reads it). */
    apiRoutes: { method: string; url: string; access: Access }[];
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: Omit<AccessTokenClaims, 'exp' | 'iat'>;
    user: AccessTokenClaims;
  }
}

const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

export const authPlugin = fp(
  async (app: FastifyInstance, { config, db }: { config: Config; db: Db }) => {
    await app.register(jwt, {
      secret: config.jwtSecret,
      sign: { algorithm: 'HS256', expiresIn: config.accessTokenTtl },
      verify: { algorithms: ['HS256'] },
    });

    app.decorate('signAccessToken', (user) =>
      app.jwt.sign({
        sub: String(user.id),
        username: user.username,
        IsAdmin: user.isAdmin ? 'True' : 'False',
      }),
    );
    app.decorateRequest('currentUser', null);

    const apiRoutes: FastifyInstance['apiRoutes'] = [];
    app.decorate('apiRoutes', apiRoutes);
    app.addHook('onRoute', (route) => {
      const isApi = route.url.toLowerCase().startsWith('/api/');
      const isDocs = route.url.toLowerCase().startsWith('/api/docs');
      if (!isApi || isDocs) return;
      const access = route.config?.access;
      if (!access) {
        throw new Error(`Route ${route.method} ${route.url} does not declare config.access`);
      }
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') apiRoutes.push({ method, url: route.url, access });
      }
    });

    /** The active user behind the bearer token, or null when there is none or it is not valid. */
    async function identify(request: FastifyRequest): Promise<CurrentUser | null> {
      if (!request.headers.authorization?.startsWith('Bearer ')) return null;
      let claims: AccessTokenClaims;
      try {
        claims = await request.jwtVerify<AccessTokenClaims>();
      } catch {
        return null;
      }
      const user = await db
        .selectFrom('users')
        .select(['id', 'username', 'fullName', 'isAdmin', 'isActive'])
        .where('id', '=', Number(claims.sub))
        .executeTakeFirst();
      if (!user || !user.isActive) return null;
      return {
        id: user.id,
        username: user.username,
        fullName: user.fullName,
        isAdmin: user.isAdmin,
      };
    }

    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config?.access;
      if (!access) return;
      request.currentUser = await identify(request);
      if (access === 'public') return;
      if (!request.currentUser) {
        throw unauthorized(request.headers.authorization ? SESSION_EXPIRED : undefined);
      }
      if (access === 'admin' && !request.currentUser.isAdmin) {
        throw forbidden('Only administrators can do this.');
      }
    });
  },
);

/** The signed-in user of a 'user' or 'admin' route (the onRequest hook guarantees one). */
export function userOf(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}
