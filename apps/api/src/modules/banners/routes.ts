/**
 * The Banner.* and BannerItem.* endpoints (the table in @chamber/contracts); GetAllBanners is one
 * of our additions (docs/api.md).
 */
import type { FastifyInstance } from 'fastify';
import { endpoint } from '../../plugins/endpoints.ts';
import type { ModuleOptions } from '../types.ts';
import { createBannersService } from './service.ts';

export async function bannersRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  const banners = createBannersService(db, app.attachments);

  endpoint(app, 'Banner.GetAllBanners', async ({ query }) => banners.list(query.isActive));

  endpoint(app, 'Banner.GetBannerById', async ({ query }) => banners.get(query.bannerId));

  endpoint(app, 'Banner.CreateBanner', async ({ body }) => {
    const newId = await banners.create(body);
    return { message: 'Banner created successfully.', id: newId };
  });

  endpoint(app, 'Banner.UpdateBanner', async ({ body }) => {
    await banners.update(body);
    return { message: 'Banner updated successfully.' };
  });

  endpoint(app, 'Banner.DeleteBanner', async ({ query }) => {
    await banners.remove(query.id);
    return { message: 'Banner deleted successfully.' };
  });

  endpoint(app, 'BannerItem.CreateBannerItem', async ({ body, files }) => {
    const newId = await banners.createItem(body, files.image);
    return { message: 'Banner item created successfully.', id: newId };
  });

  endpoint(app, 'BannerItem.UpdateBannerItem', async ({ body, files }) => {
    await banners.updateItem(body, files.image);
    return { message: 'Banner item updated successfully.' };
  });

  endpoint(app, 'BannerItem.DeleteBannerItem', async ({ query }) => {
    await banners.removeItem(query.id);
    return { message: 'Banner item deleted successfully.' };
  });

  endpoint(app, 'BannerItem.SortBannerItems', async ({ body }) => {
    await banners.sortItems(body.map((item) => item.id));
    return { message: 'Banner items sorted successfully.' };
  });
}
