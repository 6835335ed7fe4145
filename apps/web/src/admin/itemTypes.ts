import type { ActivityType } from '@chamber/contracts';

/** How each kind of item reads, as the back office names it (Activity and Trash screens). */
export const ITEM_TYPE_LABELS: Record<ActivityType, string> = {
  page: 'Page',
  blog: 'Blog',
  event: 'Event',
  contentSection: 'Content section',
  banner: 'Banner',
  bannerItem: 'Slider item',
  menuItem: 'Menu item',
  footerItem: 'Footer item',
  message: 'Message',
  subscriber: 'Subscriber',
  settings: 'Settings',
  user: 'User',
  blogCategory: 'Blog category',
  redirect: 'Redirect',
};
