/** Public site information (S2 §3 "Site info"), assembled from the tables. */
import type { CompanySettings, SiteInfo } from '@chamber/contracts';
import type { Db } from '../../db/client.ts';
import type { CompanySettingsTable } from '../../db/types.ts';

export const DEFAULT_COMPANY_NAME = 'Chamber of Commerce';

export function createHomeService(db: Db) {
  async function companySettings() {
    return db.selectFrom('companySettings').selectAll().where('id', '=', 1).executeTakeFirst();
  }

  async function menuItems() {
    const rows = await db
      .selectFrom('menuItems as m')
      .leftJoin('pages as p', 'p.id', 'm.pageId')
      .select([
        'm.id',
        'm.name',
        'm.parentMenuItemId',
        'm.customLink',
        'm.openInNewTab',
        'm.sortOrder',
        'p.url as pageUrl',
        'p.name as pageName',
      ])
      .where('m.isActive', '=', true)
      // An item whose page is switched off would lead nowhere: leave it out until the page is back.
      .where((eb) => eb.or([eb('m.pageId', 'is', null), eb('p.isActive', '=', true)]))
      .orderBy('m.sortOrder')
      .orderBy('m.id')
      .execute();
    type Row = (typeof rows)[number];
    const entry = (row: Row) => ({
      id: row.id,
      name: row.name,
      pageUrl: row.pageUrl ?? null,
      pageName: row.pageName ?? null,
      customLink: row.customLink,
      openInNewTab: row.openInNewTab,
    });
    return rows
      .filter((row) => row.parentMenuItemId === null)
      .map((parent) => ({
        ...entry(parent),
        assignedMenuItems: rows.filter((row) => row.parentMenuItemId === parent.id).map(entry),
      }));
  }

  async function pageSummaries() {
    const columns = [
      'id',
      'name',
      'title',
      'url',
      'bannerImageFilePath',
      'addedOn',
      'addedBy',
    ] as const;
    const [pages, blogs] = await Promise.all([
      db.selectFrom('pages').select(columns).where('isActive', '=', true).orderBy('id').execute(),
      db
        .selectFrom('blogs')
        .select(columns)
        .where('isActive', '=', true)
        .orderBy('addedOn', 'desc')
        .execute(),
    ]);
    return [
      ...pages.map((page) => ({ ...page, isBlog: false })),
      ...blogs.map((blog) => ({ ...blog, isBlog: true })),
    ];
  }

  async function footerItems() {
    const rows = await db
      .selectFrom('footerItems')
      .select(['id', 'label', 'linkTo'])
      .where('isActive', '=', true)
      .orderBy('sortOrder')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({ id: row.id, label: row.label, to: row.linkTo }));
  }

  return {
    async getSiteInfo(): Promise<SiteInfo> {
      const [settings, menu, pages, footer] = await Promise.all([
        companySettings(),
        menuItems(),
        pageSummaries(),
        footerItems(),
      ]);
      return {
        ...publicCompanyFields(settings),
        menuItems: menu,
        pages,
        footerItems: footer,
      };
    },
  };
}

type Settings = Omit<CompanySettingsTable, 'id' | 'updatedAt'>;

/** Company settings as the public site sees them (every field of S2 §3; null when unset). */
function publicCompanyFields(settings: Settings | undefined): CompanySettings {
  const s: Partial<Settings> = settings ?? {};
  const v = (value: string | null | undefined) => value ?? null;
  return {
    companyName: s.companyName ?? DEFAULT_COMPANY_NAME,
    companyLogoPath: v(s.companyLogoPath),
    companyIconPath: v(s.companyIconPath),
    // Required once staff save the settings; empty until then.
    emailAddress: s.emailAddress ?? '',
    phoneNumber: v(s.phoneNumber),
    streetAddress1: v(s.streetAddress1),
    streetAddress2: v(s.streetAddress2),
    city: v(s.city),
    state: v(s.state),
    zipCode: v(s.zipCode),
    primaryWeekDayHours: v(s.primaryWeekDayHours),
    primaryWeekEndHours: v(s.primaryWeekEndHours),
    secondaryWeekDayHours: v(s.secondaryWeekDayHours),
    secondaryWeekEndHours: v(s.secondaryWeekEndHours),
    facebookLink: v(s.facebookLink),
    instagramLink: v(s.instagramLink),
    twitterLink: v(s.twitterLink),
    linkedInLink: v(s.linkedInLink),
    youtubeLink: v(s.youtubeLink),
    tiktokLink: v(s.tiktokLink),
    googleMapLink: v(s.googleMapLink),
    appStoreLink: v(s.appStoreLink),
    googlePlayStoreLink: v(s.googlePlayStoreLink),
    googleAnalyticsId: v(s.googleAnalyticsId),
    facebookPixelCode: v(s.facebookPixelCode),
    seo: v(s.seo),
  };
}
