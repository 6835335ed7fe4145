import { route } from './route.ts';

export const publishingRoutes = {
  'Publishing.Publish': route('POST', '/api/Publishing/Publish'),
  'Publishing.Unpublish': route('POST', '/api/Publishing/Unpublish'),
  'Publishing.PublishMany': route('POST', '/api/Publishing/PublishMany'),
  'Publishing.UnpublishMany': route('POST', '/api/Publishing/UnpublishMany'),
  'Publishing.GetParts': route('GET', '/api/Publishing/GetParts'),
};
