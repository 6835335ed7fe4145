import { route } from './route.ts';

export const publishingRoutes = {
  'Publishing.Publish': route('POST', '/api/Publishing/Publish'),
  'Publishing.Unpublish': route('POST', '/api/Publishing/Unpublish'),
};
