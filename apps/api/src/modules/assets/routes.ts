/** /api/Asset/*: the company settings screen ("Resources"). */
import { companySettingsSchema } from '@chamber/contracts';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../../plugins/auth.ts';
import { validate } from '../../plugins/errors.ts';
import { readBody } from '../../plugins/uploads.ts';
import type { ModuleOptions } from '../types.ts';
import { createAssetsService, type CompanyImages } from './service.ts';

const tags = ['Company settings'];

/** Upload field → the column that stores its path. */
const IMAGE_FIELDS = [
  { field: 'companyLogo', column: 'companyLogoPath' },
  { field: 'companyIcon', column: 'companyIconPath' },
] as const;

export async function assetsRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  const assets = createAssetsService(db);
  const { attachments } = app;

  app.get(
    '/api/Asset/GetAsset',
    { config: { access: 'user' }, schema: { tags, summary: 'The company settings' } },
    async () => assets.get(),
  );

  app.put(
    '/api/Asset/UpdateAsset',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Save the company settings (multipart; `companyLogo` and `companyIcon` optional)',
        description:
          'Only administrators may change `googleAnalyticsId` and `facebookPixelCode`. Others may ' +
          'leave them out (they keep their stored values) or send them unchanged; sending other ' +
          'values answers 403 and saves nothing.',
      },
    },
    async (request) => {
      const { fields, files } = await readBody(request);
      const input = validate(companySettingsSchema, fields);
      const images: CompanyImages = {};
      let before: Awaited<ReturnType<typeof assets.update>>;
      try {
        for (const { field, column } of IMAGE_FIELDS) {
          if (files[field]) images[column] = await attachments.storeImage(files[field]);
        }
        before = await assets.update(input, images, {
          isAdmin: userOf(request).isAdmin,
          sent: (field) => Object.hasOwn(fields, field),
        });
      } catch (error) {
        for (const { column } of IMAGE_FIELDS) await attachments.remove(images[column]);
        throw error;
      }
      // Only now that the row points at the new files may the old ones go.
      for (const { column } of IMAGE_FIELDS) {
        if (images[column]) await attachments.remove(before[column]);
      }
      return { message: 'Company settings updated successfully.' };
    },
  );
}
