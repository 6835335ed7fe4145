import { route } from './route.ts';

export const blogCategoryRoutes = {
  'BlogCategory.GetAllBlogCategories': route('GET', '/api/BlogCategory/GetAllBlogCategories'),
  'BlogCategory.GetBlogCategoryById': route('GET', '/api/BlogCategory/GetBlogCategoryById'),
  'BlogCategory.CreateBlogCategory': route('POST', '/api/BlogCategory/CreateBlogCategory'),
  'BlogCategory.UpdateBlogCategory': route('PUT', '/api/BlogCategory/UpdateBlogCategory'),
  'BlogCategory.DeleteBlogCategory': route('DELETE', '/api/BlogCategory/DeleteBlogCategory'),
};

/** Tag suggestions for the blog editor, and the public list of blogs (filters and pages). */
export const blogReadingRoutes = {
  'Blog.GetBlogTags': route('GET', '/api/Blog/GetBlogTags'),
  'Blog.GetBlogAuthors': route('GET', '/api/Blog/GetBlogAuthors'),
  'Home.GetBlogList': route('GET', '/api/Home/GetBlogList'),
};
