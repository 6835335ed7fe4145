import { route } from './route.ts';

export const dashboardRoutes = {
  'Dashboard.GetDashboard': route('GET', '/api/Dashboard/GetDashboard'),
};
