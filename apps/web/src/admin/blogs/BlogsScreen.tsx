import { useCallback, useMemo, useState } from 'react';
import { Group, Select, Stack } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { Blog } from '@chamber/contracts';
import { useBlogCategories } from '../../api/blog-categories.ts';
import { blogsApi } from '../../api/blogs.ts';
import { DocumentsList } from '../pages/DocumentsList.tsx';
import { dateColumn, formatLongDate } from '../../components/dates.ts';
import { blogKind } from './blogKind.ts';

const columns: ColumnDef<Blog, string>[] = [
  { accessorKey: 'name', header: 'Blog Name' },
  { accessorKey: 'url', header: 'URL' },
  { id: 'author', header: 'Author', accessorFn: (blog) => blog.author?.name ?? '' },
  {
    id: 'categories',
    header: 'Categories',
    accessorFn: (blog) => blog.categories.map((category) => category.name).join(', '),
  },
  { id: 'addedBy', header: 'Added By', accessorFn: (blog) => blog.addedBy ?? '' },
  dateColumn('addedOn', 'Added On', (blog) => blog.addedOn, formatLongDate),
];

/**
 * /cms/management/blogs: the blog list (view, remove, New Blog), narrowed by author and category
 * as well as by status (decision 128).
 */
export function BlogsScreen() {
  const [authorId, setAuthorId] = useState<string | null>(null);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const blogs = blogsApi.useList();
  const categories = useBlogCategories();
  const authors = useMemo(() => {
    const named = new Map<number, string>();
    for (const blog of blogs.data ?? [])
      if (blog.author) named.set(blog.author.id, blog.author.name);
    return [...named].sort((a, b) => a[1].localeCompare(b[1]));
  }, [blogs.data]);
  const narrow = useCallback(
    (rows: Blog[]) =>
      rows.filter(
        (blog) =>
          (authorId === null || String(blog.author?.id) === authorId) &&
          (categoryId === null ||
            blog.categories.some((category) => String(category.id) === categoryId)),
      ),
    [authorId, categoryId],
  );
  return (
    <Stack gap="md">
      <Group>
        <Select
          label="Author"
          placeholder="Any author"
          data={authors.map(([id, name]) => ({ value: String(id), label: name }))}
          value={authorId}
          onChange={setAuthorId}
          clearable
          searchable
        />
        <Select
          label="Category"
          placeholder="Any category"
          data={(categories.data ?? []).map((category) => ({
            value: String(category.id),
            label: category.name,
          }))}
          value={categoryId}
          onChange={setCategoryId}
          clearable
          searchable
        />
      </Group>
      <DocumentsList kind={blogKind} label="Blogs" columns={columns} narrow={narrow} />
    </Stack>
  );
}
