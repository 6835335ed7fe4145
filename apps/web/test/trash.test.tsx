import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TrashEntry } from '@chamber/contracts';
import { daysLeft } from '../src/admin/trash/TrashScreen.tsx';
import { loadScreens, openAs, openWith, type Routes } from './helpers.tsx';
import { cellTexts, confirmRowAction, sentBody, sentParam, toastOf } from './list-helpers.ts';

const DAY = 86_400_000;
const page: TrashEntry = {
  type: 'page',
  id: 5,
  name: 'Membership',
  deletedOn: new Date(Date.now() - 2 * DAY).toISOString(),
  deletedById: 2,
  deletedByName: 'Carla Clerk',
  expiresOn: new Date(Date.now() + 28 * DAY - 60_000).toISOString(),
  withIt: ['2 content entries', '1 menu item'],
};
const link: TrashEntry = { ...page, type: 'footerItem', id: 5, name: 'Contact', withIt: [] };

const TRASH_PATH = '/cms/management/trash';
const trashList = { 'GET /api/Trash/GetTrash': [page, link] };

const rowOf = (name: string) =>
  within(screen.getByRole('table', { name: 'Trash' }))
    .getByRole('cell', { name })
    .closest('tr')!;

beforeAll(() => loadScreens(TRASH_PATH, '/cms/management/pages', '/cms/management/footer-items'));

describe('trash screen', () => {
  it('lists what was deleted, by whom and how long it stays; Restore puts it back', async () => {
    const user = userEvent.setup();
    const { calls } = openWith(trashList, TRASH_PATH, {
      'POST /api/Trash/RestoreFromTrash': {
        message: '“Membership” was restored.',
        notes: ['“Benefits” was restored without its parent menu item, which was deleted.'],
      },
    });
    await screen.findByRole('cell', { name: 'Membership' });
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Actions',
      'Name',
      'Type',
      'Deleted with it',
      'Deleted by',
      'Deleted on',
      'Days left',
    ]);
    const cells = cellTexts(rowOf('Membership'));
    expect(cells.slice(0, 4)).toEqual([
      'Membership',
      'Page',
      '2 content entries, 1 menu item',
      'Carla Clerk',
    ]);
    expect(cells[5]).toBe('28 days');

    await user.click(within(rowOf('Membership')).getByRole('button', { name: 'Restore' }));
    await toastOf('“Membership” was restored.');
    await toastOf('without its parent menu item');
    expect(sentBody(calls, '/api/Trash/RestoreFromTrash')).toEqual({ type: 'page', id: 5 });
  });

  it('lets an administrator delete forever after a confirmation', async () => {
    const user = userEvent.setup();
    const { calls } = openWith(trashList, TRASH_PATH, {
      'DELETE /api/Trash/DeleteForever': { message: '“Contact” was deleted forever.' },
    });
    await screen.findByRole('cell', { name: 'Contact' });
    await user.click(within(rowOf('Contact')).getByRole('button', { name: 'Delete forever' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete forever' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete forever' }));
    await toastOf('“Contact” was deleted forever.');
    const sent = calls.find((c) => c.path === '/api/Trash/DeleteForever')!.url.searchParams;
    expect([sent.get('type'), sent.get('id')]).toEqual(['footerItem', '5']);
  });

  it('offers no Delete forever to staff who are not administrators', async () => {
    openAs({ isAdmin: false, id: 2, username: 'clerk' }, TRASH_PATH, trashList);
    await screen.findByRole('cell', { name: 'Membership' });
    expect(within(rowOf('Membership')).getByRole('button', { name: 'Restore' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Delete forever' })).not.toBeInTheDocument();
  });

  it('counts the days left, "Today" on the last one', () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    expect(daysLeft('2026-11-27T11:00:00Z', now)).toBe('1 day');
    expect(daysLeft('2026-11-26T13:00:00Z', now)).toBe('1 day');
    expect(daysLeft('2026-11-26T11:00:00Z', now)).toBe('Today');
    expect(daysLeft('2026-12-26T12:00:00Z', now)).toBe('30 days');
  });
});

