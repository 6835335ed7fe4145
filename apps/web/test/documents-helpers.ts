/** What the page and blog screen tests share: a stored blog, reading the list. */
import { screen } from '@testing-library/react';
import type { Blog } from '@chamber/contracts';
import { cellTexts } from './list-helpers.ts';

export const columnHeaders = () =>
  screen.getAllByRole('columnheader').map((header) => header.textContent);

/** The row whose cell says `name`, and the texts of its cells after Actions. */
export function listedRow(name: string) {
  const row = screen.getByRole('cell', { name }).closest('tr')!;
  const cells = cellTexts(row);
  return { row, cells };
}

/** A blog as the staff list answers it: inactive, added by Ada Admin, no author, categories or tags. */
export const storedBlog = (fields: Partial<Blog> = {}): Blog => ({
  id: 7,
  version: 1,
  name: 'Harbor News',
  url: '/harbor-news',
  isBannerVisible: true,
  bannerImageFilePath: null,
  bannerColor: '#000000',
  keywords: null,
  description: null,
  isActive: false,
  addedBy: 'Ada Admin',
  addedOn: '2026-05-01T12:00:00.000Z',
  author: null,
  categories: [],
  tags: [],
  excerpt: null,
  writtenExcerpt: null,
  bannerImageAlt: null,
  publishedOn: null,
  ...fields,
});
