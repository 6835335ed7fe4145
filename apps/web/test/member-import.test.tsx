import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MemberImportAnswer } from '@chamber/contracts';
import { ImportPreview, previewSummary } from '../src/admin/members/ImportPreview.tsx';
import { renderWithProviders } from './helpers.tsx';

const preview: MemberImportAnswer = {
  rows: [
    { line: 2, name: 'Good Row Garage', action: 'create', errors: [] },
    { line: 3, name: '', action: 'create', errors: ['name: Name is required'] },
    { line: 4, name: 'Millbrook Bakery', action: 'update', errors: [] },
  ],
  created: 0,
  updated: 0,
  dryRun: true,
};

describe('the member import preview', () => {
  it('sums up the rows and refuses to import while one has a problem', () => {
    expect(previewSummary(preview)).toEqual({
      text: '3 rows · 2 new · 1 to update · 1 with problems',
      canImport: false,
      failing: 1,
    });
    const fixed = { ...preview, rows: preview.rows.filter((row) => row.errors.length === 0) };
    expect(previewSummary(fixed)).toMatchObject({
      text: '2 rows · 1 new · 1 to update',
      canImport: true,
    });
    expect(previewSummary({ ...preview, rows: [] }).canImport).toBe(false);
  });

  it('lists the rows with problems first, their problems in red', () => {
    renderWithProviders(<ImportPreview preview={preview} />);
    const rows = within(screen.getByRole('table', { name: 'Rows of the file' })).getAllByRole(
      'row',
    );
    // The header, then line 3 (its problem) before lines 2 and 4.
    expect(rows.map((row) => row.querySelector('th, td')?.textContent)).toEqual([
      'Line',
      '3',
      '2',
      '4',
    ]);
    expect(rows[1]).toHaveTextContent('(no name)');
    expect(within(rows[1]).getByText('name: Name is required')).toBeVisible();
    expect(rows[3]).toHaveTextContent('Update');
    expect(rows[2]).toHaveTextContent('None');
  });
});
