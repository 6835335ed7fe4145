/**
 * "Add to calendar": one event as an iCalendar file (RFC 5545). Written by hand because it is a
 * single VEVENT; the rules that matter are text escaping, 75-octet line folding and CRLF endings.
 */
import type { ChamberEvent } from '@chamber/contracts';

const ONE_HOUR_MS = 60 * 60 * 1000;
const MAX_LINE_OCTETS = 75;

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT values. */
function escapeText(value: string) {
  return value
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
 * `updatedAt` becomes DTSTAMP: without a METHOD property it means "last revised" (§3.8.7.2), so
 * calendars that imported an older copy can tell the new one apart.
 */
export function eventToIcs(event: ChamberEvent & { updatedAt: string }, publicUrl: string) {
  const end = event.end ?? new Date(Date.parse(event.start) + ONE_HOUR_MS).toISOString();
  const details = [event.description, event.schedule].filter(Boolean).join('\n\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Chamber//Events//EN',
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:event-${event.id}@${new URL(publicUrl).hostname}`,
    `DTSTAMP:${toIcsDate(event.updatedAt)}`,
    `DTSTART:${toIcsDate(event.start)}`,
    `DTEND:${toIcsDate(end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    ...(details ? [`DESCRIPTION:${escapeText(details)}`] : []),
    `LOCATION:${escapeText(location(event))}`,
    `URL:${publicUrl}/events/${event.id}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
