import type { ColumnDef } from '@tanstack/react-table';
import dayjs from 'dayjs';

/** How the back office shows a day, "Nov 22, 2026", and a moment, "Nov 22, 2026 9:05 AM". */
export const formatDate = (iso: string) => dayjs(iso).format('MMM D, YYYY');
export const formatDateTime = (iso: string) => dayjs(iso).format('MMM D, YYYY h:mm A');

/** A column showing (and filtering, and exporting) a formatted date, sorted by the date itself. */
export function dateColumn<T>(
  id: string,
  header: string,
  iso: (row: T) => string,
  format: (iso: string) => string = formatDateTime,
) {
  return {
    id,
    header,
    accessorFn: (row) => format(iso(row)),
    sortingFn: (a, b) => Date.parse(iso(a.original)) - Date.parse(iso(b.original)),
  } satisfies ColumnDef<T, string>;
}
