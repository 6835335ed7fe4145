/**
 * The newsletter (docs/decisions/146-newsletter.md): topics, double opt-in, the e-mailed links'
 * pages, one-click unsubscribe (RFC 8058), announcements and their database queue.
 */
import { SUBSCRIBE_SUCCESS_MESSAGE } from '@chamber/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import {
  createTestApp,
  expectAnswer,
  expectInvalid,
  type TestApp,
  withAdminAndUser,
} from './helpers.ts';
import { startMailServer, type MailServer, type ParsedMail } from './mail-server.ts';

/** The one address a message went to. */
const recipientOf = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.text;

/** A header as sent (mailparser turns the List-* ones into a structure of its own), unfolded. */
const headerOf = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((line) => line.key === name.toLowerCase())
    ?.line.slice(name.length + 1)
    .replace(/\r?\n\s+/g, ' ')
    .trim();

const SUCCESS = { message: SUBSCRIBE_SUCCESS_MESSAGE };

let lastAddress = 0;
/** Each sign-up from its own address, so the rate limit never mixes tests. */
const subscribe = (t: TestApp, payload: Record<string, unknown>) =>
  t.request({
    method: 'POST',
    url: '/api/Newsletter/Subscribe',
    payload,
    remoteAddress: `10.7.0.${++lastAddress}`,
  });

/** The token of the newest confirmation link mailed to `email`. */
async function confirmationToken(t: TestApp, email: string) {
  let text = '';
  await vi.waitFor(() => {
    const mail = t.mails.findLast((m) => m.to === email && m.subject.includes('confirm'));
    expect(mail).toBeDefined();
    text = mail!.text;
  });
  return /\/newsletter\/confirm\?token=([\w-]+)/.exec(text)![1];
}

const form = (t: TestApp, url: string, body: string) =>
  t.request({
    method: 'POST',
    url,
    payload: body,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    remoteAddress: `10.8.0.${++lastAddress}`,
  });

const confirm = (t: TestApp, token: string) =>
  form(t, '/newsletter/confirm', `token=${encodeURIComponent(token)}`);

type Listed = { email: string; status: string; topics: string[]; confirmedAt: string | null };
async function subscriberNamed(t: TestApp, token: string, email: string) {
  const list = await t.request({ method: 'GET', url: '/api/Newsletter/GetAllSubscribers', token });
  expect(list.statusCode).toBe(200);
  return (list.json() as Listed[]).find((s) => s.email === email);
}

/** Signs `email` up for `topics` and follows its link: a confirmed subscriber. */
async function confirmedSubscriber(t: TestApp, email: string, topics?: string[]) {
  expect((await subscribe(t, { email, ...(topics ? { topics } : {}) })).statusCode).toBe(200);
  expect((await confirm(t, await confirmationToken(t, email))).statusCode).toBe(200);
}

