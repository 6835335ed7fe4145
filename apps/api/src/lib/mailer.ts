/** Outgoing e-mail through SMTP_URL; without it, mail is written to the log instead. */
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /** Files sent with it (an event's .ics). */
  attachments?: { filename: string; content: string; contentType: string }[];
  /** The same message as HTML, beside the text (the newsletter). */
  html?: string;
  /** Extra headers, as written (the newsletter's List-Unsubscribe). */
  headers?: Record<string, string>;
};
export type Mailer = {
  /** 'sent' when SMTP took it, 'logged' when no SMTP is configured; throws when SMTP fails. */
  send(mail: Mail): Promise<'sent' | 'logged'>;
};

export function createMailer(
  options: { smtpUrl: string | null; mailFrom: string },
  log: FastifyBaseLogger,
): Mailer {
  if (!options.smtpUrl) {
    return {
      async send(mail) {
        log.info({ mail }, 'SMTP_URL is not set: this e-mail was logged instead of sent');
        return 'logged';
      },
    };
  }
  // Visitors wait for the contact form's mail: give up on a silent server in seconds, not minutes.
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(mail) {
      await transport.sendMail({ from: options.mailFrom, ...mail });
      return 'sent';
    },
  };
}
