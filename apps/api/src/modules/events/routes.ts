/**
 * The Event.* endpoints (the table in @chamber/contracts), GetEventIcs and RepeatEvent included
 * (docs/api.md).
 */
import { eventCalls, repeatDayLabel, repeatMadeMessage } from '@chamber/contracts';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../../plugins/auth.ts';
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

  // Each copy is logged and kept as a revision like any creation (decision 137).
  endpoint(app, 'Event.RepeatEvent', async ({ body, request }) => {
    const { ids, title, copies, timeZone } = await events.repeat(body, userOf(request));
    for (const [index, id] of ids.entries()) {
      await app.activity.record(request, {
        action: 'create',
        type: 'event',
        itemId: id,
        summary: `Created event “${title}” (draft, repeating event ${body.id} on ${repeatDayLabel(copies[index].start, timeZone)})`,
      });
      await app.revisions.record(request, { type: 'event', itemId: id, kind: 'create' });
    }
    return { message: repeatMadeMessage(copies, timeZone), ids };
  });
}
