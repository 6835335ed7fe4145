/**
 * The dashboard (docs/decisions/124-dashboard.md): what waits for a staff member after sign-in,
 * read from the services that own each part, every list bounded. Each part follows the permission
 * table: a part the role may not see is not read at all, and answers null.
 */
import {
  can,
  DASHBOARD_LIMITS,
  NEW_SUBSCRIBER_DAYS,
  ADDRESSED_TYPES,
  ROLES,
  type DashboardDraft,
  type Permission,
  type AddressedType,
  type Role,
} from '@chamber/contracts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { nameOf } from '../../lib/activity.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { REVISION_TABLES, storedItem } from '../../lib/revisions.ts';
import type { CurrentUser } from '../../lib/sessions.ts';
import { createActivityService } from '../activity/service.ts';
import { upcomingEvents } from '../events/service.ts';
import { createMessagesService } from '../messages/service.ts';
import { pendingJobs } from '../publishing/service.ts';
import { createSubscribersService } from '../subscribers/service.ts';

/** The permission that opens each type's screens: the lists hold only the types the role opens. */
const OPENS: Record<AddressedType, Permission> = { page: 'pages', blog: 'blogs', event: 'events' };

/** Those whose drafts someone else publishes: the roles without `publish` (authors). */
const REVIEWED_ROLES: Role[] = ROLES.filter((role) => !can(role, 'publish'));

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whose drafts: the items one user created, or the items created by users of some roles. */
type Whose = { createdById: number } | { createdByRoles: Role[] };

export function createDashboardService(db: Db, config: Pick<Config, 'publicUrl'>, mailer: Mailer) {
  const messages = createMessagesService(db, config, mailer);
  const subscribers = createSubscribersService(db);
  const activity = createActivityService(db);

  /**
   * The newest drafts of one type: items visitors do not see and no publish waits for (a
   * scheduled one is under Scheduled), and published items with unpublished changes.
   */
  async function draftsOfType(type: AddressedType, whose: Whose): Promise<DashboardDraft[]> {
    const { table } = REVISION_TABLES[type];
    // Pages, blogs and events are read alike (their own columns as plain values): typed as pages.
    let query = db
      .selectFrom(`${table} as item` as 'pages as item')
      .leftJoin('drafts as draft', (join) =>
        join.onRef('draft.itemId', '=', 'item.id').on('draft.type', '=', type),
      )
      .leftJoin('users as creator', 'creator.id', 'item.createdById')
      .selectAll('item')
      .select([
        'draft.content as draftContent',
        'draft.savedOn as draftSavedOn',
        'creator.fullName as creatorName',
      ])
      .where((eb) =>
        eb.or([
          eb('draft.id', 'is not', null),
          eb.and([
            eb('item.isActive', '=', false),
            eb.not(
              eb.exists(
                eb
                  .selectFrom('publishingJobs as job')
                  .select('job.id')
                  .whereRef('job.itemId', '=', 'item.id')
                  .where('job.type', '=', type)
                  .where('job.action', '=', 'publish')
                  .where('job.doneAt', 'is', null),
              ),
            ),
          ]),
        ]),
      );
    query =
      'createdById' in whose
        ? query.where('item.createdById', '=', whose.createdById)
        : query.where('creator.role', 'in', whose.createdByRoles);
    const rows = await query
      .orderBy((eb) => eb.fn.coalesce('draft.savedOn', 'item.updatedAt'), 'desc')
      .orderBy('item.id', 'desc')
      .limit(DASHBOARD_LIMITS.drafts)
      .execute();
    return rows.map(({ draftContent, draftSavedOn, creatorName, ...item }) => {
      const draft = draftContent ? (JSON.parse(draftContent) as Record<string, unknown>) : {};
      return {
        type,
        id: item.id,
        title: nameOf({ ...item, ...draft }) ?? `${type} ${item.id}`,
        updatedAt: draftSavedOn ?? item.updatedAt,
        // Items made before roles name no creator; pages and blogs may still say who wrote them.
        author: creatorName ?? item.addedBy ?? null,
        published: item.isActive,
      };
    });
  }

  /** The newest drafts of every type in `types`, newest first. */
  async function drafts(types: AddressedType[], whose: Whose) {
    const each = await Promise.all(types.map((type) => draftsOfType(type, whose)));
    return each
      .flat()
      .sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt))
      .slice(0, DASHBOARD_LIMITS.drafts);
  }

  /** The publishes and unpublishes to come, each with its item's name (as its draft has it). */
  async function scheduled(types: AddressedType[]) {
    const jobs = await pendingJobs(db, types, DASHBOARD_LIMITS.scheduled);
    const named = await Promise.all(
      jobs.map(async (job) => {
        const type = job.type as AddressedType;
        const item = await storedItem(db, type, job.itemId);
        // A job whose item was deleted meanwhile will not happen: nothing to show.
        if (!item) return null;
        return {
          type,
          id: job.itemId,
          title: nameOf(item) ?? `${type} ${job.itemId}`,
          action: job.action as 'publish' | 'unpublish',
          at: job.runAt,
          by: job.byName,
        };
      }),
    );
    return named.filter((job) => job !== null);
  }

  return {
    /** The dashboard of `user`, as of `now`. */
    async of(user: CurrentUser, now = new Date()) {
      const may = (permission: Permission) => can(user.role, permission);
      const types = ADDRESSED_TYPES.filter((type) => may(OPENS[type]));
      const yours = drafts(types, { createdById: user.id });
      const onlyIf = <T>(permission: Permission, read: () => Promise<T>) =>
        may(permission) ? read() : Promise.resolve(null);
      const [
        ownDrafts,
        awaitingReview,
        scheduledItems,
        unreadMessages,
        newSubscribers,
        events,
        recentActivity,
      ] = await Promise.all([
        yours,
        // Reviewers see what authors wrote; an author sees their own, waiting for that review.
        may('publish') ? drafts(types, { createdByRoles: REVIEWED_ROLES }) : yours,
        scheduled(types),
        onlyIf('messages', () => messages.unread(DASHBOARD_LIMITS.messages)),
        onlyIf('subscribers', () =>
          subscribers.countSince(
            new Date(now.getTime() - NEW_SUBSCRIBER_DAYS * DAY_MS).toISOString(),
          ),
        ),
        onlyIf('events', () => upcomingEvents(db, now, DASHBOARD_LIMITS.events)),
        onlyIf('activity', () => activity.recentChanges(DASHBOARD_LIMITS.activity)),
      ]);
      return {
        drafts: ownDrafts,
        awaitingReview,
        scheduled: scheduledItems,
        unreadMessages,
        newSubscribers,
        upcomingEvents:
          events?.map(({ id, title, start, end }) => ({ id, title, start, end })) ?? null,
        recentActivity,
      };
    },
  };
}
