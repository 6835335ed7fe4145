import {
  IconCalendar,
  IconFileText,
  IconLayoutBottombar,
  IconLayoutList,
  IconLink,
  IconMail,
  IconMenu2,
  IconNews,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';

/** Entries of the back office's Website Management side sheet: one line per entry. */
export const websiteManagementEntries: { label: string; to: string; icon: Icon }[] = [
  { label: 'Menu Items', to: '/cms/management/menu-items', icon: IconMenu2 },
  { label: 'Pages', to: '/cms/management/pages', icon: IconFileText },
  // Not in the original sheet: without it, staff reached the blogs only by typing the address.
  { label: 'Blogs', to: '/cms/management/blogs', icon: IconNews },
  { label: 'Events', to: '/cms/management/events', icon: IconCalendar },
  { label: 'Content Sections', to: '/cms/management/content-sections', icon: IconLayoutList },
  {
    label: 'Assets Links and Resources',
    to: '/cms/management/assets-and-resources',
    icon: IconLink,
  },
  { label: 'Footer Items', to: '/cms/management/footer-items', icon: IconLayoutBottombar },
  { label: 'Messages', to: '/cms/management/messages', icon: IconMail },
  { label: 'Subscribers', to: '/cms/management/subscribers', icon: IconUsersGroup },
];
