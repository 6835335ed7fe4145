/**
 * How deeply a JSON text nests, checked before it is parsed. JSON.parse itself copes with any
 * depth, but everything that walks the result afterwards (validation, logging, serialising) is
 * recursive: a body of 100,000 nested arrays overflowed the stack and answered 500.
 */

/** No request of ours nests more than a few levels; this leaves plenty of room. */
export const MAX_JSON_DEPTH = 64;
export const JSON_TOO_DEEP_MESSAGE = 'The request body is nested too deeply.';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * True when `text` opens more than `max` arrays or objects inside one another. Brackets inside
 * strings do not count; strings are skipped with indexOf, so long texts cost next to nothing.
 * Malformed JSON answers false: JSON.parse refuses it next.
 */
export function nestsDeeperThan(text: string, max = MAX_JSON_DEPTH): boolean {
  // Each level needs its own opening bracket.
  if (text.length <= max) return false;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > max) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      depth--;
    } else if (c === QUOTE) {
      i = closingQuote(text, i);
      if (i === -1) return false;
    }
  }
  return false;
}

/** The index of the quote that ends the string opened at `start`, or -1. */
function closingQuote(text: string, start: number): number {
  let end = start;
  for (;;) {
    end = text.indexOf('"', end + 1);
    if (end === -1) return -1;
    let backslashes = 0;
    while (text.charCodeAt(end - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return end;
  }
}
