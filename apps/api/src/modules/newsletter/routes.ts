/**
 * The Newsletter.* endpoints of announcements (the table in @chamber/contracts), the sending queue
 * and the pages of the e-mailed links.
 */
import type { AnnouncementAudience } from '@chamber/contracts';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../lib/resource.ts';
import { newOpaqueToken } from '../../lib/tokens.ts';
import { userOf } from '../../plugins/auth.ts';
import { endpoint } from '../../plugins/endpoints.ts';
import { createSubscribersService } from '../subscribers/service.ts';
import type { ModuleOptions } from '../types.ts';
import { announcementMail } from './mail.ts';
import { newsletterPages } from './pages.ts';
import { siteOf, startDeliveryQueue } from './queue.ts';
import { createAnnouncementsService } from './service.ts';

export async function newsletterRoutes(app: FastifyInstance, options: ModuleOptions) {
  const { db, config, mailer } = options;
  const announcements = createAnnouncementsService(db);
  const queue = startDeliveryQueue(app, options);

  registerResource(app, announcements, 'Announcement', {
    list: 'Newsletter.GetAnnouncements',
    get: 'Newsletter.GetAnnouncement',
    create: 'Newsletter.CreateAnnouncement',
    update: 'Newsletter.UpdateAnnouncement',
    remove: 'Newsletter.DeleteAnnouncement',
  });

  endpoint(app, 'Newsletter.SendAnnouncement', async ({ body, request }) => {
    const { count, subject } = await announcements.send(body.id, userOf(request).fullName);
    await app.activity.record(request, {
      action: 'publish',
      type: 'announcement',
      itemId: body.id,
      summary: `Sent announcement “${subject}” to ${count} subscriber${count === 1 ? '' : 's'}`,
    });
    queue.kick();
    return {
      message: `Sending to ${count} subscriber${count === 1 ? '' : 's'}. You can follow the progress here.`,
    };
  });

  // At once, to the staff member's own address only: how it will look in an inbox. Its unsubscribe
  // link leads nowhere (no delivery has its token).
  endpoint(app, 'Newsletter.SendTestAnnouncement', async ({ body, request }) => {
    const announcement = await announcements.get(body.id);
    const { email } = await db
      .selectFrom('users')
      .select('email')
      .where('id', '=', userOf(request).id)
      .executeTakeFirstOrThrow();
    const mail = announcementMail(
      await siteOf(db, config),
      { ...announcement, topic: announcement.topic as AnnouncementAudience },
      email,
      newOpaqueToken().token,
    );
    await mailer.send({ ...mail, subject: `[Test] ${mail.subject}` });
    return { message: `A test was sent to ${email}.` };
  });

  await app.register(newsletterPages, {
    subscribers: createSubscribersService(db),
    // Mail providers post one-click unsubscribes from few addresses: a wide limit, which still
    // bounds the work one address can cause.
    rateLimit: { max: config.publicFormLimit * 20, timeWindow: '10 minutes' },
  });
}
