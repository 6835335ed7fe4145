/** The demo's member directory (docs/members.md): its categories and members, members.json. */
import { memberFields, slugOf } from '@chamber/contracts';
import { z } from 'zod';
import { memberColumns } from '../modules/members/service.ts';
import { lookUp, type DemoSeeding } from './seeding.ts';

/** Each member as the member form takes it, its categories named (from `categories`). */
export const demoMembers = z.strictObject({
  categories: z.array(z.string().min(1)),
  members: z.array(
    z
      .object({ ...memberFields, categoryIds: z.array(z.number()).default([]) })
      .extend({ categories: z.array(z.string().min(1)).min(1) })
      .strict(),
  ),
});

export async function seedMembers(
  { trx, stamp }: DemoSeeding,
  { categories, members }: z.output<typeof demoMembers>,
) {
  const ids = new Map<string, number>();
  for (const name of categories) {
    const { id } = await trx
      .insertInto('memberCategories')
      .values({ name, slug: slugOf(name), createdAt: stamp, updatedAt: stamp })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(name, id);
  }
  for (const { categories: named, ...member } of members) {
    const categoryIds = named.map((name) => lookUp(ids, name, 'members.json categories'));
    await trx
      .insertInto('members')
      .values({
        ...memberColumns({ ...member, categoryIds }),
        imagePath: null,
        isActive: true,
        createdById: null,
        createdAt: stamp,
        updatedAt: stamp,
      })
      .execute();
  }
}
