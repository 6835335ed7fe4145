/** The Event.* endpoints (the table in @chamber/contracts), GetEventIcs included (docs/api.md). */
import { EVENT_IMAGE_REQUIRED_MESSAGE } from '@chamber/contracts';
import type { FastifyInstance } from 'fastify';
import { endpoint } from '../../plugins/endpoints.ts';
import { badRequest } from '../../plugins/errors.ts';
import { saveWithImage } from '../../plugins/uploads.ts';
import type { ModuleOptions } from '../types.ts';
import { eventToIcs, slugify } from './ics.ts';
import { createEventsService } from './service.ts';

export async function eventsRoutes(app: FastifyInstance, { db, config }: ModuleOptions) {
  const events = createEventsService(db);
  const { attachments } = app;

  endpoint(app, 'Event.GetAllEvents', async ({ request }) =>
    events.list({ signedIn: request.currentUser !== null }),
  );

  endpoint(app, 'Event.GetEventById', async ({ query, request }) =>
    events.get(query.eventId, { signedIn: request.currentUser !== null }),
  );

  endpoint(app, 'Event.GetEventIcs', async ({ query, reply }) => {
    const event = await events.getForCalendar(query.eventId);
    return reply
      .type('text/calendar; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="${slugify(event.title, `event-${event.id}`)}.ics"`,
      )
      .send(eventToIcs(event, config.publicUrl));
  });

  endpoint(app, 'Event.CreateEvent', async ({ body, files }) => {
    if (!files.image) {
      throw badRequest(EVENT_IMAGE_REQUIRED_MESSAGE, { image: EVENT_IMAGE_REQUIRED_MESSAGE });
    }
    const newId = await saveWithImage(attachments, files.image, (imagePath) =>
      events.create(body, imagePath),
    );
    return { message: 'Event created successfully.', id: newId };
  });

  endpoint(app, 'Event.UpdateEvent', async ({ body, files }) => {
    const oldImagePath = await saveWithImage(attachments, files.image, (imagePath) =>
      events.update(body, imagePath),
    );
    if (files.image) await attachments.remove(oldImagePath);
    return { message: 'Event updated successfully.' };
  });

  endpoint(app, 'Event.DeleteEvent', async ({ query }) => {
    await attachments.remove(await events.remove(query.eventId));
    return { message: 'Event deleted successfully.' };
  });

  endpoint(app, 'Event.SortEvents', async ({ body }) => {
    await events.sort(body.map((item) => item.id));
    return { message: 'Events sorted successfully.' };
  });
}
