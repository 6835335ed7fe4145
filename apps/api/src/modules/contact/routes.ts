/** /api/Contact/* : the public contact form's send call and the back office's Messages screen. */
import { CONTACT_SUCCESS_MESSAGE, bool, contactMessageSchema, id } from '@chamber/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { validate } from '../../plugins/errors.ts';
import type { ModuleOptions } from '../types.ts';
import { createContactService } from './service.ts';

const tags = ['Contact'];
const idQuery = z.object({ id });
/** `isRead=false` marks a message unread again; absent means read. */
const markReadQuery = z.object({ id, isRead: bool(true) });

export async function contactRoutes(app: FastifyInstance, { db, config, mailer }: ModuleOptions) {
  const contact = createContactService(db, config, mailer);

  app.post(
    '/api/Contact/SendEmail',
    {
      config: {
        access: 'public',
        rateLimit: { max: config.publicFormLimit, timeWindow: '10 minutes' },
      },
      schema: { tags, summary: 'Send a message to the company: stored, then e-mailed' },
    },
    async (request) => {
      const input = validate(contactMessageSchema, request.body);
      // The hidden `website` field is only ever filled by bots: same answer, nothing kept or sent.
      if (input.website) {
        request.log.info({ ip: request.ip }, 'contact form honeypot filled: message dropped');
      } else {
        await contact.receive(input, request.log);
      }
      return { message: CONTACT_SUCCESS_MESSAGE };
    },
  );

  app.get(
    '/api/Contact/GetAllMessages',
    { config: { access: 'user' }, schema: { tags, summary: 'All messages, newest first' } },
    async () => contact.list(),
  );

  app.put(
    '/api/Contact/MarkMessageRead',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Mark a message read (or unread again with isRead=false)' },
    },
    async (request) => {
      const { id: messageId, isRead } = validate(markReadQuery, request.query);
      await contact.setRead(messageId, isRead);
      return { message: isRead ? 'Message marked as read.' : 'Message marked as unread.' };
    },
  );

  app.delete(
    '/api/Contact/DeleteMessage',
    { config: { access: 'user' }, schema: { tags, summary: 'Delete a message' } },
    async (request) => {
      const { id: messageId } = validate(idQuery, request.query);
      await contact.remove(messageId);
      return { message: 'Message deleted successfully.' };
    },
  );
}
