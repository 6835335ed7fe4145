/**
 * Acting on many rows at once in the lists of pages, blogs and events (components/BulkActions):
 * row checkboxes and select-all, the bar with the buttons the role may use, one confirmation
 * naming the items, the toast, and the status filter.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Blog, ChamberEvent } from '@chamber/contracts';
import { storedBlog } from './documents-helpers.ts';
import { json, openAs, openWith, type Routes } from './helpers.tsx';
import { sentBody, toastOf } from './list-helpers.ts';

const blog = (id: number, name: string, status: Blog['status']): Blog =>
  storedBlog({
    id,
    name,
    url: `/${name.toLowerCase().replace(/\s+/g, '-')}`,
    isActive: status === 'published',
    addedOn: `2026-05-0${id}T12:00:00.000Z`,
    status,
    hasDraft: false,
    publishAt: status === 'scheduled' ? '2099-01-01T09:00:00.000Z' : null,
    unpublishAt: null,
  });

const blogs = [
  blog(1, 'Quay Stories', 'draft'),
  blog(2, 'Tide Tables', 'draft'),
  blog(3, 'Ferry Times', 'draft'),
  blog(4, 'Harbor News', 'published'),
  blog(5, 'Lantern Night', 'scheduled'),
];
const BLOGS = { 'GET /api/Blog/GetAllBlogs': blogs };
const PATH = '/cms/management/blogs';

const checkbox = (name: string) => screen.getByRole('checkbox', { name: `Select “${name}”` });
const bar = () => screen.queryByRole('region', { name: 'Selected rows' });
const listedNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1].textContent);

/** Opens the blogs list (with `routes` for the calls the test makes) once its rows are in. */
async function openBlogs(routes: Routes = {}) {
  const app = openWith(BLOGS, PATH, routes);
  await screen.findByRole('cell', { name: 'Quay Stories' });
  return app;
}

