/** The demo's events, some upcoming and some past: events.json. */
import { eventSchema } from '@chamber/contracts';
import { z } from 'zod';
import { buttonColumns, demoKey, type DemoSeeding } from './seeding.ts';

/**
 * The events as the event form sends them, with their pictures by name. Their dates are written
 * as seen on `today`; the seed moves them by whole days to the real today, so the list always
 * has upcoming and past events at the same hours.
 */
export const demoEvents = z.strictObject({
  today: z.iso.date(),
  events: z.array(eventSchema.safeExtend({ image: demoKey }).strict()),
});

export async function seedEvents(
  { trx, now, stamp, picture }: DemoSeeding,
  { today, events }: z.output<typeof demoEvents>,
) {
  const shift =
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - Date.parse(today);
  const moved = (date: string) => new Date(Date.parse(date) + shift).toISOString();
  for (const [sortOrder, event] of events.entries()) {
    await trx
      .insertInto('events')
      .values({
        eventType: event.eventType,
        title: event.title,
        description: event.description,
        schedule: event.schedule,
        startsAt: moved(event.start),
        endsAt: event.end === null ? null : moved(event.end),
        addressTitle: event.addressTitle,
        addressLine1: event.addressLine1,
        addressLine2: event.addressLine2,
        city: event.city,
        state: event.state,
        zipcode: event.zipcode,
        mapUrl: event.mapUrl,
        imagePath: picture(event.image),
        isActive: event.isActive,
        registrationOpen: event.registrationOpen,
        capacity: event.capacity,
        registrationDeadline:
          event.registrationDeadline === null ? null : moved(event.registrationDeadline),
        priceText: event.priceText,
        sortOrder,
        ...buttonColumns(event),
        createdAt: stamp,
        updatedAt: stamp,
      })
      .execute();
  }
}
