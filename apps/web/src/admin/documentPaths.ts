/**
 * The routes of the page and blog screens. Their own screens and the content editors (which lead
 * back to the page or blog a section belongs to) both link to them, so they live below either.
 */
export const pagePaths = {
  list: '/cms/management/pages',
  new: '/cms/management/page',
  edit: (id: number) => `/cms/management/page/edit/${id}`,
};

export const blogPaths = {
  list: '/cms/management/blogs',
  new: '/cms/management/blog',
  edit: (id: number) => `/cms/management/blog/edit/${id}`,
};
