import type { Permission } from '@chamber/contracts';
import {
  IconArrowForwardUp,
  IconBuildingStore,
  IconCalendar,
  IconDiscount2,
  IconFileText,
  IconHistory,
  IconLayoutBottombar,
  IconLayoutDashboard,
  IconLayoutList,
  IconLink,
  IconMail,
  IconMenu2,
  IconNews,
  IconPhoto,
  IconSend,
  IconTags,
  IconTrash,
  IconUser,
  IconUsers,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import { DASHBOARD_PATH } from '../staffPaths.ts';
import { MESSAGES_PATH } from './messages/paths.ts';
import { MEMBERS_PATH } from './members/paths.ts';

export type NavigationEntry = {
  label: string;
  to: string;
  icon: Icon;
  /** Shown to roles with this permission (the screen's route asks the same). */
  permission: Permission;
  /** Shown only to roles without this one (My Account: for those who do not manage users). */
  unless?: Permission;
  /** Shows the number of unread messages beside the label. */
  unreadBadge?: true;
};

// The screens other screens link to as well (the dashboard's items): one address each.
export const USERS_PATH = '/admin/management/users';
export const SUBSCRIBERS_PATH = '/cms/management/subscribers';
export const NEWSLETTER_PATH = '/cms/management/newsletter';
export const FOOTER_ITEMS_PATH = '/cms/management/footer-items';
export const SETTINGS_PATH = '/cms/management/assets-and-resources';
export const BLOG_CATEGORIES_PATH = '/cms/management/blog-categories';
export const REDIRECTS_PATH = '/cms/management/redirects';
export const MEDIA_PATH = '/cms/management/media';

/** The first entry, above the groups: where staff land after sign-in. */
export const dashboardEntry: NavigationEntry = {
  label: 'Dashboard',
  to: DASHBOARD_PATH,
  icon: IconLayoutDashboard,
  permission: 'dashboard',
};

/** The back office's navigation: every screen, grouped; each role sees the entries it may use. */
export const navigationGroups: { label: string; entries: NavigationEntry[] }[] = [
  {
    label: 'Content',
    entries: [
      { label: 'Pages', to: '/cms/management/pages', icon: IconFileText, permission: 'pages' },
      { label: 'Blogs', to: '/cms/management/blogs', icon: IconNews, permission: 'blogs' },
      { label: 'Media', to: MEDIA_PATH, icon: IconPhoto, permission: 'media' },
      {
        label: 'Blog Categories',
        to: BLOG_CATEGORIES_PATH,
        icon: IconTags,
        permission: 'allContent',
      },
      { label: 'Events', to: '/cms/management/events', icon: IconCalendar, permission: 'events' },
      { label: 'Members', to: MEMBERS_PATH, icon: IconBuildingStore, permission: 'members' },
      { label: 'Hot Deals', to: '/cms/management/deals', icon: IconDiscount2, permission: 'deals' },
      {
        label: 'Content Sections',
        to: '/cms/management/content-sections',
        icon: IconLayoutList,
        permission: 'sections',
      },
    ],
  },
  {
    label: 'Site',
    entries: [
      {
        label: 'Menu Items',
        to: '/cms/management/menu-items',
        icon: IconMenu2,
        permission: 'menus',
      },
      {
        label: 'Footer Items',
        to: FOOTER_ITEMS_PATH,
        icon: IconLayoutBottombar,
        permission: 'footer',
      },
      {
        label: 'Assets Links and Resources',
        to: SETTINGS_PATH,
        icon: IconLink,
        permission: 'settings',
      },
      { label: 'Trash', to: '/cms/management/trash', icon: IconTrash, permission: 'trash' },
      {
        label: 'Redirects',
        to: REDIRECTS_PATH,
        icon: IconArrowForwardUp,
        permission: 'redirects',
      },
      {
        label: 'Activity',
        to: '/admin/management/activity',
        icon: IconHistory,
        permission: 'activity',
      },
    ],
  },
  {
    label: 'People',
    entries: [
      { label: 'Users', to: USERS_PATH, icon: IconUsers, permission: 'users' },
      {
        label: 'Messages',
        to: MESSAGES_PATH,
        icon: IconMail,
        permission: 'messages',
        unreadBadge: true,
      },
      {
        label: 'Subscribers',
        to: SUBSCRIBERS_PATH,
        icon: IconUsersGroup,
        permission: 'subscribers',
      },
      {
        label: 'Newsletter',
        to: NEWSLETTER_PATH,
        icon: IconSend,
        permission: 'subscribers',
      },
      // The users screen shows them only their own account.
      {
        label: 'My Account',
        to: USERS_PATH,
        icon: IconUser,
        permission: 'ownAccount',
        unless: 'users',
      },
    ],
  },
];
