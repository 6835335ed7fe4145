/** The demo footer's quick links: footer.json. */
import { footerItemSchema } from '@chamber/contracts';
import { z } from 'zod';
import type { DemoSeeding } from './seeding.ts';

export const demoFooter = z.array(footerItemSchema.strict());

export async function seedFooter({ trx, stamp }: DemoSeeding, footer: z.output<typeof demoFooter>) {
  for (const [sortOrder, { label, to, isActive }] of footer.entries()) {
    await trx
      .insertInto('footerItems')
      .values({ label, linkTo: to, isActive, sortOrder, createdAt: stamp, updatedAt: stamp })
      .execute();
  }
}
