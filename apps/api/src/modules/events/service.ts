/** Events: the public list and detail, the staff list, create/update/delete, sorting. */
import type {
  ButtonActionType,
  ChamberEvent,
  EventType,
  eventSchema,
  updateEventSchema,
} from '@chamber/contracts';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { EventsTable } from '../../db/types.ts';
import { createResource } from '../../lib/resource.ts';
import { notFound } from '../../plugins/errors.ts';

type EventRow = Selectable<EventsTable>;
type EventInput = z.output<typeof eventSchema>;
type UpdateEventInput = z.output<typeof updateEventSchema>;

function toChamberEvent(row: EventRow): ChamberEvent {
  return {
    id: row.id,
    eventType: row.eventType as EventType,
    title: row.title,
    organizer: row.organizer,
    description: row.description,
    schedule: row.schedule,
    mapUrl: row.mapUrl,
    addressTitle: row.addressTitle,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    city: row.city,
    state: row.state,
    zipcode: row.zipcode,
    start: row.startsAt,
    end: row.endsAt,
    imageUrl: row.imagePath,
    isActive: row.isActive,
    sortOrder: row.sortOrder,
    primaryButtonText: row.primaryButtonText,
    primaryButtonActionType: row.primaryButtonActionType as ButtonActionType | null,
    primaryButtonLink: row.primaryButtonLink,
    secondaryButtonText: row.secondaryButtonText,
    secondaryButtonActionType: row.secondaryButtonActionType as ButtonActionType | null,
    secondaryButtonLink: row.secondaryButtonLink,
  };
}

/** The columns an event form writes (everything but id, image, order and timestamps). */
function columnsOf(input: EventInput) {
  return {
    eventType: input.eventType,
    title: input.title,
    organizer: input.organizer,
    description: input.description,
    schedule: input.schedule,
    mapUrl: input.mapUrl,
    addressTitle: input.addressTitle,
    addressLine1: input.addressLine1,
    addressLine2: input.addressLine2,
    city: input.city,
    state: input.state,
    zipcode: input.zipcode,
    startsAt: input.start,
    endsAt: input.end,
    isActive: input.isActive,
    primaryButtonText: input.primaryButtonText,
    primaryButtonActionType: input.primaryButtonActionType,
    primaryButtonLink: input.primaryButtonLink,
    secondaryButtonText: input.secondaryButtonText,
    secondaryButtonActionType: input.secondaryButtonActionType,
    secondaryButtonLink: input.secondaryButtonLink,
  };
}

export function createEventsService(db: Db) {
  const events = createResource(db, {
    table: 'events',
    noun: 'The event',
    toAnswer: toChamberEvent,
    order: ['sortOrder', 'id'],
    // Visitors: active events by start date (docs/decisions/060-events-by-audience.md).
    public: { column: 'isActive', order: ['startsAt', 'id'] },
    sortable: true,
  });

  return {
    list: events.list,
    get: events.get,

    /** The public calendar file is offered for active events only. */
    async getForCalendar(id: number): Promise<ChamberEvent & { updatedAt: string }> {
      const row = await events.row(id);
      if (!row.isActive) throw notFound('The event');
      return { ...toChamberEvent(row), updatedAt: row.updatedAt };
    },

    create: (input: EventInput, imagePath: string) =>
      events.create({ ...columnsOf(input), imagePath }),

    /** Saves the event; answers the image path it had before, so the caller can remove it. */
    async update(input: UpdateEventInput, newImagePath: string | null) {
      const before = await events.update(input.id, {
        ...columnsOf(input),
        ...(newImagePath ? { imagePath: newImagePath } : {}),
      });
      return before.imagePath;
    },

    /** Deletes the event; answers its image path for the caller to remove. */
    remove: async (id: number) => (await events.remove(id)).imagePath,

    sort: events.sort,
  };
}
