/**
 * The FooterItem.* endpoints (the table in @chamber/contracts): signed-in users only
 * (docs/decisions/064-footer-items-access.md).
 */
import { footerItemCalls } from '@chamber/contracts';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../lib/resource.ts';
import type { ModuleOptions } from '../types.ts';
import { createFooterItemsService } from './service.ts';

export async function footerItemsRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  registerResource(app, createFooterItemsService(db), 'Footer item', footerItemCalls);
}
