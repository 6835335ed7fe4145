/** /api/Newsletter/* : the footer's e-mail sign-up and the back office's Subscribers screen. */
import { id, newsletterSubscribeSchema } from '@chamber/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { validate } from '../../plugins/errors.ts';
import type { ModuleOptions } from '../types.ts';
import { createNewsletterService } from './service.ts';

const tags = ['Newsletter'];

const SUBSCRIBE_SUCCESS_MESSAGE = 'Thank you for signing up! We will keep you posted.';

export async function newsletterRoutes(app: FastifyInstance, { db, config }: ModuleOptions) {
  const newsletter = createNewsletterService(db);

  app.post(
    '/api/Newsletter/Subscribe',
    {
      config: {
        access: 'public',
        rateLimit: { max: config.publicFormLimit, timeWindow: '10 minutes' },
      },
      schema: {
        tags,
        summary: 'Sign up for the latest deals (the same answer when already signed up)',
      },
    },
    async (request) => {
      const { email } = validate(newsletterSubscribeSchema, request.body);
      await newsletter.subscribe(email);
      return { message: SUBSCRIBE_SUCCESS_MESSAGE };
    },
  );

  app.get(
    '/api/Newsletter/GetAllSubscribers',
    { config: { access: 'user' }, schema: { tags, summary: 'All subscribers, newest first' } },
    async () => newsletter.list(),
  );

  app.delete(
    '/api/Newsletter/DeleteSubscriber',
    { config: { access: 'user' }, schema: { tags, summary: 'Remove a subscriber' } },
    async (request) => {
      const { id: subscriberId } = validate(z.object({ id }), request.query);
      await newsletter.remove(subscriberId);
      return { message: 'Subscriber removed successfully.' };
    },
  );
}
