/** The request log: one line per answered request, with what an operator needs and no secret. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, logLines, type TestApp } from './helpers.ts';

const { stream, lines } = logLines();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { logTo: stream });
});
afterAll(() => t.close());

describe('request log', () => {
  it('writes one line per request: method, address, status and time, without the token', async () => {
    const before = lines.length;
    const response = await t.request({
      method: 'GET',
      url: '/api/Event/GetEventById?eventId=999',
      headers: { authorization: 'Bearer secret-token-value' },
    });
    // A token that is not valid is refused (decision 132): the line says 401, and not the token.
    expect(response.statusCode).toBe(401);
    const written = lines
      .slice(before)
      .filter((line) => line.url === '/api/Event/GetEventById?eventId=999');
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ msg: 'request', method: 'GET', status: 401 });
    expect(typeof written[0]!.ms).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('secret-token-value');
  });

  it('gives what a request logs on its way the request line’s id, so the two can be matched', async () => {
    const before = lines.length;
    const response = await t.request({ method: 'GET', url: '/api/Event/GetEventById?eventId=x' });
    expect(response.statusCode).toBe(400);
    const written = lines.slice(before);
    const refused = written.find((line) => line.msg === 'request refused');
    const line = written.find((line) => line.msg === 'request');
    expect(line).toMatchObject({ status: 400, reqId: expect.any(String) });
    expect(refused?.reqId).toBe(line!.reqId);
    // Every request gets its own id.
    await t.request({ method: 'GET', url: '/api/health' });
    const next = lines.slice(before).filter((entry) => entry.msg === 'request');
    expect(next.at(-1)!.reqId).not.toBe(line!.reqId);
  });

  it('writes no request lines when the level is above info', async () => {
    t.app.log.level = 'warn';
    try {
      const before = lines.length;
      await t.request({ method: 'GET', url: '/api/Event/GetEventById?eventId=x' });
      expect(lines.slice(before)).toEqual([]);
    } finally {
      t.app.log.level = 'info';
    }
  });
});
