/** Every API route by name ("<Domain>.<Call>", as the spec names its calls). */
import { eventRoutes } from './events.ts';
import { dealRoutes } from './deals.ts';
import { registrationRoutes } from './registrations.ts';
import { pageRoutes } from './pages.ts';
import { blogRoutes } from './blogs.ts';
import { blogCategoryRoutes, blogReadingRoutes } from './blog-categories.ts';
import { blogContentRoutes, contentOptionRoutes, pageContentRoutes } from './page-content.ts';
import { dynamicPageRoutes } from './dynamic-pages.ts';
import { healthRoutes } from './health.ts';
import { userRoutes } from './users.ts';
import { messageRoutes } from './messages.ts';
import { settingsRoutes } from './settings.ts';
import { subscriberRoutes } from './subscribers.ts';
import { newsletterRoutes } from './newsletter.ts';
import { footerItemRoutes } from './footer-items.ts';
import { redirectRoutes } from './redirects.ts';
import { menuItemRoutes } from './menu-items.ts';
import { homeRoutes } from './home.ts';
import { searchRoutes } from './search.ts';
import { bannerItemRoutes, bannerRoutes } from './banners.ts';
import { contentSectionRoutes } from './content-sections.ts';
import { activityRoutes } from './activity.ts';
import { revisionRoutes } from './revisions.ts';
import { trashRoutes } from './trash.ts';
import { publishingRoutes } from './publishing.ts';
import { previewRoutes } from './preview.ts';
import { dashboardRoutes } from './dashboard.ts';
import { editingRoutes } from './editing.ts';
import { memberCategoryRoutes, memberRoutes } from './members.ts';
import { mediaRoutes } from './media.ts';

export const routes = {
  ...eventRoutes,
  ...dealRoutes,
  ...registrationRoutes,
  ...pageRoutes,
  ...blogRoutes,
  ...blogCategoryRoutes,
  ...blogReadingRoutes,
  ...pageContentRoutes,
  ...blogContentRoutes,
  ...contentOptionRoutes,
  ...dynamicPageRoutes,
  ...userRoutes,
  ...healthRoutes,
  ...settingsRoutes,
  ...messageRoutes,
  ...subscriberRoutes,
  ...newsletterRoutes,
  ...menuItemRoutes,
  ...footerItemRoutes,
  ...redirectRoutes,
  ...homeRoutes,
  ...searchRoutes,
  ...bannerRoutes,
  ...bannerItemRoutes,
  ...contentSectionRoutes,
  ...activityRoutes,
  ...revisionRoutes,
  ...trashRoutes,
  ...publishingRoutes,
  ...previewRoutes,
  ...dashboardRoutes,
  ...editingRoutes,
  ...memberRoutes,
  ...memberCategoryRoutes,
  ...mediaRoutes,
};
export type RouteName = keyof typeof routes;
