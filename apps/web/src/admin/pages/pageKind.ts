import { pageSchema, type Page } from '@chamber/contracts';
import { pagesApi } from '../../api/pages.ts';
import { pagePaths } from '../documentPaths.ts';
import type { DocumentKind } from './documentKind.ts';

/** Pages: after a save in the editor the user goes back to the list. */
export const pageKind: DocumentKind<Page> = {
  noun: 'Page',
  owner: 'page',
  hasTitle: true,
  schema: pageSchema,
  api: pagesApi,
  listPath: pagePaths.list,
  newPath: pagePaths.new,
  editPath: pagePaths.edit,
  afterCreate: 'list',
  removeText: 'Are you sure you want to remove this page?',
};
