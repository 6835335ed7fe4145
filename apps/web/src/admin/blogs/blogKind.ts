import { blogSchema, type Blog } from '@chamber/contracts';
import { blogsApi } from '../../api/blogs.ts';
import { blogPaths } from '../documentPaths.ts';
import { blogOwnFields } from './BlogWritingFields.tsx';
import type { DocumentKind } from '../pages/documentKind.ts';

/** Blogs: created first, then edited in their own screen, then back to the list. */
export const blogKind: DocumentKind<Blog> = {
  noun: 'Blog',
  owner: 'blog',
  hasTitle: false,
  schema: blogSchema,
  api: blogsApi,
  listPath: blogPaths.list,
  newPath: blogPaths.new,
  editPath: blogPaths.edit,
  afterCreate: 'edit',
  removeText: 'Are you sure you want to remove this blog?',
  own: blogOwnFields,
};
