/**
 * The Newsletter.* endpoints (the table in @chamber/contracts): the footer's e-mail sign-up and
 * the back office's Subscribers screen.
 */
import type { FastifyInstance } from 'fastify';
import { endpoint } from '../../plugins/endpoints.ts';
import type { ModuleOptions } from '../types.ts';
import { createSubscribersService } from './service.ts';

const SUBSCRIBE_SUCCESS_MESSAGE = 'Thank you for signing up! We will keep you posted.';

export async function subscribersRoutes(app: FastifyInstance, { db, config }: ModuleOptions) {
  const subscribers = createSubscribersService(db);

  endpoint(
    app,
    'Newsletter.Subscribe',
    async ({ body }) => {
      await subscribers.subscribe(body.email);
      return { message: SUBSCRIBE_SUCCESS_MESSAGE };
    },
    { rateLimit: { max: config.publicFormLimit, timeWindow: '10 minutes' } },
  );

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
