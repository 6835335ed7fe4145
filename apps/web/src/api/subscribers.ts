/** Subscribers (the Newsletter calls): the footer's "Get the latest deals" and the Subscribers screen. */
import { useMutation } from '@tanstack/react-query';
import { call } from './client.ts';
import { resource, sendBody } from './resource.ts';

const subscribers = resource('subscribers');

/** Newest first. */
export const useSubscribers = subscribers.list(() => call('Newsletter.GetAllSubscribers'));

export const useDeleteSubscriber = subscribers.mutation((id: number) =>
  call('Newsletter.DeleteSubscriber', { query: { id } }),
);

/** A visitor's sign-up: nothing of the staff list to refresh. */
export const useSubscribe = () => useMutation({ mutationFn: sendBody('Newsletter.Subscribe') });
