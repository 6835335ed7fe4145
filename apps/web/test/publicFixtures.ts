/** Sample public content for the public-site component tests (shaped like the API's answers). */
import { vi } from 'vitest';
import type {
  BannerItem,
  ChamberEvent,
  ContentSection,
  DynamicContentEntry,
  SiteInfo,
} from '@chamber/contracts';

/** A section's or slide's two buttons, unset. */
export const noButtons = {
  primaryButtonText: null,
  primaryButtonActionType: null,
  primaryButtonLink: null,
  secondaryButtonText: null,
  secondaryButtonActionType: null,
  secondaryButtonLink: null,
};

/** An event's registration fields (decision 145), registration off. */
export const noRegistration = {
  registrationOpen: false,
  capacity: null,
  registrationDeadline: null,
  priceText: null,
};

/** The company's social, map and app-store links, none set. */
export const noLinks = {
  facebookLink: null,
  instagramLink: null,
  twitterLink: null,
  linkedInLink: null,
  youtubeLink: null,
  tiktokLink: null,
  googleMapLink: null,
  appStoreLink: null,
  googlePlayStoreLink: null,
};

export function section(overrides: Partial<ContentSection> = {}): ContentSection {
  return {
    id: 1,
    version: 1,
    name: 'Section',
    type: 'CONTENT_SECTION_DEFAULT',
    title: 'A title',
    description: 'Some text',
    rawHTML: null,
    alignment: 'LEFT',
    imagePath: 'pictures/a.webp',
    pageId: null,
    blogId: null,
    bannerId: null,
    isPadded: false,
    isFloatingCard: false,
    hasRoundedCorners: false,
    isTextOnly: false,
    isActive: true,
    ...noButtons,
    ...overrides,
  };
}

export function slide(id: number, title: string): BannerItem {
  return {
    id,
    version: 1,
    bannerId: 1,
    name: `Slide ${id}`,
    title,
    description: `About ${title}`,
    alignment: 'LEFT',
    imagePath: `slides/${id}.webp`,
    isActive: true,
    sortOrder: id,
    ...noButtons,
  };
}

let nextEntryId = 1;
export function sectionEntry(s: ContentSection): DynamicContentEntry {
  return {
    id: nextEntryId++,
    name: s.name,
    type: 'CONTENTSECTION',
    bannerId: null,
    contentSectionId: s.id,
    sectionKind: s.type,
    sortOrder: 0,
    banner: null,
    contentSection: s,
  };
}

export function bannerEntry(items: BannerItem[], name = 'Carousel'): DynamicContentEntry {
  return {
    id: nextEntryId++,
    name,
    type: 'BANNER',
    bannerId: 1,
    contentSectionId: null,
    sectionKind: null,
    sortOrder: 0,
    banner: {
      id: 1,
      name,
      pageId: null,
      blogId: null,
      isActive: true,
      version: 1,
      bannerItems: items,
    },
    contentSection: null,
  };
}

export function event(overrides: Partial<ChamberEvent> = {}): ChamberEvent {
  return {
    id: 1,
    version: 1,
    eventType: 'workshop',
    title: 'An event',
    description: 'What happens',
    schedule: null,
    organizer: null,
    mapUrl: null,
    addressTitle: 'Chamber Boardroom',
    addressLine1: '100 Harbor Street',
    addressLine2: null,
    city: 'Bayport',
    state: 'FL',
    zipcode: '32401',
    start: '2030-03-05T18:00:00.000Z',
    end: null,
    imageUrl: null,
    isActive: true,
    sortOrder: 0,
    ...noButtons,
    ...noRegistration,
    ...overrides,
  };
}

const link = (id: number, name: string, fields: Partial<SiteInfo['menuItems'][number]> = {}) => ({
  id,
  name,
  pageUrl: null,
  pageName: null,
  customLink: null,
  openInNewTab: false,
  assignedMenuItems: [],
  ...fields,
});

/** A small chamber: a menu with a sub-menu, two pages, a blog and footer links. */
export const publicSiteInfo: SiteInfo = {
  companyName: 'Harbor Chamber',
  version: 1,
  companyLogoPath: null,
  companyIconPath: null,
  emailAddress: 'hello@harbor.example',
  phoneNumber: '(555) 010-4200',
  streetAddress1: '1 Quay Street',
  streetAddress2: 'P.O. Box 12',
  city: 'Harbor',
  state: 'FL',
  zipCode: '32401',
  primaryWeekDayHours: 'Mon – Fri 9–5',
  primaryWeekEndHours: null,
  secondaryWeekDayHours: null,
  secondaryWeekEndHours: null,
  ...noLinks,
  facebookLink: 'https://www.facebook.com/harbor',
  appStoreLink: 'https://apps.apple.com/harbor',
  googleAnalyticsId: null,
  facebookPixelCode: null,
  seo: 'The chamber of Harbor.',
  // Not the zone of the test process (UTC on the test machines): times must still read Chicago's.
  timeZone: 'America/Chicago',
  menuItems: [
    link(1, 'Home', { pageUrl: '/home' }),
    {
      ...link(2, 'About'),
      assignedMenuItems: [
        link(3, 'Our Team', { customLink: '/team-members' }),
        link(4, 'Visit', { pageUrl: '/visit' }),
        link(5, 'Partner site', { customLink: 'https://partner.example' }),
      ],
    },
    link(6, 'Events', { customLink: '/events' }),
  ],
  pages: [
    {
      id: 1,
      name: 'Home',
      title: 'Welcome',
      url: '/home',
      bannerImageFilePath: null,
      addedOn: '2030-01-01T10:00:00.000Z',
      addedBy: 'Admin',
      isBlog: false,
    },
    {
      id: 2,
      name: 'Visit',
      title: 'Visit Harbor',
      url: '/visit',
      bannerImageFilePath: null,
      addedOn: '2030-01-01T10:00:00.000Z',
      addedBy: 'Admin',
      isBlog: false,
    },
    {
      id: 7,
      name: 'Harbor news',
      title: null,
      url: '/blog/harbor-news',
      bannerImageFilePath: null,
      addedOn: '2030-01-02T10:00:00.000Z',
      addedBy: 'Sam Writer',
      isBlog: true,
    },
  ],
  footerItems: [{ id: 1, label: 'Contact Us', to: '/contact' }],
};

/** Embla (the carousel) watches its slides with an IntersectionObserver, which jsdom lacks. */
export function stubIntersectionObserver() {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    },
  );
}
