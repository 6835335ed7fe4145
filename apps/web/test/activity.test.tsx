import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import type { ActivityEntry, User } from '@chamber/contracts';
import { adminUser, expectAllShown, loadScreens, openAs, type Routes } from './helpers.tsx';
import { cellTexts } from './list-helpers.ts';

const PATH = '/admin/management/activity';
const LIST = '/api/Activity/GetActivity';

beforeAll(() => loadScreens(PATH));

const clerk: User = {
  ...adminUser,
  id: 2,
  username: 'clerk',
  fullName: 'Carla Clerk',
  firstName: 'Carla',
  lastName: 'Clerk',
  isAdmin: false,
};

/** 25 Nov 2026, 10:42 in the time zone the test runs in: the screen shows local time. */
const at = new Date(2026, 10, 25, 10, 42).toISOString();
const created: ActivityEntry = {
  id: 7,
  at,
  userId: 2,
  userName: 'Carla Clerk',
  action: 'create',
  type: 'footerItem',
  itemId: 3,
  summary: 'Created footer item “Join us”',
  address: '203.0.113.7',
};
const failed: ActivityEntry = {
  id: 6,
  at: new Date(2026, 10, 24, 18, 5).toISOString(),
  userId: null,
  userName: 'nobody',
  action: 'signInFailed',
  type: 'user',
  itemId: null,
  summary: 'Failed sign-in as “nobody”: no such user',
  address: '198.51.100.2',
};

const answer = (entries: ActivityEntry[], total = entries.length) => ({
  entries,
  total,
  page: 1,
  pageSize: 500,
});

/** Opens Activity as an administrator; the log answers by the `action` filter sent. */
async function openActivity(routes: Routes = {}) {
  const api = openAs({ id: 1, isAdmin: true }, PATH, {
    'GET /api/Users/GetAllUsers': [adminUser, clerk],
    [`GET ${LIST}`]: ({ url }: { url: URL }) =>
      Response.json(
        answer(url.searchParams.get('action') === 'create' ? [created] : [created, failed]),
      ),
    ...routes,
  });
  await screen.findByRole('cell', { name: 'Created footer item “Join us”' });
  return api;
}

const table = () => screen.getByRole('table', { name: 'Activity' });
const rowOf = (text: string) => within(table()).getByRole('cell', { name: text }).closest('tr')!;
/** The query of the screen's latest call to the log. */
const lastQuery = (calls: { path: string; url: URL }[]) =>
  Object.fromEntries(calls.filter((c) => c.path === LIST).at(-1)!.url.searchParams);

describe('activity screen', () => {
  it('lists who did what, when (local time) and from where, newest first', async () => {
    const { calls } = await openActivity();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['When', 'Who', 'Action', 'Item type', 'What', 'Address']);
    expect(cellTexts(rowOf('Created footer item “Join us”'))).toEqual([
      'Carla Clerk',
      'Created',
      'Footer item',
      'Created footer item “Join us”',
      '203.0.113.7',
    ]);
    expect(within(rowOf('nobody')).getAllByRole('cell')[0]).toHaveTextContent(
      'Nov 24, 2026 6:05 PM',
    );
    expect(within(rowOf('Carla Clerk')).getAllByRole('cell')[0]).toHaveTextContent(
      'Nov 25, 2026 10:42 AM',
    );
    expect(cellTexts(rowOf('nobody')).slice(1, 3)).toEqual(['Sign-in failed', 'User']);
    // In the server's order.
    const rows = within(table()).getAllByRole('row').slice(1);
    expect(rows.map((row) => cellTexts(row)[0])).toEqual(['Carla Clerk', 'nobody']);
    // No filter at first: the newest entries of all, as many as one call gives.
    expect(lastQuery(calls)).toEqual({ pageSize: '500' });
  });

  it('narrows the server query by who, action, type and local days, and clears', async () => {
    const user = userEvent.setup();
    const { calls } = await openActivity();
    await user.selectOptions(screen.getByLabelText('Action'), 'Created');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'nobody' })).toBeNull());
    expect(lastQuery(calls)).toEqual({ action: 'create', pageSize: '500' });

    await user.selectOptions(screen.getByLabelText('Who'), 'Carla Clerk (clerk)');
    await user.selectOptions(screen.getByLabelText('Item type'), 'Footer item');
    await user.type(screen.getByLabelText('From'), '2026-11-20');
    await user.type(screen.getByLabelText('To'), '2026-11-25');
    await waitFor(() =>
      expect(lastQuery(calls)).toEqual({
        userId: '2',
        action: 'create',
        type: 'footerItem',
        // From the start of the first day to the end of the last, in this time zone.
        from: dayjs('2026-11-20').startOf('day').toISOString(),
        to: dayjs('2026-11-25').endOf('day').toISOString(),
        pageSize: '500',
      }),
    );
    expect(rowOf('Carla Clerk')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByRole('cell', { name: 'nobody' });
    expect(lastQuery(calls)).toEqual({ pageSize: '500' });
    expect(screen.getByLabelText('From')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
  });

  it('does not ask for a range that ends before it starts, and says why', async () => {
    const user = userEvent.setup();
    const { calls } = await openActivity();
    const before = calls.filter((c) => c.path === LIST).length;
    await user.type(screen.getByLabelText('From'), '2026-11-25');
    await user.type(screen.getByLabelText('To'), '2026-11-20');
    await expectAllShown(['To must not be before From', 'No records to display']);
    // Only the From day alone was asked for.
    const asked = calls.filter((c) => c.path === LIST).slice(before);
    expect(asked.map((c) => c.url.searchParams.get('to'))).not.toContain(
      dayjs('2026-11-20').endOf('day').toISOString(),
    );
  });

  it('says when more entries match than are shown', async () => {
    await openActivity({ [`GET ${LIST}`]: answer([created, failed], 1234) });
    expect(
      screen.getByText(
        'Showing the newest 2 of 1,234 entries. Narrow the filters to see older ones.',
      ),
    ).toBeInTheDocument();
  });

  it('is in the drawer for administrators', async () => {
    await openActivity();
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Activity' })).toHaveAttribute('href', PATH);
  });

  it('an editor has no Activity entry, and the screen asks nothing and says why', async () => {
    const { calls } = openAs({ id: 2, username: 'clerk', role: 'editor' }, PATH, {});
    expect(await screen.findByText('You do not have access to this page')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).queryByRole('link', { name: 'Activity' })).toBeNull();
    expect(calls.some((c) => c.path === LIST)).toBe(false);
  });
});
