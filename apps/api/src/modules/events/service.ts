/** Events: the public list and detail, the staff list, create/update/delete, sorting. */
import {
  chamberEvent,
  type ChamberEvent,
  type eventSchema,
  type updateEventSchema,
} from '@chamber/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { fieldMap } from '../../lib/field-map.ts';
import { createResource, type Columns } from '../../lib/resource.ts';
import { notFound } from '../../plugins/errors.ts';

type EventInput = z.output<typeof eventSchema>;
type UpdateEventInput = z.output<typeof updateEventSchema>;

const fields = fieldMap(chamberEvent, { start: 'startsAt', end: 'endsAt', imageUrl: 'imagePath' });
const columnsOf = (input: EventInput) => fields.toColumns(input) as Columns<'events'>;

export function createEventsService(db: Db) {
  const events = createResource(db, {
    table: 'events',
    noun: 'The event',
    toAnswer: fields.toAnswer,
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
      return { ...fields.toAnswer(row), updatedAt: row.updatedAt };
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
