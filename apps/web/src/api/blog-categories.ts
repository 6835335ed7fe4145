/**
 * Blog categories (/BlogCategory/*), the tags blogs have and the staff who may be named as a
 * blog's author (decision 128). A change of a category reloads the blogs, which show its name.
 */
import { useQuery } from '@tanstack/react-query';
import { call } from './client.ts';
import { homeKeys } from './home.ts';
import { resource, sendBody } from './resource.ts';

const categories = resource('blogCategories', { alsoInvalidate: [['blogs'], homeKeys.all] });

export const useBlogCategories = categories.list(() => call('BlogCategory.GetAllBlogCategories'));

export const useCreateBlogCategory = categories.mutation(
  sendBody('BlogCategory.CreateBlogCategory'),
);

export const useUpdateBlogCategory = categories.mutation(
  sendBody('BlogCategory.UpdateBlogCategory'),
);

/** `moveTo`: the category its blogs move to (without it, a category in use is refused). */
export const useDeleteBlogCategory = categories.mutation(
  ({ id, moveTo }: { id: number; moveTo?: number }) =>
    call('BlogCategory.DeleteBlogCategory', { query: { blogCategoryId: id, moveTo } }),
);

/** Every tag blogs have: the editor suggests them. */
export const useBlogTags = () =>
  useQuery({ queryKey: ['blogs', 'tags'], queryFn: () => call('Blog.GetBlogTags') });

/** The staff an editor may name as a blog's author (`enabled`: only for those who may). */
export const useBlogAuthors = (enabled: boolean) =>
  useQuery({
    queryKey: ['blogs', 'authors'],
    queryFn: () => call('Blog.GetBlogAuthors'),
    enabled,
  });
