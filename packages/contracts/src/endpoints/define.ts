/**
 * An endpoint: a route (../routes/) with what it takes, what it answers, who may call it and
 * whether visitors' answers are cached. The API registers its handlers from these (validation,
 * serialisation and the OpenAPI document), and the web client's calls take their types from them.
 */
import { z } from 'zod';
import { sortPayload } from '../common.ts';
import type { Permission } from '../permissions.ts';
import type { Route } from '../routes/route.ts';

/** Who may call: anyone, or a signed-in active user whose role has the permission. */
export type Access = 'public' | Permission;

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

/** The standard calls of a resource the back office lists and edits. */
type CrudCall = 'list' | 'get' | 'create' | 'update' | 'remove' | 'sort';

type Resource = {
  /** Singular, lower case, as the summaries say it: 'footer item'. */
  noun: string;
  access: Access;
  /** One item as the API returns it; the list answers an array of them. */
  answer: z.ZodType;
  /** The query of `get` (and of `remove`, unless `removeQuery` says otherwise). */
  idQuery?: z.ZodType;
  removeQuery?: z.ZodType;
  listQuery?: z.ZodType;
  create?: z.ZodType;
  update?: z.ZodType;
  /** Creates and updates are multipart with these files (none: `[]`); absent means JSON. */
  files?: readonly string[];
};

type Body<R extends Resource, S> = R extends { files: infer F extends readonly string[] }
  ? { form: S; files: F }
  : S;
type Query<Q> = Q extends z.ZodType ? { query: Q } : unknown;
type Base = { summary: string; access: Access };

type CrudSpecs<R extends Resource> = {
  list: Base & Query<R['listQuery']> & { answer: z.ZodArray<R['answer']> };
  get: Base & Query<R['idQuery']> & { answer: R['answer'] };
  create: Base & { body: Body<R, R['create']>; answer: typeof createdAnswer };
  update: Base & { body: Body<R, R['update']>; answer: typeof messageAnswer };
  remove: Base &
    Query<R extends { removeQuery: z.ZodType } ? R['removeQuery'] : R['idQuery']> & {
      answer: typeof messageAnswer;
    };
  sort: Base & { body: typeof sortPayload; answer: typeof messageAnswer };
};

type Overrides<N> = { [K in keyof N]?: Partial<EndpointSpec> };

/**
 * The specs of a resource's standard calls, keyed by the endpoint names given in `names` (spread
 * them into `defineEndpoints`, which still refuses a missing or unknown name). Summaries come from
 * the noun; `overrides` changes what one call does differently (its access, cache or summary).
 */
export function resourceEndpoints<
  const N extends Partial<Record<CrudCall, string>>,
  const R extends Resource,
  const O extends Overrides<N> = Record<never, never>,
>(
  names: N,
  resource: R,
  overrides?: O,
): {
  [K in keyof N & CrudCall as N[K] & string]: Omit<CrudSpecs<R>[K], keyof O[K]> & O[K];
} {
  const { noun, access, answer, idQuery, listQuery, files } = resource;
  const removeQuery = resource.removeQuery ?? idQuery;
  const plural = `${noun}s`;
  const aNoun = `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`;
  // A resource with a sort call puts new items last.
  const last = names.sort ? ', last in sort order' : '';
  const multipart = files?.length ? ` (multipart, with the \`${files.join('`, `')}\` file)` : '';
  const replaces = files?.length ? ` (multipart; a new \`${files[0]}\` replaces the old)` : '';
  const body = (schema: z.ZodType | undefined) => (files ? { form: schema, files } : schema);
  const base: Record<CrudCall, EndpointSpec> = {
    list: { summary: `All ${plural}`, access, answer: z.array(answer) },
    get: { summary: `One ${noun}`, access, answer },
    create: {
      summary: `Add ${aNoun}${last}${multipart}`,
      access,
      body: body(resource.create) as EndpointSpec['body'],
      answer: createdAnswer,
    },
    update: {
      summary: `Change ${aNoun}${replaces}`,
      access,
      body: body(resource.update) as EndpointSpec['body'],
      answer: messageAnswer,
    },
    remove: { summary: `Delete ${aNoun}`, access, answer: messageAnswer },
    sort: {
      summary: `Reorder the ${plural}: the ordered list renumbers sortOrder from 0`,
      access,
      body: sortPayload,
      answer: messageAnswer,
    },
  };
  // Only calls that take a query have the key: the OpenAPI document reads its presence.
  if (listQuery) base.list.query = listQuery;
  if (idQuery) base.get.query = idQuery;
  if (removeQuery) base.remove.query = removeQuery;
  return Object.fromEntries(
    (Object.entries(names) as [CrudCall, string][]).map(([call, name]) => [
      name,
      { ...base[call], ...overrides?.[call as keyof N] },
    ]),
  ) as never;
}
