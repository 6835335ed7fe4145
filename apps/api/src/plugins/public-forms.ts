/**
 * Public forms that work without JavaScript (docs/decisions/147-public-islands.md): a page's
 * `<form method="post">` (no action: it posts to the page itself) carries a hidden FORM_FIELD
 * naming the form. The server runs that form's JSON call in-process, with the same validation,
 * spam checks and rate limit (counted for the visitor's address) as when the browser calls it,
 * then answers with the page drawn again showing the outcome: the thank-you, or the form with its
 * messages and what was typed. Asked for JSON (the form island, with JavaScript on), it answers
 * the outcome alone, for the island to show in place.
 *
 * A module makes one of its public calls a form with one line:
 *   publicForm(app, 'contact', 'Contact.SendEmail');
 */
import {
  endpoints,
  FORM_FIELD,
  type EndpointName,
  type FormOutcome,
  GENERIC_ERROR_MESSAGE,
} from '@chamber/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { pageAddress } from '../modules/seo/page-address.ts';

/** What a posted form's fields become for its call; by default the body is the fields. */
type ToCall = (
  fields: Record<string, string>,
  /** The page posted to (its canonical path), e.g. `/events/12/register`. */
  pagePath: string,
) => { query?: Record<string, string>; body?: unknown };

type PublicFormSpec = { endpoint: EndpointName; toCall: ToCall };

/** Draws the page at `url` showing `outcome` (app.ts gives the web app's page drawing). */
export type DrawFormPage = (
  url: string,
  outcome: FormOutcome,
) => Promise<{ status: number; html: string; policy: string }>;

declare module 'fastify' {
  interface FastifyInstance {
    publicForms: Map<string, PublicFormSpec>;
  }
}

/** Bodies of plain form posts: a few short fields; anything longer is refused (413). */
const FORM_BODY_LIMIT = 64 * 1024;

/**
 * Makes the public call `endpoint` answerable by a plain form post named `name` on any public
 * page. `toCall` maps the typed fields to the call's query and body when they differ.
 */
export function publicForm(
  app: FastifyInstance,
  name: string,
  endpoint: EndpointName,
  toCall: ToCall = (fields) => ({ body: fields }),
) {
  if (endpoints[endpoint].access !== 'public') {
    throw new Error(`${endpoint}: only public calls can be public forms`);
  }
  if (app.publicForms.has(name)) throw new Error(`The public form ${name} exists twice`);
  app.publicForms.set(name, { endpoint, toCall });
}

/** The forms' register, before the modules that add to it. */
export const publicFormsPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('publicForms', new Map<string, PublicFormSpec>());
});

/** One field per name (a repeated name keeps its last value, as a text input would). */
function fieldsOf(body: unknown): Record<string, string> {
  return typeof body === 'object' && body !== null
    ? Object.fromEntries(
        Object.entries(body).map(([key, value]) => [
          key,
          String(Array.isArray(value) ? value.at(-1) : value),
        ]),
      )
    : {};
}

/** Runs `spec`'s call in-process as the visitor would, and says what it came to. */
async function runForm(
  app: FastifyInstance,
  request: FastifyRequest,
  name: string,
  spec: PublicFormSpec,
  fields: Record<string, string>,
): Promise<{ status: number; outcome: FormOutcome }> {
  const { [FORM_FIELD]: _name, ...typed } = fields;
  const { method, path } = endpoints[spec.endpoint];
  const call = spec.toCall(typed, pageAddress(request.url).path);
  const answer = await app.inject({
    method,
    url: path,
    query: call.query,
    ...(call.body === undefined ? {} : { payload: call.body as object }),
    // The rate limit and the activity log count the visitor, not this server.
    remoteAddress: request.ip,
    headers: { 'user-agent': request.headers['user-agent'] ?? '' },
  });
  let body: { message?: unknown; errors?: unknown } = {};
  try {
    body = answer.json();
  } catch {
    // Not JSON (should not happen): the generic message below.
  }
  const ok = answer.statusCode < 300;
  return {
    status: answer.statusCode,
    outcome: {
      form: name,
      ok,
      message: typeof body.message === 'string' ? body.message : GENERIC_ERROR_MESSAGE,
      errors:
        !ok && typeof body.errors === 'object' && body.errors !== null
          ? (body.errors as Record<string, string>)
          : {},
      values: ok ? {} : typed,
    },
  };
}

/** The island asks for the outcome alone; a plain post wants the page. */
const wantsJson = (request: FastifyRequest) =>
  (request.headers.accept ?? '').split(',')[0]?.trim() === 'application/json';

/**
 * The route answering every plain form post to a public page (not to /api). Kept in a context of
 * its own: the form-encoded parser must not reach the API's JSON calls.
 */
export async function publicFormRoutes(app: FastifyInstance, { draw }: { draw: DrawFormPage }) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const notFound = (reply: FastifyReply) => reply.status(404).send({ message: 'Not found.' });
  app.post('/*', {
    schema: { hide: true },
    bodyLimit: FORM_BODY_LIMIT,
    // Unknown API calls answer as before, before any body is read.
    onRequest: async (request, reply) => {
      if (request.url.toLowerCase().startsWith('/api/')) return notFound(reply);
    },
    handler: async (request, reply) => {
      const fields = fieldsOf(request.body);
      const name = fields[FORM_FIELD];
      const spec = name ? app.publicForms.get(name) : undefined;
      if (!name || !spec) return notFound(reply);
      const { status, outcome } = await runForm(app, request, name, spec, fields);
      if (wantsJson(request)) return reply.status(status).send(outcome);
      const page = await draw(request.url, outcome);
      return (
        reply
          .status(page.status === 404 ? 404 : status)
          .header('content-security-policy', page.policy)
          // Drawn for this visitor's post: never kept by a browser or a proxy.
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(page.html)
      );
    },
  });
}
