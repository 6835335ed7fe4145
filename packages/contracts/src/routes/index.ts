/** Every API route by name ("<Domain>.<Call>", as the spec names its calls). */
import { eventRoutes } from './events.ts';
import { messageRoutes } from './messages.ts';
import { settingsRoutes } from './settings.ts';
import { subscriberRoutes } from './subscribers.ts';
import { pageRoutes } from './pages.ts';
import { blogRoutes } from './blogs.ts';
import { blogContentRoutes, contentOptionRoutes, pageContentRoutes } from './page-content.ts';
import { dynamicPageRoutes } from './dynamic-pages.ts';
import { bannerItemRoutes, bannerRoutes } from './banners.ts';
import { contentSectionRoutes } from './content-sections.ts';

export const routes = {
  ...eventRoutes,
  ...settingsRoutes,
  ...messageRoutes,
  ...subscriberRoutes,
  ...pageRoutes,
  ...blogRoutes,
  ...pageContentRoutes,
  ...blogContentRoutes,
  ...contentOptionRoutes,
  ...dynamicPageRoutes,
  ...bannerRoutes,
  ...bannerItemRoutes,
  ...contentSectionRoutes,
};
export type RouteName = keyof typeof routes;
