/** Blogs (/Blog/*): the same calls as pages, see `createDocumentApi`. */
import type { Blog } from '@chamber/contracts';
import { createDocumentApi } from './pages.ts';

export const blogsApi = createDocumentApi<Blog>({
  key: 'blogs',
  idQuery: 'blogId',
  paths: {
    list: '/Blog/GetAllBlogs',
    get: '/Blog/GetBlogById',
    create: '/Blog/CreateBlog',
    update: '/Blog/UpdateBlog',
    delete: '/Blog/DeleteBlog',
    deleteBannerImage: '/Blog/DeleteBannerImage',
  },
  alsoShownIn: [],
});
