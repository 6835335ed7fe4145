import { SUBSCRIBE_SUCCESS_MESSAGE } from '@chamber/contracts';
import { describe, expect, it } from 'vitest';
import { expectAnswer, type TestApp, withSignedInUser } from './helpers.ts';

// Confirmation, topics and announcements: newsletter.test.ts.
const SUCCESS = { message: SUBSCRIBE_SUCCESS_MESSAGE };

let t: TestApp;
let token: string;
// Subscribers are managed by any signed-in user, not only administrators.
withSignedInUser((session) => ({ t, token } = session));

/** Each call comes from its own address unless told, so the rate limit never mixes tests. */
let lastAddress = 0;
const subscribe = (payload: unknown, remoteAddress = `10.1.0.${++lastAddress}`) =>
  t.request({
    method: 'POST',
    url: '/api/Newsletter/Subscribe',
    payload: payload as Record<string, unknown>,
    remoteAddress,
  });

const staff = (method: 'GET' | 'DELETE', url: string) => t.request({ method, url, token });

type Subscriber = {
  id: number;
  email: string;
  status: string;
  topics: string[];
  createdAt: string;
  confirmedAt: string | null;
};
const list = async (): Promise<Subscriber[]> => {
  const response = await staff('GET', '/api/Newsletter/GetAllSubscribers');
  expect(response.statusCode).toBe(200);
  return response.json();
};
const find = async (email: string) => (await list()).filter((s) => s.email === email);

describe('POST /api/Newsletter/Subscribe', () => {
  it('stores the address (trimmed, in lower case, pending) and answers a thank-you', async () => {
    const response = await subscribe({ email: '  Deal.Hunter@Example.com ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(SUCCESS);
    expect(await find('deal.hunter@example.com')).toEqual([
      {
        id: expect.any(Number),
        email: 'deal.hunter@example.com',
        status: 'pending',
        topics: ['news', 'events', 'deals'],
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        confirmedAt: null,
      },
    ]);
  });

  it('is harmless to sign up twice, in any letter case: the same answer and one row', async () => {
    expect((await subscribe({ email: 'twice@example.com' })).json()).toEqual(SUCCESS);
    const first = await find('twice@example.com');
    for (const email of ['twice@example.com', 'TWICE@Example.COM']) {
      const again = await subscribe({ email });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(SUCCESS);
    }
    expect(await find('twice@example.com')).toEqual(first);
  });

  it('refuses a missing, invalid or too long address with a clear message', async () => {
    const before = (await list()).length;
    const cases: [unknown, string][] = [
      [{}, 'Email is required'],
      [{ email: '   ' }, 'Email is required'],
      [{ email: 'not-an-email' }, 'Please enter valid email'],
      [{ email: 'ann@' }, 'Please enter valid email'],
      [{ email: `${'x'.repeat(240)}@example.com` }, 'Email must be at most 250 characters'],
    ];
    for (const [payload, message] of cases) {
      const response = await subscribe(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, errors: { email: message } });
    }
    expect((await list()).length).toBe(before);
  });

  it('limits each address to 5 sign-ups in 10 minutes (429)', async () => {
    const address = '10.1.9.9';
    for (let i = 0; i < 5; i++) {
      expect((await subscribe({ email: `burst${i}@example.com` }, address)).statusCode).toBe(200);
    }
    const limited = await subscribe({ email: 'burst5@example.com' }, address);
    expectAnswer(limited, 429, 'Too many requests. Please wait a moment and try again.');
    expect(await find('burst5@example.com')).toEqual([]);
    expect((await subscribe({ email: 'burst5@example.com' })).statusCode).toBe(200);
  });
});

describe('GET /api/Newsletter/GetAllSubscribers', () => {
  it('lists subscribers newest first', async () => {
    await subscribe({ email: 'older@example.com' });
    await subscribe({ email: 'newer@example.com' });
    const emails = (await list()).map((s) => s.email);
    expect(emails.indexOf('newer@example.com')).toBeLessThan(emails.indexOf('older@example.com'));
    expect(emails[0]).toBe('newer@example.com');
  });
});

describe('DELETE /api/Newsletter/DeleteSubscriber', () => {
  it('removes a subscriber, who may sign up again later', async () => {
    await subscribe({ email: 'leaving@example.com' });
    const [leaving] = await find('leaving@example.com');
    const response = await staff('DELETE', `/api/Newsletter/DeleteSubscriber?id=${leaving.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Subscriber removed successfully.' });
    expect(await find('leaving@example.com')).toEqual([]);
    await subscribe({ email: 'leaving@example.com' });
    expect(await find('leaving@example.com')).toHaveLength(1);
  });

  it('answers 404 for an unknown id and 400 without one', async () => {
    const unknown = await staff('DELETE', '/api/Newsletter/DeleteSubscriber?id=999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'The subscriber was not found.' });
    const missing = await staff('DELETE', '/api/Newsletter/DeleteSubscriber');
    expectAnswer(missing, 400, 'A valid id is required');
  });
});

describe('signed-in only', () => {
  it('answers 401 to the list and delete without a token or with a bad one, and keeps the row', async () => {
    await subscribe({ email: 'kept@example.com' });
    const [kept] = await find('kept@example.com');
    for (const [method, url] of [
      ['GET', '/api/Newsletter/GetAllSubscribers'],
      ['DELETE', `/api/Newsletter/DeleteSubscriber?id=${kept.id}`],
    ] as const) {
      expect((await t.request({ method, url })).statusCode).toBe(401);
      const badToken = await t.request({ method, url, token: 'not-a-token' });
      expectAnswer(badToken, 401, 'Your session has expired. Please sign in again.');
    }
    expect(await find('kept@example.com')).toHaveLength(1);
  });
});
