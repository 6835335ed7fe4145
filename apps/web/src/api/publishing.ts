/**
 * Publishing (the Publishing.* calls): Publish applies a page's, blog's or event's draft and shows
 * it on the site, now or at a time; Unpublish takes it off the site; the …Many calls do either to
 * a list's selected rows at once. Each reloads its type's screens and the site info.
 */
import type { PublishingType } from '@chamber/contracts';
import { blogsApi } from './blogs.ts';
import { eventKeys } from './events.ts';
import { homeKeys } from './home.ts';
import { pagesApi } from './pages.ts';
import { sendBody, useInvalidatingMutation } from './resource.ts';

const SHOWN_IN = {
  page: pagesApi.keys.all,
  blog: blogsApi.keys.all,
  event: eventKeys.all,
} satisfies Record<PublishingType, readonly unknown[]>;

const reloads = [...Object.values(SHOWN_IN), homeKeys.all];

export const usePublish = () => useInvalidatingMutation(sendBody('Publishing.Publish'), reloads);

export const useUnpublish = () =>
  useInvalidatingMutation(sendBody('Publishing.Unpublish'), reloads);

export const usePublishMany = () =>
  useInvalidatingMutation(sendBody('Publishing.PublishMany'), reloads);

export const useUnpublishMany = () =>
  useInvalidatingMutation(sendBody('Publishing.UnpublishMany'), reloads);
