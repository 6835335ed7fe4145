import { route } from './route.ts';

export const previewRoutes = {
  'Preview.CreatePreviewLink': route('POST', '/api/Preview/CreatePreviewLink'),
  'Preview.GetPreviewLinks': route('GET', '/api/Preview/GetPreviewLinks'),
  'Preview.RevokePreviewLink': route('DELETE', '/api/Preview/RevokePreviewLink'),
};
