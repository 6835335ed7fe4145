/** Public site information (the site info of Home/GetCMSInfo), assembled from the tables. */
import type { SiteInfo } from '@chamber/contracts';
import type { Db } from '../../db/client.ts';
import { createFooterItemsService } from '../footer-items/service.ts';
import { createSettingsService } from '../settings/service.ts';

export function createHomeService(db: Db) {
  // The first start writes the settings row (bootstrap.ts); the settings module owns its shape.
  const settingsService = createSettingsService(db);
  const footerItemsService = createFooterItemsService(db);

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
    const items = await footerItemsService.list({ signedIn: false });
    return items.map(({ id, label, to }) => ({ id, label, to }));
  }

  return {
    async getSiteInfo(): Promise<SiteInfo> {
      const [settings, menu, pages, footer] = await Promise.all([
        settingsService.get(),
        menuItems(),
        pageSummaries(),
        footerItems(),
      ]);
      return {
        ...settings,
        menuItems: menu,
        pages,
        footerItems: footer,
      };
    },
  };
}
