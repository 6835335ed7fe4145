/**
 * The Banner.* and BannerItem.* endpoints (the table in @chamber/contracts); GetAllBanners is one
 * of our additions (docs/api.md).
 */
import { bannerCalls, bannerItemCalls } from '@chamber/contracts';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../lib/resource.ts';
import type { ModuleOptions } from '../types.ts';
import { createBannerItemsService, createBannersService } from './service.ts';

export async function bannersRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  registerResource(app, createBannersService(db), 'Banner', bannerCalls);
  registerResource(
    app,
    createBannerItemsService(db, app.attachments),
    'Banner item',
    bannerItemCalls,
  );
}