describe('signing up: topics and double opt-in', () => {
  let t: TestApp;
  let admin: string;
  withAdminAndUser((session) => ({ t, admin } = session));

  it('keeps a sign-up without topics pending, for every topic, until its link is followed', async () => {
    const response = await subscribe(t, { email: ' Ann@Example.com ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(SUCCESS);
    expect(await subscriberNamed(t, admin, 'ann@example.com')).toMatchObject({
      status: 'pending',
      topics: ['news', 'events', 'deals'],
      confirmedAt: null,
    });
    const token = await confirmationToken(t, 'ann@example.com');

    // The link's page only asks: a mail scanner following it confirms nothing.
    const asked = await t.request({ method: 'GET', url: `/newsletter/confirm?token=${token}` });
    expect(asked.statusCode).toBe(200);
    expect(asked.headers['cache-control']).toBe('no-store');
    expect(asked.body).toContain('Confirm my subscription');
    expect((await subscriberNamed(t, admin, 'ann@example.com'))?.status).toBe('pending');

    const confirmed = await confirm(t, token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('You are subscribed');
    expect(await subscriberNamed(t, admin, 'ann@example.com')).toMatchObject({
      status: 'confirmed',
      confirmedAt: expect.stringMatching(/^\d{4}-/),
    });
  });

  it('keeps the topics chosen, also from a plain form post with a checkbox per topic', async () => {
    await confirmedSubscriber(t, 'events.only@example.com', ['events']);
    expect((await subscriberNamed(t, admin, 'events.only@example.com'))?.topics).toEqual([
      'events',
    ]);

    const posted = await form(
      t,
      '/home',
      '_form=subscribe&email=plain%40example.com&topic-deals=on&topic-news=on',
    );
    expect(posted.statusCode).toBe(200);
    expect(posted.headers['content-type']).toMatch(/^text\/html/);
    expect(posted.body).toContain(SUBSCRIBE_SUCCESS_MESSAGE);
    expect(await subscriberNamed(t, admin, 'plain@example.com')).toMatchObject({
      status: 'pending',
      topics: ['news', 'deals'],
    });
  });

  it('refuses a topic it does not know', async () => {
    const response = await subscribe(t, { email: 'x@example.com', topics: ['gossip'] });
    expectInvalid(response, 'topics.0', 'Please choose news, events or deals');
  });

  it('answers a forged, reused or expired link with a clear page and changes nothing', async () => {
    const forged = await confirm(t, 'not-a-real-token');
    expect(forged.statusCode).toBe(404);
    expect(forged.body).toContain('This confirmation link is not valid');

    await subscribe(t, { email: 'reuse@example.com' });
    const token = await confirmationToken(t, 'reuse@example.com');
    expect((await confirm(t, token)).statusCode).toBe(200);
    const reused = await confirm(t, token);
    expect(reused.statusCode).toBe(404);
    expect(reused.body).toContain('may have been used already or have expired');

    await subscribe(t, { email: 'late@example.com' });
    const late = await confirmationToken(t, 'late@example.com');
    await t.database.db
      .updateTable('newsletterConfirmations')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await confirm(t, late)).statusCode).toBe(404);
    expect((await subscriberNamed(t, admin, 'late@example.com'))?.status).toBe('pending');
  });

  it('answers a confirmed address the same, and mails a pending one again only after a while', async () => {
    await confirmedSubscriber(t, 'known@example.com');
    const again = await subscribe(t, { email: 'known@example.com', topics: ['news'] });
    expect(again.json()).toEqual(SUCCESS);
    // Still subscribed to everything until the new link is followed.
    expect(await subscriberNamed(t, admin, 'known@example.com')).toMatchObject({
      status: 'confirmed',
      topics: ['news', 'events', 'deals'],
    });

    await subscribe(t, { email: 'waiting@example.com' });
    await confirmationToken(t, 'waiting@example.com');
    const count = () => t.mails.filter((m) => m.to === 'waiting@example.com').length;
    await subscribe(t, { email: 'waiting@example.com' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(count()).toBe(1);
  });
});

describe('announcements: the staff calls', () => {
  let t: TestApp;
  let admin: string;
  let editor: string;
  let author: string;
  withAdminAndUser(
    async (session) => {
      ({ t, admin, user: editor } = session);
      author = (await t.createUser({ role: 'author' })).token;
    },
    // A fast pace: the sending is over in moments.
    { user: { role: 'editor' }, env: { NEWSLETTER_RATE: '6000' } },
  );

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token?: string,
    payload?: object,
  ) => t.request({ method, url: `/api/Newsletter/${url}`, token, ...(payload ? { payload } : {}) });
  const draft = {
    subject: 'Spring mixer',
    body: '<p>Join us!</p><script>alert(1)</script>',
    topic: 'events',
  };

  it('refuses callers who are not signed in (401) or whose role lacks the permission (403)', async () => {
    for (const [method, url] of [
      ['GET', 'GetAnnouncements'],
      ['GET', 'GetAnnouncement?id=1'],
      ['POST', 'CreateAnnouncement'],
      ['PUT', 'UpdateAnnouncement'],
      ['POST', 'SendAnnouncement'],
      ['POST', 'SendTestAnnouncement'],
      ['DELETE', 'DeleteAnnouncement?id=1'],
    ] as const) {
      const payload = method === 'GET' || method === 'DELETE' ? undefined : { ...draft, id: 1 };
      expect((await call(method, url, undefined, payload)).statusCode, url).toBe(401);
      expectAnswer(
        await call(method, url, author, payload),
        403,
        'Only administrators and editors can do this.',
      );
    }
  });

  it('creates a draft with its body sanitised, and refuses what is missing (400)', async () => {
    expectInvalid(
      await call('POST', 'CreateAnnouncement', editor, { ...draft, subject: '' }),
      'subject',
      'Subject is required',
    );
    expectInvalid(
      await call('POST', 'CreateAnnouncement', editor, { ...draft, body: ' ' }),
      'body',
      'Please write the message',
    );
    expectInvalid(
      await call('POST', 'CreateAnnouncement', editor, { ...draft, topic: 'gossip' }),
      'topic',
      'Please choose who receives it',
    );
    const created = await call('POST', 'CreateAnnouncement', editor, draft);
    expect(created.statusCode).toBe(200);
    const { id } = created.json();
    const got = await call('GET', `GetAnnouncement?id=${id}`, editor);
    expect(got.json()).toMatchObject({
      subject: 'Spring mixer',
      body: '<p>Join us!</p>',
      topic: 'events',
      sentAt: null,
      recipients: 0,
      progress: { queued: 0, sent: 0, failed: 0 },
      version: 1,
    });
  });

  it('answers 404 for an announcement that does not exist', async () => {
    expect((await call('GET', 'GetAnnouncement?id=999999', editor)).statusCode).toBe(404);
    expect(
      (await call('PUT', 'UpdateAnnouncement', editor, { ...draft, id: 999999, version: 1 }))
        .statusCode,
    ).toBe(404);
    expect((await call('POST', 'SendAnnouncement', editor, { id: 999999 })).statusCode).toBe(404);
    expect((await call('POST', 'SendTestAnnouncement', editor, { id: 999999 })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', 'DeleteAnnouncement?id=999999', editor)).statusCode).toBe(404);
  });

  it('sends to the confirmed subscribers of its topic only, each e-mail with its unsubscribe link', async () => {
    const { id } = (await call('POST', 'CreateAnnouncement', admin, draft)).json();
    expectAnswer(
      await call('POST', 'SendAnnouncement', admin, { id }),
      400,
      'No confirmed subscriber would receive this announcement: nobody has confirmed a subscription to its topic yet.',
    );
    await confirmedSubscriber(t, 'all@example.com');
    await confirmedSubscriber(t, 'events@example.com', ['events']);
    await confirmedSubscriber(t, 'deals@example.com', ['deals']);
    await subscribe(t, { email: 'pending@example.com' });
    expect((await call('GET', `GetAnnouncement?id=${id}`, admin)).json().recipients).toBe(2);

    const sent = await call('POST', 'SendAnnouncement', admin, { id });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toBe('Sending to 2 subscribers. You can follow the progress here.');
    await vi.waitFor(async () => {
      const got = (await call('GET', `GetAnnouncement?id=${id}`, admin)).json();
      expect(got.progress).toEqual({ queued: 0, sent: 2, failed: 0 });
    });
    const mails = t.mails.filter((m) => m.subject === 'Spring mixer');
    expect(mails.map((m) => m.to).sort()).toEqual(['all@example.com', 'events@example.com']);
    const mail = mails[0];
    expect(mail.html).toContain('<p>Join us!</p>');
    expect(mail.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const unsubscribeUrl = /^<(http[^>]+)>, <mailto:[^>]+>$/.exec(
      mail.headers!['List-Unsubscribe'],
    )![1];
    expect(mail.text).toContain(`Unsubscribe: ${unsubscribeUrl}`);

    // Sent is sent: no change, no second sending.
    expect(
      (await call('PUT', 'UpdateAnnouncement', admin, { ...draft, id, version: 1 })).statusCode,
    ).toBe(409);
    expect((await call('POST', 'SendAnnouncement', admin, { id })).statusCode).toBe(409);

    // RFC 8058: the mail program posts the one-click body to the link; no cookie, no CSRF token.
    const path = new URL(unsubscribeUrl).pathname + new URL(unsubscribeUrl).search;
    const asked = await t.request({ method: 'GET', url: path });
    expect(asked.body).toContain('Unsubscribe from our newsletter?');
    const oneClick = await form(t, path, 'List-Unsubscribe=One-Click');
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain('You are unsubscribed');
    expect((await subscriberNamed(t, admin, mail.to))?.status).toBe('unsubscribed');
    expect(
      (await form(t, '/newsletter/unsubscribe?token=forged', 'List-Unsubscribe=One-Click'))
        .statusCode,
    ).toBe(404);

    // The next announcement leaves them out.
    const next = (
      await call('POST', 'CreateAnnouncement', admin, { ...draft, subject: 'Next' })
    ).json();
    expect((await call('GET', `GetAnnouncement?id=${next.id}`, admin)).json().recipients).toBe(1);
  });

  it('sends a test to the staff member alone, and deletes an announcement', async () => {
    const { id } = (
      await call('POST', 'CreateAnnouncement', editor, { ...draft, subject: 'Try me' })
    ).json();
    const test = await call('POST', 'SendTestAnnouncement', editor, { id });
    expect(test.statusCode).toBe(200);
    expect(t.mails.at(-1)).toMatchObject({
      subject: '[Test] Try me',
      to: expect.stringMatching(/@example\.com$/),
    });
    expect((await call('DELETE', `DeleteAnnouncement?id=${id}`, editor)).statusCode).toBe(200);
    expect((await call('GET', `GetAnnouncement?id=${id}`, editor)).statusCode).toBe(404);
  });
});

describe('the queue through a real SMTP server, across a restart', () => {
  let smtp: MailServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startMailServer();
    // 120 a minute: one every 500 ms, slow enough to stop it halfway.
    t = await createTestApp({ SMTP_URL: smtp.url, NEWSLETTER_RATE: '120' }, { realMailer: true });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers every queued e-mail exactly once, with List-Unsubscribe headers', async () => {
    const { token } = await t.login();
    const recipients = Array.from({ length: 6 }, (_, i) => `reader${i}@example.com`);
    for (const email of recipients) {
      await subscribe(t, { email });
      const mail = await smtp.waitForMessage((m) => recipientOf(m) === email);
      const link = /\/newsletter\/confirm\?token=([\w-]+)/.exec(mail.text ?? '')![1];
      expect((await confirm(t, link)).statusCode).toBe(200);
    }
    const created = await t.request({
      method: 'POST',
      url: '/api/Newsletter/CreateAnnouncement',
      token,
      payload: { subject: 'Restart-proof', body: '<p>Hello</p>' },
    });
    const { id } = created.json();
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/Newsletter/SendAnnouncement',
          token,
          payload: { id },
        })
      ).statusCode,
    ).toBe(200);
    const ours = () => smtp.messages.filter((m) => m.subject === 'Restart-proof');
    await vi.waitFor(() => expect(ours().length).toBeGreaterThanOrEqual(2), { timeout: 10_000 });

    // Stopped mid-send: what is queued stays queued in the database.
    await t.app.close();
    expect(ours().length).toBeLessThan(recipients.length);
    const again = await buildApp({ config: t.config, database: t.database, logger: false });
    await again.ready();
    try {
      await vi.waitFor(() => expect(ours().length).toBe(recipients.length), { timeout: 20_000 });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(
        ours()
          .map((m) => recipientOf(m))
          .sort(),
      ).toEqual(recipients);

      const mail = ours()[0];
      const header = headerOf(mail, 'List-Unsubscribe');
      expect(header, header).toMatch(
        /^<http:\/\/localhost:\d+\/newsletter\/unsubscribe\?token=[\w-]+>, <mailto:.+>$/,
      );
      expect(headerOf(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(mail.html).toContain('Unsubscribe</a>');
    } finally {
      await again.close();
    }
  });
});
