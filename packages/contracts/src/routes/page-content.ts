/** The content lists of pages and blogs, and what the add-content picker offers for each. */
import { route } from './route.ts';

export const pageContentRoutes = {
  'Page.AssignContentSectionToPage': route('POST', '/api/Page/AssignContentSectionToPage'),
  'Page.UnassignContentSection': route('DELETE', '/api/Page/UnassignContentSection'),
  'Page.SortPageContentSections': route('PUT', '/api/Page/SortPageContentSections'),
};

export const blogContentRoutes = {
  'Blog.AssignContentSectionToBlog': route('POST', '/api/Blog/AssignContentSectionToBlog'),
  'Blog.UnassignContentSection': route('DELETE', '/api/Blog/UnassignContentSection'),
  'Blog.SortBlogContentSections': route('PUT', '/api/Blog/SortBlogContentSections'),
};

export const contentOptionRoutes = {
  'ContentSection.GetContentSectionOptions': route(
    'GET',
    '/api/ContentSection/GetContentSectionOptions',
  ),
  'ContentSection.GetContentSectionOptionsForBlog': route(
    'GET',
    '/api/ContentSection/GetContentSectionOptionsForBlog',
  ),
};
