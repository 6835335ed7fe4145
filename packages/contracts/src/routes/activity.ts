import { route } from './route.ts';

export const activityRoutes = {
  'Activity.GetActivity': route('GET', '/api/Activity/GetActivity'),
};
