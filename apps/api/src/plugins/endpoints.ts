/**
 * Routes from the endpoint table (@chamber/contracts): each handler is registered under the
 * method, path, access and cache policy its endpoint declares. Query and JSON bodies are validated
 * with the endpoint's schemas before the handler runs (400 with the usual error shape), form bodies
 * (multipart or JSON) are read and validated the same way, answers are written through the answer
 * schema (fastify-type-provider-zod), and the OpenAPI document is drawn from the same schemas.
 */
import {
  endpoints,
  isFileAnswer,
  isFormBody,
  type EndpointName,
  type Endpoints,
  type FormBody,
} from '@chamber/contracts';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
} from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readBody, withLibraryChoices, type UploadedFile } from './uploads.ts';
import { validate } from './errors.ts';

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
type EndpointOf<N extends EndpointName> = Endpoints[N];

/** What a handler is given: the validated query and body, and the request itself. */
export type Call<N extends EndpointName> = {
  query: EndpointOf<N> extends { query: infer Q } ? Output<Q> : undefined;
  body: EndpointOf<N> extends { body: infer B }
    ? B extends FormBody
      ? z.output<B['form']>
      : Output<B>
    : undefined;
  /** The uploaded files of a form body, by field name (absent when none was sent). */
  files: Partial<Record<string, UploadedFile>>;
  request: FastifyRequest;
  reply: FastifyReply;
};

/** What a handler answers: the answer schema's input (it is written through the schema). */
export type Answer<N extends EndpointName> = EndpointOf<N>['answer'] extends z.ZodType
  ? z.input<EndpointOf<N>['answer']>
  : FastifyReply;

type Handler<N extends EndpointName> = (call: Call<N>) => Promise<Answer<N>>;

/** Schemas whose bodies are read by the handler wrapper (forms may be multipart). */
const formDocs = new WeakSet<z.ZodType>();

/** A form body as OpenAPI shows it: its fields and its files. */
function formDoc({ form, files }: FormBody): z.ZodType {
  const doc = form.and(
    z.object(Object.fromEntries(files.map((name) => [name, z.file().optional()]))),
  );
  formDocs.add(doc);
  return doc;
}

/** Registers `handler` for the endpoint `name`; `config` adds route options of the API's own. */
export function endpoint<N extends EndpointName>(
  app: FastifyInstance,
  name: N,
  handler: Handler<N>,
  config: Omit<FastifyContextConfig, 'access' | 'publicCache'> = {},
) {
  const spec = endpoints[name] as Endpoints[EndpointName];
  const form = 'body' in spec && isFormBody(spec.body) ? spec.body : null;
  const schema: FastifySchema & { tags: string[]; summary: string } = {
    tags: [spec.tag],
    summary: spec.summary,
  };
  if ('query' in spec) schema.querystring = spec.query;
  if (form) {
    schema.body = formDoc(form);
    schema.consumes = ['multipart/form-data', 'application/json'];
  } else if ('body' in spec && spec.body) {
    schema.body = spec.body as z.ZodType;
  }
  schema.response = isFileAnswer(spec.answer)
    ? { 200: { content: { [spec.answer.contentType]: { schema: z.string() } } } }
    : { 200: spec.answer };

  app.route({
    method: spec.method,
    url: spec.path,
    schema,
    config: {
      ...config,
      access: spec.access,
      ...('publicCache' in spec && spec.publicCache ? { publicCache: true as const } : {}),
    },
    handler: async (request, reply) => {
      let body = request.body;
      let files: Call<N>['files'] = {};
      if (form) {
        const read = await readBody(request);
        body = validate(form.form, read.fields);
        files = await withLibraryChoices(request, form.files, read);
      }
      return handler({ query: request.query, body, files, request, reply } as Call<N>);
    },
  });
}

/**
 * Validation with the contracts' messages (errors.ts `validate`), serialisation through the
 * answer schemas, and the OpenAPI transform; the routes of the table are then added by modules.
 */
export const endpointsPlugin = fp(async (app: FastifyInstance) => {
  app.setValidatorCompiler(({ schema }) => {
    const zodSchema = schema as z.ZodType;
    // A form body is read (and validated) by the handler wrapper: multipart is not parsed yet.
    if (formDocs.has(zodSchema)) return (data) => ({ value: data });
    return (data) => {
      try {
        return { value: validate(zodSchema, data) };
      } catch (error) {
        return { error: error as Error };
      }
    };
  });
  app.setSerializerCompiler(serializerCompiler);
});

/** The OpenAPI transform: zod schemas as JSON schemas (what JSON Schema cannot say is left open). */
export const openApiTransform = createJsonSchemaTransform({
  zodToJsonConfig: { unrepresentable: 'any' },
});
