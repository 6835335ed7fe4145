import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FooterItem } from '@chamber/contracts';
import { expectAllShown, json, openWith, type Routes } from './helpers.tsx';
import {
  cellTexts,
  clickAndSee,
  confirmRowAction,
  openDialog,
  sentBody,
  sentParam,
} from './list-helpers.ts';

// Whole forms are typed key by key; a busy machine needs more than the default 5 s.

const contact: FooterItem = {
  id: 1,
  version: 1,
  label: 'Contact Us',
  to: '/contact',
  isActive: true,
  sortOrder: 0,
  status: 'published',
  hasDraft: false,
};
const news: FooterItem = {
  id: 2,
  label: 'Newsletter',
  to: 'https://news.example.com',
  isActive: false,
  sortOrder: 1,
  version: 1,
  status: 'draft',
  hasDraft: false,
};

function rowOf(label: string) {
  const table = screen.getByRole('table', { name: 'Footer Items' });
  return within(table).getByRole('cell', { name: label }).closest('tr')!;
}

async function openList(routes: Routes = {}) {
  const list = { 'GET /api/FooterItem/GetAllFooterItems': [contact, news] };
  const api = openWith(list, '/cms/management/footer-items', routes);
  await screen.findByRole('cell', { name: 'Contact Us' });
  return api;
}

describe('footer items screen', () => {
  it('lists label, link and whether it is published', async () => {
    await openList();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Actions',
      'Label',
      'Link',
      'Publishing',
    ]);
    expect(cellTexts(rowOf('Newsletter'))).toEqual([
      'Newsletter',
      'https://news.example.com',
      'Draft',
    ]);
    expect(cellTexts(rowOf('Contact Us')).at(-1)).toBe('Published');
  });

  it('creates an item with the spec messages, publishes it, and reloads the list and the site info', async () => {
    const user = userEvent.setup();
    const { calls } = await openList({
      'POST /api/FooterItem/CreateFooterItem': {
        message: 'Footer item created successfully.',
        id: 3,
      },
      'POST /api/Publishing/Publish': {
        message: 'Footer item published.',
        status: 'published',
        hasDraft: false,
        publishAt: null,
        unpublishAt: null,
      },
    });
    const d = await openDialog(user, 'New Footer Item', 'New Footer Item');
    await user.click(d.getByRole('button', { name: 'Save draft' }));
    await expectAllShown(['Footer label is required', 'Link is required'], d);

    await user.type(d.getByRole('textbox', { name: /^Footer Label/ }), 'Members');
    await user.type(d.getByRole('combobox', { name: /^Link/ }), 'javascript:alert(1)');
    await user.click(d.getByRole('button', { name: 'Publish' }));
    expect(
      await d.findByText('Please enter a link that begins with / or https://'),
    ).toBeInTheDocument();
    await user.clear(d.getByRole('combobox', { name: /^Link/ }));
    await user.type(d.getByRole('combobox', { name: /^Link/ }), '/members');
    await clickAndSee(user, 'Publish', 'Footer item published.', d);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Saved as a draft, then published.
    expect(sentBody(calls, '/api/FooterItem/CreateFooterItem')).toEqual({
      label: 'Members',
      to: '/members',
      isActive: true,
      draft: true,
    });
    expect(sentBody(calls, '/api/Publishing/Publish')).toEqual({ type: 'footerItem', id: 3 });
    // Reloaded (after the save, and after the publish).
    const loads = (path: string) => calls.filter((c) => c.path === path).length;
    await waitFor(() => {
      expect(loads('/api/FooterItem/GetAllFooterItems')).toBeGreaterThanOrEqual(2);
      expect(loads('/api/Home/GetCMSInfo')).toBeGreaterThanOrEqual(2);
    });
  });

  it('edits in the same modal, whose form is empty again for the next new item', async () => {
    const user = userEvent.setup();
    const { calls } = await openList({
      'GET /api/FooterItem/GetFooterItemById': ({ url }) =>
        url.searchParams.get('footerItemId') === '2' ? json(news) : json({}, 404),
      'PUT /api/FooterItem/UpdateFooterItem': { message: 'Footer item updated successfully.' },
    });
    const d = await openDialog(user, 'View', 'Edit Footer Item', within(rowOf('Newsletter')));
    expect(d.getByRole('textbox', { name: /^Footer Label/ })).toHaveValue('Newsletter');
    await user.type(d.getByRole('textbox', { name: /^Footer Label/ }), ' Sign-up');
    await clickAndSee(
      user,
      'Save draft',
      'Draft saved. The footer item is not on the site until you publish it.',
      d,
    );
    expect(sentBody(calls, '/api/FooterItem/UpdateFooterItem')).toEqual({
      id: 2,
      // The version the dialog opened: a save over someone else's is refused (docs/editing.md).
      version: 1,
      label: 'Newsletter Sign-up',
      to: 'https://news.example.com',
      isActive: false,
      draft: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const fresh = await openDialog(user, 'New Footer Item', 'New Footer Item');
    expect(fresh.getByRole('textbox', { name: /^Footer Label/ })).toHaveValue('');
    expect(fresh.getByRole('combobox', { name: /^Link/ })).toHaveValue('');
  });

  it('keeps the modal open with a warning when the save is refused', async () => {
    const user = userEvent.setup();
    await openList({
      'POST /api/FooterItem/CreateFooterItem': () => json({ message: 'Database is busy' }, 503),
    });
    const d = await openDialog(user, 'New Footer Item', 'New Footer Item');
    await user.type(d.getByRole('textbox', { name: /^Footer Label/ }), 'Members');
    await user.type(d.getByRole('combobox', { name: /^Link/ }), '/members');
    await user.click(d.getByRole('button', { name: 'Save draft' }));
    const text = await screen.findByText('Database is busy');
    expect(text.closest('[role="alert"]')).toHaveTextContent('Warning');
    expect(screen.getByRole('dialog', { name: 'New Footer Item' })).toBeInTheDocument();
  });

  it('deletes after the confirmation', async () => {
    const user = userEvent.setup();
    const { calls } = await openList({
      'DELETE /api/FooterItem/DeleteFooterItem': { message: 'Footer item deleted successfully.' },
    });
    await confirmRowAction(user, rowOf('Contact Us'), {
      button: 'Delete',
      title: 'Delete Footer Item',
      question: 'Are you sure you want to remove this footer item?',
    });
    expect(await screen.findByText('Footer item deleted successfully.')).toBeInTheDocument();
    expect(sentParam(calls, '/api/FooterItem/DeleteFooterItem', 'footerItemId')).toBe('1');
  });
});

