/**
 * The six calls pages and blogs both have, written once. Each module passes its
 * own paths (kept literal, as the spec spells them), query name, schemas and tags.
 */
import { id, isActiveQuery } from '@chamber/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { userOf } from '../../plugins/auth.ts';
import { validate } from '../../plugins/errors.ts';
import { readBody } from '../../plugins/uploads.ts';
import type { DocumentInput, DocumentsService } from './documents.ts';

export type DocumentRoutesOptions<T> = {
  service: DocumentsService<T>;
  tags: string[];
  /** "Page" / "Blog", for answers and summaries. */
  noun: string;
  /** The query name of GetById and DeleteBannerImage. */
  idQuery: 'pageId' | 'blogId';
  schemas: {
    create: z.ZodType<DocumentInput>;
    update: z.ZodType<DocumentInput & { id: number }>;
  };
  paths: {
    list: string;
    get: string;
    create: string;
    update: string;
    delete: string;
    deleteBannerImage: string;
  };
};

export function registerDocumentRoutes<T>(
  app: FastifyInstance,
  { service, tags, noun, idQuery, schemas, paths }: DocumentRoutesOptions<T>,
) {
  const byId = z.object({ [idQuery]: id });
  const lower = noun.toLowerCase();

  app.get(
    paths.list,
    {
      config: { access: 'user' },
      schema: { tags, summary: `All ${lower}s (isActive true/false; empty = all)` },
    },
    async (request) => service.list(validate(isActiveQuery, request.query).isActive),
  );

  app.get(
    paths.get,
    {
      config: { access: 'user' },
      schema: { tags, summary: `One ${lower} with its ordered content entries` },
    },
    async (request) => service.get(validate(byId, request.query)[idQuery]),
  );

  app.post(
    paths.create,
    {
      config: { access: 'user' },
      schema: { tags, summary: `Create a ${lower} (multipart, optional bannerImage file)` },
    },
    async (request) => {
      const { fields, files } = await readBody(request);
      const input = validate(schemas.create, fields);
      const newId = await service.create(input, files.bannerImage, userOf(request));
      return { message: `${noun} created successfully.`, id: newId };
    },
  );

  app.put(
    paths.update,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: `Change a ${lower} (JSON or multipart; a bannerImage replaces the old)`,
      },
    },
    async (request) => {
      const { fields, files } = await readBody(request);
      await service.update(validate(schemas.update, fields), files.bannerImage);
      return { message: `${noun} updated successfully.` };
    },
  );

  app.delete(
    paths.delete,
    {
      config: { access: 'user' },
      schema: { tags, summary: `Delete a ${lower}, its content entries and its banner image` },
    },
    async (request) => {
      await service.remove(validate(z.object({ id }), request.query).id);
      return { message: `${noun} deleted successfully.` };
    },
  );

  app.delete(
    paths.deleteBannerImage,
    {
      config: { access: 'user' },
      schema: { tags, summary: `Remove the ${lower}'s banner image` },
    },
    async (request) => {
      await service.removeBannerImage(validate(byId, request.query)[idQuery]);
      return { message: 'Banner image removed successfully.' };
    },
  );
}
