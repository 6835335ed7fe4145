/**
 * Messages from the public contact form: stored first, so nothing a visitor sends is lost, then
 * e-mailed to the company address (docs/decisions/070-contact-stored-before-mail.md); the back
 * office reads, marks and deletes them.
 */
import type { ContactMessage, contactMessageSchema, MailStatus } from '@chamber/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { ContactMessagesTable } from '../../db/types.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { nowIso } from '../../lib/tokens.ts';
import { notFound } from '../../plugins/errors.ts';

type ContactInput = z.output<typeof contactMessageSchema>;

function toContactMessage(row: Selectable<ContactMessagesTable>): ContactMessage {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    message: row.message,
    isRead: row.isRead,
    mailStatus: row.mailStatus as MailStatus,
    createdAt: row.createdAt,
  };
}

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

export function createMessagesService(db: Db, config: Pick<Config, 'publicUrl'>, mailer: Mailer) {
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
      const now = nowIso();
      const row = await db
        .insertInto('contactMessages')
        .values({
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          phoneNumber: input.phoneNumber,
          message: input.message,
          isRead: false,
          mailStatus: null,
          createdAt: now,
          updatedAt: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const mailStatus = await mailToCompany(toContactMessage(row), log);
      if (mailStatus) {
        await db
          .updateTable('contactMessages')
          .set({ mailStatus })
          .where('id', '=', row.id)
          .execute();
      }
    },

    async list(): Promise<ContactMessage[]> {
      const rows = await db
        .selectFrom('contactMessages')
        .selectAll()
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map(toContactMessage);
    },

    async setRead(id: number, isRead: boolean) {
      const result = await db
        .updateTable('contactMessages')
        .set({ isRead, updatedAt: nowIso() })
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw notFound('The message');
    },

    async remove(id: number) {
      const result = await db.deleteFrom('contactMessages').where('id', '=', id).executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw notFound('The message');
    },
  };
}
