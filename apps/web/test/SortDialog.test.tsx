import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SortDialog, type SortOrder } from '../src/components/SortDialog.tsx';
import { renderWithProviders } from './helpers.tsx';

type Item = { id: number; name: string; sortOrder: number };
const items: Item[] = [
  { id: 10, name: 'Home', sortOrder: 4 },
  { id: 11, name: 'About', sortOrder: 7 },
  { id: 12, name: 'Contact', sortOrder: 9 },
];

function renderDialog(
  list: Item[],
  onSort = vi.fn(async (_order: SortOrder[]) => ({ message: 'Menu items sorted successfully.' })),
) {
  const onClose = vi.fn();
  renderWithProviders(
    <SortDialog
      opened
      title="Sort Menu Items"
      items={list}
      getLabel={(item) => item.name}
      onSort={onSort}
      onClose={onClose}
    />,
  );
  return { onSort, onClose };
}

// jsdom has no layout: give each row a place so the keyboard can move between them.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const row = this.closest('li');
    const index = row ? Array.from(row.parentElement!.children).indexOf(row) : 0;
    const top = index * 50;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      width: 300,
      height: 40,
      right: 300,
      bottom: top + 40,
      toJSON() {},
    } as DOMRect;
  });
});

function labels() {
  const list = screen.getByRole('list', { name: 'Items in order' });
  return within(list)
    .getAllByRole('listitem')
    .map((li) => li.textContent);
}

describe('SortDialog', () => {
  it('sends the order renumbered from 0 and toasts the answer', async () => {
    const user = userEvent.setup();
    const { onSort, onClose } = renderDialog(items);
    expect(await screen.findByRole('dialog', { name: 'Sort Menu Items' })).toBeInTheDocument();
    expect(labels()).toEqual(['1.Home', '2.About', '3.Contact']);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onSort).toHaveBeenCalledWith([
      { id: 10, sortOrder: 0 },
      { id: 11, sortOrder: 1 },
      { id: 12, sortOrder: 2 },
    ]);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('Menu items sorted successfully.')).toBeInTheDocument();
  });

  it('moves an item with the keyboard through its drag handle', async () => {
    const user = userEvent.setup();
    const { onSort } = renderDialog(items);
    const handle = await screen.findByRole('button', { name: 'Drag Home' });
    handle.focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');
    await waitFor(() => expect(labels()).toEqual(['1.About', '2.Home', '3.Contact']));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onSort.mock.calls[0][0]).toEqual([
      { id: 11, sortOrder: 0 },
      { id: 10, sortOrder: 1 },
      { id: 12, sortOrder: 2 },
    ]);
  });

  it('shows "No Items Available" for an empty list', async () => {
    renderDialog([]);
    expect(await screen.findByText('No Items Available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });
});
