import { route } from './route.ts';

export const blogRoutes = {
  'Blog.GetAllBlogs': route('GET', '/api/Blog/GetAllBlogs'),
  'Blog.GetBlogById': route('GET', '/api/Blog/GetBlogById'),
  'Blog.CreateBlog': route('POST', '/api/Blog/CreateBlog'),
  'Blog.UpdateBlog': route('PUT', '/api/Blog/UpdateBlog'),
  'Blog.DeleteBlog': route('DELETE', '/api/Blog/DeleteBlog'),
  'Blog.DeleteBannerImage': route('DELETE', '/api/Blog/DeleteBannerImage'),
  'Blog.DuplicateBlog': route('POST', '/api/Blog/DuplicateBlog'),
};
