/**
 * How the back office and the public site write dates, and a table column that shows one. Event
 * times are written as the clock reads in the chamber's time zone, named ("6:30 PM CST"), so the
 * server-drawn page and the visitor's browser write the same whatever their own zones.
 */
import type { ColumnDef } from '@tanstack/react-table';
import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat.js';
import utc from 'dayjs/plugin/utc.js';
import { instantOf, wallClock, zoneAbbreviation } from '@chamber/contracts';

dayjs.extend(advancedFormat);
dayjs.extend(utc);

/** "Nov 22, 2026". */
export const formatDate = (iso: string) => dayjs(iso).format('MMM D, YYYY');
/** "Nov 22, 2026 9:05 AM". */
export const formatDateTime = (iso: string) => dayjs(iso).format('MMM D, YYYY h:mm A');
/** "May 1st, 2027": the list of blogs (the spec's "MMMM Do, yyyy"). */
export const formatLongDate = (iso: string) => dayjs(iso).format('MMMM Do, YYYY');
/** "March 5, 2026": the public blog list and blog pages. */
export const formatFullMonthDate = (iso: string) => dayjs(iso).format('MMMM D, YYYY');
/** For <time dateTime>. */
export const machineDate = (iso: string) => dayjs(iso).format('YYYY-MM-DD');

/**
 * The instant as the clock in `timeZone` reads it, as a dayjs in UTC mode: formatting it writes
 * that clock's fields, whatever the zone of this computer.
 */
export const inZone = (iso: string, timeZone: string) =>
  dayjs.utc(wallClock(Date.parse(iso), timeZone));

/** "CST": the zone's name at that instant (EST in winter, EDT in summer). */
const zoneName = (iso: string, timeZone: string) => zoneAbbreviation(Date.parse(iso), timeZone);

/** "March 5th": the public events list. */
export const formatEventDay = (iso: string, timeZone: string) =>
  inZone(iso, timeZone).format('MMMM Do');
/** "Thursday, March 5th, 2026". */
export const formatFullDay = (iso: string, timeZone: string) =>
  inZone(iso, timeZone).format('dddd, MMMM Do, YYYY');
/** "May 1st, 2027" (the spec's "MMMM Do, yyyy"): the back office's events list. */
export const formatEventDate = (iso: string, timeZone: string) =>
  inZone(iso, timeZone).format('MMMM Do, YYYY');

const formatTime = (iso: string, timeZone: string) => inZone(iso, timeZone).format('h:mm A');

/** "3 Dec, 09:00 EST": when a scheduled publish happens, on the chamber's clock. */
export const formatScheduleTime = (iso: string, timeZone: string) =>
  `${inZone(iso, timeZone).format('D MMM, HH:mm')} ${zoneName(iso, timeZone)}`;

/** "6:30 PM EDT". */
export const formatEventTime = (iso: string, timeZone: string) =>
  `${formatTime(iso, timeZone)} ${zoneName(iso, timeZone)}`;

/** "May 1st, 2027 6:30 PM EDT". */
export const formatEventDateTime = (iso: string, timeZone: string) =>
  `${formatEventDate(iso, timeZone)} ${formatEventTime(iso, timeZone)}`;

/**
 * "6:30 PM – 8:30 PM CST", or the start only ("6:30 PM CST"); a second day is named. The zone is
 * named once, or at each end when the clocks change in between ("1:00 AM EDT – 3:00 AM EST").
 */
export function formatTimeRange(start: string, end: string | null, timeZone: string): string {
  const startZone = zoneName(start, timeZone);
  if (!end) return formatEventTime(start, timeZone);
  const endZone = zoneName(end, timeZone);
  const sameDay = inZone(start, timeZone).isSame(inZone(end, timeZone), 'day');
  const from =
    startZone === endZone
      ? formatTime(start, timeZone)
      : `${formatTime(start, timeZone)} ${startZone}`;
  const day = sameDay ? '' : `${formatEventDay(end, timeZone)}, `;
  return `${from} – ${day}${formatTime(end, timeZone)} ${endZone}`;
}

/** "2026-01-15 18:30:00": the date-time picker's text for the instant, on the clock in `timeZone`. */
export const toWallClockText = (iso: string, timeZone: string) =>
  inZone(iso, timeZone).format('YYYY-MM-DD HH:mm:ss');

/**
 * The UTC ISO instant at which the clock in `timeZone` reads the picker's "2026-01-15 18:30:00";
 * a text that is no date stays as it is, for the form's check to refuse.
 */
export function fromWallClockText(text: string, timeZone: string) {
  const wall = Date.parse(`${text.trim().replace(' ', 'T')}Z`);
  return Number.isNaN(wall) ? text : new Date(instantOf(wall, timeZone)).toISOString();
}

const HOUR_MS = 60 * 60 * 1000;

/** The next full hour on the clock in `timeZone` (a new event's start), as a UTC ISO instant. */
export function nextFullHour(timeZone: string, now = Date.now()) {
  const wall = wallClock(now, timeZone);
  return new Date(
    instantOf(Math.floor(wall / HOUR_MS) * HOUR_MS + HOUR_MS, timeZone),
  ).toISOString();
}

/** An hour after `iso` (a new event's end, from its start). */
export const anHourAfter = (iso: string) => new Date(Date.parse(iso) + HOUR_MS).toISOString();

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