describe('a delete in any list', () => {
  const pages: Routes = {
    'GET /api/Page/GetAllPages': [
      {
        id: 5,
        name: 'Membership',
        title: 'Join',
        url: '/membership',
        isActive: true,
        isBannerVisible: false,
        bannerImageFilePath: null,
        bannerColor: '#000000',
        keywords: null,
        description: null,
        addedBy: 'Ada Admin',
        addedOn: '2026-01-01T00:00:00.000Z',
        version: 1,
      },
    ],
  };

  it('says where the item is used and that it goes to the trash; Undo in the toast restores it', async () => {
    const user = userEvent.setup();
    const { calls } = openWith(pages, '/cms/management/pages', {
      'GET /api/Trash/GetUsage': [
        { type: 'menuItem', id: 3, name: 'Join us' },
        { type: 'footerItem', id: 4, name: 'Members' },
      ],
      'DELETE /api/Page/DeletePage': { message: 'Page deleted successfully.' },
      'POST /api/Trash/RestoreFromTrash': { message: '“Membership” was restored.', notes: [] },
    });
    await screen.findByRole('cell', { name: 'Membership' });
    const row = screen.getByRole('cell', { name: 'Membership' }).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Page' });
    expect(await within(dialog).findByText('Menu item “Join us”')).toBeInTheDocument();
    expect(within(dialog).getByText('Footer item “Members”')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('It goes to the Trash, where it can be restored for 30 days.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    const toast = await toastOf('Page deleted successfully.');
    expect(sentParam(calls, '/api/Page/DeletePage', 'withUses')).toBe('true');
    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    await toastOf('“Membership” was restored.');
    expect(sentBody(calls, '/api/Trash/RestoreFromTrash')).toEqual({ type: 'page', id: 5 });
  });

  it('an item used nowhere is deleted without withUses', async () => {
    const user = userEvent.setup();
    const { calls } = openWith(pages, '/cms/management/pages', {
      'GET /api/Trash/GetUsage': [],
      'DELETE /api/Page/DeletePage': { message: 'Page deleted successfully.' },
    });
    await screen.findByRole('cell', { name: 'Membership' });
    await confirmRowAction(user, screen.getByRole('cell', { name: 'Membership' }).closest('tr')!, {
      button: 'Remove',
      title: 'Remove Page',
      question: 'It goes to the Trash',
    });
    await toastOf('Page deleted successfully.');
    expect(sentParam(calls, '/api/Page/DeletePage', 'withUses')).toBeNull();
  });
});

describe('a reorder', () => {
  it('has Undo in its toast, which sends the order as it was through the same Sort call', async () => {
    const user = userEvent.setup();
    const sorts: unknown[] = [];
    openWith(
      {
        'GET /api/FooterItem/GetAllFooterItems': [
          { id: 1, label: 'Contact', to: '/contact', isActive: true, sortOrder: 0, version: 1 },
          { id: 2, label: 'News', to: '/news', isActive: true, sortOrder: 1, version: 1 },
        ],
      },
      '/cms/management/footer-items',
      {
        'PUT /api/FooterItem/SortFooterItems': ({ body }) => {
          sorts.push(body);
          return new Response(JSON.stringify({ message: 'Footer items sorted successfully.' }), {
            headers: { 'Content-Type': 'application/json' },
          });
        },
      },
    );
    await screen.findByRole('cell', { name: 'News' });
    await user.click(screen.getByRole('button', { name: /^Sort/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const toast = await toastOf('Footer items sorted successfully.');
    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(sorts).toHaveLength(2));
    expect(sorts[1]).toEqual([
      { id: 1, sortOrder: 0 },
      { id: 2, sortOrder: 1 },
    ]);
  });
});
