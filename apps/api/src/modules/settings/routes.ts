/** The Asset.* endpoints (the table in @chamber/contracts): the company settings screen. */
import { SETTINGS_ITEM_ID } from '@chamber/contracts';
import type { FastifyInstance } from 'fastify';
import { endpoint } from '../../plugins/endpoints.ts';
import { userOf } from '../../plugins/auth.ts';
import type { ModuleOptions } from '../types.ts';
import { createSettingsService, type CompanyImages } from './service.ts';

/** Upload field → the column that stores its path. */
const IMAGE_FIELDS = [
  { field: 'companyLogo', column: 'companyLogoPath' },
  { field: 'companyIcon', column: 'companyIconPath' },
] as const;

export async function settingsRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  const settings = createSettingsService(db);
  const { attachments } = app;

  endpoint(app, 'Asset.GetAsset', async () => settings.get());

  endpoint(app, 'Asset.UpdateAsset', async ({ body, files, request }) => {
    const images: CompanyImages = {};
    let unused: string[];
    try {
      for (const { field, column } of IMAGE_FIELDS) {
        if (files[field]) images[column] = await attachments.storeImage(files[field]);
      }
      unused = await settings.update(body, images, userOf(request));
    } catch (error) {
      for (const { field, column } of IMAGE_FIELDS)
        await attachments.discardNew(files[field], images[column] ?? null);
      throw error;
    }
    // Only now that the row (or the draft) points at the new files may the old ones go.
    for (const file of unused) await attachments.remove(file);
    const draft = body.draft === true;
    await app.activity.record(request, {
      action: 'update',
      type: 'settings',
      summary: `Updated the company settings${draft ? ' (draft)' : ''}`,
    });
    await app.revisions.record(request, {
      type: 'settings',
      itemId: SETTINGS_ITEM_ID,
      kind: draft ? 'draft' : 'save',
    });
    return {
      message: draft
        ? 'Draft saved. The site shows the published settings until you publish them.'
        : 'Company settings updated successfully.',
    };
  });
}