describe('a footer item saved by someone else in between', () => {
  it('“Compare” reads the item as stored now and shows it beside what I typed', async () => {
    const user = userEvent.setup();
    let stored = news;
    await openList({
      'GET /api/FooterItem/GetFooterItemById': () => json(stored),
      'PUT /api/FooterItem/UpdateFooterItem': () =>
        json(
          {
            message: 'Ana Lopez saved this footer item at 10:42 UTC, after you opened it.',
            savedBy: 'Ana Lopez',
            savedOn: '2026-11-25T10:42:00.000Z',
            version: 2,
          },
          409,
        ),
    });
    const d = await openDialog(user, 'View', 'Edit Footer Item', within(rowOf('Newsletter')));
    await user.type(d.getByRole('textbox', { name: /^Footer Label/ }), ' Sign-up');
    stored = { ...news, label: 'Weekly Newsletter', version: 2 };
    await user.click(d.getByRole('button', { name: 'Save draft' }));
    const conflict = within(
      await screen.findByRole('dialog', { name: 'Someone else saved this first' }),
    );
    await user.click(conflict.getByRole('button', { name: 'Compare' }));
    const label = await conflict.findByRole('heading', { name: 'Label' });
    const change = within(label.nextElementSibling as HTMLElement);
    expect(change.getByText(/Weekly/, { selector: 'del' })).toBeInTheDocument();
    expect(change.getByText(/Sign-up/, { selector: 'ins' })).toBeInTheDocument();
  });
});
