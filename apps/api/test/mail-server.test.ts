import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../src/lib/mailer.ts';
import { startMailServer, type MailServer } from './mail-server.ts';

describe('the test SMTP server', () => {
  let server: MailServer;
  beforeAll(async () => {
    server = await startMailServer();
  });
  afterAll(() => server.close());

  it('receives what the app’s mailer sends through its url, parsed', async () => {
    const log = { info() {} } as never;
    const mailer = createMailer(
      { smtpUrl: server.url, mailFrom: 'Site <no-reply@x.example>' },
      log,
    );
    expect(
      await mailer.send({ to: 'ann@example.com', subject: 'Hello Ann', text: 'Line one' }),
    ).toBe('sent');
    const mail = await server.waitForMessage((m) => m.subject === 'Hello Ann');
    expect(mail.from?.value).toEqual([{ name: 'Site', address: 'no-reply@x.example' }]);
    expect(mail.text).toContain('Line one');
    expect(server.messages).toContain(mail);
  });

  it('waits for a message that has not come yet, and gives up on one that never comes', async () => {
    const coming = server.waitForMessage((m) => m.subject === 'Later');
    const transport = nodemailer.createTransport({ url: server.url });
    await transport.sendMail({
      from: 'a@x.example',
      to: 'b@x.example',
      subject: 'Later',
      text: '.',
    });
    expect((await coming).subject).toBe('Later');
    await expect(server.waitForMessage((m) => m.subject === 'Never', 200)).rejects.toThrow(
      /no such e-mail/,
    );
  });
});
