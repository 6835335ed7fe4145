/** The Event.* endpoints (the table in @chamber/contracts), GetEventIcs included (docs/api.md). */
import { eventCalls } from '@chamber/contracts';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../lib/resource.ts';
import { endpoint } from '../../plugins/endpoints.ts';
import type { ModuleOptions } from '../types.ts';
import { eventToIcs, slugify } from './ics.ts';
import { createEventsService } from './service.ts';

export async function eventsRoutes(app: FastifyInstance, { db, config }: ModuleOptions) {
  const events = createEventsService(db, app.attachments);

  // Visitors see the active events only (the service's audience rule).
  registerResource(app, events, 'Event', eventCalls);

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
}
