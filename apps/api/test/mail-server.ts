/**
 * A real SMTP server for tests: it accepts every message (no sign-in, no TLS) on a free local
 * port and keeps each one parsed, so a test reads exactly what a recipient's mail program would.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type { ParsedMail };

export type MailServer = {
  /** An SMTP_URL the app's mailer accepts. */
  url: string;
  /** Every message received so far, in order of arrival. */
  messages: ParsedMail[];
  /** The first message (already received or still to come) that `pred` accepts. */
  waitForMessage(pred: (m: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
};

export async function startMailServer(): Promise<MailServer> {
  const messages: ParsedMail[] = [];
  const waiters = new Set<{ pred: (m: ParsedMail) => boolean; resolve(m: ParsedMail): void }>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          messages.push(mail);
          for (const waiter of waiters) {
            if (waiter.pred(mail)) {
              waiters.delete(waiter);
              waiter.resolve(mail);
            }
          }
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port));
  });

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMessage(pred, timeoutMs = 15_000) {
      const found = messages.find(pred);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = {
          pred,
          resolve(mail: ParsedMail) {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        // A message that never comes fails the test with a reason instead of hanging it.
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`no such e-mail within ${timeoutMs} ms (${messages.length} received)`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
