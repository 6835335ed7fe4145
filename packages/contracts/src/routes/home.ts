import { route } from './route.ts';

export const homeRoutes = {
  'Home.GetCMSInfo': route('GET', '/api/Home/GetCMSInfo'),
};
