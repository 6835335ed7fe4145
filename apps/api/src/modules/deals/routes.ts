/**
 * The Deal.* endpoints (the table in @chamber/contracts): staff's standard calls on the resource
 * core, Decline, the public list and page, the members to choose from and the proposal form's call.
 */
import { dealCalls, DEAL_PROPOSAL_FORM, DEAL_PROPOSED_MESSAGE } from '@chamber/contracts';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../lib/resource.ts';
import { endpoint } from '../../plugins/endpoints.ts';
import { publicForm } from '../../plugins/public-forms.ts';
import type { ModuleOptions } from '../types.ts';
import { chamberToday, createDealsService } from './service.ts';

/** How often the chamber's calendar is looked at for a new day. */
const NEW_DAY_CHECK_MS = 60_000;

export async function dealsRoutes(app: FastifyInstance, { db, config }: ModuleOptions) {
  const deals = createDealsService(db, app.attachments);

  registerResource(app, deals, 'Deal', dealCalls);

  endpoint(app, 'Deal.DeclineDeal', async ({ query, request }) => {
    const declined = await deals.decline(query.id);
    await app.activity.record(request, {
      action: 'update',
      type: 'deal',
      itemId: query.id,
      summary: `Declined the proposed deal “${declined.title}”`,
    });
    await app.revisions.record(request, { type: 'deal', itemId: query.id, kind: 'save' });
    return { message: 'The proposal was declined.' };
  });

  endpoint(app, 'Deal.GetPublicDeals', () => deals.current());
  endpoint(app, 'Deal.GetPublicDeal', ({ query }) => deals.currentOne(query.id));
  endpoint(app, 'Deal.GetDealMembers', () => deals.members());

  endpoint(
    app,
    'Deal.ProposeDeal',
    async ({ body, request }) => {
      // The hidden `website` field is only ever filled by bots: same answer, nothing kept.
      if (body.website) {
        request.log.info({ ip: request.ip }, 'deal proposal honeypot filled: proposal dropped');
        return { message: DEAL_PROPOSED_MESSAGE };
      }
      const id = await deals.propose(body);
      await app.activity.record(request, {
        action: 'create',
        type: 'deal',
        itemId: id,
        summary: `Received the proposed deal “${body.title}” from ${body.contactEmail}`,
      });
      await app.revisions.record(request, { type: 'deal', itemId: id, kind: 'create' });
      return { message: DEAL_PROPOSED_MESSAGE };
    },
    // As the contact form: a visitor's form, limited per address.
    { rateLimit: { max: config.publicFormLimit, timeWindow: '10 minutes' } },
  );
  // The /deals/propose page's form also works as a plain post (plugins/public-forms.ts).
  publicForm(app, DEAL_PROPOSAL_FORM, 'Deal.ProposeDeal');

  // Visitors' answers and pages are kept until the next write; a deal's last day ends without
  // one, so a new day on the chamber's calendar empties the cache too.
  let today = await chamberToday(db);
  const timer = setInterval(() => {
    void chamberToday(db)
      .then((now) => {
        if (now !== today) app.publicCache.invalidate();
        today = now;
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'reading the chamber day failed'));
  }, NEW_DAY_CHECK_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
