/** Fixed text of the home page: the intro links and the four featured tiles. */

export const HOME_INTRO = {
  eyebrow: 'Your chamber on the bay',
  /** Shown when the company settings have no SEO description to use instead. */
  fallbackLead:
    'We connect local businesses, champion the local economy and help make our town a great place to live, work and visit.',
};

/** The three intro links beside the welcome. */
export const HOME_INTRO_LINKS = [
  { label: 'Why join the Chamber', to: '/membership' },
  { label: 'Start or grow a business', to: '/resources' },
  { label: 'Meet our board and team', to: '/board-of-directors' },
];

export type TileIcon = 'membership' | 'events' | 'resources' | 'visit';

export const FEATURED_TILES: { title: string; text: string; to: string; icon: TileIcon }[] = [
  {
    title: 'Membership',
    text: 'Referrals, visibility and a voice for your business among 600 members.',
    to: '/membership',
    icon: 'membership',
  },
  {
    title: 'Events',
    text: 'Mixers, workshops and webinars that help you learn and meet people.',
    to: '/events',
    icon: 'events',
  },
  {
    title: 'Business Resources',
    text: 'Licenses, taxes, permits and the agencies to call, all in one place.',
    to: '/resources',
    icon: 'resources',
  },
  {
    title: 'Visit Bayport',
    text: 'Beaches, the historic harbor and a downtown full of independent shops.',
    to: '/visit-bayport',
    icon: 'visit',
  },
];
