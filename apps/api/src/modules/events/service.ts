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
import { nextSortOrder, renumber } from '../../lib/sorting.ts';
import { nowIso } from '../../lib/tokens.ts';
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

/** Who is asking: visitors see active events only, staff see everything. */
type Audience = { signedIn: boolean };

export function createEventsService(db: Db) {
  async function getRow(id: number) {
    const row = await db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('The event');
    return row;
  }

  return {
    /**
     * Visitors: active events by start date. Staff: every event in their sort order
     * (docs/decisions/060-events-by-audience.md).
     */
    async list({ signedIn }: Audience): Promise<ChamberEvent[]> {
      const query = db.selectFrom('events').selectAll();
      const ordered = signedIn
        ? query.orderBy('sortOrder').orderBy('id')
        : query.where('isActive', '=', true).orderBy('startsAt').orderBy('id');
      return (await ordered.execute()).map(toChamberEvent);
    },

    /** An inactive event does not exist for visitors. */
    async get(id: number, { signedIn }: Audience): Promise<ChamberEvent> {
      const row = await getRow(id);
      if (!signedIn && !row.isActive) throw notFound('The event');
      return toChamberEvent(row);
    },

    /** The public calendar file is offered for active events only. */
    async getForCalendar(id: number): Promise<ChamberEvent & { updatedAt: string }> {
      const row = await getRow(id);
      if (!row.isActive) throw notFound('The event');
      return { ...toChamberEvent(row), updatedAt: row.updatedAt };
    },

    /** Appends the event at the end of the sort order. */
    async create(input: EventInput, imagePath: string) {
      const now = nowIso();
      const { id } = await db
        .insertInto('events')
        .values({
          ...columnsOf(input),
          imagePath,
          sortOrder: await nextSortOrder(db, 'events'),
          createdAt: now,
          updatedAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** Saves the event; answers the image path it had before, so the caller can remove it. */
    async update(input: UpdateEventInput, newImagePath: string | null) {
      const row = await getRow(input.id);
      const result = await db
        .updateTable('events')
        .set({
          ...columnsOf(input),
          ...(newImagePath ? { imagePath: newImagePath } : {}),
          updatedAt: nowIso(),
        })
        .where('id', '=', row.id)
        .executeTakeFirst();
      // Deleted by someone else in the meantime.
      if (Number(result.numUpdatedRows) !== 1) throw notFound('The event');
      return row.imagePath;
    },

    /** Deletes the event; answers its image path for the caller to remove. */
    async remove(id: number) {
      const row = await getRow(id);
      await db.deleteFrom('events').where('id', '=', row.id).execute();
      return row.imagePath;
    },

    async sort(orderedIds: number[]) {
      await renumber(db, 'events', orderedIds);
    },
  };
}
