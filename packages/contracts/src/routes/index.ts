/** Every API route by name ("<Domain>.<Call>", as the spec names its calls). */
import { eventRoutes } from './events.ts';
import { bannerItemRoutes, bannerRoutes } from './banners.ts';
import { contentSectionRoutes } from './content-sections.ts';

export const routes = {
  ...eventRoutes,
  ...bannerRoutes,
  ...bannerItemRoutes,
  ...contentSectionRoutes,
};
export type RouteName = keyof typeof routes;
