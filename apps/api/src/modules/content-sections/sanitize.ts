/**
 * The rich HTML of Custom sections (docs/decisions/037-sanitise-section-html.md): the TipTap
 * editor's output is cut down to an allow-list before it is stored, because the public site
 * renders it as HTML. Anything not listed here (script, style, forms, SVG/MathML, event handlers,
 * other schemes, other iframes) is dropped.
 */
import sanitizeHtml from 'sanitize-html';

/** Only YouTube and Vimeo players may be embedded. */
const VIDEO_EMBED =
  /^https:\/\/(?:www\.youtube\.com\/embed\/|www\.youtube-nocookie\.com\/embed\/|player\.vimeo\.com\/video\/)/;
/**
 * Images come from the media library only (docs/decisions/142-media-library-screens.md): a path
 * under /api/Attachments/ with no "..", encoded dot, backslash or query that could lead elsewhere.
 */
const ATTACHMENT = /^\/api\/Attachments\/(?!.*(?:\.\.|%2e))[\w.~%/-]+$/i;
/** A srcset is candidates "<attachment> <width>w", all of them ours. */
const isLibrarySrcset = (srcset: string) =>
  srcset
    .split(',')
    .every(
      (candidate) =>
        /^\S+ \d{1,5}w$/.test(candidate.trim()) && ATTACHMENT.test(candidate.trim().split(' ')[0]!),
    );
/** What `sizes` the editor writes: media conditions and lengths, nothing that calls a function. */
const SIZES = /^[\w\s().,:-]{1,200}$/;
const DIMENSION = /^\d{1,5}$/;
/** The editor's own classes (indent, font, size); nothing else may style by class. */
const EDITOR_CLASSES = [/^ql-[a-z0-9-]+$/, /^tiptap-[a-z0-9-]+$/];

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const STYLED = ['p', 'span', ...HEADINGS];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...HEADINGS,
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'span',
    'iframe',
  ],
  allowedAttributes: {
    a: ['href', { name: 'target', values: ['_blank', '_self'] }, 'rel'],
    img: ['src', 'alt', 'width', 'height', 'srcset', 'sizes', 'loading'],
    iframe: ['src', 'width', 'height', 'allowfullscreen', 'frameborder'],
    ...Object.fromEntries(STYLED.map((tag) => [tag, ['style', 'class']])),
  },
  allowedClasses: Object.fromEntries(STYLED.map((tag) => [tag, EDITOR_CLASSES])),
  allowedStyles: {
    '*': {
      'text-align': [/^(?:left|right|center|justify)$/],
      'font-size': [/^\d{1,3}(?:\.\d{1,2})?(?:px|em|rem|%)$/],
      // Names only: no parentheses, so no url(), expression() or var().
      'font-family': [/^[\w\s,'"-]{1,100}$/],
      color: [
        /^#[0-9a-f]{3,8}$/i,
        /^[a-z]{3,20}$/i,
        /^rgba?\(\s*\d{1,3}(?:\s*,\s*\d{1,3}){2}(?:\s*,\s*[\d.]+)?\s*\)$/,
      ],
    },
  },
  // Relative links (in-site paths like /events) stay; "//host" and "/\host" do not.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'],
  allowIframeRelativeUrls: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      // A page opened in a new tab must not reach back to ours through window.opener.
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
    img: (tagName, { src, alt, width, height, srcset, sizes }) => {
      if (!src || !ATTACHMENT.test(src)) return { tagName, attribs: {} };
      const attribs: Record<string, string> = { src, alt: alt ?? '' };
      if (width && DIMENSION.test(width)) attribs.width = width;
      if (height && DIMENSION.test(height)) attribs.height = height;
      if (srcset && isLibrarySrcset(srcset)) {
        attribs.srcset = srcset;
        if (sizes && SIZES.test(sizes)) attribs.sizes = sizes;
      }
      // Images in text are below the fold more often than not.
      attribs.loading = 'lazy';
      return { tagName, attribs };
    },
  },
  // An iframe that is not a video player goes with everything in it; an image without a source
  // (it lost it above) is pointless.
  exclusiveFilter: (frame) =>
    (frame.tag === 'iframe' && !VIDEO_EMBED.test(frame.attribs.src ?? '')) ||
    (frame.tag === 'img' && !frame.attribs.src),
};

/** The stored form of a Custom section's HTML; null stays null. */
export function sanitizeRichHtml(html: string | null): string | null {
  if (html === null) return null;
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return clean === '' ? null : clean;
}
