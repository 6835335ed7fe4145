import { route } from './route.ts';

export const searchRoutes = {
  'Home.Search': route('GET', '/api/Home/Search'),
};
