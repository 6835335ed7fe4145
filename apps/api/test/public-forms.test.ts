/**
 * Plain form posts to public pages (plugins/public-forms.ts): the page comes back drawn with the
 * outcome, the same checks as the JSON calls run, and the island's JSON answer.
 */
import type { FormOutcome } from '@chamber/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Messages are mailed to the company's address.
  await t.database.db
    .updateTable('companySettings')
    .set({ emailAddress: 'office@example.com' })
    .where('id', '=', 1)
    .execute();
});
afterAll(() => t.close());

/** Each test posts from its own address, so the per-address rate limit never mixes tests. */
let lastAddress = 0;
const newAddress = () => `10.9.0.${++lastAddress}`;

/** The Contact page is content (absent from this empty database): the form works on any page. */
const CONTACT_PAGE = '/events';

const contact = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann.lee@example.com',
  phoneNumber: '(555) 123-4567',
  message: 'Hello from a browser without JavaScript',
};

function post(
  url: string,
  fields: Record<string, string>,
  { remoteAddress = newAddress(), accept = 'text/html', origin = '' } = {},
) {
  return t.request({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept,
      ...(origin ? { origin } : {}),
    },
    remoteAddress,
  });
}

/** The outcome the answered page carries (and draws). */
function outcomeIn(html: string): FormOutcome {
  const json = /<script type="application\/json" id="form-outcome">(.*?)<\/script>/s.exec(html);
  expect(json, 'the page carries the outcome').not.toBeNull();
  return JSON.parse(json![1]);
}

const storedMessages = () =>
  t.database.db.selectFrom('contactMessages').selectAll().orderBy('id').execute();
const subscriberEmails = async () =>
  (await t.database.db.selectFrom('newsletterSubscribers').select('email').execute()).map(
    (s) => s.email,
  );

describe('a plain form post to a public page', () => {
  it('sends the contact message and answers the page with the thank-you', async () => {
    const before = (await storedMessages()).length;
    const response = await post(CONTACT_PAGE, { _form: 'contact', ...contact });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toContain("form-action 'self'");
    expect(outcomeIn(response.body)).toEqual({
      form: 'contact',
      ok: true,
      message: 'Success! Your message has been received.',
      errors: {},
      values: {},
    });
    const messages = await storedMessages();
    expect(messages).toHaveLength(before + 1);
    expect(messages.at(-1)).toMatchObject({ email: contact.email, message: contact.message });
    expect(t.mails.some((mail) => mail.text.includes(contact.message))).toBe(true);
  });

  it('answers a refused form (400) with its field messages and what was typed', async () => {
    const before = (await storedMessages()).length;
    const typed = { ...contact, email: 'not-an-address', firstName: '' };
    const response = await post(CONTACT_PAGE, { _form: 'contact', ...typed });
    expect(response.statusCode).toBe(400);
    const outcome = outcomeIn(response.body);
    expect(outcome.ok).toBe(false);
    expect(outcome.errors).toMatchObject({
      email: expect.any(String),
      firstName: expect.any(String),
    });
    expect(outcome.values).toEqual(typed);
    expect(await storedMessages()).toHaveLength(before);
  });

  it('keeps the honeypot: a filled website field gets the thank-you and nothing is kept', async () => {
    const before = (await storedMessages()).length;
    const response = await post(CONTACT_PAGE, { _form: 'contact', ...contact, website: 'spam' });
    expect(response.statusCode).toBe(200);
    expect(outcomeIn(response.body).ok).toBe(true);
    expect(await storedMessages()).toHaveLength(before);
  });

  it('shares the JSON call’s rate limit for the visitor’s address (429 page), not the server’s', async () => {
    const remoteAddress = newAddress();
    // Two through the JSON call, three as plain posts: the limit of 5 is used up.
    for (let i = 0; i < 2; i++) {
      const json = await t.request({
        method: 'POST',
        url: '/api/Contact/SendEmail',
        payload: contact,
        remoteAddress,
      });
      expect(json.statusCode).toBe(200);
    }
    for (let i = 0; i < 3; i++) {
      expect(
        (await post(CONTACT_PAGE, { _form: 'contact', ...contact }, { remoteAddress })).statusCode,
      ).toBe(200);
    }
    const refused = await post(CONTACT_PAGE, { _form: 'contact', ...contact }, { remoteAddress });
    expect(refused.statusCode).toBe(429);
    const outcome = outcomeIn(refused.body);
    expect(outcome.ok).toBe(false);
    expect(outcome.message).toMatch(/too many/i);
    expect(outcome.values).toEqual(contact);
    // Another visitor still gets through.
    expect((await post(CONTACT_PAGE, { _form: 'contact', ...contact })).statusCode).toBe(200);
  });

  it('signs up from any page, which comes back drawn with the outcome', async () => {
    const response = await post('/events', { _form: 'subscribe', email: 'Plain.Post@Example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<script type="application/json" id="page-data">');
    expect(outcomeIn(response.body)).toMatchObject({ form: 'subscribe', ok: true });
    expect(await subscriberEmails()).toContain('plain.post@example.com');
  });

  it('answers the outcome alone as JSON to the form island', async () => {
    const ok = await post(
      '/home',
      { _form: 'subscribe', email: 'island@example.com' },
      {
        accept: 'application/json',
      },
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      form: 'subscribe',
      ok: true,
      // The sign-up's own thank-you (the subscribers module words it).
      message: expect.stringMatching(/thank you/i),
      errors: {},
      values: {},
    });
    const refused = await post(
      '/home',
      { _form: 'subscribe', email: 'nope' },
      {
        accept: 'application/json',
      },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      ok: false,
      errors: { email: expect.any(String) },
      values: { email: 'nope' },
    });
  });

  it('accepts a post from another site’s page (no session is involved)', async () => {
    const response = await post(
      '/home',
      { _form: 'subscribe', email: 'elsewhere@example.com' },
      {
        origin: 'https://elsewhere.example',
      },
    );
    expect(response.statusCode).toBe(200);
  });

  it('answers 404 for an unknown or missing form name, and for unknown API calls', async () => {
    expect((await post(CONTACT_PAGE, { _form: 'nothing', ...contact })).statusCode).toBe(404);
    expect((await post(CONTACT_PAGE, contact)).statusCode).toBe(404);
    const api = await post('/api/Nothing/Here', { _form: 'contact', ...contact });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not found.' });
  });

  it('refuses a body over 64 KB (413) and keeps form encoding away from the JSON calls (415)', async () => {
    const huge = await post(CONTACT_PAGE, {
      _form: 'contact',
      ...contact,
      message: 'x'.repeat(70_000),
    });
    expect(huge.statusCode).toBe(413);
    const encoded = await post('/api/Contact/SendEmail', contact);
    expect(encoded.statusCode).toBe(415);
  });
});
