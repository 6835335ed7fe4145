/** /api/Banner/* and /api/BannerItem/*, plus Banner/GetAllBanners (docs/api.md). */
import {
  bannerItemSchema,
  bannerSchema,
  id,
  isActiveQuery,
  sortPayload,
  updateBannerItemSchema,
  updateBannerSchema,
} from '@chamber/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { validate } from '../../plugins/errors.ts';
import { readBody } from '../../plugins/uploads.ts';
import type { ModuleOptions } from '../types.ts';
import { createBannersService } from './service.ts';

export async function bannersRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  const banners = createBannersService(db, app.attachments);
  const user = { access: 'user' } as const;
  const tags = ['Banner'];
  const itemTags = ['BannerItem'];

  app.get(
    '/api/Banner/GetAllBanners',
    { config: user, schema: { tags, summary: 'All banners with their slider items' } },
    async (request) => banners.list(validate(isActiveQuery, request.query).isActive),
  );

  app.get(
    '/api/Banner/GetBannerById',
    { config: user, schema: { tags, summary: 'One banner with its slider items in order' } },
    async (request) => banners.get(validate(z.object({ bannerId: id }), request.query).bannerId),
  );

  app.post(
    '/api/Banner/CreateBanner',
    {
      config: user,
      schema: { tags, summary: 'Create a banner; pageId/blogId also add it there' },
    },
    async (request) => {
      const { fields } = await readBody(request);
      const newId = await banners.create(validate(bannerSchema, fields));
      return { message: 'Banner created successfully.', id: newId };
    },
  );

  app.put(
    '/api/Banner/UpdateBanner',
    { config: user, schema: { tags, summary: 'Change a banner' } },
    async (request) => {
      const { fields } = await readBody(request);
      await banners.update(validate(updateBannerSchema, fields));
      return { message: 'Banner updated successfully.' };
    },
  );

  app.delete(
    '/api/Banner/DeleteBanner',
    {
      config: user,
      schema: { tags, summary: 'Delete a banner no page or blog uses, with its slider items' },
    },
    async (request) => {
      await banners.remove(validate(z.object({ id }), request.query).id);
      return { message: 'Banner deleted successfully.' };
    },
  );

  app.post(
    '/api/BannerItem/CreateBannerItem',
    {
      config: user,
      schema: { tags: itemTags, summary: 'Add a slider item at the end (multipart, `image`)' },
    },
    async (request) => {
      const { fields, files } = await readBody(request);
      const newId = await banners.createItem(validate(bannerItemSchema, fields), files.image);
      return { message: 'Banner item created successfully.', id: newId };
    },
  );

  app.put(
    '/api/BannerItem/UpdateBannerItem',
    {
      config: user,
      schema: { tags: itemTags, summary: 'Change a slider item (a new `image` replaces the old)' },
    },
    async (request) => {
      const { fields, files } = await readBody(request);
      await banners.updateItem(validate(updateBannerItemSchema, fields), files.image);
      return { message: 'Banner item updated successfully.' };
    },
  );

  app.delete(
    '/api/BannerItem/DeleteBannerItem',
    { config: user, schema: { tags: itemTags, summary: 'Delete a slider item' } },
    async (request) => {
      await banners.removeItem(validate(z.object({ id }), request.query).id);
      return { message: 'Banner item deleted successfully.' };
    },
  );

  app.put(
    '/api/BannerItem/SortBannerItems',
    {
      config: user,
      schema: { tags: itemTags, summary: 'Reorder the slider items of one banner' },
    },
    async (request) => {
      await banners.sortItems(validate(sortPayload, request.body).map((item) => item.id));
      return { message: 'Banner items sorted successfully.' };
    },
  );
}
