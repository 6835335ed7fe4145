/**
 * An endpoint: a route (../routes/) with what it takes, what it answers, who may call it and
 * whether visitors' answers are cached. The API registers its handlers from these (validation,
 * serialisation and the OpenAPI document), and the web client's calls take their types from them.
 */
import { z } from 'zod';
import type { Route } from '../routes/route.ts';

/** Who may call: anyone, any signed-in active user, or administrators only. */
export type Access = 'public' | 'user' | 'admin';

/** A body sent as multipart form fields (also accepted as JSON) with named files beside them. */
export type FormBody = { form: z.ZodType; files: readonly string[] };

/** An answer that is not JSON (a download), with its content type. */
export type FileAnswer = { contentType: string };

export type EndpointSpec = {
  summary: string;
  access: Access;
  /** Visitors' answers are kept in the public read cache, keyed on the validated query. */
  publicCache?: boolean;
  query?: z.ZodType;
  body?: z.ZodType | FormBody;
  answer: z.ZodType | FileAnswer;
};

export type Endpoint = Route & EndpointSpec & { name: string; tag: string };

/**
 * The endpoints of one domain: every route of `routes` gets its spec, and nothing else may be
 * specified (a typo in a name does not compile).
 */
export function defineEndpoints<
  R extends Record<string, Route>,
  const S extends { [K in keyof R]: EndpointSpec } & Record<Exclude<keyof S, keyof R>, never>,
>(
  tag: string,
  routes: R,
  specs: S,
): { [K in keyof R & string]: R[K] & S[K] & { name: K; tag: string } } {
  return Object.fromEntries(
    Object.entries(routes).map(([name, route]) => [name, { ...route, ...specs[name], name, tag }]),
  ) as never;
}

export const isFormBody = (body: EndpointSpec['body']): body is FormBody =>
  body !== undefined && 'form' in body && 'files' in body;

export const isFileAnswer = (answer: EndpointSpec['answer']): answer is FileAnswer =>
  'contentType' in answer && !(answer instanceof z.ZodType);

/** What saves answer: a message, and the new id for creates. */
export const messageAnswer = z.object({ message: z.string() });
export const createdAnswer = z.object({ message: z.string(), id: z.number() });
