/**
 * Events as iCalendar (RFC 5545): one event's "Add to calendar" file and the /events.ics
 * subscription, both written here. By hand because the rules that matter are few: text escaping,
 * 75-octet line folding and CRLF endings (docs/decisions/061-event-calendar-file.md, 111-feeds.md).
 */
import { eventPath, type ChamberEvent } from '@chamber/contracts';

/** An event without an end lasts an hour: in calendars, and for how long it counts as upcoming. */
export const DEFAULT_EVENT_LENGTH_MS = 60 * 60 * 1000;
const MAX_LINE_OCTETS = 75;

/** An event as a calendar gets it: with the stamps that tell one revision from the next. */
export type CalendarEvent = ChamberEvent & { createdAt: string; updatedAt: string };

/** A calendar that apps subscribe to: the name they list it under. */
type Subscription = { name: string };

/**
 * Control characters but tab and line breaks have no place in iCalendar text (RFC 5545 §3.3.11,
 * TSAFE-CHAR); line breaks are escaped below.
 */
const CONTROL_CHARACTERS = /(?![\t\n\r])\p{Cc}/gu;

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT values. */
function escapeText(value: string) {
  return value
    .replace(CONTROL_CHARACTERS, '')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * RFC 5545 §3.1: lines longer than 75 octets continue on the next line after CRLF + space. Cuts
 * between characters, never inside a multi-byte UTF-8 sequence.
 */
function foldLine(line: string) {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  let limit = MAX_LINE_OCTETS;
  for (const char of line) {
    const octets = Buffer.byteLength(char);
    if (size + octets > limit) {
      parts.push(current);
      current = '';
      size = 0;
      limit = MAX_LINE_OCTETS - 1; // the leading space of a continuation counts too
    }
    current += char;
    size += octets;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** "2030-05-01T18:00:00.000Z" → "20300501T180000Z" (UTC date-time form). */
function toIcsDate(iso: string) {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** A file name for the download: "Annual Gala, 2030!" → "annual-gala-2030". */
export function slugify(title: string, fallback: string) {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || fallback;
}

function location(event: ChamberEvent) {
  const cityLine = `${event.city}, ${event.state} ${event.zipcode}`;
  return [event.addressTitle, event.addressLine1, event.addressLine2, cityLine]
    .filter(Boolean)
    .join(', ');
}

/**
 * The revision number calendars compare (RFC 5545 §3.8.7.4): the seconds between the event's
 * creation and its last save, so 0 when new and larger after every save, with no counter to keep.
 */
function sequenceOf(event: CalendarEvent) {
  const seconds = (Date.parse(event.updatedAt) - Date.parse(event.createdAt)) / 1000;
  return Math.max(0, Math.floor(seconds));
}

/**
 * One VEVENT. Times are UTC (`Z`): events are stored as instants, so every calendar shows them
 * at the right local time without a VTIMEZONE. The UID stays the event's for life, so a changed
 * event replaces the copy a calendar has. `updatedAt` becomes DTSTAMP and LAST-MODIFIED: without
 * a METHOD property DTSTAMP means "last revised" (§3.8.7.2), so an unchanged event is written
 * byte for byte the same.
 */
function eventLines(event: CalendarEvent, publicUrl: string) {
  const end =
    event.end ?? new Date(Date.parse(event.start) + DEFAULT_EVENT_LENGTH_MS).toISOString();
  const details = [event.description, event.schedule].filter(Boolean).join('\n\n');
  return [
    'BEGIN:VEVENT',
    `UID:event-${event.id}@${new URL(publicUrl).hostname}`,
    `DTSTAMP:${toIcsDate(event.updatedAt)}`,
    `LAST-MODIFIED:${toIcsDate(event.updatedAt)}`,
    `SEQUENCE:${sequenceOf(event)}`,
    `DTSTART:${toIcsDate(event.start)}`,
    `DTEND:${toIcsDate(end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    ...(details ? [`DESCRIPTION:${escapeText(details)}`] : []),
    `LOCATION:${escapeText(location(event))}`,
    `URL:${publicUrl}${eventPath(event.id)}`,
    'END:VEVENT',
  ];
}

/**
 * A calendar of `events`. A subscription also names itself and asks apps to look for changes
 * every hour (RFC 7986 NAME and REFRESH-INTERVAL, and the X- names older apps read).
 */
function calendar(events: CalendarEvent[], publicUrl: string, subscription?: Subscription) {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Chamber//Events//EN',
    'CALSCALE:GREGORIAN',
    ...(subscription
      ? [
          `NAME:${escapeText(subscription.name)}`,
          `X-WR-CALNAME:${escapeText(subscription.name)}`,
          'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
          'X-PUBLISHED-TTL:PT1H',
        ]
      : []),
    ...events.flatMap((event) => eventLines(event, publicUrl)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** One event's file, for "Add to calendar". */
export function eventToIcs(event: CalendarEvent, publicUrl: string) {
  return calendar([event], publicUrl);
}

/** The calendar apps subscribe to (/events.ics). */
export function subscribedCalendar(
  events: CalendarEvent[],
  publicUrl: string,
  subscription: Subscription,
) {
  return calendar(events, publicUrl, subscription);
}
