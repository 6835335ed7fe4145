/** Public site information (the site info of Home/GetCMSInfo), assembled from the tables. */
import type { SiteInfo } from '@chamber/contracts';
import type { Db } from '../../db/client.ts';
import { VISITOR } from '../../lib/resource.ts';
import { createFooterItemsService } from '../footer-items/service.ts';
import { menuItemsOn } from '../menu-items/service.ts';
import { documentsOn, type DocumentRow } from '../pages/documents.ts';
import { createSettingsService } from '../settings/service.ts';

/** Visitors see what the resources' public rule lets them. */

export function createHomeService(db: Db) {
  // The first start writes the settings row (bootstrap.ts); the settings module owns its shape.
  const settingsService = createSettingsService(db);
  const footerItemsService = createFooterItemsService(db);

  async function menuItems() {
    const rows = await menuItemsOn(db)
      .forVisitors(db.selectFrom('menuItems as m').leftJoin('pages as p', 'p.id', 'm.pageId'), 'm')
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

  /** The active pages and blogs, as the public site routes them. */
  async function pageSummaries() {
    const [pages, blogs] = await Promise.all([
      documentsOn(db, 'page').list(VISITOR),
      documentsOn(db, 'blog').list(VISITOR),
    ]);
    const summary = (isBlog: boolean) => (row: DocumentRow) => ({
      id: row.id,
      name: row.name,
      title: row.title,
      url: row.url,
      bannerImageFilePath: row.bannerImageFilePath,
      addedOn: row.addedOn,
      addedBy: row.addedBy,
      isBlog,
    });
    return [...pages.map(summary(false)), ...blogs.map(summary(true))];
  }

  async function footerItems() {
    const items = await footerItemsService.list(VISITOR);
    return items.map(({ id, label, to }) => ({ id, label, to }));
  }

  return {
    async getSiteInfo(): Promise<SiteInfo> {
      const [settings, menu, pages, footer] = await Promise.all([
        settingsService.live(),
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
