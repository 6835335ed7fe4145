/** Blogs (the Blog.* calls): the same hooks as pages, see `createDocumentApi`. */
import { call } from './client.ts';
import { createDocumentApi } from './pages.ts';

/**
 * A blog form as multipart: its lists as JSON texts, so an emptied list is sent as empty (a list
 * left out would keep what the blog had).
 */
const asMultipart = <F extends { categoryIds?: unknown; tags?: unknown }>(form: F) => ({
  ...form,
  categoryIds: form.categoryIds === undefined ? undefined : JSON.stringify(form.categoryIds),
  tags: form.tags === undefined ? undefined : JSON.stringify(form.tags),
});

export const blogsApi = createDocumentApi({
  key: 'blogs',
  calls: {
    // An empty isActive means all.
    list: () => call('Blog.GetAllBlogs', { query: { isActive: '' } }),
    get: (blogId) => call('Blog.GetBlogById', { query: { blogId } }),
    create: (form) => call('Blog.CreateBlog', { form: asMultipart(form) }),
    update: (form) => call('Blog.UpdateBlog', { form: asMultipart(form) }),
    delete: (query) => call('Blog.DeleteBlog', { query }),
    deleteBannerImage: (blogId) => call('Blog.DeleteBannerImage', { query: { blogId } }),
    duplicate: (id) => call('Blog.DuplicateBlog', { body: { id } }),
  },
  alsoShownIn: [],
});
