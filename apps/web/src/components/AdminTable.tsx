/**
 * The one table of every admin list: filter, click-to-sort headers, CSV download,
 * pagination with a "Page No:" jump; no print. Rows are selected in the Actions column of the
 * lists that act on many rows (ResourceList, BulkActions).
 */
import { useState, type ReactNode } from 'react';
import {
  Button,
  Center,
  Group,
  Loader,
  NativeSelect,
  NumberInput,
  Pagination,
  Table,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import {
  IconChevronDown,
  IconChevronUp,
  IconDownload,
  IconSearch,
  IconSelector,
} from '@tabler/icons-react';
import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type Column,
  type ColumnDef,
  type Table as TanstackTable,
} from '@tanstack/react-table';
import { csvField } from '@chamber/contracts';

const PAGE_SIZES = [10, 25, 50, 100];

/**
 * The rows while they load: always this one list. A new empty list on each draw would make the
 * table reset its page after every draw, which draws it again — a loop that, run inside a click's
 * microtasks, froze the browser.
 */
const NO_ROWS: never[] = [];

export type AdminTableProps<T> = {
  /** Accessible name of the table, also the CSV file name. */
  label: string;
  data: T[] | undefined;
  // Columns mix value types (text, booleans shown as Yes/No…); TanStack types that as `any`.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  isLoading?: boolean;
  /** Buttons shown next to the filter, e.g. "Add New User". */
  actions?: ReactNode;
  /** More filters of the list's own, beside the search (the publishing status). */
  filters?: ReactNode;
};

export function AdminTable<T>({
  label,
  data,
  columns,
  isLoading,
  actions,
  filters,
}: AdminTableProps<T>) {
  const [globalFilter, setGlobalFilter] = useState('');
  const table = useReactTable({
    data: data ?? NO_ROWS,
    columns,
    state: { globalFilter },
    onGlobalFilterChange: setGlobalFilter,
    globalFilterFn: 'includesString',
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    initialState: { pagination: { pageIndex: 0, pageSize: PAGE_SIZES[0] } },
  });
  const rows = table.getRowModel().rows;
  const search = (
    <TextInput
      aria-label="Search"
      placeholder="Search"
      leftSection={<IconSearch size={16} aria-hidden />}
      value={globalFilter}
      onChange={(event) => setGlobalFilter(event.currentTarget.value)}
      w={{ base: '100%', xs: 280 }}
    />
  );
  const visibleColumns = table.getVisibleLeafColumns().length;

  return (
    <div>
      <Group justify="space-between" mb="md" gap="sm">
        {filters ? (
          <Group gap="sm">
            {search}
            {filters}
          </Group>
        ) : (
          search
        )}
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => downloadCsv(table, label)}
          >
            Download CSV
          </Button>
          {actions}
        </Group>
      </Group>

      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-label={label}>
          <Table.Thead>
            {table.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id}>
                {group.headers.map((header) => (
                  <Table.Th key={header.id} aria-sort={ariaSort(header.column)}>
                    {header.isPlaceholder ? null : header.column.getCanSort() ? (
                      <UnstyledButton
                        onClick={header.column.getToggleSortingHandler()}
                        fw={700}
                        fz="sm"
                        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
                      >
                        {flexRender(header.column.columnDef.header, header.getContext())}
                        <SortIcon column={header.column} />
                      </UnstyledButton>
                    ) : (
                      flexRender(header.column.columnDef.header, header.getContext())
                    )}
                  </Table.Th>
                ))}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody>
            {isLoading ? (
              <Table.Tr>
                <Table.Td colSpan={visibleColumns}>
                  <Center py="lg">
                    <Loader size="sm" aria-label="Loading" />
                  </Center>
                </Table.Td>
              </Table.Tr>
            ) : rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={visibleColumns}>
                  <Text ta="center" c="dimmed" py="lg">
                    No records to display
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              rows.map((row) => (
                <Table.Tr key={row.id}>
                  {row.getVisibleCells().map((cell) => (
                    <Table.Td key={cell.id}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <PaginationBar table={table} />
    </div>
  );
}

function ariaSort<T>(column: Column<T>) {
  if (!column.getCanSort()) return undefined;
  const sorted = column.getIsSorted();
  return sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none';
}

function SortIcon<T>({ column }: { column: Column<T> }) {
  const sorted = column.getIsSorted();
  const Icon =
    sorted === 'asc' ? IconChevronUp : sorted === 'desc' ? IconChevronDown : IconSelector;
  return <Icon size={14} aria-hidden />;
}

function PaginationBar<T>({ table }: { table: TanstackTable<T> }) {
  const { pageIndex, pageSize } = table.getState().pagination;
  const pageCount = Math.max(table.getPageCount(), 1);
  const total = table.getPrePaginationRowModel().rows.length;
  const first = total === 0 ? 0 : pageIndex * pageSize + 1;
  const last = Math.min(total, (pageIndex + 1) * pageSize);

  // The jump box keeps what is being typed; it follows the page when the page changes elsewhere.
  const [jump, setJump] = useState<string | number>(pageIndex + 1);
  const [shownPage, setShownPage] = useState(pageIndex);
  if (shownPage !== pageIndex) {
    setShownPage(pageIndex);
    setJump(pageIndex + 1);
  }

  return (
    <Group justify="space-between" mt="md" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {total === 0 ? 'No records' : `Showing ${first}–${last} of ${total}`}
      </Text>
      <Group gap="sm" align="flex-end">
        <NativeSelect
          label="Rows per page"
          size="xs"
          w={110}
          data={PAGE_SIZES.map(String)}
          value={String(pageSize)}
          onChange={(event) => table.setPageSize(Number(event.currentTarget.value))}
        />
        <NumberInput
          label="Page No:"
          size="xs"
          w={90}
          min={1}
          max={pageCount}
          allowDecimal={false}
          allowNegative={false}
          value={jump}
          onChange={(value) => {
            setJump(value);
            if (typeof value === 'number' && value >= 1 && value <= pageCount) {
              table.setPageIndex(value - 1);
            }
          }}
          onBlur={() => setJump(pageIndex + 1)}
        />
        <Pagination
          size="sm"
          total={pageCount}
          value={pageIndex + 1}
          onChange={(page) => table.setPageIndex(page - 1)}
          getControlProps={(control) => ({
            'aria-label': control === 'previous' ? 'Previous page' : 'Next page',
          })}
          withEdges={false}
        />
      </Group>
    </Group>
  );
}

/** The filtered, sorted rows (all pages) of the columns that hold data. */
function toCsv<T>(table: TanstackTable<T>): string {
  const columns = table.getVisibleLeafColumns().filter((column) => column.accessorFn);
  const header = columns.map((column) =>
    csvField(typeof column.columnDef.header === 'string' ? column.columnDef.header : column.id),
  );
  const lines = table
    .getPrePaginationRowModel()
    .rows.map((row) => columns.map((column) => csvField(row.getValue(column.id))).join(','));
  return [header.join(','), ...lines].join('\r\n');
}

function downloadCsv<T>(table: TanstackTable<T>, label: string) {
  // The byte-order mark makes spreadsheet programs read the file as UTF-8.
  const blob = new Blob(['\uFEFF', toCsv(table)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${label}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}
