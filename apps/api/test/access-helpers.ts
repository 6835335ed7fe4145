/** The check every staff endpoint's tests make alike: no call without a signed-in user. */
import type { InjectOptions } from 'fastify';
import { expect, it } from 'vitest';
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

/** One test a call, named by it, each making the check above (`app` is set before all). */
export function itNeedsSignIn(app: () => TestApp, calls: readonly Call[]) {
  it.each(calls)('$method $url needs a signed-in user (401 without or with a bad token)', (call) =>
    expectSignInRequired(app(), call),
  );
}

/**
 * The five calls of a staff resource, named as the API names them all: GetAll…, Get…ById,
 * Create…, Update…, Delete….
 */
export const resourceCalls = (
  resource: string,
  plural: string,
  idQuery: string,
  listQuery = '',
): Call[] => [
  { method: 'GET', url: `/api/${resource}/GetAll${plural}${listQuery}` },
  { method: 'GET', url: `/api/${resource}/Get${resource}ById?${idQuery}=1` },
  { method: 'POST', url: `/api/${resource}/Create${resource}` },
  { method: 'PUT', url: `/api/${resource}/Update${resource}` },
  { method: 'DELETE', url: `/api/${resource}/Delete${resource}?id=1` },
];
