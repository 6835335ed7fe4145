/**
 * Counting a repeat (docs/decisions/137-repeating-events.md): the times of the copies on the
 * chamber's clock, in zones whose clocks change on other days, and the end dates refused.
 */
import { describe, expect, it } from 'vitest';
import { REPEAT_LIMIT, repeatLabels, repeatOf, repeatSpan } from '../src/index.ts';

const starts = (plan: ReturnType<typeof repeatOf>) => plan.copies.map((copy) => copy.start);

describe('repeatOf', () => {
  it('keeps the clock time in a zone whose clocks change on another day (London, 30 March 2031)', () => {
    // Friday 21 March 2031, 7:00 PM GMT.
    const plan = repeatOf(
      { start: '2031-03-21T19:00:00.000Z', end: null },
      'week',
      '2031-04-04',
      'Europe/London',
    );
    expect(starts(plan)).toEqual(['2031-03-28T19:00:00.000Z', '2031-04-04T18:00:00.000Z']);
  });

  it('puts a time the clocks skip on the hour after, as the pickers do', () => {
    // Sunday 3 March 2030, 2:30 AM CST; on 10 March the clocks go from 2:00 to 3:00 AM.
    const plan = repeatOf(
      { start: '2030-03-03T08:30:00.000Z', end: null },
      'week',
      '2030-03-17',
      'America/Chicago',
    );
    expect(starts(plan)).toEqual([
      '2030-03-10T08:30:00.000Z', // 3:30 AM CDT
      '2030-03-17T07:30:00.000Z', // 2:30 AM CDT
    ]);
  });

  it('keeps the length on the clock across the change back to winter time', () => {
    // Tuesday 29 October 2030, 6:30–8:30 PM CDT; the clocks go back on 3 November.
    const plan = repeatOf(
      { start: '2030-10-29T23:30:00.000Z', end: '2030-10-30T01:30:00.000Z' },
      'week',
      '2030-11-05',
      'America/Chicago',
    );
    expect(plan.copies).toEqual([
      { start: '2030-11-06T00:30:00.000Z', end: '2030-11-06T02:30:00.000Z' },
    ]);
  });

  it('goes on over the turn of the year, and into a leap February on its last weekday', () => {
    // Thursday 30 December 2027 (a fifth Thursday), noon UTC.
    const plan = repeatOf(
      { start: '2027-12-30T12:00:00.000Z', end: null },
      'month',
      '2028-03-31',
      'UTC',
    );
    expect(starts(plan)).toEqual([
      '2028-01-27T12:00:00.000Z',
      '2028-02-24T12:00:00.000Z',
      '2028-03-30T12:00:00.000Z',
    ]);
    expect(repeatSpan(plan.copies, 'UTC')).toBe('27 Jan – 30 Mar');
  });

  it('counts the day of the start and of the end on the chamber’s calendar, not UTC’s', () => {
    // Monday 6 January 2031, 9 PM in Honolulu: already Tuesday in UTC.
    const start = '2031-01-07T07:00:00.000Z';
    expect(
      repeatOf({ start, end: null }, 'week', '2031-01-06', 'Pacific/Honolulu').untilBeforeStart,
    ).toBe(true);
    expect(
      starts(repeatOf({ start, end: null }, 'week', '2031-01-13', 'Pacific/Honolulu')),
    ).toEqual(['2031-01-14T07:00:00.000Z']);
  });

  it(`stops at ${REPEAT_LIMIT} copies and says there would be more`, () => {
    const start = '2030-01-01T18:00:00.000Z';
    const year = repeatOf({ start, end: null }, 'week', '2030-12-31', 'UTC');
    expect(year.copies).toHaveLength(REPEAT_LIMIT);
    expect(year.overLimit).toBe(false);
    const more = repeatOf({ start, end: null }, 'week', '2031-01-07', 'UTC');
    expect(more.copies).toHaveLength(REPEAT_LIMIT);
    expect(more.overLimit).toBe(true);
  });

  it('names the next time when the end date comes before it', () => {
    const plan = repeatOf(
      { start: '2030-01-17T18:00:00.000Z', end: null },
      'month',
      '2030-02-20',
      'UTC',
    );
    expect(plan).toMatchObject({ copies: [], nextAfterUntil: '21 Feb', untilBeforeStart: false });
  });
});

describe('repeatLabels', () => {
  it.each([
    ['2030-01-01T18:00:00.000Z', 'Every week on Tuesday', 'Every month on the first Tuesday'],
    ['2030-01-17T18:00:00.000Z', 'Every week on Thursday', 'Every month on the third Thursday'],
    ['2030-01-28T18:00:00.000Z', 'Every week on Monday', 'Every month on the fourth Monday'],
    ['2030-01-29T18:00:00.000Z', 'Every week on Tuesday', 'Every month on the last Tuesday'],
  ])('names the repeats of %s', (start, week, month) => {
    expect(repeatLabels(start, 'UTC')).toMatchObject({ week, month });
  });

  it('says what a fifth weekday becomes', () => {
    expect(repeatLabels('2030-01-31T18:00:00.000Z', 'UTC').monthHint).toBe(
      'The 31st is a fifth Thursday, which most months do not have: the event repeats on the last Thursday of each month.',
    );
  });
});