describe('selecting rows of a list', () => {
  it('publishes the selected blogs after one confirmation naming them, then clears the selection', async () => {
    const user = userEvent.setup();
    const { calls } = await openBlogs({
      'POST /api/Publishing/PublishMany': { message: '3 blogs published.' },
    });
    expect(bar()).toBeNull();

    for (const name of ['Quay Stories', 'Tide Tables', 'Ferry Times']) {
      await user.click(checkbox(name));
    }
    expect(within(bar()!).getByText('3 selected')).toBeInTheDocument();
    await user.click(within(bar()!).getByRole('button', { name: 'Publish' }));

    const dialog = await screen.findByRole('dialog', { name: 'Publish 3 blogs' });
    expect(dialog).toHaveTextContent('These 3 blogs will be shown on the site:');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Quay Stories', 'Tide Tables', 'Ferry Times']);
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));

    await toastOf('3 blogs published.');
    expect(sentBody(calls, '/api/Publishing/PublishMany')).toEqual({
      type: 'blog',
      ids: [1, 2, 3],
    });
    await waitFor(() => expect(bar()).toBeNull());
    expect(checkbox('Quay Stories')).not.toBeChecked();
  });

  it('selects the rows on the page with one checkbox, which shows a partial selection', async () => {
    const user = userEvent.setup();
    await openBlogs();
    const all = screen.getByRole('checkbox', { name: 'Select all rows on this page' });

    await user.click(checkbox('Harbor News'));
    expect(all).toHaveAttribute('data-indeterminate', 'true');
    await user.click(all);
    expect(within(bar()!).getByText('5 selected')).toBeInTheDocument();
    for (const { name } of blogs) expect(checkbox(name)).toBeChecked();

    await user.click(all);
    expect(bar()).toBeNull();
    await user.click(checkbox('Tide Tables'));
    await user.click(within(bar()!).getByRole('button', { name: 'Clear selection' }));
    expect(bar()).toBeNull();
    expect(checkbox('Tide Tables')).not.toBeChecked();
  });

  it('keeps the selection when the server refuses, and shows its message', async () => {
    const user = userEvent.setup();
    const refusal = 'Nothing was unpublished: the blog with id 4 was not found.';
    openWith(BLOGS, PATH, {
      'POST /api/Publishing/UnpublishMany': () => json({ message: refusal }, 404),
    });
    await screen.findByRole('cell', { name: 'Harbor News' });
    await user.click(checkbox('Harbor News'));
    await user.click(within(bar()!).getByRole('button', { name: 'Unpublish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unpublish 1 blog' });
    expect(dialog).toHaveTextContent('This blog will be taken off the site.');
    await user.click(within(dialog).getByRole('button', { name: 'Unpublish' }));

    expect(await toastOf(refusal)).toHaveTextContent('Error');
    expect(within(bar()!).getByText('1 selected')).toBeInTheDocument();
  });

  it('gives authors Delete only, which sends the items to the Trash with Undo-less toast', async () => {
    const user = userEvent.setup();
    const { calls } = openAs({ role: 'author' }, PATH, {
      ...BLOGS,
      'POST /api/Trash/MoveToTrash': { message: '2 blogs moved to the Trash.' },
    });
    await screen.findByRole('cell', { name: 'Quay Stories' });
    await user.click(checkbox('Quay Stories'));
    await user.click(checkbox('Tide Tables'));
    const buttons = within(bar()!)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(buttons).toEqual(['Delete', 'Clear selection']);

    await user.click(within(bar()!).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 blogs' });
    expect(dialog).toHaveTextContent(
      'These 2 blogs will go to the Trash, where you can restore them for 30 days:',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const toast = await toastOf('2 blogs moved to the Trash.');
    // Undo restores from the trash, which authors may not open.
    expect(within(toast).queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(sentBody(calls, '/api/Trash/MoveToTrash')).toEqual({
      type: 'blog',
      ids: [1, 2],
      withUses: true,
    });
  });

  it('offers Undo after a delete to those who may restore, which puts every item back', async () => {
    const user = userEvent.setup();
    const { calls } = await openBlogs({
      'POST /api/Trash/MoveToTrash': { message: '2 blogs moved to the Trash.' },
      'POST /api/Trash/RestoreFromTrash': { message: 'restored', notes: [] },
    });
    await user.click(checkbox('Quay Stories'));
    await user.click(checkbox('Ferry Times'));
    await user.click(within(bar()!).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 blogs' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await toastOf('2 blogs moved to the Trash.')).getByRole('button', { name: 'Undo' }),
    );
    await toastOf('2 blogs restored.');
    const restored = calls
      .filter((call) => call.path === '/api/Trash/RestoreFromTrash')
      .map((call) => call.body);
    expect(restored).toEqual([
      { type: 'blog', id: 1 },
      { type: 'blog', id: 3 },
    ]);
  });
});

describe('the status filter', () => {
  it('shows the rows of one publishing status, and starts the selection afresh', async () => {
    const user = userEvent.setup();
    await openBlogs();
    const filter = screen.getByRole('radiogroup', { name: 'Show' });
    await user.click(checkbox('Harbor News'));

    await user.click(within(filter).getByRole('radio', { name: 'Draft' }));
    expect(listedNames()).toEqual(['Quay Stories', 'Tide Tables', 'Ferry Times']);
    expect(bar()).toBeNull();
    await user.click(within(filter).getByRole('radio', { name: 'Scheduled' }));
    expect(listedNames()).toEqual(['Lantern Night']);
    await user.click(within(filter).getByRole('radio', { name: 'Published' }));
    expect(listedNames()).toEqual(['Harbor News']);
    await user.click(within(filter).getByRole('radio', { name: 'All' }));
    expect(listedNames()).toHaveLength(5);
  });

  it('is on the events list too, whose rows are named by their title', async () => {
    const user = userEvent.setup();
    const event = (id: number, title: string, status: ChamberEvent['status']) =>
      ({
        id,
        title,
        eventType: 'workshop',
        start: '2099-06-01T14:00:00.000Z',
        end: null,
        sortOrder: id,
        isActive: status === 'published',
        status,
      }) as ChamberEvent;
    openWith(
      {
        'GET /api/Event/GetAllEvents': [
          event(1, 'Dock Day', 'published'),
          event(2, 'Net Mending', 'draft'),
        ],
      },
      '/cms/management/events',
    );
    await screen.findByRole('cell', { name: 'Dock Day' });
    await user.click(screen.getByRole('radio', { name: 'Draft' }));
    expect(screen.queryByRole('cell', { name: 'Dock Day' })).toBeNull();
    await user.click(checkbox('Net Mending'));
    expect(within(bar()!).getByText('1 selected')).toBeInTheDocument();
  });
});
