/** Subscribers: sign-ups of the public footer's "Get the latest deals" (the Newsletter calls). */
import { z } from 'zod';
import { id, requiredEmail } from './common.ts';
import { defineEndpoints, messageAnswer, resourceEndpoints } from './endpoints/define.ts';
import { subscriberRoutes } from './routes/subscribers.ts';

const EMAIL_MAX = 250;

/** The footer's sign-up form and its call. */
export const subscribeSchema = z.object({
  email: requiredEmail('Email', EMAIL_MAX, 'Email is required', 'Please enter valid email'),
});
export type SubscribeRequest = z.input<typeof subscribeSchema>;

/** A subscriber, as the back office's Subscribers lists it. */
export const subscriber = z.object({ id: z.number(), email: z.string(), createdAt: z.string() });
export type Subscriber = z.infer<typeof subscriber>;

export const subscriberEndpoints = defineEndpoints('Subscribers', subscriberRoutes, {
  'Newsletter.Subscribe': {
    summary: 'Sign up for the latest deals (the same answer when already signed up)',
    access: 'public',
    body: subscribeSchema,
    answer: messageAnswer,
  },
  ...resourceEndpoints(
    { list: 'Newsletter.GetAllSubscribers', remove: 'Newsletter.DeleteSubscriber' },
    {
      noun: 'subscriber',
      access: 'subscribers',
      answer: subscriber,
      removeQuery: z.object({ id }),
    },
    {
      list: { summary: 'All subscribers, newest first' },
      remove: { summary: 'Remove a subscriber' },
    },
  ),
});
