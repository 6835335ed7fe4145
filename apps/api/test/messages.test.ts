import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  expectAnswer,
  expectErrorsInclude,
  type TestApp,
  withSignedInUser,
} from './helpers.ts';
import { freePort } from './server-process.ts';

const SUCCESS = { message: 'Success! Your message has been received.' };
const COMPANY_EMAIL = 'office@bayview-chamber.example';

const visitor = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann.lee@example.com',
  phoneNumber: '(555) 123-4567',
  message: 'Hello,\nwe would like to join the chamber.\nRegards, Ann',
};

/** Each test sends from its own address, so the per-address rate limit never mixes tests. */
let lastAddress = 0;
const newAddress = () => `10.0.0.${++lastAddress}`;

async function send(app: TestApp, payload: Record<string, unknown>, remoteAddress = newAddress()) {
  return app.request({ method: 'POST', url: '/api/Contact/SendEmail', payload, remoteAddress });
}

async function setCompanyEmail(app: TestApp, emailAddress: string | null) {
  await app.database.db
    .updateTable('companySettings')
    .set({ emailAddress })
    .where('id', '=', 1)
    .execute();
}

const storedMessages = (app: TestApp) =>
  app.database.db.selectFrom('contactMessages').selectAll().orderBy('id').execute();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await setCompanyEmail(t, COMPANY_EMAIL);
});
afterAll(() => t.close());

