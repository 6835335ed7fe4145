/**
 * Newsletter announcements: staff write one (subject and rich text) for a topic or for everyone,
 * and send it to the confirmed subscribers through a queue of deliveries, one per recipient
 * (docs/decisions/146-newsletter.md).
 */
import { z } from 'zod';
import { id, requiredText, version } from './common.ts';
import { defineEndpoints, messageAnswer, resourceEndpoints } from './endpoints/define.ts';
import { newsletterRoutes } from './routes/newsletter.ts';
import { NEWSLETTER_TOPICS } from './newsletter-topics.ts';

const ANNOUNCEMENT_LIMITS = { subject: 200, body: 100_000 } as const;

/** Who an announcement goes to: the subscribers of one topic, or all of them. */
export const ANNOUNCEMENT_AUDIENCES = ['all', ...NEWSLETTER_TOPICS] as const;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];

/** The announcement form and `CreateAnnouncement` (a draft until it is sent). */
export const announcementSchema = z.object({
  subject: requiredText('Subject', ANNOUNCEMENT_LIMITS.subject),
  body: requiredText('Message', ANNOUNCEMENT_LIMITS.body, 'Please write the message'),
  topic: z
    .enum(ANNOUNCEMENT_AUDIENCES, { error: 'Please choose who receives it' })
    .optional()
    .transform((v) => v ?? 'all'),
});

export const updateAnnouncementSchema = announcementSchema.safeExtend({ id, version });

/** `SendAnnouncement` and `SendTestAnnouncement`: which announcement. */
const announcementIdSchema = z.object({ id });

/** How far the sending of an announcement has come: its deliveries by state. */
const progress = z.object({ queued: z.number(), sent: z.number(), failed: z.number() });

const announcement = z.object({
  id: z.number(),
  subject: z.string(),
  body: z.string(),
  topic: z.enum(ANNOUNCEMENT_AUDIENCES),
  /** When it was sent (its deliveries queued); null: a draft. */
  sentAt: z.string().nullable(),
  sentBy: z.string().nullable(),
  /** A draft: how many confirmed subscribers it would go to now; sent: how many it went to. */
  recipients: z.number(),
  progress,
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number(),
});
export type Announcement = z.infer<typeof announcement>;

export const newsletterEndpoints = defineEndpoints('Newsletter', newsletterRoutes, {
  ...resourceEndpoints(
    {
      list: 'Newsletter.GetAnnouncements',
      get: 'Newsletter.GetAnnouncement',
      create: 'Newsletter.CreateAnnouncement',
      update: 'Newsletter.UpdateAnnouncement',
      remove: 'Newsletter.DeleteAnnouncement',
    },
    {
      noun: 'announcement',
      access: 'subscribers',
      answer: announcement,
      idQuery: z.object({ id }),
      create: announcementSchema,
      update: updateAnnouncementSchema,
    },
    {
      list: { summary: 'All announcements with their sending progress, the newest first' },
      create: { summary: 'Write an announcement (a draft until it is sent)' },
      update: { summary: 'Change an announcement not sent yet' },
      remove: { summary: 'Delete an announcement and its record of deliveries' },
    },
  ),
  'Newsletter.SendAnnouncement': {
    summary:
      'Send an announcement to the confirmed subscribers of its topic: one delivery per recipient is queued and sent at NEWSLETTER_RATE per minute',
    access: 'subscribers',
    body: announcementIdSchema,
    answer: messageAnswer,
  },
  'Newsletter.SendTestAnnouncement': {
    summary: 'Send an announcement at once to the signed-in staff member’s own address only',
    access: 'subscribers',
    body: announcementIdSchema,
    answer: messageAnswer,
  },
});
