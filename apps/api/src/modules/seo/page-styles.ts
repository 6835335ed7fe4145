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
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Beasties from 'beasties';

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
    // A menu, the phone drawer or the search opened before the whole sheet has come still looks
    // right (they are <details>, and work without JavaScript).
    allowRules: [/\[open\]/],
  });
  return async (html) => {
    if (!html.includes(tag)) return html;
    const whole = html.replace(tag, () => `<style data-page-styles>${sheet}</style>`);
    const cut = /<style data-page-styles[^>]*>([\s\S]*?)<\/style>/.exec(
      await beasties.process(whole),
    )?.[1];
    // Beasties rewrites the whole document; only its cut of the sheet is taken, so the page
    // sent is the one drawn.
    if (cut === undefined) return html;
    return html.replace(
      tag,
      () =>
        `<style>${cut}</style>\n    <meta name="later-styles" content="${href}">\n    <noscript>${tag}</noscript>`,
    );
  };
}
