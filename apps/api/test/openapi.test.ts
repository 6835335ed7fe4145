/**
 * The OpenAPI document at /api/docs/json is drawn from the endpoint table: every operation says
 * what it takes and what it answers, so an API client can be written from the document alone.
 */
import { endpoints } from '@chamber/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

type Operation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema?: object }> };
  responses?: Record<string, { content?: Record<string, { schema?: object }> }>;
};

/** Routes outside the table: the uploaded images (binary files) and the docs themselves. */
const OUTSIDE_THE_TABLE = /^\/api\/(attachments\/|docs)/i;

describe('OpenAPI document', () => {
  let t: TestApp;
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(async () => {
    t = await createTestApp();
    paths = (await t.request({ method: 'GET', url: '/api/docs/json' })).json().paths;
  });
  afterAll(() => t.close());

  it('describes the answer of every operation', () => {
    const missing: string[] = [];
    for (const [path, operations] of Object.entries(paths)) {
      if (OUTSIDE_THE_TABLE.test(path)) continue;
      for (const [method, operation] of Object.entries(operations)) {
        const content = operation.responses?.['200']?.content ?? {};
        if (!Object.values(content).some((item) => item.schema)) missing.push(`${method} ${path}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('describes the input of every operation that takes one', () => {
    for (const endpoint of Object.values(endpoints)) {
      const operation = paths[endpoint.path]?.[endpoint.method.toLowerCase()];
      expect(operation, `${endpoint.method} ${endpoint.path}`).toBeDefined();
      if ('query' in endpoint && endpoint.query) {
        expect(operation.parameters?.length, `${endpoint.path} query`).toBeGreaterThan(0);
      }
      if ('body' in endpoint && endpoint.body) {
        expect(Object.keys(operation.requestBody?.content ?? {}), endpoint.path).not.toEqual([]);
      }
    }
  });

  it('lists every route the server has, each from the endpoint table', () => {
    const documented = Object.entries(paths)
      .filter(([path]) => !OUTSIDE_THE_TABLE.test(path))
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      )
      .sort();
    const table = Object.values(endpoints)
      .map((endpoint) => `${endpoint.method} ${endpoint.path}`)
      .sort();
    expect(documented).toEqual(table);
  });
});
