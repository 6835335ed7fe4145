import { route } from './route.ts';

export const healthRoutes = {
  'Health.GetHealth': route('GET', '/api/health'),
};
