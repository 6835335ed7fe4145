import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ColumnDef } from '@tanstack/react-table';
import { describe, expect, it, vi } from 'vitest';
import { AdminTable } from '../src/components/AdminTable.tsx';
import { renderWithProviders } from './helpers.tsx';

type Row = { id: number; name: string; isActive: boolean };

const columns: ColumnDef<Row, string>[] = [
  {
    id: 'actions',
    header: 'Actions',
    cell: ({ row }) => <button>Open {row.original.name}</button>,
  },
  { accessorKey: 'name', header: 'Name' },
  { id: 'isActive', header: 'Is Active?', accessorFn: (row) => (row.isActive ? 'Yes' : 'No') },
];

const rows: Row[] = Array.from({ length: 23 }, (_, i) => ({
  id: i + 1,
  name: `Item ${String(i + 1).padStart(2, '0')}`,
  isActive: i % 2 === 0,
}));

function bodyRows() {
  const table = screen.getByRole('table', { name: 'Things' });
  return within(table).getAllByRole('row').slice(1);
}

/** Captures the file the table hands to the browser for download. */
function captureDownload() {
  const file: { blob?: Blob } = {};
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        file.blob = blob;
        return 'blob:csv';
      },
      revokeObjectURL: () => {},
    }),
  );
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  const text = () =>
    new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result).replace(/^\uFEFF/, ''));
      reader.readAsText(file.blob!);
    });
  return { click, text };
}

function names() {
  return bodyRows().map((row) => within(row).getAllByRole('cell')[1].textContent);
}

describe('AdminTable', () => {
  it('shows the first page of rows with the column headers', () => {
    renderWithProviders(<AdminTable label="Things" data={rows} columns={columns} />);
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Actions', 'Name', 'Is Active?']);
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('Showing 1–10 of 23')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open Item 01' })).toBeInTheDocument();
  });

  it('filters on any column with the search box', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminTable label="Things" data={rows} columns={columns} />);
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'item 2');
    expect(names()).toEqual(['Item 20', 'Item 21', 'Item 22', 'Item 23']);
  });

  it('sorts by clicking a header, and says so to assistive technology', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminTable label="Things" data={rows} columns={columns} />);
    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    await user.click(within(nameHeader).getByRole('button'));
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(names()[0]).toBe('Item 01');
    await user.click(within(nameHeader).getByRole('button'));
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    expect(names()[0]).toBe('Item 23');
    // The actions column holds no data and cannot be sorted.
    expect(
      within(screen.getByRole('columnheader', { name: 'Actions' })).queryByRole('button'),
    ).toBeNull();
  });

  it('jumps to a page with "Page No:" and changes the page size', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminTable label="Things" data={rows} columns={columns} />);
    const pageNo = screen.getByRole('textbox', { name: 'Page No:' });
    await user.clear(pageNo);
    await user.type(pageNo, '3');
    expect(names()).toEqual(['Item 21', 'Item 22', 'Item 23']);
    expect(screen.getByText('Showing 21–23 of 23')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(pageNo).toHaveValue('2');
    expect(names()[0]).toBe('Item 11');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25');
    expect(bodyRows()).toHaveLength(23);
  });

  it('downloads the filtered, sorted rows of every page as CSV, with formulas defused', async () => {
    const user = userEvent.setup();
    const download = captureDownload();
    const data = [
      ...rows,
      { id: 99, name: 'Quote "and", comma', isActive: true },
      { id: 100, name: '=HYPERLINK()', isActive: true },
    ];
    renderWithProviders(<AdminTable label="Things" data={data} columns={columns} />);
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'Yes');
    await user.click(
      within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button'),
    );
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));

    expect(download.click).toHaveBeenCalled();
    const lines = (await download.text()).split('\r\n');
    // The header, then all 14 active rows (not only the first page), sorted by name.
    expect(lines).toHaveLength(15);
    expect(lines.slice(0, 4)).toEqual([
      'Name,Is Active?',
      "'=HYPERLINK(),Yes",
      'Item 01,Yes',
      'Item 03,Yes',
    ]);
    expect(lines).toContain('"Quote ""and"", comma",Yes');
    expect(lines.some((line) => line.includes('No'))).toBe(false);
  });

  it('draws once per update while its rows load (no render loop)', async () => {
    // A table given a new empty list on every draw resets its page after each one, which draws it
    // again: a loop that froze the browser when it ran inside a click's microtasks.
    let draws = 0;
    const counted: ColumnDef<Row, string>[] = [
      {
        accessorKey: 'name',
        header: () => {
          draws += 1;
          if (draws > 20) throw new Error('the table keeps drawing itself');
          return 'Name';
        },
      },
    ];
    function Screen() {
      const [, setUpdates] = useState(0);
      return (
        <>
          <button onClick={() => setUpdates((n) => n + 1)}>Update</button>
          <AdminTable label="Things" data={undefined} columns={counted} isLoading />
        </>
      );
    }
    renderWithProviders(<Screen />);
    // Two updates from above, made by clicks, as a screen's own state changes while it loads.
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByRole('table', { name: 'Things' })).toBeInTheDocument();
    expect(draws).toBeLessThanOrEqual(3);
  });

  it('says so when there is nothing to show', () => {
    renderWithProviders(<AdminTable label="Things" data={[]} columns={columns} />);
    expect(screen.getByText('No records to display')).toBeInTheDocument();
  });
});
