/** Pages: routed documents that menu items may link to. */
import type { Db } from '../../db/client.ts';
import { conflict } from '../../plugins/errors.ts';
import type { Attachments } from '../../plugins/uploads.ts';
import { createDocumentsService, toPage } from './documents.ts';

export function createPagesService(db: Db, attachments: Attachments) {
  return createDocumentsService(db, attachments, {
    owner: 'page',
    toEntity: toPage,
    // The menu would otherwise hold links to nothing; staff decide what those items become.
    async beforeDelete(trx, page) {
      const items = await trx
        .selectFrom('menuItems')
        .select('name')
        .where('pageId', '=', page.id)
        .orderBy('name')
        .execute();
      if (items.length > 0) {
        const names = items.map((item) => `"${item.name}"`).join(', ');
        throw conflict(
          `The page "${page.name}" is used by the menu item${items.length === 1 ? '' : 's'} ${names}. Choose another page for ${items.length === 1 ? 'it' : 'them'} or delete ${items.length === 1 ? 'it' : 'them'} first.`,
        );
      }
    },
  });
}
