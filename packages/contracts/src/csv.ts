/** CSV as spreadsheets read it: the back office's downloads and the API's exports share it. */

/** One CSV field: quoted when needed, and defused so spreadsheets never run it as a formula. */
export function csvField(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Lines of fields, CRLF between them (RFC 4180). */
export const csvLines = (rows: unknown[][]) =>
  rows.map((row) => row.map(csvField).join(',')).join('\r\n');
