/** Where the dashboard's items open: each kind's editor, or the screen that lists it. */
import type { ActivityType } from '@chamber/contracts';
import { bannerEditPath, sectionEditPath } from '../content-sections/paths.ts';
import { blogPaths, pagePaths } from '../documentPaths.ts';
import { editEventPath } from '../events/paths.ts';
import { editDealPath } from '../deals/paths.ts';
import { editMenuItemPath } from '../menu-items/paths.ts';
import { editMemberPath, MEMBER_CATEGORIES_PATH } from '../members/paths.ts';
import { MESSAGES_PATH } from '../messages/paths.ts';
import {
  BLOG_CATEGORIES_PATH,
  FOOTER_ITEMS_PATH,
  MEDIA_PATH,
  NEWSLETTER_PATH,
  REDIRECTS_PATH,
  SETTINGS_PATH,
  SUBSCRIBERS_PATH,
  USERS_PATH,
} from '../navigation.ts';

/** Each kind by its id; null: it has no screen of its own (a slide opens within its banner). */
const PATHS: Record<ActivityType, ((id: number) => string) | string | null> = {
  page: pagePaths.edit,
  blog: blogPaths.edit,
  event: editEventPath,
  deal: editDealPath,
  contentSection: sectionEditPath,
  banner: bannerEditPath,
  menuItem: editMenuItemPath,
  bannerItem: null,
  footerItem: FOOTER_ITEMS_PATH,
  member: editMemberPath,
  memberCategory: MEMBER_CATEGORIES_PATH,
  settings: SETTINGS_PATH,
  message: MESSAGES_PATH,
  subscriber: SUBSCRIBERS_PATH,
  announcement: NEWSLETTER_PATH,
  user: USERS_PATH,
  blogCategory: BLOG_CATEGORIES_PATH,
  redirect: REDIRECTS_PATH,
  media: MEDIA_PATH,
};

/** The address that opens item `id` of `type` (null: none, or an item the log names no id of). */
export function itemPath(type: string, id: number | null): string | null {
  const path = PATHS[type as ActivityType] ?? null;
  if (typeof path !== 'function') return path;
  return id === null ? null : path(id);
}
