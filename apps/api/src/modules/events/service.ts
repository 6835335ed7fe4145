/**
 * Events: the public list and detail, the staff list, create/update/delete, sorting, and repeating
 * one every week or month (decision 137).
 */
import {
  chamberEvent,
  EVENT_IMAGE_REQUIRED_MESSAGE,
  updateEventSchema,
  type eventSchema,
  type repeatEventSchema,
} from '@chamber/contracts';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Database } from '../../db/types.ts';
import { readDraft } from '../../lib/drafts.ts';
import { fieldMap } from '../../lib/field-map.ts';
import { assertMayChange } from '../../lib/ownership.ts';
import { createResource, type Columns, type Files } from '../../lib/resource.ts';
import type { CurrentUser } from '../../lib/sessions.ts';
import { inTransaction } from '../../lib/trash.ts';
import { badRequest, notFound } from '../../plugins/errors.ts';
import { saveWithImage, updateWithImage, type Attachments } from '../../plugins/uploads.ts';
import { DEFAULT_EVENT_LENGTH_MS, type CalendarEvent } from './ics.ts';
import { plannedRepeat } from './repeats.ts';

type EventInput = z.output<typeof eventSchema>;
type UpdateEventInput = z.output<typeof updateEventSchema>;
type RepeatEventInput = z.output<typeof repeatEventSchema>;

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
    // Its registrations go to the trash with it and come back with it (decision 145).
    trash: {
      files: ['imagePath'],
      references: [
        { table: 'eventRegistrations', column: 'eventId', action: 'delete', noun: 'registration' },
      ],
    },
    drafts: { rules: updateEventSchema },
  });

export const toCalendarEvent = (row: Selectable<Database['events']>): CalendarEvent => ({
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

    /**
     * Draft copies of event `id` as staff see it (its draft over the live row), one at each later
     * time of the repeat on the chamber's clock, each with its own image file, by `user` (an
     * author repeats their own events only, as they change only those). All or none are made.
     * Answers the copies' ids in date order, the title and the plan.
     */
    async repeat({ id, every, until }: RepeatEventInput, user: CurrentUser) {
      const found = await events.row(id);
      assertMayChange(user, found, 'save');
      const source = { ...found, ...(await readDraft(db, 'event', id)) } as typeof found;
      const { copies, timeZone } = await plannedRepeat(db, source, every, until);
      const {
        id: _id,
        version: _version,
        createdAt: _createdAt,
        updatedAt: _updatedAt,
        sortOrder: _sortOrder,
        isActive: _isActive,
        ...columns
      } = source;
      const images: (string | null)[] = [];
      try {
        for (const _copy of copies) images.push(await attachments.copyImage(source.imagePath));
        const ids = await inTransaction(db, async (trx) => {
          const on = eventsOn(trx);
          const made: number[] = [];
          for (const [index, copy] of copies.entries()) {
            made.push(
              await on.create(
                {
                  ...columns,
                  startsAt: copy.start,
                  endsAt: copy.end,
                  imagePath: images[index],
                  createdById: user.id,
                  isActive: false,
                  // The original's deadline is before the copy's date: registration would be shut.
                  registrationDeadline: null,
                },
                { draft: true },
              ),
            );
          }
          return made;
        });
        return { ids, title: source.title, copies, timeZone };
      } catch (error) {
        for (const image of images) await attachments.remove(image);
        throw error;
      }
    },

    /** The same service on a transaction (deleting many at once: lib/bulk.ts). */
    within: (trx: Db) => createEventsService(trx, attachments),

    sort: events.sort,
  };
}
