/**
 * Test harness: a real app on a fresh database per test file. SQLite in a temporary folder by
 * default; with TEST_DATABASE_URL, PostgreSQL in a schema of its own (dropped afterwards), so test
 * files never collide.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import type { MediaItem } from '@chamber/contracts';
import { buildApp } from '../src/app.ts';
import { bootstrap } from '../src/bootstrap.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { migrateToLatest, migrateUpTo } from '../src/db/migrate.ts';
import type { Mail, Mailer } from '../src/lib/mailer.ts';

export const ADMIN = { username: 'admin', password: 'admin-password-1' };

/** A fresh data folder, and a fresh PostgreSQL schema when TEST_DATABASE_URL is set. */
export async function createTestDatabase() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'chamber-test-'));
  const databaseUrl = process.env.TEST_DATABASE_URL || null;
  const schema = databaseUrl ? `test_${randomBytes(6).toString('hex')}` : null;
  if (databaseUrl && schema) await runSql(databaseUrl, `create schema ${schema}`);
  return {
    dataDir,
    env: {
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema! } : {}),
    } as Record<string, string>,
    async drop() {
      if (databaseUrl && schema) await runSql(databaseUrl, `drop schema ${schema} cascade`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A database as an earlier version left it, migrated up to `lastMigration` and no further: the
 * tests of a later migration fill it the old way, then migrate it on. `drop` closes and removes it.
 */
export async function databaseMigratedTo(lastMigration: string) {
  const database = await createTestDatabase();
  const config = loadConfig({ ...database.env, JWT_SECRET: 'x'.repeat(40), WEB_DIST_DIR: '' });
  const handle = openDatabase(config);
  await migrateUpTo(handle, lastMigration);
  return {
    config,
    handle,
    async drop() {
      await handle.db.destroy();
      await database.drop();
    },
  };
}

async function runSql(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  /** Every e-mail the app sent. */
  mails: Mail[];
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  login(
    username?: string,
    password?: string,
  ): Promise<{ token: string; refreshToken: string; id: number }>;
  /** Creates a user through the API as the administrator; answers its id and a token. */
  createUser(
    fields?: Partial<Record<string, unknown>>,
  ): Promise<{ id: number; token: string; username: string; password: string }>;
  close(): Promise<void>;
};

let userCounter = 0;

/**
 * `realMailer`: mail goes through SMTP_URL as in production instead of into `mails`; `mailer`:
 * this one instead; `print`: receives what the first start prints (the generated password);
 * `logTo`: the app logs at info level there (see logLines) instead of not at all.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  {
    realMailer = false,
    mailer: givenMailer,
    print = () => {},
    logTo,
  }: {
    realMailer?: boolean;
    mailer?: Mailer;
    print?: (line: string) => void;
    logTo?: Writable;
  } = {},
): Promise<TestApp> {
  const testDb = await createTestDatabase();
  const config = loadConfig({
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: 'false',
    WEB_DIST_DIR: '',
    ...testDb.env,
    ...env,
  });
  const database = openDatabase(config);
  await migrateToLatest(database);
  await bootstrap(database.db, config, print);
  const mails: Mail[] = [];
  const mailer: Mailer = {
    async send(mail) {
      mails.push(mail);
      return 'sent';
    },
  };
  const app = await buildApp({
    config,
    database,
    ...(realMailer ? {} : { mailer: givenMailer ?? mailer }),
    logger: logTo ? { level: 'info', stream: logTo } : false,
  });

  const request: TestApp['request'] = ({ token, headers, ...options }) =>
    app.inject({
      ...options,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });

  const login: TestApp['login'] = async (username = ADMIN.username, password = ADMIN.password) => {
    const response = await request({
      method: 'POST',
      url: '/api/Users/Authenticate',
      payload: { email: username, password },
    });
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
    return response.json();
  };

  const createUser: TestApp['createUser'] = async (fields = {}) => {
    const admin = await login();
    userCounter += 1;
    const username = (fields.username as string) ?? `user${userCounter}`;
    const password = (fields.password as string) ?? 'user-password-1';
    const response = await request({
      method: 'POST',
      url: '/api/Users/Register',
      token: admin.token,
      payload: {
        username,
        fullName: 'Test User',
        email: `${username}@example.com`,
        phone: '',
        password,
        confirmPassword: password,
        isActive: true,
        isAdmin: false,
        ...fields,
      },
    });
    if (response.statusCode !== 200) throw new Error(`register failed: ${response.body}`);
    const { id } = response.json();
    const isActive = fields.isActive ?? true;
    const token = isActive ? (await login(username, password)).token : '';
    return { id, token, username, password };
  };

  return {
    app,
    config,
    database,
    mails,
    request,
    login,
    createUser,
    async close() {
      await app.close();
      await database.db.destroy();
      await testDb.drop();
    },
  };
}

/** The answer has `status` and says `message`. */
export function expectAnswer(response: LightMyRequestResponse, status: number, message: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().message).toBe(message);
}

/** The answer refuses the input: 400, and `message` under `field`. */
export function expectInvalid(response: LightMyRequestResponse, field: string, message: string) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().errors[field]).toBe(message);
}

