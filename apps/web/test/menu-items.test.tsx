import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MenuItem, Page } from '@chamber/contracts';
import { expectLink, json, openWith, type Routes } from './helpers.tsx';
import {
  clickAndSee,
  confirmRowAction,
  saveThenAt,
  sentBody,
  sentParam,
  toastOf,
} from './list-helpers.ts';

const page = (id: number, name: string): Page => ({
  id,
  version: 1,
  name,
  title: null,
  url: `/${name.toLowerCase().replace(/ /g, '-')}`,
  isBannerVisible: true,
  bannerImageFilePath: null,
  bannerColor: '#000000',
  keywords: null,
  description: null,
  isActive: true,
  addedBy: 'Ada Admin',
  addedOn: '2026-01-01T00:00:00.000Z',
});
const pages = [page(1, 'About Us'), page(2, 'Visit Bayport')];

const item = (fields: Partial<MenuItem> & Pick<MenuItem, 'id' | 'name'>): MenuItem => ({
  version: 1,
  pageId: null,
  pageName: null,
  parentMenuItemId: null,
  parentMenuItem: null,
  customLink: null,
  openInNewTab: false,
  isActive: true,
  status: fields.isActive === false ? 'draft' : 'published',
  hasDraft: false,
  sortOrder: 0,
  assignedMenuItems: [],
  ...fields,
});
const about = item({
  id: 1,
  name: 'About',
  pageId: 1,
  pageName: 'About Us',
  assignedMenuItems: [
    { id: 3, name: 'News', pageName: null, isActive: true, sortOrder: 0 },
    { id: 4, name: 'Board', pageName: 'About Us', isActive: false, sortOrder: 1 },
  ],
});
const news = item({
  id: 3,
  name: 'News',
  customLink: '/news',
  parentMenuItemId: 1,
  parentMenuItem: { id: 1, name: 'About' },
});
const board = item({
  id: 4,
  name: 'Board',
  pageId: 1,
  pageName: 'About Us',
  isActive: false,
  parentMenuItemId: 1,
  parentMenuItem: { id: 1, name: 'About' },
  sortOrder: 1,
});
const contact = item({
  id: 2,
  name: 'Contact',
  customLink: 'https://example.com/contact',
  openInNewTab: true,
  sortOrder: 1,
});
const menu = [about, news, board, contact];

/** Opens `path` signed in, with the menu, its pages and the site info to load. */
function open(path: string, routes: Routes = {}) {
  const lists = { 'GET /api/MenuItem/GetAllMenuItems': menu, 'GET /api/Page/GetAllPages': pages };
  return openWith(lists, path, routes);
}

