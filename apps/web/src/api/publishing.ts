/**
 * Publishing (the Publishing.* calls): Publish applies an item's draft and shows
 * it on the site, now or at a time; Unpublish takes it off the site; the …Many calls do either to
 * a list's selected rows at once. Each reloads its type's screens and the site info.
 */
import type { PublishingType } from '@chamber/contracts';
import type { QueryKey } from '@tanstack/react-query';
import { call } from './client.ts';
import { contentReloads } from './content-sections.ts';
import { footerItemKeys } from './footer-items.ts';
import { menuItemKeys } from './menu-items.ts';
import { memberKeys } from './members.ts';
import { settingsKeys } from './settings.ts';
import { blogsApi } from './blogs.ts';
import { eventKeys } from './events.ts';
import { dealKeys } from './deals.ts';
import { homeKeys } from './home.ts';
import { pagesApi } from './pages.ts';
import { sendBody, useInvalidatingMutation } from './resource.ts';

/** Where each type is shown (a page's publish also takes its sections and banners live). */
const SHOWN_IN = {
  page: [pagesApi.keys.all],
  blog: [blogsApi.keys.all],
  event: [eventKeys.all],
  deal: [dealKeys.all],
  contentSection: contentReloads,
  banner: contentReloads,
  bannerItem: contentReloads,
  menuItem: [menuItemKeys.all],
  footerItem: [footerItemKeys.all],
  member: [memberKeys.all],
  settings: [settingsKeys.all],
} satisfies Record<PublishingType, readonly QueryKey[]>;

const reloads = [...Object.values(SHOWN_IN).flat(), homeKeys.all];

export const usePublish = () => useInvalidatingMutation(sendBody('Publishing.Publish'), reloads);

export const useUnpublish = () =>
  useInvalidatingMutation(sendBody('Publishing.Unpublish'), reloads);

export const usePublishMany = () =>
  useInvalidatingMutation(sendBody('Publishing.PublishMany'), reloads);

export const useUnpublishMany = () =>
  useInvalidatingMutation(sendBody('Publishing.UnpublishMany'), reloads);

/** What publishing the item also puts on the site (its sections', banners' and slides' drafts). */
export const fetchPublishingParts = (type: PublishingType, id: number) =>
  call('Publishing.GetParts', { query: { type, id } });
