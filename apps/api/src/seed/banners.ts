/** The demo's banners and their slides: banners.json. */
import { bannerItemSchema, bannerSchema, checkButtons } from '@chamber/contracts';
import { z } from 'zod';
import { buttonColumns, demoKey, type DemoSeeding } from './seeding.ts';

// A slide is a banner item without the banner's id (the seed knows it) and with its picture by
// name. The contract's only refinement is checkButtons, so it is applied again here.
const { bannerId: _bannerId, ...slideFields } = bannerItemSchema.shape;
const demoSlide = z.strictObject({ ...slideFields, image: demoKey }).superRefine(checkButtons);
const demoBanner = bannerSchema.safeExtend({ slides: z.array(demoSlide) }).strict();
export const demoBanners = z.record(demoKey, demoBanner);

/** Answers each banner's id by its key in the file. */
export async function seedBanners(
  { trx, stamp, picture }: DemoSeeding,
  banners: z.output<typeof demoBanners>,
) {
  const ids = new Map<string, number>();
  for (const [key, { name, isActive, slides }] of Object.entries(banners)) {
    const { id } = await trx
      .insertInto('banners')
      .values({ name, isActive, createdAt: stamp, updatedAt: stamp })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [sortOrder, slide] of slides.entries()) {
      await trx
        .insertInto('bannerItems')
        .values({
          bannerId: id,
          name: slide.name,
          title: slide.title,
          description: slide.description,
          alignment: slide.alignment,
          imagePath: picture(slide.image),
          isActive: slide.isActive,
          sortOrder,
          ...buttonColumns(slide),
          createdAt: stamp,
          updatedAt: stamp,
        })
        .execute();
    }
    ids.set(key, id);
  }
  return ids;
}