/** Refused: 400, with exactly these messages under these fields. */
export function expectErrors(response: LightMyRequestResponse, errors: Record<string, string>) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().errors).toEqual(errors);
}

/** Refused: 400, with at least these messages under these fields. */
export function expectErrorsInclude(
  response: LightMyRequestResponse,
  errors: Record<string, string>,
) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().errors).toMatchObject(errors);
}

/** The answer of a create: 200, `message` and the new id. */
export function expectCreated(response: LightMyRequestResponse, message: string) {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ message, id: expect.any(Number) });
}

/**
 * An app (with these settings) serving a built web app made of `files` (path in the build →
 * content; index.html at least). Closing it also removes that folder.
 */
export async function createSiteApp(
  files: Record<string, string | Buffer>,
  env: Record<string, string> = {},
): Promise<TestApp> {
  const webDir = mkdtempSync(path.join(tmpdir(), 'chamber-web-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(webDir, name)), { recursive: true });
    writeFileSync(path.join(webDir, name), content);
  }
  const site = await createTestApp({ ...env, WEB_DIST_DIR: webDir });
  return {
    ...site,
    async close() {
      await site.close();
      rmSync(webDir, { recursive: true, force: true });
    },
  };
}

/** Where a test app logs (createTestApp's `logTo`), and each line it wrote, parsed. */
export function logLines() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { stream, lines };
}

/** A multipart/form-data body for app.inject (fields as text; files as buffers). */
export function multipart(
  fields: Record<string, string | number | boolean | null | string[]>,
  files: Record<string, { data: Buffer; filename?: string; contentType?: string }> = {},
) {
  const boundary = `----chamber${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  const add = (text: string) => chunks.push(Buffer.from(text));
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      add(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${item ?? ''}\r\n`,
      );
    }
  }
  for (const [name, file] of Object.entries(files)) {
    add(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename ?? 'image.png'}"\r\nContent-Type: ${file.contentType ?? 'image/png'}\r\n\r\n`,
    );
    chunks.push(file.data);
    add('\r\n');
  }
  add(`--${boundary}--\r\n`);
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A small real PNG made on the spot (no binary fixtures in the repo). */
/** The fields of the smallest event the Create/UpdateEvent forms take (the image goes beside). */
export const eventFormFields = (title: string) => ({
  eventType: 'workshop',
  title,
  addressLine1: '100 Main St',
  city: 'Dothan',
  state: 'AL',
  zipcode: '36301',
  start: '2030-05-01T18:00:00Z',
  isActive: 'true',
});

