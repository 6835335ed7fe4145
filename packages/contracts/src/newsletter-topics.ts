/**
 * What a newsletter subscriber can ask to hear about (docs/decisions/146-newsletter.md). No zod
 * here: the public sign-up form, on every page, imports this file.
 */
export const NEWSLETTER_TOPICS = ['news', 'events', 'deals'] as const;
export type NewsletterTopic = (typeof NEWSLETTER_TOPICS)[number];

export const TOPIC_LABELS: Record<NewsletterTopic, string> = {
  news: 'Chamber news',
  events: 'Events',
  deals: 'Member deals',
};
