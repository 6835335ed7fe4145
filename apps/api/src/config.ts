/** Environment → typed configuration (DESIGN §4 "Configuration"). The only place that reads process.env. */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** `postgres://…` switches from SQLite to PostgreSQL. */
  databaseUrl: string | null;
  /** PostgreSQL schema to use (tests give each file its own); null = the default search_path. */
  databaseSchema: string | null;
  jwtSecret: string;
  /** Lifetime of access tokens, in seconds. */
  accessTokenTtl: number;
  /** Lifetime of refresh tokens, in seconds. */
  refreshTokenTtl: number;
  adminUsername: string;
  /** null = generate a random password and print it once. */
  adminPassword: string | null;
  seedDemo: boolean;
  smtpUrl: string | null;
  mailFrom: string;
  publicUrl: string;
  corsOrigins: string[];
  logLevel: string;
  /** Behind a reverse proxy: trust its X-Forwarded-For (for rate limits and logs). */
  trustProxy: boolean;
  /** Where the built web app lives; null when it has not been built (API-only). */
  webDistDir: string | null;
  /** Failed sign-ins allowed per username and address before 429, and the window they count in. */
  loginMaxFailures: number;
  loginFailureWindowMs: number;
  /** Public forms (contact, newsletter, account recovery): posts allowed per address per 10 minutes. */
  publicFormLimit: number;
};

const here = path.dirname(fileURLToPath(import.meta.url));
export const DEFAULT_WEB_DIST = path.resolve(here, '../../web/dist');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = intFrom(env.PORT, 3000);
  const dataDir = path.resolve(env.DATA_DIR || './data');
  mkdirSync(dataDir, { recursive: true });
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    databaseSchema: env.DATABASE_SCHEMA || null,
    jwtSecret: env.JWT_SECRET || persistentSecret(dataDir),
    accessTokenTtl: intFrom(env.ACCESS_TOKEN_TTL, 15 * 60),
    refreshTokenTtl: intFrom(env.REFRESH_TOKEN_TTL, 14 * 24 * 60 * 60),
    adminUsername: env.ADMIN_USERNAME || 'admin',
    adminPassword: env.ADMIN_PASSWORD || null,
    seedDemo: env.SEED_DEMO !== 'false',
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Chamber website <no-reply@localhost>',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    corsOrigins: (env.CORS_ORIGINS || '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: env.TRUST_PROXY === 'true',
    webDistDir: env.WEB_DIST_DIR === '' ? null : path.resolve(env.WEB_DIST_DIR || DEFAULT_WEB_DIST),
    loginMaxFailures: intFrom(env.LOGIN_MAX_FAILURES, 5),
    loginFailureWindowMs: intFrom(env.LOGIN_FAILURE_WINDOW_SECONDS, 15 * 60) * 1000,
    publicFormLimit: intFrom(env.PUBLIC_FORM_LIMIT, 5),
  };
}

function intFrom(value: string | undefined, fallback: number) {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

/**
 * A JWT secret generated once and kept in DATA_DIR, so tokens survive restarts without any
 * setup. `wx` makes the first of two processes starting together win; the other reads its file.
 */
function persistentSecret(dataDir: string) {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}
