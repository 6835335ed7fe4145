import { route } from './route.ts';

export const subscriberRoutes = {
  'Newsletter.Subscribe': route('POST', '/api/Newsletter/Subscribe'),
  'Newsletter.GetAllSubscribers': route('GET', '/api/Newsletter/GetAllSubscribers'),
  'Newsletter.DeleteSubscriber': route('DELETE', '/api/Newsletter/DeleteSubscriber'),
};
