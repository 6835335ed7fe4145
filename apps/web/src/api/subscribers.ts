/** Subscribers (the Newsletter calls): the footer's "Get the latest deals" and the Subscribers screen. */
import { call } from './client.ts';
import { resource } from './resource.ts';

const subscribers = resource('subscribers');

/** Newest first. */
export const useSubscribers = subscribers.list(() => call('Newsletter.GetAllSubscribers'));

export const useDeleteSubscriber = subscribers.mutation((id: number) =>
  call('Newsletter.DeleteSubscriber', { query: { id } }),
);
