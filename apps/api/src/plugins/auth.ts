/**
 * Who may call what. Every /api route declares `config.access`: 'public', or the permission a
 * signed-in, active user's role must have (the table in @chamber/contracts permissions.ts). A route
 * without it cannot be registered, so nothing is added unguarded. The session store, not the
 * token, decides whether the token's session still lives, and the user's active state and role
 * (lib/sessions.ts).
 */
import jwt from '@fastify/jwt';
import {
  can,
  isAdministrator,
  refusalFor,
  type Access,
  type AccessTokenClaims,
  type Role,
} from '@chamber/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { prunePeriodically } from '../lib/pruning.ts';
import { createSessionStore, type CurrentUser, type SessionStore } from '../lib/sessions.ts';
import { forbidden, unauthorized } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** The one change a user with a temporary password may make (choosing their own). */
    allowedBeforePasswordChange?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user; on public routes too, when a valid token was sent. */
    currentUser: CurrentUser | null;
  }
  interface FastifyInstance {
    /** An access token of session `sessionId`. */
    signAccessToken(user: { id: number; username: string; role: Role }, sessionId: number): string;
    sessions: SessionStore;
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
const CHOOSE_PASSWORD_FIRST = 'Please choose a new password before doing anything else.';
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Sign-in, tokens, recovery and users' details. */
const USERS_CALLS = /^\/api\/users\//i;
/** Expired sessions and tokens are pruned at start and then this often. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;

export const authPlugin = fp(
  async (
    app: FastifyInstance,
    { config, database }: { config: Config; database: DatabaseHandle },
  ) => {
    await app.register(jwt, {
      secret: config.jwtSecret,
      sign: { algorithm: 'HS256', expiresIn: config.accessTokenTtl },
      verify: { algorithms: ['HS256'] },
    });

    app.decorate('signAccessToken', (user, sessionId) =>
      app.jwt.sign({
        sub: String(user.id),
        username: user.username,
        IsAdmin: isAdministrator(user.role) ? 'True' : 'False',
        sid: sessionId,
      }),
    );
    // With PostgreSQL, other instances may end sessions: their notices keep the memory true.
    const sessions = createSessionStore(database, config.databaseUrl ? app.instanceNotices : null);
    app.decorate('sessions', sessions);
    // Every instance prunes; the deletes are idempotent, so instances sharing a database agree.
    prunePeriodically(app, PRUNE_EVERY_MS, () => sessions.prune(config.accessTokenTtl), {
      pruned: 'expired sessions and tokens pruned',
      failed: 'pruning sessions failed',
    });
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

    /**
     * The active user behind the bearer token, or null when there is none, it is not valid, or
     * its session has ended.
     */
    async function identify(request: FastifyRequest): Promise<CurrentUser | null> {
      if (!request.headers.authorization?.startsWith('Bearer ')) return null;
      let claims: AccessTokenClaims;
      try {
        claims = await request.jwtVerify<AccessTokenClaims>();
      } catch {
        return null;
      }
      // Tokens from before sessions existed name none.
      if (!Number.isInteger(claims.sid)) return null;
      return sessions.currentUser(claims.sid, Number(claims.sub));
    }

    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config?.access;
      if (!access) return;
      request.currentUser = await identify(request);
      // A token that no longer works is refused, on public calls too: staff whose access token
      // expired would otherwise get the visitors' answer (no drafts) without knowing it, and edit
      // from it (docs/decisions/132-stale-token-on-public-calls.md). The public Users.* calls
      // (sign-in, refresh, sign-out, recovery) work whatever token comes along.
      const staleToken = request.headers.authorization && !request.currentUser;
      if (staleToken && !(access === 'public' && USERS_CALLS.test(request.url))) {
        throw unauthorized(SESSION_EXPIRED);
      }
      if (access === 'public') return;
      if (!request.currentUser) throw unauthorized();
      if (!can(request.currentUser.role, access)) throw forbidden(refusalFor(access));
      if (
        request.currentUser.mustChangePassword &&
        !READS.has(request.method) &&
        !request.routeOptions.config.allowedBeforePasswordChange
      ) {
        throw forbidden(CHOOSE_PASSWORD_FIRST);
      }
    });

    // A browser or proxy must never keep what is private, nor hand an answer made for one caller
    // to another: answers vary with the bearer token, and the private ones are not stored at all.
    app.addHook('onSend', async (request, reply) => {
      const access = request.routeOptions.config?.access;
      if (!access) return;
      addVary(reply, 'Authorization');
      if (access !== 'public' || request.currentUser || USERS_CALLS.test(request.url)) {
        reply.header('cache-control', 'no-store');
      }
    });
  },
);

/** Adds `name` to the answer's Vary header, keeping what is there. */
export function addVary(reply: FastifyReply, name: string) {
  const current = String(reply.getHeader('vary') ?? '');
  const names = current.toLowerCase().split(/\s*,\s*/);
  if (!names.includes(name.toLowerCase()))
    reply.header('vary', current ? `${current}, ${name}` : name);
}

/** The signed-in user of a route that needs a permission (the onRequest hook guarantees one). */
export function userOf(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}
