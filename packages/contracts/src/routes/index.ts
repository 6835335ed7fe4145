/** Every API route by name ("<Domain>.<Call>", as the spec names its calls). */
import { eventRoutes } from './events.ts';

export const routes = {
  ...eventRoutes,
};
export type RouteName = keyof typeof routes;
