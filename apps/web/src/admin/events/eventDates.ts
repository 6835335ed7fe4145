/** How the back office shows and edits event dates. */
import dayjs from 'dayjs';
import type { ChamberEvent } from '@chamber/contracts';

/** An ISO date as the date-time picker's local "YYYY-MM-DD HH:mm:ss". */
export const toPickerValue = (iso: string | null) =>
  iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : '';

/** Admin list: Upcoming while the end (or the start, when there is no end) is in the future. */
export function isUpcoming(event: Pick<ChamberEvent, 'start' | 'end'>, now = Date.now()) {
  return Date.parse(event.end ?? event.start) > now;
}
