/** The demo's Hot Deals, each of a demo member named by its slug: deals.json. */
import { z } from 'zod';
import { demoKey, type DemoSeeding } from './seeding.ts';

const day = z.iso.date();

/**
 * The deals, with their pictures by name. Their days are written as seen on `today`; the seed
 * moves them by whole days to the real today, so the demo always shows current deals.
 */
export const demoDeals = z.strictObject({
  today: day,
  deals: z.array(
    z.strictObject({
      member: demoKey,
      title: z.string().min(1),
      description: z.string().nullable(),
      terms: z.string().nullable(),
      validFrom: day.nullable(),
      validUntil: day,
      image: demoKey.nullable(),
    }),
  ),
});

export async function seedDeals(
  { trx, now, stamp, picture }: DemoSeeding,
  { today, deals }: z.output<typeof demoDeals>,
) {
  const shift =
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - Date.parse(today);
  const moved = (date: string) => new Date(Date.parse(date) + shift).toISOString().slice(0, 10);
  const members = new Map(
    (await trx.selectFrom('members').select(['id', 'slug']).execute()).map((m) => [m.slug, m.id]),
  );
  for (const deal of deals) {
    const memberId = members.get(deal.member);
    // The directory's demo members come first; a deal of a member it does not have is left out.
    if (memberId === undefined) continue;
    await trx
      .insertInto('deals')
      .values({
        title: deal.title,
        description: deal.description,
        terms: deal.terms,
        validFrom: deal.validFrom === null ? null : moved(deal.validFrom),
        validUntil: moved(deal.validUntil),
        memberId,
        imagePath: deal.image === null ? null : picture(deal.image),
        isActive: true,
        createdAt: stamp,
        updatedAt: stamp,
      })
      .execute();
  }
}
