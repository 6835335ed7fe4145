/**
 * A drawn page's first paint needs nothing but the page (docs/decisions/150-first-paint.md): its
 * own styles written into it, the start script written into it and allowed by its hash, the whole
 * stylesheet named for later and linked for browsers without JavaScript.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

const START_SCRIPT = "addEventListener('load', function () {});";
const SHEET = '/assets/index-abc123.css';
const LINK = `<link rel="stylesheet" crossorigin href="${SHEET}">`;
// What a build's sheet holds: rules for what the stand-in screen draws, states of those, and rules
// for what it does not draw.
const CSS = [
  ':root{--navy:#213c63;--unused-colour:#123456;--from-markup:green;--read-by-a-property:blue;--link:var(--read-by-a-property)}',
  'a{color:var(--link)}',
  '.drawn{color:var(--navy)}',
  '.drawn:hover{color:red}',
  '.menu[open]>.panel{display:block}',
  '.menu>summary{cursor:pointer}',
  '.panel a{color:navy}',
  '.dialog{position:fixed;top:var(--theme-read-by-the-sheet)}',
  '.calendar-table td{padding:4px}',
].join('');

let t: TestApp;
let buildDir: string;
beforeAll(async () => {
  // A stand-in for the web build, as in seo.test.ts: index.html with the start script and the
  // sheet, and a server build that draws a little markup for any page.
  buildDir = mkdtempSync(path.join(tmpdir(), 'chamber-web-'));
  const webDir = path.join(buildDir, 'dist');
  mkdirSync(path.join(webDir, 'assets'), { recursive: true });
  mkdirSync(path.join(buildDir, 'dist-ssr'));
  writeFileSync(
    path.join(webDir, 'index.html'),
    `<!doctype html><html><head><meta charset="UTF-8"><title>Chamber</title><script>${START_SCRIPT}</script>${LINK}</head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(path.join(webDir, SHEET), CSS);
  writeFileSync(
    path.join(buildDir, 'dist-ssr', 'server.js'),
    `export async function renderPage(url) {
      if (url.pathname === '/blogs-and-reviews') throw new Error('this screen is broken');
      return '<style data-mantine-styles="true">:root{--theme-used: 1px;--theme-unused: 2px;--theme-read-by-the-sheet: 3px;}</style><p class="drawn" style="border-color:var(--from-markup);margin:var(--theme-used)">Drawn for ' + url.pathname + ' <a href="/">home</a></p>' + (url.pathname === '/calendar' ? '<table class="calendar-table"><tr><td>1</td></tr></table>' : '') + '<details class="menu"><summary>Menu</summary><div class="panel"><a href="/x">Links</a></div></details>';
    }`,
  );
  t = await createTestApp({ WEB_DIST_DIR: webDir });
});
afterAll(async () => {
  await t.close();
  rmSync(buildDir, { recursive: true, force: true });
});

const get = (url: string) => t.request({ method: 'GET', url });
const styleOf = (body: string) => /<style>([\s\S]*?)<\/style>/.exec(body)?.[1];

describe("a drawn page's styles", () => {
  it('carries the rules its markup uses, states included, and none of the others', async () => {
    const response = await get('/home');
    expect(response.statusCode).toBe(200);
    const style = styleOf(response.body)!;
    expect(style).toContain('.drawn{color:var(--navy)}');
    expect(style).toContain('.drawn:hover{color:red}');
    // What a closed disclosure hides is not painted: its styles come with the whole sheet; it
    // still opens as such if opened before that.
    expect(style).toContain('.menu>summary{cursor:pointer}');
    expect(style).not.toContain('.panel a');
    expect(style).toContain('.menu[open]>.panel{display:block}');
    // ...and hidden until the whole sheet is in (the start script sets and clears the mark).
    expect(style).toContain(
      'html[data-styles-pending] details[open]>:not(summary){visibility:hidden}',
    );
    expect(style).toContain('--navy:#213c63');
    // Custom properties nothing on the page reads are left to the whole sheet.
    expect(style).toContain('--from-markup:green');
    expect(style).toContain('--read-by-a-property:blue');
    expect(style).not.toContain('--unused-colour');
    expect(style).not.toContain('.dialog');
    expect(style).not.toContain('.calendar-table');
  });

  it('is cut for each shape of markup: other words share a cut, other markup gets its own', async () => {
    const home = styleOf((await get('/home')).body)!;
    const calendar = await get('/calendar');
    expect(calendar.body).toContain('Drawn for /calendar');
    expect(styleOf(calendar.body)).toContain('.calendar-table td{padding:4px}');
    // Words differ from /home's, markup does not: the cut kept for /home's shape, and this page's
    // own words around it.
    const membership = await get('/membership');
    expect(membership.body).toContain('Drawn for /membership');
    expect(styleOf(membership.body)).toBe(home);
    expect(home).not.toContain('.calendar-table');
  });

  it("keeps the theme's properties the page or the whole sheet reads", async () => {
    const { body } = await get('/home');
    const theme = /<style data-mantine-styles="true">([\s\S]*?)<\/style>/.exec(body)![1];
    expect(theme).toContain('--theme-used: 1px');
    // The whole sheet, which comes later, does not declare it again.
    expect(theme).toContain('--theme-read-by-the-sheet: 3px');
    expect(theme).not.toContain('--theme-unused');
  });

  it('names the whole sheet for later, links it for browsers without JavaScript, and does not block on it', async () => {
    const { body } = await get('/home');
    expect(body).toContain(`<meta name="later-styles" content="${SHEET}">`);
    expect(body).toContain(`<noscript>${LINK}</noscript>`);
    // The only link to the sheet is inside <noscript>.
    expect(body.split(LINK)).toHaveLength(2);
  });

  it('leaves a page the server could not draw with the whole sheet linked, for the app', async () => {
    const { body } = await get('/blogs-and-reviews');
    expect(body).toContain(LINK);
    expect(body).not.toContain('<noscript>');
    expect(body).not.toContain('later-styles');
  });

  it('keeps the whole sheet in previews, which load no script to bring it later', async () => {
    const token = (await t.login()).token;
    const created = await t.request({
      method: 'POST',
      url: '/api/Page/CreatePage',
      token,
      payload: { name: 'Styled', title: 'Styled', url: '/styled-preview', isActive: false },
    });
    expect(created.statusCode, created.body).toBe(200);
    const link = await t.request({
      method: 'POST',
      url: '/api/Preview/CreatePreviewLink',
      token,
      payload: { type: 'page', id: created.json().id },
    });
    expect(link.statusCode, link.body).toBe(200);
    const { body } = await get(new URL(link.json().url as string).pathname);
    expect(body).toContain('Drawn');
    expect(body).toContain(LINK);
    expect(body).not.toContain('<script>');
    expect(body).not.toContain('later-styles');
  });
});

describe('the start script', () => {
  it('is allowed by its hash and no other inline script is', async () => {
    const response = await get('/home');
    expect(response.body).toContain(`<script>${START_SCRIPT}</script>`);
    const hash = createHash('sha256').update(START_SCRIPT).digest('base64');
    const scriptSrc = /script-src ([^;]*)/.exec(
      response.headers['content-security-policy'] as string,
    )![1];
    expect(scriptSrc.split(' ')).toEqual(["'self'", `'sha256-${hash}'`]);
  });

  it('is the same on pages the browser draws (sign-in)', async () => {
    const response = await get('/login');
    expect(response.body).toContain(`<script>${START_SCRIPT}</script>`);
    expect(response.headers['content-security-policy']).toContain("'sha256-");
  });

  it('index.html is never sent as it is built, without the policy its script needs', async () => {
    const response = await get('/index.html');
    expect(response.headers['content-security-policy']).toContain("'sha256-");
    expect(response.body).not.toContain('<div id="root"></div></body>');
  });
});
