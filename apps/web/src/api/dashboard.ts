/**
 * The dashboard (the Dashboard call): the back office's first screen, and the unread count the
 * navigation's Messages entry shows. One query for both, so a change that reloads it (a message
 * marked read: api/messages.ts) updates the screen and the badge alike.
 */
import { useQuery } from '@tanstack/react-query';
import { call } from './client.ts';

export const dashboardKey = ['dashboard'] as const;

/**
 * Quiet: a failed load must not toast on every screen for the badge; the dashboard screen says so
 * in place.
 */
const dashboardQuery = {
  queryKey: dashboardKey,
  queryFn: () => call('Dashboard.GetDashboard'),
  meta: { silent: true },
};

/** Asked afresh whenever the screen opens: drafts, messages and the log change elsewhere. */
export const useDashboard = () => useQuery({ ...dashboardQuery, staleTime: 0 });

/** How often the badge looks for new messages while the back office stays open. */
const BADGE_REFRESH_MS = 2 * 60 * 1000;

/** The number of unread messages (0 until known); `enabled`: the role reads messages. */
export function useUnreadMessages(enabled: boolean) {
  const { data } = useQuery({
    ...dashboardQuery,
    enabled,
    refetchInterval: BADGE_REFRESH_MS,
    select: (dashboard) => dashboard.unreadMessages?.count ?? 0,
  });
  return data ?? 0;
}