export async function pngImage(width = 64, height = 48, color = '#213c63') {
  const sharp = (await import('sharp')).default;
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** A case for a table of refusals: its name, the fields sent, the field refused, its message. */
export type RefusalCase = [
  name: string,
  fields: Record<string, string>,
  field: string,
  message: string,
];

/**
 * A named refusal case: one text field a character over its limit, and the
 * message the spec gives for it (`label` as the form names the field).
 */
export function overLimit(field: string, label: string, max: number): RefusalCase {
  return [
    `${field} over ${max} characters`,
    { [field]: 'x'.repeat(max + 1) },
    field,
    `${label} must be at most ${max} characters`,
  ];
}

/**
 * For the enclosing file or describe: a fresh app with these settings, handed to `use` before all
 * tests and closed after them.
 */
export function withTestApp(
  use: (t: TestApp) => unknown,
  env?: Parameters<typeof createTestApp>[0],
) {
  withApp(() => createTestApp(env), use);
}

/**
 * The same, with the app serving a stand-in for the web build (an empty index.html), so public
 * pages are drawn with their head.
 */
export function withSiteApp(use: (t: TestApp) => unknown, env?: Record<string, string>) {
  const index =
    '<!doctype html><html><head><title>Chamber</title></head><body><div id="root"></div></body></html>';
  withApp(() => createSiteApp({ 'index.html': index }, env), use);
}

function withApp(create: () => Promise<TestApp>, use: (t: TestApp) => unknown) {
  let t: TestApp;
  beforeAll(async () => {
    t = await create();
    await use(t);
  });
  afterAll(() => t.close());
}

/** The same, with the token of an ordinary (not administrator) user also handed to `use`. */
export function withSignedInUser(
  use: (session: { t: TestApp; token: string }) => void,
  user?: Parameters<TestApp['createUser']>[0],
) {
  withTestApp(async (t) => use({ t, token: (await t.createUser(user)).token }));
}

/** The same, with an administrator's token and a PNG to upload also handed to `use`. */
export function withAdmin(use: (session: { t: TestApp; token: string; png: Buffer }) => void) {
  withTestApp(async (t) => use({ t, token: (await t.login()).token, png: await pngImage() }));
}

/**
 * The same, with the tokens of an administrator (`admin`) and of an ordinary staff member (`user`,
 * made from `user` as createUser takes it), and a PNG to upload, handed to `use`.
 */
export function withAdminAndUser(
  use: (session: { t: TestApp; admin: string; user: string; png: Buffer }) => unknown,
  { user, env }: { user?: Parameters<TestApp['createUser']>[0]; env?: Record<string, string> } = {},
) {
  withTestApp(async (t) => {
    const admin = (await t.login()).token;
    await use({ t, admin, user: (await t.createUser(user)).token, png: await pngImage() });
  }, env);
}

/** A small but whole PDF (signature first, end marker last); a `note` gives it bytes of its own. */
export const pdfDocument = (note?: string) =>
  Buffer.from(
    `%PDF-1.4\n${note ? `% ${note}\n` : ''}1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );

export type UploadedFileData = { data: Buffer; filename?: string; contentType?: string };

/** Media.Upload of one file (or none) with `fields`, as `token` (undefined: signed out). */
export const uploadMedia = (
  t: TestApp,
  file: UploadedFileData | null,
  token: string | undefined,
  fields: Record<string, string> = {},
) =>
  t.request({
    method: 'POST',
    url: '/api/Media/Upload',
    token,
    ...multipart(fields, file ? { file } : {}),
  });

/** Media.Upload that must succeed (201): answers the library item. */
export async function uploadedMedia(
  t: TestApp,
  file: UploadedFileData,
  token: string,
  fields: Record<string, string> = {},
) {
  const response = await uploadMedia(t, file, token, fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as MediaItem;
}

/** The forwarded-for header of a request through the reverse proxy, when one is given. */
const forwarded = (forwardedFor?: string) =>
  forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};

/** Signs in with a username (the API's `email` field takes either), through the proxy if given. */
export const signIn = (t: TestApp, username: string, password: string, forwardedFor?: string) =>
  t.request({
    method: 'POST',
    url: '/api/Users/Authenticate',
    payload: { email: username, password },
    headers: forwarded(forwardedFor),
  });

/** Asks for a reset link and waits for its e-mail (mail goes out after the answer). */
export async function resetLink(t: TestApp, email: string, forwardedFor?: string) {
  const before = t.mails.length;
  const answer = await t.request({
    method: 'POST',
    url: '/api/Users/RecoverAccount',
    payload: { email },
    headers: forwarded(forwardedFor),
  });
  expect(answer.statusCode).toBe(200);
  await vi.waitFor(() => expect(t.mails.length).toBe(before + 1));
  const mail = t.mails.at(-1)!;
  return { to: mail.to, token: /reset-password#token=([\w-]+)/.exec(mail.text)![1] };
}

/** What staff answers add for an item visitors see, with no draft and nothing scheduled. */
export const PUBLISHED = {
  status: 'published',
  hasDraft: false,
  publishAt: null,
  unpublishAt: null,
} as const;
