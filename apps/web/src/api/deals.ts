/**
 * Hot Deals (/Deal/*): the staff list, one deal, create/update/delete, declining a proposal, and
 * the members a deal may belong to. Approving a proposal is publishing it (api/publishing.ts).
 */
import { useQuery } from '@tanstack/react-query';
import { call } from './client.ts';
import { resource, sendForm } from './resource.ts';

const deals = resource('deals');

export const dealKeys = deals.keys;

/** Every deal, proposals waiting for approval first. */
export const useDeals = deals.list(() => call('Deal.GetAllDeals'));

export const useDeal = deals.one((id) => call('Deal.GetDealById', { query: { id } }));

export const useCreateDeal = deals.mutation(sendForm('Deal.CreateDeal'));

export const useUpdateDeal = deals.mutation(sendForm('Deal.UpdateDeal'));

export const useDeleteDeal = deals.mutation((id: number) =>
  call('Deal.DeleteDeal', { query: { id } }),
);

export const useDeclineDeal = deals.mutation((id: number) =>
  call('Deal.DeclineDeal', { query: { id } }),
);

/** The members to choose from (those in the public directory), A–Z. */
export const useDealMembers = () =>
  useQuery({ queryKey: [...dealKeys.all, 'members'], queryFn: () => call('Deal.GetDealMembers') });
