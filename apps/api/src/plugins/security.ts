/**
 * HTTP hardening (issue "Security and reliability"): helmet's headers everywhere, a
 * Content-Security-Policy for the app's pages that allows only our own scripts (plus the analytics
 * hosts when an analytics id is set), one for the API reference, and a deny-all policy on
 * everything else the API answers.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const GOOGLE_ANALYTICS = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://www.googletagmanager.com',
  ],
  img: [],
};
const FACEBOOK_PIXEL = {
  script: ['https://connect.facebook.net'],
  connect: ['https://www.facebook.com'],
  img: [],
};
/** Embeds the site shows: Google Maps on events, YouTube and Vimeo in rich text. */
const FRAMES = [
  'https://www.google.com',
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
];

/**
 * The policy of an HTML page of the app. `scriptHashes`: the scripts the build wrote into the page
 * (web-app.ts), allowed by their hash and no other inline script.
 */
export function pagePolicy(
  analytics: {
    googleAnalyticsId?: string | null;
    facebookPixelCode?: string | null;
  },
  scriptHashes: string[] = [],
) {
  const extras = [
    analytics.googleAnalyticsId ? GOOGLE_ANALYTICS : null,
    analytics.facebookPixelCode ? FACEBOOK_PIXEL : null,
  ].filter((x) => x !== null);
  const hosts = (kind: 'script' | 'connect') => extras.flatMap((extra) => extra[kind]);
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes, ...hosts('script')].join(' '),
    // Mantine sets styles inline (CSS variables in style attributes).
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...hosts('connect')].join(' '),
    `frame-src ${FRAMES.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** API answers and files are never documents: they may load nothing and be framed by no one. */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The API reference (Swagger UI at /api/docs): its page loads only its own files from
 * /api/docs/static, with no inline script; it reads the spec and runs "Try it out" against this
 * origin. The one inline <style> it adds (inside its SVG logo) is allowed by its hash; the browser
 * test e2e/api-docs.spec.ts fails if an upgrade brings another.
 */
const SWAGGER_LOGO_STYLE = "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='";
const DOCS_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  `style-src 'self' ${SWAGGER_LOGO_STYLE}`,
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "object-src 'none'",
].join('; ');

export const securityPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    // Set per response below: pages get pagePolicy, /api/docs DOCS_POLICY, the rest API_POLICY.
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.toLowerCase().startsWith('/api/docs')) {
      reply.header('content-security-policy', DOCS_POLICY);
    } else if (!reply.hasHeader('content-security-policy')) {
      const isPage = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
      // Pages set their own policy; a page without one (e.g. the "not built" notice) gets ours.
      reply.header('content-security-policy', isPage ? pagePolicy({}) : API_POLICY);
    }
    return payload;
  });
});
