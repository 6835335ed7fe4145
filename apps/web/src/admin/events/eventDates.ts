/** How the back office shows and edits event dates (S2 §4, §9). */
import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat.js';
import type { ChamberEvent } from '@chamber/contracts';

dayjs.extend(advancedFormat);

/** "May 1st, 2027" (S2 §9 "MMMM Do, yyyy"). */
export const formatEventDate = (iso: string) => dayjs(iso).format('MMMM Do, YYYY');

/** An ISO date as the date-time picker's local "YYYY-MM-DD HH:mm:ss". */
export const toPickerValue = (iso: string | null) =>
  iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : '';

/** Admin list: Upcoming while the end (or the start, when there is no end) is in the future. */
export function isUpcoming(event: Pick<ChamberEvent, 'start' | 'end'>, now = Date.now()) {
  return Date.parse(event.end ?? event.start) > now;
}
