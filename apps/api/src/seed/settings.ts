/** The demo chamber's company settings: settings.json. */
import { settingsSchema } from '@chamber/contracts';
import { z } from 'zod';
import { demoKey, type DemoSeeding } from './seeding.ts';

/** The settings screen's fields, with the logo and icon by picture name. */
export const demoSettings = settingsSchema
  // Settings the file leaves out (the analytics ids, say) keep the value they have.
  .partial()
  .safeExtend({ companyLogo: demoKey, companyIcon: demoKey })
  .strict();

export async function seedSettings(
  { trx, stamp, picture }: DemoSeeding,
  { companyLogo, companyIcon, ...settings }: z.output<typeof demoSettings>,
) {
  await trx
    .updateTable('companySettings')
    .set({
      ...settings,
      companyLogoPath: picture(companyLogo),
      companyIconPath: picture(companyIcon),
      updatedAt: stamp,
    })
    .where('id', '=', 1)
    .execute();
}
