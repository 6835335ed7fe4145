/**
 * Password guessing behind the documented reverse proxy: forged X-Forwarded-For headers, rotating
 * addresses, parallel guesses, and the current-password checks of signed-in users.
 */
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ADMIN, resetLink, signIn as signInAs, type TestApp, withTestApp } from './helpers.ts';

let t: TestApp;
// TRUST_PROXY=true is what docs/operations.md tells nginx sites to set: one proxy in front.
withTestApp((app) => (t = app), { TRUST_PROXY: 'true', LOGIN_MAX_FAILURES: '5' });

const TOO_MANY = /^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/;

const signIn = (username: string, password: string, forwardedFor?: string) =>
  signInAs(t, username, password, forwardedFor);

describe('behind one trusted proxy', () => {
  it('a forged X-Forwarded-For does not give a fresh throttle: the proxy-added address counts', async () => {
    await t.createUser({ username: 'forger-target', password: 'right-password-1' });
    const statuses: number[] = [];
    for (let i = 1; i <= 15; i++) {
      // The client sends its own header; nginx ($proxy_add_x_forwarded_for) appends the real one.
      const response = await signIn('forger-target', `guess-${i}`, `198.51.100.${i}, 203.0.113.7`);
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(10).fill(429)]);
    // Someone else, at another address, is not affected.
    expect((await signIn('forger-target', 'right-password-1', '203.0.113.8')).statusCode).toBe(200);
  });

  it('rotating real addresses meets a per-account backoff that doubles; a reset link clears it', async () => {
    const owner = await t.createUser({
      username: 'rotated-target',
      email: 'rotated-target@example.com',
      password: 'right-password-1',
    });
    const statuses: number[] = [];
    for (let i = 1; i <= 15; i++) {
      statuses.push((await signIn('rotated-target', `guess-${i}`, `203.0.113.${i}`)).statusCode);
    }
    // Twice the per-address allowance, then the account waits whatever the address.
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(5).fill(429)]);
    const blocked = await signIn('rotated-target', 'right-password-1', '192.0.2.50');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(TOO_MANY);
    expect(blocked.json().message).toContain('1 minute.');

    // Once the wait is over, one more guess is checked, and the next wait is twice as long.
    const expire = () =>
      t.database.db
        .updateTable('users')
        .set({ signInBlockedUntil: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', owner.id)
        .execute();
    await expire();
    expect((await signIn('rotated-target', 'guess-16', '203.0.113.16')).statusCode).toBe(401);
    const longer = await signIn('rotated-target', 'guess-17', '203.0.113.17');
    expect(longer.statusCode).toBe(429);
    expect(longer.json().message).toContain('2 minutes.');
    await expire();
    await signIn('rotated-target', 'guess-18', '203.0.113.18');
    expect((await signIn('rotated-target', 'guess-19', '203.0.113.19')).json().message).toContain(
      '4 minutes.',
    );

    // The owner gets in through a reset link, which ends the backoff.
    const { token } = await resetLink(t, 'rotated-target@example.com', '192.0.2.200');
    const reset = await t.request({
      method: 'POST',
      url: '/api/Users/ResetPassword',
      payload: { token, password: 'new-password-1', confirmPassword: 'new-password-1' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn('rotated-target', 'new-password-1', '192.0.2.50')).statusCode).toBe(200);
  });
});

describe('parallel guesses', () => {
  it('30 simultaneous wrong sign-ins from one address: at most 5 are checked', async () => {
    await t.createUser({ username: 'parallel-target', password: 'right-password-1' });
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signIn('parallel-target', `guess-${i}`, '203.0.113.30')),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBe(
      30 - statuses.filter((s) => s === 401).length,
    );
  });

  it('30 simultaneous wrong sign-ins from 30 addresses: at most the account allowance is checked', async () => {
    await t.createUser({ username: 'swarm-target', password: 'right-password-1' });
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signIn('swarm-target', `guess-${i}`, `198.51.100.${i}`)),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s !== 401).every((s) => s === 429)).toBe(true);
  });

  it('a correct password signs in and clears the count, so the owner is not slowed later', async () => {
    await t.createUser({ username: 'typo-owner', password: 'right-password-1' });
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) await signIn('typo-owner', `typo-${i}`, `203.0.113.${40 + i}`);
      expect((await signIn('typo-owner', 'right-password-1', '203.0.113.40')).statusCode).toBe(200);
    }
  });
});

describe('current-password checks of signed-in users', () => {
  /** A signed-in user's PUT, arriving through the proxy from `address`. */
  const putFrom = (address: string, token: string, url: string, payload: object) =>
    t.request({ method: 'PUT', url, token, payload, headers: { 'x-forwarded-for': address } });

  /**
   * `guesses` wrong passwords in a row: the first five are refused (400), the rest meet the
   * throttle (429), and so does the right password after them; answers that last response.
   */
  async function expectThrottledAfterFive(
    send: (password: string) => Promise<LightMyRequestResponse>,
    guesses: number,
  ) {
    const statuses: number[] = [];
    for (let i = 0; i < guesses; i++) statuses.push((await send(`wrong-guess-${i}`)).statusCode);
    expect(statuses).toEqual([...Array(5).fill(400), ...Array(guesses - 5).fill(429)]);
    const refused = await send('right-password-1');
    expect(refused.statusCode).toBe(429);
    return refused;
  }

  it('ChangeUserPassword is throttled like sign-in', async () => {
    const user = await t.createUser({ username: 'pw-changer', password: 'right-password-1' });
    const change = (oldPassword: string) =>
      putFrom('203.0.113.60', user.token, '/api/Users/ChangeUserPassword', {
        oldPassword,
        password: 'next-password-1',
      });
    const refused = await expectThrottledAfterFive(change, 7);
    expect(refused.json().message).toMatch(
      /^Too many wrong passwords\. Please try again in \d+ minutes?\.$/,
    );
  });

  it('changing your own e-mail is throttled like sign-in', async () => {
    const user = await t.createUser({ username: 'mail-changer', password: 'right-password-1' });
    const update = (currentPassword: string) =>
      putFrom('203.0.113.61', user.token, '/api/Users/UpdateUser', {
        id: user.id,
        fullName: 'Mail Changer',
        email: 'taken-over@example.com',
        currentPassword,
      });
    await expectThrottledAfterFive(update, 6);
  });

  it('the administrator of the test set-up is not affected by any of this', async () => {
    expect((await signIn(ADMIN.username, ADMIN.password)).statusCode).toBe(200);
  });
});
