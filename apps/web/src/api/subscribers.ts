/** Subscribers (the Newsletter calls): the footer's "Get the latest deals" and the Subscribers screen. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SubscribeRequest } from '@chamber/contracts';
import { call } from './client.ts';

const subscriberKeys = {
  all: ['subscribers'] as const,
  list: () => [...subscriberKeys.all, 'list'] as const,
};

/** Newest first. */
export function useSubscribers() {
  return useQuery({
    queryKey: subscriberKeys.list(),
    queryFn: () => call('Newsletter.GetAllSubscribers'),
  });
}

export function useDeleteSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call('Newsletter.DeleteSubscriber', { query: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriberKeys.all }),
  });
}

/** A visitor's sign-up: nothing of the staff list to refresh. */
export const useSubscribe = () =>
  useMutation({
    mutationFn: (request: SubscribeRequest) => call('Newsletter.Subscribe', { body: request }),
  });
