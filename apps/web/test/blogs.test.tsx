import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BlogDetails } from '@chamber/contracts';
import { listedRow, storedBlog } from './documents-helpers.ts';
import { expectLink, json, openWith } from './helpers.tsx';
import {
  confirmRowAction,
  saveThenAt,
  expectSentForm,
  sentParam,
  toastOf,
} from './list-helpers.ts';

const harborNews: BlogDetails = { ...storedBlog(), contentSections: [] };
const tideTables: BlogDetails = {
  ...harborNews,
  id: 8,
  name: 'Tide Tables',
  url: '/tide-tables',
  isActive: true,
  status: 'published',
  hasDraft: true,
  addedBy: 'Bob Editor',
  addedOn: '2026-03-22T12:00:00.000Z',
  author: { id: 3, name: 'Bob Editor', photo: null, bio: null },
  categories: [{ id: 5, name: 'Harbour Life', slug: 'harbour-life' }],
};

const open = (path: string, routes: Parameters<typeof openWith>[2] = {}) =>
  openWith(
    {
      'GET /api/Blog/GetAllBlogs': [harborNews, tideTables],
      'GET /api/BlogCategory/GetAllBlogCategories': [
        { id: 5, name: 'Harbour Life', slug: 'harbour-life', blogCount: 1, version: 1 },
      ],
    },
    path,
    routes,
  );

describe('blogs list', () => {
  // The spec's columns are checked in the browser (e2e/documents.ts).
  it('shows the added date spelled out, and removes after confirmation', async () => {
    const user = userEvent.setup();
    const { calls } = open('/cms/management/blogs', {
      'DELETE /api/Blog/DeleteBlog': () => json({ message: 'Blog was not found.' }, 404),
    });
    await screen.findByRole('cell', { name: 'Tide Tables' });
    const { row, cells } = listedRow('Tide Tables');
    expect(cells).toEqual([
      'Tide Tables',
      '/tide-tables',
      'Bob Editor',
      'Harbour Life',
      'Bob Editor',
      'March 22nd, 2026',
      'Published — unpublished changes',
    ]);
    expectLink('New Blog', '/cms/management/blog');

    await confirmRowAction(user, row, {
      button: 'Remove',
      title: 'Remove Blog',
      question: 'Are you sure you want to remove this blog?',
    });
    expect(await toastOf('Blog was not found.')).toHaveTextContent('Error');
    expect(sentParam(calls, '/api/Blog/DeleteBlog', 'id')).toBe('8');
  });
});

describe('blogs list filters', () => {
  it('narrows the list to one category or one author', async () => {
    const user = userEvent.setup();
    open('/cms/management/blogs');
    await screen.findByRole('cell', { name: 'Tide Tables' });
    expect(screen.getByRole('cell', { name: 'Harbor News' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Harbour Life' }));
    expect(await screen.findByRole('cell', { name: 'Tide Tables' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('cell', { name: 'Harbor News' })).not.toBeInTheDocument(),
    );
  });
});

describe('blog form', () => {
  it('has no title, keeps the spec message for a missing name, and opens the editor after create', async () => {
    const user = userEvent.setup();
    const { calls, router } = open('/cms/management/blog', {
      'POST /api/Blog/CreateBlog': { message: 'Blog created successfully.', id: 12 },
    });
    const name = await screen.findByRole('textbox', { name: /^Blog Name/ });
    expect(screen.queryByRole('textbox', { name: /Title/ })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Is Banner Visible?' })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Is Active?' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    // The spec really gives a blog name the menu item's message: see
    // docs/decisions/029-blog-name-message.md.
    expect(await screen.findByText('Menu Item Name is required')).toBeInTheDocument();

    await user.type(name, 'Port Stories');
    await user.type(screen.getByRole('textbox', { name: /^URL/ }), '/port-stories');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Tales from the quay');
    await user.type(screen.getByRole('textbox', { name: /^Excerpt/ }), 'Stories of the port.');
    await user.type(screen.getByRole('combobox', { name: /^Tags/ }), 'Harbour{Enter}');
    await saveThenAt(user, router, 'Save draft', {
      message: 'Draft saved. The blog is not on the site until you publish it.',
      path: '/cms/management/blog/edit/12',
    });
    const body = expectSentForm(calls, '/api/Blog/CreateBlog', {
      name: 'Port Stories',
      url: '/port-stories',
      description: 'Tales from the quay',
      draft: 'true',
      excerpt: 'Stories of the port.',
      tags: '["Harbour"]',
      categoryIds: '[]',
    });
    expect(body.has('title')).toBe(false);
  });

  it('edits a blog, saves it as a draft and returns to the list; a refused save is a warning', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const { calls, router } = open('/cms/management/blog/edit/7', {
      'GET /api/Blog/GetBlogById': harborNews,
      'PUT /api/Blog/UpdateBlog': () =>
        refuse
          ? json(
              { message: 'The URL must be a path', errors: { url: 'Use a path like /news' } },
              400,
            )
          : json({ message: 'Blog updated successfully.' }),
    });
    expect(await screen.findByRole('heading', { name: 'Blog content' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await toastOf('The URL must be a path')).toHaveTextContent('Warning');
    expect(screen.getByText('Use a path like /news')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cms/management/blog/edit/7');

    refuse = false;
    await saveThenAt(user, router, 'Save draft', {
      message: 'Draft saved. The blog is not on the site until you publish it.',
      path: '/cms/management/blogs',
    });
    const body = calls.findLast((c) => c.path === '/api/Blog/UpdateBlog')?.body as FormData;
    expect(body.get('id')).toBe('7');
    expect(body.get('draft')).toBe('true');
  });
});
