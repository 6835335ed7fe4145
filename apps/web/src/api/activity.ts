/** The activity log (the Activity call): what the administrators' Activity screen shows. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ACTIVITY_PAGE_SIZE_MAX, type ActivityAction, type ActivityType } from '@chamber/contracts';
import { call } from './client.ts';

/** The filters the screen sends (ISO instants for the dates); one left out narrows nothing. */
export type ActivityFilters = {
  from?: string;
  to?: string;
  userId?: number;
  action?: ActivityAction;
  type?: ActivityType;
};

/**
 * The newest entries the filters give (as many as one call answers), asked afresh whenever the
 * screen opens: the log grows with every save made elsewhere. While other filters load, the
 * last answer stays on screen.
 */
export function useActivity(filters: ActivityFilters, enabled = true) {
  return useQuery({
    queryKey: ['activity', filters],
    queryFn: () =>
      call('Activity.GetActivity', { query: { ...filters, pageSize: ACTIVITY_PAGE_SIZE_MAX } }),
    staleTime: 0,
    placeholderData: keepPreviousData,
    enabled,
  });
}
