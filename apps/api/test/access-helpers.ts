/** The check every staff endpoint's tests make alike: no call without a signed-in user. */
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from './helpers.ts';

type Call = { method: InjectOptions['method']; url: string; payload?: object };

/** Without a token, and with a forged one, the call answers 401 and says why. */
export async function expectSignInRequired(t: TestApp, { payload = {}, ...call }: Call) {
  const anonymous = await t.request({ ...call, payload });
  expect(anonymous.statusCode).toBe(401);
  expect(anonymous.json().message).toBe('Please sign in to continue.');
  const forged = await t.request({ ...call, payload, token: 'not-a-real-token' });
  expect(forged.statusCode).toBe(401);
  expect(forged.json().message).toBe('Your session has expired. Please sign in again.');
}
