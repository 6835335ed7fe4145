/** How the back office and the public site write dates, and a table column that shows one. */
import type { ColumnDef } from '@tanstack/react-table';
import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat.js';

dayjs.extend(advancedFormat);

/** "Nov 22, 2026". */
export const formatDate = (iso: string) => dayjs(iso).format('MMM D, YYYY');
/** "Nov 22, 2026 9:05 AM". */
export const formatDateTime = (iso: string) => dayjs(iso).format('MMM D, YYYY h:mm A');
/** "May 1st, 2027": the lists of blogs and events (the spec's "MMMM Do, yyyy"). */
export const formatLongDate = (iso: string) => dayjs(iso).format('MMMM Do, YYYY');
/** "March 5, 2026": the public blog list and blog pages. */
export const formatFullMonthDate = (iso: string) => dayjs(iso).format('MMMM D, YYYY');
/** "March 5th": the public events list. */
export const formatEventDay = (iso: string) => dayjs(iso).format('MMMM Do');
/** "Thursday, March 5th, 2026". */
export const formatFullDay = (iso: string) => dayjs(iso).format('dddd, MMMM Do, YYYY');
/** "6:30 PM". */
const formatTime = (iso: string) => dayjs(iso).format('h:mm A');
/** For <time dateTime>. */
export const machineDate = (iso: string) => dayjs(iso).format('YYYY-MM-DD');

/** "6:30 PM – 8:30 PM", or from the start only; a second day is named. */
export function formatTimeRange(start: string, end: string | null): string {
  if (!end) return formatTime(start);
  const sameDay = dayjs(start).isSame(end, 'day');
  return `${formatTime(start)} – ${sameDay ? '' : `${formatEventDay(end)}, `}${formatTime(end)}`;
}

/**
 * A column showing (and filtering, and exporting) a formatted date, sorted by the date itself;
 * a missing date shows "-" and sorts first.
 */
export function dateColumn<T>(
  id: string,
  header: string,
  iso: (row: T) => string | null,
  format: (iso: string) => string = formatDateTime,
) {
  const time = (row: T) => {
    const value = iso(row);
    return value === null ? Number.NEGATIVE_INFINITY : Date.parse(value);
  };
  return {
    id,
    header,
    accessorFn: (row) => {
      const value = iso(row);
      return value === null ? '-' : format(value);
    },
    sortingFn: (a, b) => {
      const [x, y] = [time(a.original), time(b.original)];
      return x === y ? 0 : x < y ? -1 : 1;
    },
  } satisfies ColumnDef<T, string>;
}
