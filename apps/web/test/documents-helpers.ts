/** What the page and blog screen tests share: the app opened on a list, and reading that list. */
import { screen } from '@testing-library/react';
import { mockApi, renderApp, signIn, siteInfo } from './helpers.tsx';
import { cellTexts } from './list-helpers.ts';

type Routes = Parameters<typeof mockApi>[0];

/** Signs in and opens `path`, the site info and `list` (the staff list's call) answered. */
export function openWith(list: Routes, path: string, routes: Routes = {}) {
  signIn();
  const api = mockApi({ 'GET /api/Home/GetCMSInfo': siteInfo, ...list, ...routes });
  return { ...api, ...renderApp(path) };
}

export const columnHeaders = () =>
  screen.getAllByRole('columnheader').map((header) => header.textContent);

/** The row whose cell says `name`, and the texts of its cells after Actions. */
export function listedRow(name: string) {
  const row = screen.getByRole('cell', { name }).closest('tr')!;
  const cells = cellTexts(row);
  return { row, cells };
}
