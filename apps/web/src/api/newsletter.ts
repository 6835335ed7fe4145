/** Newsletter sign-ups: the public footer's "Get the latest deals" and the Subscribers screen. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse, NewsletterSubscriber } from '@chamber/contracts';
import { api } from './client.ts';

const newsletterKeys = {
  all: ['newsletterSubscribers'] as const,
  list: () => [...newsletterKeys.all, 'list'] as const,
};

/** Newest first. */
export function useSubscribers() {
  return useQuery({
    queryKey: newsletterKeys.list(),
    queryFn: () => api.get<NewsletterSubscriber[]>('/Newsletter/GetAllSubscribers'),
  });
}

export function useDeleteSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<MessageResponse>('/Newsletter/DeleteSubscriber', { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsletterKeys.all }),
  });
}
