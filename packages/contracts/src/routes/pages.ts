import { route } from './route.ts';

export const pageRoutes = {
  'Page.GetAllPages': route('GET', '/api/Page/GetAllPages'),
  'Page.GetPageById': route('GET', '/api/Page/GetPageById'),
  'Page.CreatePage': route('POST', '/api/Page/CreatePage'),
  'Page.UpdatePage': route('PUT', '/api/Page/UpdatePage'),
  'Page.DeletePage': route('DELETE', '/api/Page/DeletePage'),
  'Page.DeleteBannerImage': route('DELETE', '/api/Page/DeleteBannerImage'),
  'Page.DuplicatePage': route('POST', '/api/Page/DuplicatePage'),
};
