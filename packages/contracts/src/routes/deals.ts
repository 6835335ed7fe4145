import { route } from './route.ts';

export const dealRoutes = {
  'Deal.GetAllDeals': route('GET', '/api/Deal/GetAllDeals'),
  'Deal.GetDealById': route('GET', '/api/Deal/GetDealById'),
  'Deal.CreateDeal': route('POST', '/api/Deal/CreateDeal'),
  'Deal.UpdateDeal': route('PUT', '/api/Deal/UpdateDeal'),
  'Deal.DeleteDeal': route('DELETE', '/api/Deal/DeleteDeal'),
  'Deal.DeclineDeal': route('PUT', '/api/Deal/DeclineDeal'),
  'Deal.GetPublicDeals': route('GET', '/api/Deal/GetPublicDeals'),
  'Deal.GetPublicDeal': route('GET', '/api/Deal/GetPublicDeal'),
  'Deal.GetDealMembers': route('GET', '/api/Deal/GetDealMembers'),
  'Deal.ProposeDeal': route('POST', '/api/Deal/ProposeDeal'),
};
