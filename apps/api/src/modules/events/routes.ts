/** /api/Event/* plus GetEventIcs (docs/api.md). */
import {
  EVENT_IMAGE_REQUIRED_MESSAGE,
  eventSchema,
  id,
  sortPayload,
  updateEventSchema,
} from '@chamber/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest, validate } from '../../plugins/errors.ts';
import { readBody, saveWithImage } from '../../plugins/uploads.ts';
import type { ModuleOptions } from '../types.ts';
import { eventToIcs, slugify } from './ics.ts';
import { createEventsService } from './service.ts';

const tags = ['Events'];
const eventIdQuery = z.object({ eventId: id });

export async function eventsRoutes(app: FastifyInstance, { db, config }: ModuleOptions) {
  const events = createEventsService(db);
  const { attachments } = app;

  app.get(
    '/api/Event/GetAllEvents',
    {
      config: { access: 'public', publicCache: true },
      schema: {
        tags,
        summary: 'Visitors: active events by start date. Signed in: all events in sort order',
      },
    },
    async (request) => events.list({ signedIn: request.currentUser !== null }),
  );

  app.get(
    '/api/Event/GetEventById',
    {
      config: { access: 'public', publicCache: { query: eventIdQuery } },
      schema: { tags, summary: 'One event (inactive ones only when signed in)' },
    },
    async (request) => {
      const { eventId } = validate(eventIdQuery, request.query);
      return events.get(eventId, { signedIn: request.currentUser !== null });
    },
  );

  app.get(
    '/api/Event/GetEventIcs',
    {
      config: { access: 'public', publicCache: { query: eventIdQuery } },
      schema: { tags, summary: 'An active event as an iCalendar (.ics) download' },
    },
    async (request, reply) => {
      const { eventId } = validate(eventIdQuery, request.query);
      const event = await events.getForCalendar(eventId);
      return reply
        .type('text/calendar; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${slugify(event.title, `event-${event.id}`)}.ics"`,
        )
        .send(eventToIcs(event, config.publicUrl));
    },
  );

  app.post(
    '/api/Event/CreateEvent',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Create an event (multipart, with the `image` file)' },
    },
    async (request) => {
      const { fields, files } = await readBody(request);
      const input = validate(eventSchema, fields);
      if (!files.image) {
        throw badRequest(EVENT_IMAGE_REQUIRED_MESSAGE, { image: EVENT_IMAGE_REQUIRED_MESSAGE });
      }
      const newId = await saveWithImage(attachments, files.image, (imagePath) =>
        events.create(input, imagePath),
      );
      return { message: 'Event created successfully.', id: newId };
    },
  );

  app.put(
    '/api/Event/UpdateEvent',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Change an event (multipart; a new `image` replaces the old one)' },
    },
    async (request) => {
      const { fields, files } = await readBody(request);
      const input = validate(updateEventSchema, fields);
      const oldImagePath = await saveWithImage(attachments, files.image, (imagePath) =>
        events.update(input, imagePath),
      );
      if (files.image) await attachments.remove(oldImagePath);
      return { message: 'Event updated successfully.' };
    },
  );

  app.delete(
    '/api/Event/DeleteEvent',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Delete an event and its image' },
    },
    async (request) => {
      const { eventId } = validate(eventIdQuery, request.query);
      await attachments.remove(await events.remove(eventId));
      return { message: 'Event deleted successfully.' };
    },
  );

  app.put(
    '/api/Event/SortEvents',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Reorder events: the ordered list renumbers sortOrder from 0' },
    },
    async (request) => {
      const ordered = validate(sortPayload, request.body);
      await events.sort(ordered.map((item) => item.id));
      return { message: 'Events sorted successfully.' };
    },
  );
}
