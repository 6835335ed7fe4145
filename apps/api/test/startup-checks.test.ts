/**
 * Settings read at start that decide security: which proxies are trusted for the client address,
 * and secrets too weak for production.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createTestApp, createTestDatabase } from './helpers.ts';

const drops: (() => Promise<void>)[] = [];
const children: ChildProcess[] = [];
afterAll(async () => {
  // A server that started after all must not outlive the test.
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const drop of drops) await drop();
});

async function configWith(env: Record<string, string>) {
  const database = await createTestDatabase();
  drops.push(database.drop);
  return loadConfig({ ...database.env, WEB_DIST_DIR: '', ...env });
}

describe('TRUST_PROXY', () => {
  it('names the proxies to trust: none, a hop count, or addresses and CIDR ranges', async () => {
    const cases: [string | undefined, false | number | string[]][] = [
      [undefined, false],
      ['', false],
      ['false', false],
      ['0', false],
      // "true" keeps its documented meaning: the one proxy in front of the app.
      ['true', 1],
      ['1', 1],
      ['2', 2],
      ['10.0.0.2', ['10.0.0.2']],
      [
        ' 10.0.0.0/8 , 192.168.1.1,::1, fd00::/8 ',
        ['10.0.0.0/8', '192.168.1.1', '::1', 'fd00::/8'],
      ],
      ['loopback, uniquelocal', ['loopback', 'uniquelocal']],
    ];
    for (const [value, expected] of cases) {
      const config = await configWith(value === undefined ? {} : { TRUST_PROXY: value });
      expect(config.trustProxy, String(value)).toEqual(expected);
    }
  });

  it('refuses a value it cannot read, saying what it accepts', async () => {
    for (const value of ['yes', '10.0.0.300', '10.0.0.0/33', 'proxy.example.com', '-1']) {
      await expect(configWith({ TRUST_PROXY: value }), value).rejects.toThrow(
        /TRUST_PROXY must be/,
      );
    }
  });

  /** Wrong passwords for "admin" through proxies: which X-Forwarded-For entry counts as the client. */
  async function clientAddressesWith(trustProxy: string, headers: string[]) {
    const t = await createTestApp({ TRUST_PROXY: trustProxy, LOGIN_MAX_FAILURES: '2' });
    try {
      const statuses: number[] = [];
      for (const forwardedFor of headers) {
        const response = await t.request({
          method: 'POST',
          url: '/api/Users/Authenticate',
          payload: { email: 'admin', password: 'wrong-password' },
          headers: { 'x-forwarded-for': forwardedFor },
        });
        statuses.push(response.statusCode);
      }
      return statuses;
    } finally {
      await t.close();
    }
  }

  it.each([
    {
      // app.inject comes from 127.0.0.1: that is the proxy here. The first part of each header is
      // the visitor's own invention; the proxy appended the address it saw.
      setting: '127.0.0.1',
      meaning: 'with a list, the address just before the trusted proxy is the client',
      headers: [
        '198.51.100.1, 203.0.113.9',
        '198.51.100.2, 203.0.113.9',
        '198.51.100.3, 203.0.113.9',
        '203.0.113.10',
      ],
    },
    {
      setting: '2',
      meaning: 'with a hop count of 2 (a CDN, then nginx), the entry the CDN added is the client',
      headers: [
        '198.51.100.1, 203.0.113.9, 10.0.0.5',
        '198.51.100.2, 203.0.113.9, 10.0.0.6',
        '198.51.100.3, 203.0.113.9, 10.0.0.5',
        '198.51.100.3, 203.0.113.10, 10.0.0.5',
      ],
    },
  ])('$meaning', async ({ setting, headers }) => {
    expect(await clientAddressesWith(setting, headers)).toEqual([401, 401, 429, 401]);
  });
});

describe('weak secrets in production', () => {
  const production = { NODE_ENV: 'production', ADMIN_PASSWORD: 'a-long-admin-password' };

  it('refuses a JWT_SECRET under 32 bytes', async () => {
    await expect(configWith({ ...production, JWT_SECRET: 'too-short-secret' })).rejects.toThrow(
      'JWT_SECRET must be at least 32 bytes in production (it has 16). Generate one with: openssl rand -base64 48',
    );
    await configWith({ ...production, JWT_SECRET: 'x'.repeat(32) });
    // Unset is fine: a strong one is generated into DATA_DIR.
    expect((await configWith(production)).jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('refuses an ADMIN_PASSWORD that breaks the password rules', async () => {
    await expect(
      configWith({ ...production, JWT_SECRET: 'x'.repeat(40), ADMIN_PASSWORD: 'admin' }),
    ).rejects.toThrow(
      'ADMIN_PASSWORD does not follow the password rules: Minimum password length must be at least 8 characters.',
    );
  });

  it('leaves development and tests alone', async () => {
    await configWith({ JWT_SECRET: 'short', ADMIN_PASSWORD: 'admin' });
  });

  it('the server refuses to start with the message and a non-zero exit code', async () => {
    const database = await createTestDatabase();
    drops.push(database.drop);
    const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiDir,
      env: {
        ...process.env,
        ...database.env,
        ...production,
        JWT_SECRET: 'short',
        PORT: '0',
        WEB_DIST_DIR: '',
        SEED_DEMO: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).not.toBe(0);
    expect(output.trim()).toBe(
      'Chamber cannot start: JWT_SECRET must be at least 32 bytes in production (it has 5). Generate one with: openssl rand -base64 48',
    );
  });
});
