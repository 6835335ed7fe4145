import { route } from './route.ts';

export const dynamicPageRoutes = {
  'Home.GetDynamicPage': route('GET', '/api/Home/GetDynamicPage'),
  'Home.GetDynamicBlog': route('GET', '/api/Home/GetDynamicBlog'),
};
