import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SortDialog } from '../src/components/SortDialog.tsx';
import { renderWithProviders } from './helpers.tsx';

type Item = { id: number; name: string; sortOrder: number };
const items: Item[] = [
  { id: 10, name: 'Home', sortOrder: 4 },
  { id: 11, name: 'About', sortOrder: 7 },
  { id: 12, name: 'Contact', sortOrder: 9 },
];

function renderDialog(list: Item[], onConfirm = vi.fn(async (_ordered: Item[]) => {})) {
  const onClose = vi.fn();
  renderWithProviders(
    <SortDialog
      opened
      title="Sort Menu Items"
      items={list}
      getLabel={(item) => item.name}
      onConfirm={onConfirm}
      onClose={onClose}
    />,
  );
  return { onConfirm, onClose };
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
  it('confirms the list renumbered from 0', async () => {
    const user = userEvent.setup();
    const { onConfirm, onClose } = renderDialog(items);
    expect(await screen.findByRole('dialog', { name: 'Sort Menu Items' })).toBeInTheDocument();
    expect(labels()).toEqual(['1.Home', '2.About', '3.Contact']);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith([
      { id: 10, name: 'Home', sortOrder: 0 },
      { id: 11, name: 'About', sortOrder: 1 },
      { id: 12, name: 'Contact', sortOrder: 2 },
    ]);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('moves an item with the keyboard through its drag handle', async () => {
    const user = userEvent.setup();
    const { onConfirm } = renderDialog(items);
    const handle = await screen.findByRole('button', { name: 'Drag Home' });
    handle.focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');
    await waitFor(() => expect(labels()).toEqual(['1.About', '2.Home', '3.Contact']));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm.mock.calls[0][0].map((item: Item) => [item.name, item.sortOrder])).toEqual([
      ['About', 0],
      ['Home', 1],
      ['Contact', 2],
    ]);
  });

  it('shows "No Items Available" for an empty list', async () => {
    renderDialog([]);
    expect(await screen.findByText('No Items Available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });
});
