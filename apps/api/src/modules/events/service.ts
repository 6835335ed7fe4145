/** Events: the public list and detail, the staff list, create/update/delete, sorting. */
import {
  chamberEvent,
  EVENT_IMAGE_REQUIRED_MESSAGE,
  updateEventSchema,
  type eventSchema,
} from '@chamber/contracts';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Database } from '../../db/types.ts';
import { fieldMap } from '../../lib/field-map.ts';
import { createResource, type Columns, type Files } from '../../lib/resource.ts';
import type { CurrentUser } from '../../lib/sessions.ts';
import { badRequest, notFound } from '../../plugins/errors.ts';
import { saveWithImage, updateWithImage, type Attachments } from '../../plugins/uploads.ts';
import { DEFAULT_EVENT_LENGTH_MS, type CalendarEvent } from './ics.ts';

type EventInput = z.output<typeof eventSchema>;
type UpdateEventInput = z.output<typeof updateEventSchema>;

const fields = fieldMap(chamberEvent, { start: 'startsAt', end: 'endsAt', imageUrl: 'imagePath' });
const columnsOf = (input: EventInput) => fields.toColumns(input) as Columns<'events'>;

/** Events as each audience sees them; visitors: the active ones, by start date. */
export const eventsOn = (db: Db) =>
  createResource(db, {
    table: 'events',
    noun: 'The event',
    toAnswer: fields.toAnswer,
    order: ['sortOrder', 'id'],
    // docs/decisions/060-events-by-audience.md
    public: { column: 'isActive', order: ['startsAt', 'id'] },
    sortable: true,
    trash: { files: ['imagePath'] },
    drafts: { rules: updateEventSchema },
  });

const toCalendarEvent = (row: Selectable<Database['events']>): CalendarEvent => ({
  ...fields.toAnswer(row),
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

/**
 * The events a calendar subscription carries: those visitors see that have not ended by `now`
 * (one without an end: an hour after its start, as its calendar entry lasts), soonest first;
 * the first `limit` of them when given (the dashboard's next few).
 */
export async function upcomingEvents(db: Db, now: Date, limit?: number): Promise<CalendarEvent[]> {
  let upcoming = eventsOn(db)
    .forVisitors(db.selectFrom('events').selectAll())
    .where((eb) =>
      eb.or([
        eb('endsAt', '>=', now.toISOString()),
        eb.and([
          eb('endsAt', 'is', null),
          eb('startsAt', '>=', new Date(now.getTime() - DEFAULT_EVENT_LENGTH_MS).toISOString()),
        ]),
      ]),
    )
    .orderBy('startsAt')
    .orderBy('id');
  if (limit !== undefined) upcoming = upcoming.limit(limit);
  return (await upcoming.execute()).map(toCalendarEvent);
}

export function createEventsService(db: Db, attachments: Attachments) {
  const events = eventsOn(db);

  return {
    list: events.list,
    get: events.get,

    /** The public calendar file is offered for active events only. */
    async getForCalendar(id: number): Promise<CalendarEvent> {
      const row = await events.row(id);
      if (!row.isActive) throw notFound('The event');
      return toCalendarEvent(row);
    },

    /** Every event has an image; the signed-in user is its author. */
    async create(input: EventInput, { image }: Files, user: CurrentUser) {
      if (!image) {
        throw badRequest(EVENT_IMAGE_REQUIRED_MESSAGE, { image: EVENT_IMAGE_REQUIRED_MESSAGE });
      }
      return saveWithImage(attachments, image, (imagePath) =>
        events.create(
          { ...columnsOf(input), imagePath, createdById: user.id },
          { draft: input.draft },
        ),
      );
    },

    owned: events.row,

    /** A new image replaces the stored one, whose file goes once the row is saved. */
    async update(input: UpdateEventInput, { image }: Files) {
      await updateWithImage(attachments, image, (newImage) =>
        events.update(input.id, { ...columnsOf(input), ...newImage }, input.version, {
          draft: input.draft,
        }),
      );
    },

    /** To the trash; its image file stays until it is deleted for good. */
    remove: events.remove,

    /** The same service on a transaction (deleting many at once: lib/bulk.ts). */
    within: (trx: Db) => createEventsService(trx, attachments),

    sort: events.sort,
  };
}