describe('POST /api/Contact/SendEmail', () => {
  it('stores the message, then mails every field to the company address with the visitor as Reply-To', async () => {
    const before = t.mails.length;
    const response = await send(t, { ...visitor, website: '' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(SUCCESS);

    const stored = (await storedMessages(t)).at(-1)!;
    expect(stored).toMatchObject({ ...visitor, isRead: false, mailStatus: 'sent' });

    expect(t.mails.length).toBe(before + 1);
    const mail = t.mails.at(-1)!;
    expect(mail).toMatchObject({
      to: COMPANY_EMAIL,
      replyTo: visitor.email,
      subject: 'Website message from Ann Lee',
    });
    for (const line of [
      'First Name: Ann',
      'Last Name: Lee',
      'Email: ann.lee@example.com',
      'Phone Number: (555) 123-4567',
      visitor.message,
    ]) {
      expect(mail.text).toContain(line);
    }
  });

  it('accepts a message without a phone number and trims the fields', async () => {
    const response = await send(t, {
      firstName: '  Bo ',
      lastName: 'Chen',
      email: ' bo@example.com ',
      message: ' Question ',
    });
    expect(response.statusCode).toBe(200);
    const stored = (await storedMessages(t)).at(-1)!;
    expect(stored).toMatchObject({
      firstName: 'Bo',
      email: 'bo@example.com',
      phoneNumber: null,
      message: 'Question',
    });
    expect(t.mails.at(-1)!.text).toContain('Phone Number: (not given)');
  });

  it('answers the spec’s messages for each invalid field and stores nothing', async () => {
    const countBefore = (await storedMessages(t)).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ firstName: '' }, 'firstName', 'First Name is required'],
      [{ lastName: '   ' }, 'lastName', 'Last Name is required'],
      [{ email: '' }, 'email', 'Email is required'],
      [{ email: 'ann.example.com' }, 'email', 'Please enter valid email'],
      [{ message: '' }, 'message', 'Message is required'],
      [
        { phoneNumber: '5551234567' },
        'phoneNumber',
        'Please enter a phone number like (999) 999-9999',
      ],
      [{ firstName: 'x'.repeat(101) }, 'firstName', 'First Name must be at most 100 characters'],
      [{ lastName: 'x'.repeat(101) }, 'lastName', 'Last Name must be at most 100 characters'],
      [{ email: `${'x'.repeat(95)}@example.com` }, 'email', 'Email must be at most 100 characters'],
      [{ message: 'x'.repeat(5001) }, 'message', 'Message must be at most 5000 characters'],
    ];
    for (const [change, field, message] of cases) {
      const response = await send(t, { ...visitor, ...change });
      expect(response.statusCode, field).toBe(400);
      expect(response.json()).toMatchObject({ message, errors: { [field]: message } });
    }
    const missing = await send(t, {});
    expectErrorsInclude(missing, {
      firstName: 'First Name is required',
      lastName: 'Last Name is required',
      email: 'Email is required',
      message: 'Message is required',
    });
    expect((await storedMessages(t)).length).toBe(countBefore);
  });

  it('drops a message whose hidden website field is filled, with the same answer', async () => {
    const countBefore = (await storedMessages(t)).length;
    const mailsBefore = t.mails.length;
    const response = await send(t, { ...visitor, website: 'https://spam.example' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(SUCCESS);
    expect((await storedMessages(t)).length).toBe(countBefore);
    expect(t.mails.length).toBe(mailsBefore);
  });

  it('limits each address to 5 messages in 10 minutes (429), other addresses still get through', async () => {
    const address = newAddress();
    for (let i = 0; i < 5; i++) {
      expect((await send(t, visitor, address)).statusCode).toBe(200);
    }
    const limited = await send(t, visitor, address);
    expectAnswer(limited, 429, 'Too many requests. Please wait a moment and try again.');
    expect((await send(t, visitor)).statusCode).toBe(200);
  });

  it('only stores the message when the company has no e-mail address', async () => {
    const app = await createTestApp();
    try {
      const response = await send(app, visitor);
      expect(response.json()).toEqual(SUCCESS);
      expect(app.mails).toEqual([]);
      expect(await storedMessages(app)).toMatchObject([{ ...visitor, mailStatus: null }]);
    } finally {
      await app.close();
    }
  });

  it('records "logged" when no SMTP server is configured', async () => {
    const app = await createTestApp({}, { realMailer: true });
    try {
      await setCompanyEmail(app, COMPANY_EMAIL);
      expect((await send(app, visitor)).json()).toEqual(SUCCESS);
      expect(await storedMessages(app)).toMatchObject([{ ...visitor, mailStatus: 'logged' }]);
    } finally {
      await app.close();
    }
  });
});

describe('SendEmail through a real SMTP server', () => {
  type Received = { from: string; to: string[]; headers: Record<string, string>; body: string };
  const received: Received[] = [];
  let smtp: SMTPServer;
  let port: number;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            ...parseMail(Buffer.concat(chunks).toString('utf8')),
          });
          callback();
        });
      },
    });
    port = await new Promise<number>((resolve) => {
      smtp.listen(0, '127.0.0.1', () => resolve((smtp.server.address() as { port: number }).port));
    });
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

  it('delivers the mail: to the company, Reply-To the visitor, the subject and every field', async () => {
    const app = await createTestApp(
      { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Website <no-reply@bayview.example>' },
      { realMailer: true },
    );
    try {
      await setCompanyEmail(app, COMPANY_EMAIL);
      const response = await send(app, visitor);
      expect(response.json()).toEqual(SUCCESS);

      expect(received).toHaveLength(1);
      const [mail] = received;
      expect(mail.from).toBe('no-reply@bayview.example');
      expect(mail.to).toEqual([COMPANY_EMAIL]);
      expect(mail.headers['to']).toBe(COMPANY_EMAIL);
      expect(mail.headers['reply-to']).toBe(visitor.email);
      expect(mail.headers['subject']).toBe('Website message from Ann Lee');
      expect(mail.headers['content-type']).toMatch(/^text\/plain/);
      for (const line of [
        'First Name: Ann',
        'Last Name: Lee',
        'Email: ann.lee@example.com',
        'Phone Number: (555) 123-4567',
        'we would like to join the chamber.',
        'Regards, Ann',
      ]) {
        expect(mail.body).toContain(line);
      }
      expect(await storedMessages(app)).toMatchObject([{ ...visitor, mailStatus: 'sent' }]);
    } finally {
      await app.close();
    }
  });

  it('keeps the message and answers success when the SMTP server cannot be reached', async () => {
    const app = await createTestApp(
      { SMTP_URL: `smtp://127.0.0.1:${await freePort()}` },
      { realMailer: true },
    );
    try {
      await setCompanyEmail(app, COMPANY_EMAIL);
      const response = await send(app, visitor);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(SUCCESS);
      expect(await storedMessages(app)).toMatchObject([{ ...visitor, mailStatus: 'failed' }]);
    } finally {
      await app.close();
    }
  });
});

