/** Dates as the public site writes them ("MMMM Do" on the events list). */
import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat.js';

dayjs.extend(advancedFormat);

/** "March 5th". */
export const formatEventDay = (iso: string) => dayjs(iso).format('MMMM Do');
/** "Thursday, March 5th, 2026". */
export const formatFullDay = (iso: string) => dayjs(iso).format('dddd, MMMM Do, YYYY');
/** "6:30 PM". */
export const formatTime = (iso: string) => dayjs(iso).format('h:mm A');
/** "March 5, 2026". */
export const formatDate = (iso: string) => dayjs(iso).format('MMMM D, YYYY');
/** For <time dateTime>. */
export const machineDate = (iso: string) => dayjs(iso).format('YYYY-MM-DD');

/** "6:30 PM – 8:30 PM", or from the start only; a second day is named. */
export function formatTimeRange(start: string, end: string | null): string {
  if (!end) return formatTime(start);
  const sameDay = dayjs(start).isSame(end, 'day');
  return `${formatTime(start)} – ${sameDay ? '' : `${formatEventDay(end)}, `}${formatTime(end)}`;
}
