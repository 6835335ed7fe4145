/** What the page and blog screen tests share: reading the list. */
import { screen } from '@testing-library/react';
import { cellTexts } from './list-helpers.ts';

export const columnHeaders = () =>
  screen.getAllByRole('columnheader').map((header) => header.textContent);

/** The row whose cell says `name`, and the texts of its cells after Actions. */
export function listedRow(name: string) {
  const row = screen.getByRole('cell', { name }).closest('tr')!;
  const cells = cellTexts(row);
  return { row, cells };
}
