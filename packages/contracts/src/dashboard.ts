/**
 * The dashboard staff land on after sign-in (docs/decisions/124-dashboard.md): what waits for
 * them, in one call. The server decides each part from the permission table: a part the role may
 * not see is null, and the lists hold only the types the role may open.
 */
import { z } from 'zod';
import { activityEntry } from './activity.ts';
import { defineEndpoints } from './endpoints/define.ts';
import { ADDRESSED_TYPES } from './publishing.ts';
import { dashboardRoutes } from './routes/dashboard.ts';

/** How many items each list of one answer carries at most (newest or soonest first). */
export const DASHBOARD_LIMITS = {
  drafts: 10,
  scheduled: 10,
  messages: 5,
  events: 5,
  activity: 10,
} as const;

/** "New subscribers this week": those who signed up in the last 7 days. */
export const NEW_SUBSCRIBER_DAYS = 7;

const publishingType = z.enum(ADDRESSED_TYPES);

/** A page, blog or event not on the site yet (or taken off), or with changes visitors do not see. */
const draftItem = z.object({
  type: publishingType,
  id: z.number(),
  /** Its name (an event's title), as the draft has it. */
  title: z.string(),
  /** When it or its draft was last saved (ISO). */
  updatedAt: z.string(),
  /** Who created it; null for items made before the back office knew (the demo content). */
  author: z.string().nullable(),
  /** True: visitors see an earlier version, and these are changes to it. */
  published: z.boolean(),
});
export type DashboardDraft = z.infer<typeof draftItem>;

/** A publish or unpublish staff scheduled, still to happen. */
const scheduledItem = z.object({
  type: publishingType,
  id: z.number(),
  title: z.string(),
  action: z.enum(['publish', 'unpublish']),
  /** When it will happen (ISO). */
  at: z.string(),
  /** Who scheduled it. */
  by: z.string(),
});
export type DashboardScheduled = z.infer<typeof scheduledItem>;

const unreadMessages = z.object({
  count: z.number(),
  /** The newest unread ones. */
  latest: z.array(
    z.object({
      id: z.number(),
      /** The visitor's name. */
      sender: z.string(),
      /** The start of the message: the contact form has no subject line. */
      preview: z.string(),
      receivedAt: z.string(),
    }),
  ),
});

const upcomingEvent = z.object({
  id: z.number(),
  title: z.string(),
  start: z.string(),
  end: z.string().nullable(),
});

const dashboardAnswer = z.object({
  /** Drafts of items the signed-in user created. */
  drafts: z.array(draftItem),
  /**
   * For those who publish: drafts of items created by those who may not (authors), to review
   * and publish. For authors: their own drafts, which wait for that review.
   */
  awaitingReview: z.array(draftItem),
  scheduled: z.array(scheduledItem),
  /** Roles that read messages. */
  unreadMessages: unreadMessages.nullable(),
  /** Roles that see subscribers: how many signed up in the last NEW_SUBSCRIBER_DAYS days. */
  newSubscribers: z.number().nullable(),
  /** Roles that see events: the next published ones that have not ended. */
  upcomingEvents: z.array(upcomingEvent).nullable(),
  /** Roles that read the activity log: its newest changes (sign-ins left out). */
  recentActivity: z.array(activityEntry).nullable(),
});
export type Dashboard = z.infer<typeof dashboardAnswer>;

export const dashboardEndpoints = defineEndpoints('Dashboard', dashboardRoutes, {
  'Dashboard.GetDashboard': {
    summary:
      'What waits for the signed-in user: drafts, drafts to review, scheduled publishes, unread messages, new subscribers, upcoming events and recent changes (parts the role may not see are null)',
    access: 'dashboard',
    answer: dashboardAnswer,
  },
});
