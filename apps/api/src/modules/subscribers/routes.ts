/**
 * The Newsletter.* endpoints of subscribers (the table in @chamber/contracts): the public sign-up
 * and the back office's Subscribers screen. The e-mailed links' pages are in newsletter/pages.ts.
 */
import { NEWSLETTER_TOPICS, SUBSCRIBE_SUCCESS_MESSAGE } from '@chamber/contracts';
import type { FastifyInstance } from 'fastify';
import { createWorkQueue } from '../../lib/work-queue.ts';
import { endpoint } from '../../plugins/endpoints.ts';
import { publicForm } from '../../plugins/public-forms.ts';
import { confirmationMail } from '../newsletter/mail.ts';
import { siteOf } from '../newsletter/queue.ts';
import type { ModuleOptions } from '../types.ts';
import { createSubscribersService } from './service.ts';

export async function subscribersRoutes(
  app: FastifyInstance,
  { db, config, mailer }: ModuleOptions,
) {
  const subscribers = createSubscribersService(db);
  // The answer goes out first: its timing must not tell whether the address was known.
  const mails = createWorkQueue(app.log, 200);

  endpoint(
    app,
    'Newsletter.Subscribe',
    async ({ body }) => {
      const link = await subscribers.subscribe(body.email, body.topics);
      if (link) {
        mails.push('newsletter confirmation e-mail', async () => {
          await mailer.send(confirmationMail(await siteOf(db, config), link.email, link.token));
        });
      }
      return { message: SUBSCRIBE_SUCCESS_MESSAGE };
    },
    { rateLimit: { max: config.publicFormLimit, timeWindow: '10 minutes' } },
  );
  // The sign-up also works as a plain post, from any page (plugins/public-forms.ts). Each topic is
  // a checkbox of its own (`topic-news`…): a plain post keeps one value per name.
  publicForm(app, 'subscribe', 'Newsletter.Subscribe', (fields) => ({
    body: {
      email: fields.email,
      topics: NEWSLETTER_TOPICS.filter((topic) => fields[`topic-${topic}`]),
    },
  }));

  endpoint(app, 'Newsletter.GetAllSubscribers', async () => subscribers.list());

  endpoint(app, 'Newsletter.DeleteSubscriber', async ({ query, request }) => {
    const removed = await subscribers.remove(query.id);
    await app.activity.record(request, {
      action: 'delete',
      type: 'subscriber',
      itemId: query.id,
      summary: `Deleted subscriber “${removed.email}”`,
    });
    return { message: 'Subscriber removed successfully.' };
  });
}
