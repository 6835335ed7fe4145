/**
 * Event times on the chamber's clock (components/dates.ts), whatever the zone of the computer that
 * writes them: the test machines run in UTC, and the results below hold in any zone (try
 * TZ=Asia/Kolkata or TZ=America/Los_Angeles).
 */
import { describe, expect, it } from 'vitest';
import {
  formatEventDateTime,
  formatEventDay,
  formatFullDay,
  formatScheduleTime,
  formatTimeRange,
  fromWallClockText,
  nextFullHour,
  toWallClockText,
} from '../src/components/dates.ts';

const CHICAGO = 'America/Chicago';
// 6:30 PM on 15 January 2030 in Chicago (CST, UTC−6): 00:30 UTC the next day.
const EVENING = '2030-01-16T00:30:00.000Z';

describe('event times on the chamber’s clock', () => {
  it('writes the time and day in the chamber’s zone, naming it', () => {
    expect(formatTimeRange(EVENING, null, CHICAGO)).toBe('6:30 PM CST');
    expect(formatTimeRange(EVENING, '2030-01-16T02:30:00.000Z', CHICAGO)).toBe(
      '6:30 PM – 8:30 PM CST',
    );
    // The UTC date is the 16th; in Chicago it is still the 15th.
    expect(formatEventDay(EVENING, CHICAGO)).toBe('January 15th');
    expect(formatFullDay(EVENING, CHICAGO)).toBe('Tuesday, January 15th, 2030');
    expect(formatEventDateTime(EVENING, CHICAGO)).toBe('January 15th, 2030 6:30 PM CST');
    // The same instant for a chamber in Los Angeles, and in summer time in New York.
    expect(formatTimeRange(EVENING, null, 'America/Los_Angeles')).toBe('4:30 PM PST');
    expect(formatTimeRange('2030-07-15T22:30:00.000Z', null, 'America/New_York')).toBe(
      '6:30 PM EDT',
    );
  });

  it('names the end’s day when it is another, and each end’s zone when the clocks change', () => {
    expect(formatTimeRange(EVENING, '2030-01-17T00:00:00.000Z', CHICAGO)).toBe(
      '6:30 PM – January 16th, 6:00 PM CST',
    );
    // New York falls back at 2 AM on 3 November 2030: 1 AM summer time to 3 AM winter time.
    expect(
      formatTimeRange('2030-11-03T05:00:00.000Z', '2030-11-03T08:00:00.000Z', 'America/New_York'),
    ).toBe('1:00 AM EDT – 3:00 AM EST');
  });
});

describe('scheduled publishing on the chamber’s clock', () => {
  it('writes the day and 24-hour time in the chamber’s zone, naming it', () => {
    expect(formatScheduleTime(EVENING, CHICAGO)).toBe('15 Jan, 18:30 CST');
    expect(formatScheduleTime(EVENING, 'UTC')).toBe('16 Jan, 00:30 UTC');
  });
});

describe('the pickers’ clock', () => {
  it('turns an instant into the picker’s text on the chamber’s clock and back', () => {
    expect(toWallClockText(EVENING, CHICAGO)).toBe('2030-01-15 18:30:00');
    expect(fromWallClockText('2030-01-15 18:30:00', CHICAGO)).toBe(EVENING);
    expect(fromWallClockText('2030-07-15 18:30:00', CHICAGO)).toBe('2030-07-15T23:30:00.000Z');
    expect(fromWallClockText('2030-01-15 18:30:00', 'Asia/Kolkata')).toBe(
      '2030-01-15T13:00:00.000Z',
    );
  });

  it('reads a time the clocks skip as the hour after, and a doubled one as the first', () => {
    // Chicago springs forward at 2 AM on 10 March 2030: 2:30 AM never shows.
    const skipped = fromWallClockText('2030-03-10 02:30:00', CHICAGO);
    expect(toWallClockText(skipped, CHICAGO)).toBe('2030-03-10 03:30:00');
    // It falls back at 2 AM on 3 November 2030: 1:30 AM happens twice, first in summer time.
    expect(fromWallClockText('2030-11-03 01:30:00', CHICAGO)).toBe('2030-11-03T06:30:00.000Z');
  });

  it('leaves a text that is no date for the form’s check to refuse', () => {
    expect(fromWallClockText('not a date', CHICAGO)).toBe('not a date');
  });

  it('starts a new event at the next full hour on the chamber’s clock', () => {
    // 9:10 AM in Chicago: 10 AM. In Kolkata (UTC+5:30) the same instant is 8:40 PM: 9 PM.
    const now = Date.parse('2030-01-10T15:10:00Z');
    expect(nextFullHour(CHICAGO, now)).toBe('2030-01-10T16:00:00.000Z');
    expect(nextFullHour('Asia/Kolkata', now)).toBe('2030-01-10T15:30:00.000Z');
    // On the hour already: the next one.
    expect(nextFullHour(CHICAGO, Date.parse('2030-01-10T16:00:00Z'))).toBe(
      '2030-01-10T17:00:00.000Z',
    );
  });
});
