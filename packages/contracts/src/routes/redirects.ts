import { route } from './route.ts';

export const redirectRoutes = {
  'Redirect.GetAllRedirects': route('GET', '/api/Redirect/GetAllRedirects'),
  'Redirect.GetRedirectById': route('GET', '/api/Redirect/GetRedirectById'),
  'Redirect.CreateRedirect': route('POST', '/api/Redirect/CreateRedirect'),
  'Redirect.UpdateRedirect': route('PUT', '/api/Redirect/UpdateRedirect'),
  'Redirect.DeleteRedirect': route('DELETE', '/api/Redirect/DeleteRedirect'),
};