/** The row whose name column (after Actions) reads `name`. */
const rowOf = (tableName: string, name: string) =>
  within(screen.getByRole('table', { name: tableName }))
    .getAllByRole('row')
    .find((row) => within(row).queryAllByRole('cell')[1]?.textContent === name)!;
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('menu items list', () => {
  // The spec's columns are checked in the browser (e2e/menu-items.spec.ts).
  it('shows a dash for items without a parent, and Yes/No flags', async () => {
    open('/cms/management/menu-items');
    await screen.findByRole('cell', { name: 'News' });
    expect(cellsOf(rowOf('Menu Items', 'About')).slice(1)).toEqual([
      'About',
      'About Us',
      '-',
      'No',
      'Published',
      '1',
    ]);
    expect(cellsOf(rowOf('Menu Items', 'Board')).slice(1)).toEqual([
      'Board',
      'About Us',
      'About',
      'No',
      'Draft',
      '1.2',
    ]);
    expect(cellsOf(rowOf('Menu Items', 'Contact')).slice(1, 5)).toEqual([
      'Contact',
      '',
      '-',
      'Yes',
    ]);
    expectLink('View', '/cms/management/menu-item/edit/3', rowOf('Menu Items', 'News'));
    expectLink('New Menu Item', '/cms/management/menu-item');
  });

  it('lists the menu in its order: each sub-menu item under its parent, with its place', async () => {
    // However the call orders them.
    openWith(
      { 'GET /api/MenuItem/GetAllMenuItems': [contact, board, about, news] },
      '/cms/management/menu-items',
    );
    await screen.findByRole('cell', { name: 'News' });
    const rows = within(screen.getByRole('table', { name: 'Menu Items' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => cellsOf(row))
      .map((cells) => [cells[1], cells.at(-1)]);
    expect(rows).toEqual([
      ['About', '1'],
      ['News', '1.1'],
      ['Board', '1.2'],
      ['Contact', '2'],
    ]);
  });

  it('deletes after confirmation; a refusal is an error toast', async () => {
    const user = userEvent.setup();
    const { calls } = open('/cms/management/menu-items', {
      'DELETE /api/MenuItem/DeleteMenuItem': () =>
        json({ message: '"About" still has assigned menu items.' }, 409),
    });
    await screen.findByRole('cell', { name: 'News' });
    await confirmRowAction(user, rowOf('Menu Items', 'About'), {
      button: 'Delete',
      title: 'Delete Menu Item',
      question: 'Are you sure you want to remove this menu item?',
    });
    expect(await toastOf('"About" still has assigned menu items.')).toHaveTextContent('Error');
    expect(sentParam(calls, '/api/MenuItem/DeleteMenuItem', 'id')).toBe('1');
  });

  it('sorts only the top-level items', async () => {
    const user = userEvent.setup();
    const { calls } = open('/cms/management/menu-items', {
      'PUT /api/MenuItem/SortMenuItems': { message: 'Menu items sorted successfully.' },
    });
    await screen.findByRole('cell', { name: 'News' });
    await user.click(screen.getByRole('button', { name: 'Sort Items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sort Items' });
    const list = within(dialog).getByRole('list', { name: 'Items in order' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1.About', '2.Contact']);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Menu items sorted successfully.')).toBeInTheDocument();
    expect(sentBody(calls, '/api/MenuItem/SortMenuItems')).toEqual([
      { id: 1, sortOrder: 0 },
      { id: 2, sortOrder: 1 },
    ]);
  });
});

describe('menu item form', () => {
  it('starts as a draft, not in a new tab; a page and a custom link exclude each other', async () => {
    const user = userEvent.setup();
    open('/cms/management/menu-item');
    const name = await screen.findByRole('textbox', { name: /^Menu Item Name/ });
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Open In A New Tab?' })).not.toBeChecked();
    expect(screen.queryByRole('table', { name: 'Assigned Menu Items' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Return to Listing' })).toBeNull();

    await clickAndSee(user, 'Save draft', 'Menu Item Name is required');
    await user.type(name, 'Events');

    const pageSelect = screen.getByRole('combobox', { name: 'Assigned Page' });
    const link = screen.getByRole('combobox', { name: 'Custom Link' });
    await user.type(link, '/events');
    expect(pageSelect).toBeDisabled();
    await user.clear(link);
    expect(pageSelect).toBeEnabled();

    await user.click(pageSelect);
    await user.click(await screen.findByRole('option', { name: 'Visit Bayport' }));
    expect(screen.queryByRole('combobox', { name: 'Custom Link' })).toBeNull();
  });

  it('creates an item and opens its edit screen, so children can be assigned', async () => {
    const user = userEvent.setup();
    const { calls, router } = open('/cms/management/menu-item', {
      'POST /api/MenuItem/CreateMenuItem': { message: 'Menu item created successfully.', id: 9 },
    });
    await user.type(await screen.findByRole('textbox', { name: /^Menu Item Name/ }), 'Visit');
    await user.click(screen.getByRole('combobox', { name: 'Assigned Page' }));
    await user.click(await screen.findByRole('option', { name: 'Visit Bayport' }));
    await user.click(screen.getByRole('combobox', { name: 'Parent Menu Item' }));
    await user.click(await screen.findByRole('option', { name: 'Contact' }));
    await saveThenAt(user, router, 'Save draft', {
      message: 'Draft saved. The menu item is not on the site until you publish it.',
      path: '/cms/management/menu-item/edit/9',
    });
    expect(sentBody(calls, '/api/MenuItem/CreateMenuItem')).toEqual({
      name: 'Visit',
      pageId: 2,
      parentMenuItemId: 2,
      customLink: null,
      openInNewTab: false,
      isActive: true,
      draft: true,
    });
  });

  it('offers as parents only other top-level items, and locks the parent of an item with children', async () => {
    const user = userEvent.setup();
    open('/cms/management/menu-item/edit/1', { 'GET /api/MenuItem/GetMenuItemById': about });
    const parent = await screen.findByRole('combobox', { name: 'Parent Menu Item' });
    expect(parent).toBeDisabled();
    expect(screen.getByText('An item with assigned menu items cannot have a parent')).toBeVisible();
    // A page is chosen, so no custom link is offered.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Assigned Page' })).toHaveValue('About Us'),
    );
    expect(screen.queryByRole('combobox', { name: 'Custom Link' })).toBeNull();

    const table = screen.getByRole('table', { name: 'Assigned Menu Items' });
    expect(cellsOf(rowOf('Assigned Menu Items', 'Board')).slice(1)).toEqual([
      'Board',
      'About Us',
      'No',
    ]);
    expect(within(table).getAllByRole('link', { name: 'View' })[0]).toHaveAttribute(
      'href',
      '/cms/management/menu-item/edit/3',
    );
    expect(screen.getByRole('button', { name: 'Return to Listing' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sort Menu Items' }));
    const sort = await screen.findByRole('dialog', { name: 'Sort Menu Items' });
    expect(
      within(sort)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1.News', '2.Board']);
  });

  it('lists the other top-level items as parents of a childless item', async () => {
    const user = userEvent.setup();
    open('/cms/management/menu-item/edit/2', { 'GET /api/MenuItem/GetMenuItemById': contact });
    const parent = await screen.findByRole('combobox', { name: 'Parent Menu Item' });
    expect(parent).toBeEnabled();
    expect(screen.getByRole('combobox', { name: 'Assigned Page' })).toBeDisabled();
    await user.click(parent);
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['About']);
  });

  it('shows no assigned items for an item that has a parent', async () => {
    open('/cms/management/menu-item/edit/3', { 'GET /api/MenuItem/GetMenuItemById': news });
    expect(await screen.findByRole('combobox', { name: 'Custom Link' })).toHaveValue('/news');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Parent Menu Item' })).toHaveValue('About'),
    );
    expect(screen.queryByRole('table', { name: 'Assigned Menu Items' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Assign New' })).toBeNull();
  });

  it('shows a refused save as a warning with the message under its field, and Cancel restores', async () => {
    const user = userEvent.setup();
    const { router } = open('/cms/management/menu-item/edit/2', {
      'GET /api/MenuItem/GetMenuItemById': contact,
      'PUT /api/MenuItem/UpdateMenuItems': () =>
        json(
          {
            message: 'The chosen parent menu item does not exist.',
            errors: { parentMenuItemId: 'The chosen parent menu item does not exist.' },
          },
          400,
        ),
    });
    const name = await screen.findByRole('textbox', { name: /^Menu Item Name/ });
    await user.clear(name);
    await user.type(name, 'Reach Us');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const toast = await toastOf('The chosen parent menu item does not exist.');
    expect(toast).toHaveTextContent('Warning');
    expect(screen.getAllByText('The chosen parent menu item does not exist.')).toHaveLength(2);
    expect(router.state.location.pathname).toBe('/cms/management/menu-item/edit/2');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(name).toHaveValue('Contact');
  });

  it('assigns candidates through Assign New', async () => {
    const user = userEvent.setup();
    const { calls } = open('/cms/management/menu-item/edit/1', {
      'GET /api/MenuItem/GetMenuItemById': about,
      'GET /api/MenuItem/GetMenuItemsWithNoParentOrChild': [contact],
      'PUT /api/MenuItem/AssignParentMenuItem': { message: 'Menu items assigned successfully.' },
    });
    await user.click(await screen.findByRole('button', { name: 'Assign New' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Menu Items' });
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog).findByText('Please select at least one menu item')).toBeVisible();

    await user.click(within(dialog).getByRole('combobox', { name: /^Menu Items/ }));
    await user.click(await screen.findByRole('option', { name: 'Contact' }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Menu items assigned successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const candidates = calls.find(
      (c) => c.path === '/api/MenuItem/GetMenuItemsWithNoParentOrChild',
    )!;
    expect(candidates.url.searchParams.get('parentId')).toBe('1');
    expect(sentBody(calls, '/api/MenuItem/AssignParentMenuItem')).toEqual({
      parentId: 1,
      childMenuItemIds: [2],
    });
  });

  it('removes a child after confirmation; a refusal is a warning', async () => {
    const user = userEvent.setup();
    const { calls } = open('/cms/management/menu-item/edit/1', {
      'GET /api/MenuItem/GetMenuItemById': about,
      'DELETE /api/MenuItem/RemoveParentMenuItem': () =>
        json({ message: 'Menu item has no parent.' }, 400),
    });
    await screen.findByRole('table', { name: 'Assigned Menu Items' });
    await confirmRowAction(user, rowOf('Assigned Menu Items', 'News'), {
      button: 'Remove',
      title: 'Remove Menu Item',
      question: 'Are you sure you want to remove "News" from "About"?',
    });
    expect(await toastOf('Menu item has no parent.')).toHaveTextContent('Warning');
    expect(sentParam(calls, '/api/MenuItem/RemoveParentMenuItem', 'menuItemId')).toBe('3');
  });
});
