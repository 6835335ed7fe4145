/** Date-time texts as forms and API clients send them. */

/** "2025-05-01T18:30", "2025-05-01 18:30:00" (date pickers) or a full ISO string with offset. */
const DATE_TIME =
  /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:?\d{2})?$/;

/** The UTC ISO form of a date-time text; a text without offset is read as local time. */
export function toIsoDateTime(value: string): string | null {
  if (!DATE_TIME.test(value)) return null;
  // Date.parse rolls 30 February over into March: check the calendar day first.
  const [year, month, day] = value.slice(0, 10).split('-').map(Number);
  if (new Date(Date.UTC(year, month - 1, day)).getUTCDate() !== day) return null;
  const time = Date.parse(value.replace(' ', 'T'));
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}
