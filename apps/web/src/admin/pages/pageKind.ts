import { pageSchema, type Page } from '@chamber/contracts';
import { pagesApi } from '../../api/pages.ts';
import type { DocumentKind } from './documentKind.ts';

export const PAGES_PATH = '/cms/management/pages';

/** Pages: after a save in the editor the user goes back to the list. */
export const pageKind: DocumentKind<Page> = {
  noun: 'Page',
  param: 'pageId',
  owner: 'page',
  hasTitle: true,
  schema: pageSchema,
  api: pagesApi,
  listPath: PAGES_PATH,
  newPath: '/cms/management/page',
  editPath: (id) => `/cms/management/page/edit/${id}`,
  afterCreate: 'list',
  removeText: 'Are you sure you want to remove this page?',
};
