/**
 * What the six calls pages and blogs both have do, written once; each module registers these
 * under its own endpoint names (the spec's paths, query names and forms).
 */
import type { FastifyRequest } from 'fastify';
import { userOf } from '../../plugins/auth.ts';
import type { DocumentInput, DocumentsService } from './documents.ts';

type Save<B> = { body: B; files: Partial<Record<string, Buffer>> };

export function documentHandlers<T>(service: DocumentsService<T>, noun: 'Page' | 'Blog') {
  return {
    list: ({ query }: { query: { isActive: boolean | undefined } }) => service.list(query.isActive),

    get: (id: number) => service.get(id),

    async create({ body, files, request }: Save<DocumentInput> & { request: FastifyRequest }) {
      const newId = await service.create(body, files.bannerImage, userOf(request));
      return { message: `${noun} created successfully.`, id: newId };
    },

    async update({ body, files }: Save<DocumentInput & { id: number }>) {
      await service.update(body, files.bannerImage);
      return { message: `${noun} updated successfully.` };
    },

    async remove({ query }: { query: { id: number } }) {
      await service.remove(query.id);
      return { message: `${noun} deleted successfully.` };
    },

    async removeBannerImage(id: number) {
      await service.removeBannerImage(id);
      return { message: 'Banner image removed successfully.' };
    },
  };
}
