/**
 * Subscribers: sign-ups of the public "Get the latest deals" form (the Newsletter calls). A new
 * sign-up is pending until its address's owner follows the e-mailed confirmation link; only
 * confirmed subscribers receive announcements (docs/decisions/146-newsletter.md).
 */
import { z } from 'zod';
import { id, requiredEmail } from './common.ts';
import { defineEndpoints, messageAnswer, resourceEndpoints } from './endpoints/define.ts';
import { NEWSLETTER_TOPICS } from './newsletter-topics.ts';
import { subscriberRoutes } from './routes/subscribers.ts';

const EMAIL_MAX = 250;

const TOPICS_MESSAGE = 'Please choose news, events or deals';

const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** The same answer whoever signs up, so the form never tells who is subscribed already. */
export const SUBSCRIBE_SUCCESS_MESSAGE =
  'Thank you! Please check your inbox: we sent you a link to confirm your subscription.';

/** The public sign-up form and its call; a plain form post sends one topic as a lone string. */
export const subscribeSchema = z.object({
  email: requiredEmail('Email', EMAIL_MAX, 'Email is required', 'Please enter valid email'),
  topics: z
    .preprocess(
      (v) => (typeof v === 'string' ? [v] : v),
      z.array(z.enum(NEWSLETTER_TOPICS, { error: TOPICS_MESSAGE }), { error: TOPICS_MESSAGE }),
    )
    .optional(),
});

/** A subscriber, as the back office's Subscribers lists it. */
const subscriber = z.object({
  id: z.number(),
  email: z.string(),
  status: z.enum(SUBSCRIBER_STATUSES),
  topics: z.array(z.enum(NEWSLETTER_TOPICS)),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
});
export type Subscriber = z.infer<typeof subscriber>;

export const subscriberEndpoints = defineEndpoints('Subscribers', subscriberRoutes, {
  'Newsletter.Subscribe': {
    summary:
      'Sign up for the newsletter (topics: news, events, deals; none = all). A confirmation link is e-mailed; the same answer whoever signs up',
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
      list: { summary: 'All subscribers (pending, confirmed, unsubscribed), newest first' },
      remove: { summary: 'Remove a subscriber' },
    },
  ),
});
