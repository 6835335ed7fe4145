/**
 * A drawn page's own styles, written into the page (docs/decisions/150-first-paint.md). The app's
 * stylesheet holds every public screen's styles and the component library's (140 KB); a page uses
 * a fifth of it. Waiting for that sheet before the first paint cost a phone one more round trip
 * and its download. Beasties keeps the rules whose selectors match the page's markup (states such
 * as :hover and :focus-within included); the page then carries those in a <style>, and the whole
 * sheet comes after the page has loaded (src/start-app.js, through `<meta name="later-styles">`),
 * for what the islands open and change. Without JavaScript the whole sheet is linked in
 * <noscript>, as before.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Beasties from 'beasties';
import { LRUCache } from 'lru-cache';

/** Cuts the app's stylesheet in a page of index.html down to what the page shows. */
export type PageStyles = (html: string) => Promise<string>;

/** null when index.html links no stylesheet of the build's (a stand-in build in tests). */
export function createPageStyles(webDistDir: string, indexHtml: string): PageStyles | null {
  const link = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/.exec(indexHtml);
  if (!link) return null;
  const [tag, href] = link;
  const sheet = readFileSync(path.join(webDistDir, href), 'utf8');
  const beasties = new Beasties({
    // Only the sheet put in the page below is cut; the library's own small <style>s stay whole.
    reduceInlineStyles: true,
    mergeStylesheets: false,
    external: false,
    compress: true,
    logLevel: 'silent',
    // A menu, the phone drawer or the search opened before the whole sheet has come shows as
    // open (they are <details>, and work without JavaScript).
    allowRules: [/\[open\]/],
  });
  // Cutting parses the whole sheet and the page (some 30 ms and a few MB of garbage each time).
  // A content write empties the page cache and every page is drawn again, mostly with the same
  // markup and other words: their cut is the one kept for their shape.
  const cuts = new LRUCache<string, string>({
    maxSize: 4 * 1024 * 1024,
    sizeCalculation: (cut) => cut.length || 1,
  });
  const cutFor = async (html: string) => {
    const whole = withoutClosedDisclosures(html).replace(
      tag,
      () => `<style data-page-styles>${sheet}</style>`,
    );
    const cut = /<style data-page-styles[^>]*>([\s\S]*?)<\/style>/.exec(
      await beasties.process(whole),
    )?.[1];
    // Beasties rewrites the whole document; only its cut of the sheet is taken, so the page
    // sent is the one drawn.
    return cut === undefined ? undefined : withoutUnusedProperties(cut, [html]);
  };
  return async (html) => {
    if (!html.includes(tag)) return html;
    const shape = shapeOf(html);
    const styles = cuts.get(shape) ?? (await cutFor(html));
    if (styles === undefined) return html;
    cuts.set(shape, styles);
    return (
      html
        .replace(
          tag,
          () =>
            `<style>${styles}${UNTIL_THE_WHOLE_SHEET}</style>\n    <meta name="later-styles" content="${href}">\n    <noscript>${tag}</noscript>`,
        )
        // The theme's properties, which the library draws into the page (its colours' every
        // shade and variant, light and dark): only those the page or the whole sheet reads. The
        // whole sheet does not declare them again, so what it reads stays.
        .replace(THEME_STYLE, (style, properties: string) =>
          style.replace(properties, () =>
            withoutUnusedProperties(properties, [sheet, html.replace(properties, '')]),
          ),
        )
    );
  };
}

/**
 * What the cut of a page depends on: its markup with each run of text outside <style> and
 * <script> made one character (selectors read tags, attributes and :empty, never words), hashed.
 */
function shapeOf(html: string) {
  const markup = html.replace(
    /(<(style|script)\b[^>]*>[\s\S]*?<\/\2>)|>[^<]+(?=<)/g,
    (text, block?: string) => block ?? '>x',
  );
  return createHash('sha256').update(markup).digest('base64');
}

/**
 * `html` with what closed <details> hide taken out (their <summary> stays): the phone drawer, the
 * header search and the drawer's groups are not painted until opened, so their styles can come
 * with the whole sheet. React escapes `<` in text, so every `<details` here is a tag.
 */
function withoutClosedDisclosures(html: string) {
  let page = html;
  let from = 0;
  for (;;) {
    const start = page.indexOf('<details', from);
    if (start < 0) return page;
    const openTag = page.slice(start, page.indexOf('>', start) + 1);
    const summaryEnd = page.indexOf('</summary>', start);
    const end = matchingClose(page, start);
    if (/\sopen(?=[\s=>])/.test(openTag) || summaryEnd < 0 || end < 0 || summaryEnd > end) {
      from = start + openTag.length;
      continue;
    }
    const inside = summaryEnd + '</summary>'.length;
    page = page.slice(0, inside) + page.slice(end);
    from = inside;
  }
}

/** Where the </details> closing the one opened at `start` begins, or -1. */
function matchingClose(html: string, start: number) {
  const tags = /<details\b|<\/details>/g;
  tags.lastIndex = start;
  let depth = 0;
  for (let found = tags.exec(html); found; found = tags.exec(html)) {
    depth += found[0] === '</details>' ? -1 : 1;
    if (depth === 0) return found.index;
  }
  return -1;
}

/**
 * What a closed <details> holds has no styles in the page (withoutClosedDisclosures): opened
 * before the whole sheet has come, it stays hidden rather than shown unstyled. The start script
 * sets the attribute and takes it away once the sheet is in; without JavaScript the sheet is
 * linked as usual and the attribute is never set.
 */
const UNTIL_THE_WHOLE_SHEET =
  'html[data-styles-pending] details[open]>:not(summary){visibility:hidden}';

/** The <style> Mantine draws with the theme's custom properties. */
const THEME_STYLE = /<style data-mantine-styles="true">([\s\S]*?)<\/style>/;

/** A custom property's declaration: `--name: value` up to `;` or `}`. */
const PROPERTY = /(--[\w-]+)\s*:[^;{}]*(;|(?=\}))/g;

/**
 * `css` without the custom properties nothing reads: the component library declares some 500
 * (every colour's ten shades) on :root and a page reads a few dozen. Read means `var(--name` in a
 * value kept in `css` or anywhere in `readers` (the page: style attributes set them too). The
 * whole sheet, which comes later, declares its own again.
 */
function withoutUnusedProperties(css: string, readers: string[]) {
  let kept = css;
  for (;;) {
    const read = new Set<string>();
    const values = kept.replace(PROPERTY, (declaration) =>
      declaration.slice(declaration.indexOf(':')),
    );
    for (const text of [values, ...readers])
      for (const [, name] of text.matchAll(/var\((--[\w-]+)/g)) read.add(name);
    const next = kept.replace(PROPERTY, (declaration, name: string) =>
      read.has(name) ? declaration : '',
    );
    if (next === kept) return kept.replace(/;}/g, '}');
    kept = next;
  }
}
