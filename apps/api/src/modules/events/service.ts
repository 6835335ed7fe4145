/** Events: the public list and detail, the staff list, create/update/delete, sorting. */
import {
  chamberEvent,
  EVENT_IMAGE_REQUIRED_MESSAGE,
  type ChamberEvent,
  type eventSchema,
  type updateEventSchema,
} from '@chamber/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { fieldMap } from '../../lib/field-map.ts';
import { createResource, type Columns, type Files } from '../../lib/resource.ts';
import { badRequest, notFound } from '../../plugins/errors.ts';
import { saveWithImage, type Attachments } from '../../plugins/uploads.ts';

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
  });

export function createEventsService(db: Db, attachments: Attachments) {
  const events = eventsOn(db);

  return {
    list: events.list,
    get: events.get,

    /** The public calendar file is offered for active events only. */
    async getForCalendar(id: number): Promise<ChamberEvent & { updatedAt: string }> {
      const row = await events.row(id);
      if (!row.isActive) throw notFound('The event');
      return { ...fields.toAnswer(row), updatedAt: row.updatedAt };
    },

    /** Every event has an image. */
    async create(input: EventInput, { image }: Files) {
      if (!image) {
        throw badRequest(EVENT_IMAGE_REQUIRED_MESSAGE, { image: EVENT_IMAGE_REQUIRED_MESSAGE });
      }
      return saveWithImage(attachments, image, (imagePath) =>
        events.create({ ...columnsOf(input), imagePath }),
      );
    },

    /** A new image replaces the stored one, whose file goes once the row is saved. */
    async update(input: UpdateEventInput, { image }: Files) {
      const before = await saveWithImage(attachments, image, (imagePath) =>
        events.update(input.id, { ...columnsOf(input), ...(imagePath ? { imagePath } : {}) }),
      );
      if (image) await attachments.remove(before.imagePath);
    },

    async remove(id: number) {
      await attachments.remove((await events.remove(id)).imagePath);
    },

    sort: events.sort,
  };
}
