import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, openWith } from './helpers.tsx';
import { cellTexts, openDialog, sentBody, sentParam, toastOf } from './list-helpers.ts';

const harbour = { id: 5, name: 'Harbour Life', slug: 'harbour-life', blogCount: 1, version: 2 };
const recipes = { id: 6, name: 'Recipes', slug: 'recipes', blogCount: 0, version: 1 };
const retail = { id: 7, name: 'Retail', slug: 'retail', memberCount: 3, version: 1 };
const marine = { id: 8, name: 'Marine', slug: 'marine', memberCount: 1, version: 4 };
const empty = { id: 9, name: 'Non-profit', slug: 'non-profit', memberCount: 0, version: 1 };

const rowOf = async (name: string) =>
  (await screen.findByRole('cell', { name })).closest('tr') as HTMLElement;

describe('blog categories', () => {
  it('lists each with its address and count, renames one, and moves its blogs on delete', async () => {
    const user = userEvent.setup();
    const { calls } = openWith(
      { 'GET /api/BlogCategory/GetAllBlogCategories': [harbour, recipes] },
      '/cms/management/blog-categories',
      {
        'PUT /api/BlogCategory/UpdateBlogCategory': {
          message: 'Blog category updated successfully.',
        },
        'DELETE /api/BlogCategory/DeleteBlogCategory': {
          message: 'Blog category deleted successfully.',
        },
      },
    );
    expect(cellTexts(await rowOf('Harbour Life'))).toEqual([
      'Harbour Life',
      '/blogs-and-reviews?category=harbour-life',
      '1 blog',
      'Delete',
    ]);
    expect(cellTexts(await rowOf('Recipes'))).toContain('0 blogs');

    await user.click(within(await rowOf('Harbour Life')).getByRole('button', { name: 'Edit' }));
    const rename = within(await screen.findByRole('dialog', { name: 'Rename Category' }));
    expect(rename.getByText('Its address on the site follows the new name.')).toBeVisible();
    const name = rename.getByRole('textbox', { name: /Category name/ });
    await user.clear(name);
    await user.type(name, 'Harbor Life');
    await user.click(rename.getByRole('button', { name: 'Save Changes' }));
    await toastOf('Blog category updated successfully.');
    expect(sentBody(calls, '/api/BlogCategory/UpdateBlogCategory')).toMatchObject({
      id: 5,
      name: 'Harbor Life',
      version: 2,
    });

    // In use: its blogs must go somewhere first.
    const remove = await openDialog(
      user,
      'Delete Harbour Life',
      'Delete Category',
      within(await rowOf('Harbour Life')),
    );
    expect(remove.getByText(/1 blog is in “Harbour Life”/)).toBeVisible();
    const go = remove.getByRole('button', { name: 'Move blogs and delete' });
    expect(go).toBeDisabled();
    await user.click(remove.getByRole('combobox', { name: 'Move its blogs to' }));
    await user.click(await screen.findByRole('option', { name: 'Recipes' }));
    await user.click(go);
    await toastOf('Blog category deleted successfully.');
    expect(sentParam(calls, '/api/BlogCategory/DeleteBlogCategory', 'blogCategoryId')).toBe('5');
    expect(sentParam(calls, '/api/BlogCategory/DeleteBlogCategory', 'moveTo')).toBe('6');
  });
});

describe('member categories', () => {
  it('lists each with its directory filter and count; only an empty one can be deleted', async () => {
    const user = userEvent.setup();
    const { calls } = openWith(
      { 'GET /api/MemberCategory/GetAllMemberCategories': [retail, marine, empty] },
      '/cms/management/member-categories',
      {
        'POST /api/MemberCategory/CreateMemberCategory': () =>
          json({ message: 'Member category created successfully.', id: 10 }),
        'DELETE /api/MemberCategory/DeleteMemberCategory': () =>
          json({ message: '1 member is in “Non-profit”: “Bayport Arts”. Move it first.' }, 409),
      },
    );
    expect(cellTexts(await rowOf('Retail'))).toEqual([
      'Retail',
      '/directory?category=retail',
      '3 members',
      'Delete',
    ]);
    expect(cellTexts(await rowOf('Marine'))).toContain('1 member');
    const inUse = within(await rowOf('Retail')).getByRole('button', { name: 'Delete Retail' });
    expect(inUse).toBeDisabled();
    expect(inUse).toHaveAttribute('title', 'Move its members to another category first');

    const add = await openDialog(user, 'New Category', 'New Category');
    expect(add.getByText('Visitors filter the member directory by it')).toBeVisible();
    await user.type(add.getByRole('textbox', { name: /Category name/ }), 'Shops');
    await user.click(add.getByRole('button', { name: 'Add Category' }));
    await toastOf('Member category created successfully.');
    expect(sentBody(calls, '/api/MemberCategory/CreateMemberCategory')).toEqual({ name: 'Shops' });

    // Empty as far as the list knows: deleted at once, and the server's refusal is a warning.
    const free = within(await rowOf('Non-profit')).getByRole('button', {
      name: 'Delete Non-profit',
    });
    expect(free).toBeEnabled();
    expect(free).not.toHaveAttribute('title');
    await user.click(free);
    expect(await toastOf('Move it first.')).toHaveTextContent('Bayport Arts');
    await waitFor(() =>
      expect(sentParam(calls, '/api/MemberCategory/DeleteMemberCategory', 'memberCategoryId')).toBe(
        '9',
      ),
    );
  });
});
