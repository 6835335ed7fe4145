/**
 * Messages from the public contact form: stored first, so nothing a visitor sends is lost, then
 * e-mailed to the company address (docs/decisions/070-contact-stored-before-mail.md); the back
 * office reads, marks and deletes them.
 */
import { contactMessage, type ContactMessage, type contactMessageSchema } from '@chamber/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { fieldMap } from '../../lib/field-map.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { createResource } from '../../lib/resource.ts';

type ContactInput = z.output<typeof contactMessageSchema>;

/** The e-mail staff receive: plain text, every field, and where to find the message later. */
function contactMail(message: ContactMessage, to: string, publicUrl: string) {
  // Names are one line of text in a header: no line breaks or runs of spaces from the form.
  const name = `${message.firstName} ${message.lastName}`.replace(/\s+/g, ' ');
  return {
    to,
    replyTo: message.email,
    subject: `Website message from ${name}`,
    text: [
      'A visitor sent this message through the contact form of the website.',
      '',
      `First Name: ${message.firstName}`,
      `Last Name: ${message.lastName}`,
      `Email: ${message.email}`,
      `Phone Number: ${message.phoneNumber ?? '(not given)'}`,
      `Received: ${message.createdAt}`,
      '',
      'Message:',
      message.message,
      '',
      `Reply to this e-mail to answer the visitor. All messages: ${publicUrl}/cms/management/messages`,
    ].join('\n'),
  };
}

/** How much of a message a preview shows. */
const PREVIEW_MAX = 100;

/** The start of a message on one line, cut at a word with "…" when it is longer. */
function openingWords(message: string) {
  const line = message.replace(/\s+/g, ' ').trim();
  if (line.length <= PREVIEW_MAX) return line;
  const cut = line.slice(0, PREVIEW_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > PREVIEW_MAX / 2 ? cut.slice(0, space) : cut}…`;
}

export function createMessagesService(db: Db, config: Pick<Config, 'publicUrl'>, mailer: Mailer) {
  const messages = createResource(db, {
    table: 'contactMessages',
    noun: 'The message',
    toAnswer: fieldMap(contactMessage).toAnswer,
    order: ['createdAt desc', 'id desc'],
  });

  async function companyEmail() {
    const settings = await db
      .selectFrom('companySettings')
      .select('emailAddress')
      .where('id', '=', 1)
      .executeTakeFirst();
    return settings?.emailAddress?.trim() || null;
  }

  /** Sends the mail; any SMTP failure is logged and recorded, never shown to the visitor. */
  async function mailToCompany(message: ContactMessage, log: FastifyBaseLogger) {
    const to = await companyEmail();
    if (!to) {
      log.warn(
        { messageId: message.id },
        'contact message stored, not e-mailed: no company e-mail address',
      );
      return null;
    }
    try {
      return await mailer.send(contactMail(message, to, config.publicUrl));
    } catch (error) {
      log.error(
        { err: error, messageId: message.id },
        'contact message stored, but the e-mail failed',
      );
      return 'failed';
    }
  }

  return {
    /** Stores the message, then e-mails it and records how that went. */
    async receive(input: ContactInput, log: FastifyBaseLogger) {
      const id = await messages.create({
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phoneNumber: input.phoneNumber,
        message: input.message,
        isRead: false,
        mailStatus: null,
      });
      const mailStatus = await mailToCompany(await messages.get(id), log);
      // How the mail went is the message's own record, not a staff save; and a message deleted
      // while it was being mailed is no error for the visitor.
      if (mailStatus) {
        await db.updateTable('contactMessages').set({ mailStatus }).where('id', '=', id).execute();
      }
    },

    list: messages.list,

    /** How many messages are unread, and the newest `limit` of them (sender and opening words). */
    async unread(limit: number) {
      const unread = db.selectFrom('contactMessages').where('isRead', '=', false);
      const { count } = await unread
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      const latest = await unread
        .select(['id', 'firstName', 'lastName', 'message', 'createdAt'])
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return {
        count: Number(count),
        latest: latest.map((message) => ({
          id: message.id,
          sender: `${message.firstName} ${message.lastName}`.replace(/\s+/g, ' ').trim(),
          preview: openingWords(message.message),
          receivedAt: message.createdAt,
        })),
      };
    },

    setRead: (id: number, isRead: boolean) => messages.update(id, { isRead }),
    remove: messages.remove,
  };
}
