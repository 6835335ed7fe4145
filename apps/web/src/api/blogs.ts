/** Blogs (the Blog.* calls): the same hooks as pages, see `createDocumentApi`. */
import { call } from './client.ts';
import { createDocumentApi } from './pages.ts';

export const blogsApi = createDocumentApi({
  key: 'blogs',
  calls: {
    // An empty isActive means all.
    list: () => call('Blog.GetAllBlogs', { query: { isActive: '' } }),
    get: (blogId) => call('Blog.GetBlogById', { query: { blogId } }),
    create: (form) => call('Blog.CreateBlog', { form }),
    update: (form) => call('Blog.UpdateBlog', { form }),
    delete: (query) => call('Blog.DeleteBlog', { query }),
    deleteBannerImage: (blogId) => call('Blog.DeleteBannerImage', { query: { blogId } }),
  },
  alsoShownIn: [],
});
