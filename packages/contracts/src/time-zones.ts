/**
 * The chamber's time zone (a setting): event times are entered and shown as the clock reads
 * there, whatever the zone of the visitor's or the staff member's computer
 * (docs/decisions/126-chamber-time-zone.md). No zod here: the public pages format with it.
 */

/** Sites from before the setting, and new ones until staff choose (the decision says why). */
export const DEFAULT_TIME_ZONE = 'America/New_York';

export const TIME_ZONE_MESSAGE = 'Choose a time zone from the list';

/**
 * An IANA zone name ("America/Chicago", "Etc/GMT+5", "UTC") this runtime knows. Abbreviations
 * ("EST") and offsets ("+05:00"), which some runtimes also take, are not zones of the list.
 */
const ZONE_NAME = /^(?:UTC|[A-Z][A-Za-z_-]+(?:\/[A-Za-z0-9_+-]+)+)$/;

export function isTimeZone(name: string) {
  if (!ZONE_NAME.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Intl formats are slow to make: one per zone and purpose. */
const formats = new Map<string, Intl.DateTimeFormat>();
function formatOf(timeZone: string, purpose: 'wallClock' | 'abbreviation') {
  const key = `${purpose} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      'en-US',
      purpose === 'wallClock'
        ? {
            timeZone,
            hourCycle: 'h23',
            year: 'numeric',
            month: 'numeric',
            day: 'numeric',
            hour: 'numeric',
            minute: 'numeric',
            second: 'numeric',
          }
        : { timeZone, timeZoneName: 'short' },
    );
    formats.set(key, format);
  }
  return format;
}

/**
 * The wall-clock time in `timeZone` at `instant` (ms since the epoch), written as the UTC
 * timestamp of the same calendar fields: 18:30 in Chicago is 18:30 "UTC". Arithmetic on it has no
 * daylight-saving gaps, whatever the zone of the computer it runs on.
 */
export function wallClock(instant: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const { type, value } of formatOf(timeZone, 'wallClock').formatToParts(instant)) {
    parts[type] = Number(value);
  }
  const milliseconds = ((instant % 1000) + 1000) % 1000;
  return Date.UTC(
    parts.year,
    parts.month - 1,
    parts.day,
    parts.hour % 24,
    parts.minute,
    parts.second,
    milliseconds,
  );
}

/** How far `timeZone` is ahead of UTC at `instant`, in ms (Chicago in winter: −6 h). */
const offsetAt = (instant: number, timeZone: string) => wallClock(instant, timeZone) - instant;

/**
 * The instant at which the clock in `timeZone` reads `wall` (as `wallClock` writes it). A time the
 * clocks skip in spring (2:30 AM) is read with the offset from before the change, so it lands on
 * the hour after (3:30 AM); a time that happens twice in autumn is the first of the two.
 */
export function instantOf(wall: number, timeZone: string) {
  // A day either side: beyond any zone's offset, and clocks never change twice in two days.
  const before = offsetAt(wall - DAY_MS, timeZone);
  const after = offsetAt(wall + DAY_MS, timeZone);
  // With the earlier offset first: the first of two 1:30 AMs, and the forward reading of a gap.
  for (const offset of [before, after]) {
    const instant = wall - offset;
    if (offsetAt(instant, timeZone) === offset) return instant;
  }
  return wall - before;
}

/** "CST", "EDT", or "GMT+1" where a zone has no common abbreviation in English. */
export function zoneAbbreviation(instant: number, timeZone: string) {
  const name = formatOf(timeZone, 'abbreviation')
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName');
  return name?.value ?? timeZone;
}
