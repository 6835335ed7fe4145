import { route } from './route.ts';

export const mediaRoutes = {
  'Media.GetAll': route('GET', '/api/Media/GetAll'),
  'Media.Get': route('GET', '/api/Media/Get'),
  'Media.Upload': route('POST', '/api/Media/Upload'),
  'Media.Update': route('POST', '/api/Media/Update'),
  'Media.Replace': route('POST', '/api/Media/Replace'),
  'Media.Delete': route('DELETE', '/api/Media/Delete'),
};
