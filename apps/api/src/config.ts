/**
 * Environment → typed configuration; the README's "Configuration" lists the variables.
 * The only place that reads process.env.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { accountPasswordSchema } from '@chamber/contracts';
import { makePrivateDir, makePrivateFile, PRIVATE_FILE_MODE } from './lib/private-files.ts';

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
  /** The memory the public read cache (answers and drawn pages) may hold, in bytes. */
  publicCacheMaxBytes: number;
  /**
   * Fastify's trustProxy: the proxies whose X-Forwarded-For entries are believed (for rate limits
   * and logs): false, a number of hops, or their addresses and CIDR ranges.
   */
  trustProxy: false | number | string[];
  /** Where the built web app lives; null when it has not been built (API-only). */
  webDistDir: string | null;
  /** Failed sign-ins allowed per username and address before 429, and the window they count in. */
  loginMaxFailures: number;
  loginFailureWindowMs: number;
  /** Public forms (contact, newsletter, account recovery): posts allowed per address per 10 minutes. */
  publicFormLimit: number;
  /** Newsletter e-mails sent per minute by each instance (a steady pace mail providers accept). */
  newsletterRate: number;
  /** Uploads in an S3-compatible bucket instead of DATA_DIR/attachments; null = local disk. */
  s3: S3Config | null;
};

export type S3Config = {
  bucket: string;
  region: string;
  /** null = AWS S3's own endpoint for the region. */
  endpoint: string | null;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (`host/bucket/key`), as MinIO and s3rver need, instead of the host name. */
  forcePathStyle: boolean;
};

/** Something the operator must fix before the server can start; main.ts prints just the message. */
export class StartupError extends Error {}

const here = path.dirname(fileURLToPath(import.meta.url));
const DEFAULT_WEB_DIST = path.resolve(here, '../../web/dist');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = intFrom(env.PORT, 3000);
  const dataDir = path.resolve(env.DATA_DIR || './data');
  makePrivateDir(dataDir);
  if (env.NODE_ENV === 'production') refuseWeakSecrets(env);
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
    publicCacheMaxBytes: intFrom(env.PUBLIC_CACHE_MB, 64) * 1024 * 1024,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    webDistDir: env.WEB_DIST_DIR === '' ? null : path.resolve(env.WEB_DIST_DIR || DEFAULT_WEB_DIST),
    loginMaxFailures: intFrom(env.LOGIN_MAX_FAILURES, 5),
    loginFailureWindowMs: intFrom(env.LOGIN_FAILURE_WINDOW_SECONDS, 15 * 60) * 1000,
    publicFormLimit: intFrom(env.PUBLIC_FORM_LIMIT, 5),
    newsletterRate: intFrom(env.NEWSLETTER_RATE, 60),
    s3: parseS3(env),
  };
}

/**
 * The S3_* settings, read together: S3_BUCKET switches uploads to object storage, and then the
 * others it needs must be there too (a half-set store would fail at the first upload instead).
 */
function parseS3(env: NodeJS.ProcessEnv): S3Config | null {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return null;
  const required = ['S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const unset = required.filter((name) => !env[name]?.trim());
  if (unset.length > 0)
    throw new StartupError(
      `S3_BUCKET is set, so uploads go to object storage, but ${unset.join(', ')} ${unset.length === 1 ? 'is' : 'are'} not set. Set ${unset.length === 1 ? 'it' : 'them'} too, or unset S3_BUCKET to keep uploads in DATA_DIR.`,
    );
  const endpoint = env.S3_ENDPOINT?.trim() || null;
  if (endpoint !== null && !/^https?:\/\/[^/?#@\s]+\/?$/.test(endpoint))
    // Not echoed: a mistaken value may hold a key.
    throw new StartupError(
      "S3_ENDPOINT must be the store's address, such as https://s3.eu-central-1.amazonaws.com or http://minio:9000 (no path and no credentials).",
    );
  const pathStyle = (env.S3_FORCE_PATH_STYLE ?? '').trim();
  if (!['', 'true', 'false'].includes(pathStyle))
    throw new StartupError('S3_FORCE_PATH_STYLE must be true or false.');
  return {
    bucket,
    region: env.S3_REGION!.trim(),
    endpoint: endpoint?.replace(/\/$/, '') ?? null,
    accessKeyId: env.S3_ACCESS_KEY_ID!.trim(),
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!.trim(),
    forcePathStyle: pathStyle === 'true',
  };
}

/**
 * TRUST_PROXY names the proxies in front of the app. `true` means the one proxy in front (a hop
 * count of 1), never "every hop": a client writes what it likes into the X-Forwarded-For it sends,
 * so only the entries added by our own proxies can be believed.
 */
function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) return Number(text) || false;
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.every(isProxyAddress)) return entries;
  throw new StartupError(
    `TRUST_PROXY must be false, true (one proxy in front), a number of proxies, or a comma-separated list of proxy addresses and CIDR ranges; "${text}" is none of these.`,
  );
}

/**
 * The setting as Fastify's trustProxy option. A hop count becomes a function: Fastify reads a bare
 * number as "trust nobody". Counting hops trusts whoever connects, so with a count only the proxy
 * may be able to reach the app's port (docs/operations.md).
 */
export function fastifyTrustProxy(trustProxy: Config['trustProxy']) {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address: string, hop: number) => hop < trustProxy;
}

/** An IP address, a CIDR range, or one of the range names Fastify (proxy-addr) knows. */
function isProxyAddress(entry: string) {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

/** Production refuses secrets an attacker could guess; development and tests may use any. */
function refuseWeakSecrets(env: NodeJS.ProcessEnv) {
  const secretBytes = Buffer.byteLength(env.JWT_SECRET ?? '');
  // Unset is fine: persistentSecret() generates 48 random bytes.
  if (env.JWT_SECRET && secretBytes < 32) {
    throw new StartupError(
      `JWT_SECRET must be at least 32 bytes in production (it has ${secretBytes}). Generate one with: openssl rand -base64 48`,
    );
  }
  const password = env.ADMIN_PASSWORD ? accountPasswordSchema.safeParse(env.ADMIN_PASSWORD) : null;
  if (password && !password.success) {
    throw new StartupError(
      `ADMIN_PASSWORD does not follow the password rules: ${password.error.issues[0].message}.`,
    );
  }
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
    writeFileSync(file, randomBytes(48).toString('base64url'), {
      flag: 'wx',
      mode: PRIVATE_FILE_MODE,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // Written by an older version, perhaps readable by everyone.
    makePrivateFile(file);
  }
  return readFileSync(file, 'utf8').trim();
}