describe('the back office: GetAllMessages, MarkMessageRead, DeleteMessage', () => {
  let app: TestApp;
  let token: string;
  // An ordinary (not administrator) user works with messages too.
  withSignedInUser((session) => ({ t: app, token } = session));

  const staff = (method: 'GET' | 'PUT' | 'DELETE', url: string) =>
    app.request({ method, url, token });
  const list = async () => {
    const response = await staff('GET', '/api/Contact/GetAllMessages');
    expect(response.statusCode).toBe(200);
    return response.json() as { id: number; firstName: string; isRead: boolean }[];
  };
  /** Sends a message from `firstName`; answers it as the list shows it. */
  const received = async (firstName: string) => {
    await send(app, { ...visitor, firstName });
    return (await list()).find((m) => m.firstName === firstName)!;
  };

  it('lists every message newest first, with all its fields', async () => {
    await send(app, { ...visitor, firstName: 'First' });
    await send(app, { ...visitor, firstName: 'Second' });
    const messages = await list();
    expect(messages.map((m) => m.firstName)).toEqual(['Second', 'First']);
    expect(messages[0]).toEqual({
      id: expect.any(Number),
      firstName: 'Second',
      lastName: visitor.lastName,
      email: visitor.email,
      phoneNumber: visitor.phoneNumber,
      message: visitor.message,
      isRead: false,
      mailStatus: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });

  it('marks a message read, and unread again with isRead=false', async () => {
    const target = await received('Reader');
    const read = await staff('PUT', `/api/Contact/MarkMessageRead?id=${target.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ message: 'Message marked as read.' });
    const others = (await list()).filter((m) => m.id !== target.id);
    expect((await list()).find((m) => m.id === target.id)!.isRead).toBe(true);
    expect(others.every((m) => !m.isRead)).toBe(true);

    const unread = await staff('PUT', `/api/Contact/MarkMessageRead?id=${target.id}&isRead=false`);
    expect(unread.json()).toEqual({ message: 'Message marked as unread.' });
    expect((await list()).find((m) => m.id === target.id)!.isRead).toBe(false);
  });

  it('deletes a message', async () => {
    const target = await received('Leaving');
    const response = await staff('DELETE', `/api/Contact/DeleteMessage?id=${target.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Message deleted successfully.' });
    expect((await list()).some((m) => m.id === target.id)).toBe(false);
  });

  it('answers 404 for unknown ids and 400 for a missing id', async () => {
    for (const [method, url] of [
      ['PUT', '/api/Contact/MarkMessageRead'],
      ['DELETE', '/api/Contact/DeleteMessage'],
    ] as const) {
      const unknown = await staff(method, `${url}?id=999999`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'The message was not found.' });
      const missing = await staff(method, url);
      expectAnswer(missing, 400, 'A valid id is required');
    }
  });

  it('answers 401 without a token and with a bad one, and changes nothing', async () => {
    const kept = await received('Kept');
    for (const [method, url] of [
      ['GET', '/api/Contact/GetAllMessages'],
      ['PUT', `/api/Contact/MarkMessageRead?id=${kept.id}`],
      ['DELETE', `/api/Contact/DeleteMessage?id=${kept.id}`],
    ] as const) {
      expect((await app.request({ method, url })).statusCode).toBe(401);
      expect((await app.request({ method, url, token: 'not-a-token' })).statusCode).toBe(401);
    }
    expect((await list()).find((m) => m.id === kept.id)).toMatchObject({ isRead: false });
  });
});

/** Headers (lower-case names, unfolded) and the decoded text body of a raw single-part mail. */
function parseMail(raw: string) {
  const split = raw.indexOf('\r\n\r\n');
  const headers: Record<string, string> = {};
  for (const line of raw
    .slice(0, split)
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = raw.slice(split + 4);
  const encoding = headers['content-transfer-encoding'];
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    body = Buffer.from(bytes, 'latin1').toString('utf8');
  } else if (encoding === 'base64') {
    body = Buffer.from(body, 'base64').toString('utf8');
  }
  return { headers, body: body.replace(/\r\n/g, '\n') };
}
