/** Newsletter announcements (the Newsletter.*Announcement calls): the back office's Newsletter screen. */
import { useQuery } from '@tanstack/react-query';
import { call } from './client.ts';
import { resource, sendBody } from './resource.ts';

const announcements = resource('announcements');

/** Newest first; while one is being sent, read again every few seconds to show its progress. */
export function useAnnouncements() {
  return useQuery({
    queryKey: announcements.keys.list(),
    queryFn: () => call('Newsletter.GetAnnouncements'),
    refetchInterval: (query) =>
      query.state.data?.some((item) => item.progress.queued > 0) ? 2000 : false,
  });
}

export const useCreateAnnouncement = announcements.mutation(
  sendBody('Newsletter.CreateAnnouncement'),
);
export const useUpdateAnnouncement = announcements.mutation(
  sendBody('Newsletter.UpdateAnnouncement'),
);
export const useSendAnnouncement = announcements.mutation((id: number) =>
  call('Newsletter.SendAnnouncement', { body: { id } }),
);
export const useSendTestAnnouncement = announcements.mutation((id: number) =>
  call('Newsletter.SendTestAnnouncement', { body: { id } }),
);
export const useDeleteAnnouncement = announcements.mutation((id: number) =>
  call('Newsletter.DeleteAnnouncement', { query: { id } }),
);

/** One announcement as stored now (how many it would go to, before the Send question). */
export const fetchAnnouncement = (id: number) =>
  call('Newsletter.GetAnnouncement', { query: { id } });
