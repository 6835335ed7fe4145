/** How the back office tells upcoming events from past ones. */
import type { ChamberEvent } from '@chamber/contracts';

/** Admin list: Upcoming while the end (or the start, when there is no end) is in the future. */
export function isUpcoming(event: Pick<ChamberEvent, 'start' | 'end'>, now = Date.now()) {
  return Date.parse(event.end ?? event.start) > now;
}
