/**
 * Hot Deals as visitors see them (decision 144): the current deals, one deal, and the members the
 * proposal form offers. Each starts from the copy inlined into the server-drawn page; loads are
 * silent (the screens show an empty state or "not found").
 */
import { call } from './client.ts';
import { dealKeys } from './deals.ts';
import { useVisitorQuery } from './inlined.ts';
import { resourceKeys } from './resource.ts';

// Under the deals keys, so staff changes to deals also refresh what visitors see.
const publicDealKeys = resourceKeys([...dealKeys.all, 'public']);

export const usePublicDeals = () =>
  useVisitorQuery('deals', null, {
    queryKey: publicDealKeys.list(),
    queryFn: () => call('Deal.GetPublicDeals', { asVisitor: true }),
  });

export const usePublicDeal = (id: number) =>
  useVisitorQuery('deal', id, {
    queryKey: publicDealKeys.detail(id),
    queryFn: () => call('Deal.GetPublicDeal', { query: { id }, asVisitor: true }),
    enabled: Number.isInteger(id) && id > 0,
  });

export const useProposalMembers = () =>
  useVisitorQuery('dealMembers', null, {
    queryKey: [...publicDealKeys.all, 'members'],
    queryFn: () => call('Deal.GetDealMembers', { asVisitor: true }),
  });
