/**
 * Repeating an event (docs/decisions/137-repeating-events.md): every week on the same weekday, or
 * every month on the same weekday of the month ("the third Thursday", "the last Friday"), until a
 * date, on the chamber's clock: a 6:30 PM luncheon stays 6:30 PM across daylight-saving changes.
 * The editor's "Makes 6 events: …" line and the RepeatEvent call both count with `repeatOf`, so
 * what staff see before saving is what the server makes. No zod here: the editor reads it as
 * staff type.
 */
import { instantOf, wallClock } from './time-zones.ts';

export const REPEAT_EVERY = ['week', 'month'] as const;
export type RepeatEvery = (typeof REPEAT_EVERY)[number];

/** The most copies one repeat makes: a year of weekly events after the first. */
export const REPEAT_LIMIT = 52;

export const REPEAT_EVERY_MESSAGE = 'Choose how often the event repeats: every week or every month';
export const REPEAT_UNTIL_MESSAGE = 'Please enter the last date as YYYY-MM-DD';
export const REPEAT_UNTIL_BEFORE_START_MESSAGE = 'Choose an end date after the event’s start';
export const REPEAT_LIMIT_MESSAGE = `A repeat makes at most ${REPEAT_LIMIT} more events: choose an earlier end date`;
/** The end date is after the start, but before the event's next time. */
export const repeatTooSoonMessage = (next: string) =>
  `The event next repeats on ${next}: choose an end date on or after it`;

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;
const ORDINALS = ['first', 'second', 'third', 'fourth', 'last'] as const;

const DATE_TEXT = /^\d{4}-\d{2}-\d{2}$/;

/** A "YYYY-MM-DD" text naming a day of the calendar (not 30 February). */
export function isDateText(value: string) {
  if (!DATE_TEXT.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1;
}

/** "2026-12-03": the calendar day of a wall-clock time (as `wallClock` writes it). */
const dayOf = (wall: number) => new Date(wall).toISOString().slice(0, 10);

/** "3 Dec" (with `withYear`: "3 Dec 2026"): a day as the repeat's messages name it. */
const shortDay = (wall: number, withYear = false) => {
  const date = new Date(wall);
  const day = `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
  return withYear ? `${day} ${date.getUTCFullYear()}` : day;
};

/** "3 Dec" ("3 Dec 2026" `withYear`): the day of `iso` on the chamber's clock. */
export const repeatDayLabel = (iso: string, timeZone: string, { withYear = false } = {}) =>
  shortDay(wallClock(Date.parse(iso), timeZone), withYear);

/**
 * Which weekday of its month a day is: the nth (1–4), or the last for a fifth one (the 29th–31st),
 * which most months do not have.
 */
function weekdayOfMonth(wall: number) {
  const date = new Date(wall);
  const nth = Math.ceil(date.getUTCDate() / 7);
  return { weekday: date.getUTCDay(), nth: nth >= 5 ? 5 : nth };
}

/** The day (1–31) of the `nth` (5: last) `weekday` of a month (month may run past 11). */
function nthWeekday(year: number, month: number, weekday: number, nth: number) {
  if (nth === 5) {
    const last = new Date(Date.UTC(year, month + 1, 0));
    return last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7);
  }
  const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((weekday - first + 7) % 7) + 7 * (nth - 1);
}

/** "29th", "31st": the day of the month of a wall-clock time, as words say it (29th–31st only). */
const dayNumber = (wall: number) => {
  const day = new Date(wall).getUTCDate();
  return `${day}${day === 31 ? 'st' : 'th'}`;
};

/** How a repeat reads in the editor, from the start on the chamber's clock. */
export function repeatLabels(start: string, timeZone: string) {
  const wall = wallClock(Date.parse(start), timeZone);
  const { weekday, nth } = weekdayOfMonth(wall);
  const day = WEEKDAYS[weekday];
  return {
    week: `Every week on ${day}`,
    month: `Every month on the ${ORDINALS[nth - 1]} ${day}`,
    /** What "every month" means here, for the hint under the choice. */
    monthHint:
      nth === 5
        ? `The ${dayNumber(wall)} is a fifth ${day}, which most months do not have: the event repeats on the last ${day} of each month.`
        : `The same weekday of each month, as monthly luncheons usually are: the ${ORDINALS[nth - 1]} ${day}, whatever its date.`,
  } satisfies Record<RepeatEvery | 'monthHint', string>;
}

/** One later time of a repeated event: its start and end as UTC ISO instants. */
export type Occurrence = { start: string; end: string | null };

export type RepeatPlan = {
  /** The copies to make, in order (never more than REPEAT_LIMIT). */
  copies: Occurrence[];
  /** The end date allows more copies than REPEAT_LIMIT. */
  overLimit: boolean;
  /** The end date is on or before the start's day. */
  untilBeforeStart: boolean;
  /** "10 Dec": the repeat's next time when the end date comes before it (no copies). */
  nextAfterUntil: string | null;
};

/**
 * The later times of the event from `start` (to `end`, or without one) repeated `every` week or
 * month up to and including the day `until` ("YYYY-MM-DD"), each at the same time on the
 * chamber's clock in `timeZone` and as long on that clock as the first.
 */
export function repeatOf(
  { start, end }: Occurrence,
  every: RepeatEvery,
  until: string,
  timeZone: string,
): RepeatPlan {
  const wallStart = wallClock(Date.parse(start), timeZone);
  const length = end === null ? null : wallClock(Date.parse(end), timeZone) - wallStart;
  const plan: RepeatPlan = {
    copies: [],
    overLimit: false,
    untilBeforeStart: until <= dayOf(wallStart),
    nextAfterUntil: null,
  };
  if (plan.untilBeforeStart) return plan;
  const first = new Date(wallStart);
  const timeOfDay =
    wallStart - Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), first.getUTCDate());
  const { weekday, nth } = weekdayOfMonth(wallStart);
  const nthTime = (k: number) => {
    if (every === 'week') return wallStart + 7 * k * DAY_MS;
    const [year, month] = [first.getUTCFullYear(), first.getUTCMonth() + k];
    return Date.UTC(year, month, nthWeekday(year, month, weekday, nth)) + timeOfDay;
  };
  for (let k = 1; ; k += 1) {
    const wall = nthTime(k);
    if (dayOf(wall) > until) {
      if (k === 1) plan.nextAfterUntil = shortDay(wall);
      return plan;
    }
    if (plan.copies.length === REPEAT_LIMIT) {
      plan.overLimit = true;
      return plan;
    }
    const at = (time: number) => new Date(instantOf(time, timeZone)).toISOString();
    plan.copies.push({ start: at(wall), end: length === null ? null : at(wall + length) });
  }
}

/** "10 Dec", "10 Dec – 7 Jan": the days of `copies` on the chamber's clock, first to last. */
export function repeatSpan(copies: readonly Occurrence[], timeZone: string) {
  if (copies.length === 0) return '';
  const first = repeatDayLabel(copies[0].start, timeZone);
  if (copies.length === 1) return first;
  return `${first} – ${repeatDayLabel(copies[copies.length - 1].start, timeZone)}`;
}

/** What RepeatEvent answers: "5 more events made: 10 Dec – 7 Jan. They are drafts: …". */
export function repeatMadeMessage(copies: readonly Occurrence[], timeZone: string) {
  const span = repeatSpan(copies, timeZone);
  return copies.length === 1
    ? `1 more event made: ${span}. It is a draft until it is published from the events list.`
    : `${copies.length} more events made: ${span}. They are drafts until they are published from the events list.`;
}
