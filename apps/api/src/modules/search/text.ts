/** Plain text out of stored content, and the short snippet a search result shows. */
import sanitizeHtml from 'sanitize-html';

const EXCERPT_MAX_LENGTH = 160;
/** How much text to keep before the match, so the reader sees what leads up to it. */
const EXCERPT_LEAD = 50;

/** Tags that end a line of text: a space keeps "<p>One</p><p>Two</p>" from reading "OneTwo". */
const BLOCK_TAG =
  /<(\/?(?:p|div|br|li|ul|ol|h[1-6]|blockquote|table|tr|td|th|section|article|hr)\b)/gi;

/** The visible text of rich HTML (tags and scripts dropped, entities decoded), on one line. */
export function htmlToText(html: string | null): string {
  if (!html) return '';
  const text = sanitizeHtml(html.replace(BLOCK_TAG, ' <$1'), {
    allowedTags: [],
    allowedAttributes: {},
  });
  // sanitize-html decodes every entity and then escapes only these three again.
  return oneLine(text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'));
}

/** Runs of whitespace (line breaks, non-breaking spaces) become one space. */
export function oneLine(text: string | null): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * At most EXCERPT_MAX_LENGTH characters of `text` around the match at `at` (`length` long), cut at
 * word boundaries, with "…" where text was left out.
 */
export function excerptAround(text: string, at: number, length: number): string {
  if (text.length <= EXCERPT_MAX_LENGTH) return text;
  const matchEnd = at + length;
  let start = Math.max(0, Math.min(at - EXCERPT_LEAD, text.length - (EXCERPT_MAX_LENGTH - 1)));
  if (start > 0) {
    // Begin at a word: after the first space past the cut, unless that skips into the match.
    const space = text.indexOf(' ', start);
    if (space !== -1 && space < at) start = space + 1;
  }
  let end = start + EXCERPT_MAX_LENGTH - (start > 0 ? 1 : 0);
  if (end < text.length) {
    end -= 1; // room for the closing "…"
    const space = text.lastIndexOf(' ', end);
    if (space >= matchEnd) end = space;
  } else {
    end = text.length;
  }
  const body = text.slice(start, end).trim();
  return `${start > 0 ? '…' : ''}${body}${end < text.length ? '…' : ''}`;
}
