/**
 * The Contact.* endpoints (the table in @chamber/contracts): the public contact form's send call
 * and the back office's Messages screen.
 */
import { CONTACT_SUCCESS_MESSAGE, messageCalls } from '@chamber/contracts';
import type { FastifyInstance } from 'fastify';
import { nameOf } from '../../lib/activity.ts';
import { registerResource } from '../../lib/resource.ts';
import { endpoint } from '../../plugins/endpoints.ts';
import { publicForm } from '../../plugins/public-forms.ts';
import type { ModuleOptions } from '../types.ts';
import { createMessagesService } from './service.ts';

export async function messagesRoutes(app: FastifyInstance, { db, config, mailer }: ModuleOptions) {
  const messages = createMessagesService(db, config, mailer);

  endpoint(
    app,
    'Contact.SendEmail',
    async ({ body, request }) => {
      // The hidden `website` field is only ever filled by bots: same answer, nothing kept or sent.
      if (body.website) {
        request.log.info({ ip: request.ip }, 'contact form honeypot filled: message dropped');
      } else {
        await messages.receive(body, request.log);
      }
      return { message: CONTACT_SUCCESS_MESSAGE };
    },
    { rateLimit: { max: config.publicFormLimit, timeWindow: '10 minutes' } },
  );
  // The Contact page's form also works as a plain post (plugins/public-forms.ts).
  publicForm(app, 'contact', 'Contact.SendEmail');

  registerResource(app, messages, 'Message', messageCalls);

  endpoint(app, 'Contact.MarkMessageRead', async ({ query, request }) => {
    const message = await messages.setRead(query.id, query.isRead);
    await app.activity.record(request, {
      action: 'update',
      type: 'message',
      itemId: query.id,
      summary: `Marked the message from ${nameOf(message)} as ${query.isRead ? 'read' : 'unread'}`,
    });
    return { message: query.isRead ? 'Message marked as read.' : 'Message marked as unread.' };
  });
}
