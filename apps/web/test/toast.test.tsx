import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast, TOAST_DURATION_MS } from '../src/components/toast.ts';
import { renderWithProviders } from './helpers.tsx';

describe('toast', () => {
  it('shows each state with its own title (even raised before the container loaded) and hides after 3500 ms', async () => {
    vi.useFakeTimers();
    renderWithProviders(<p>page</p>);
    act(() => {
      toast.success('Saved');
      toast.error('Failed');
      toast.warning('Careful');
      toast.info('FYI');
    });
    // The toasts' container arrives lazily: toasts raised before it loaded still show.
    await act(() => import('../src/components/Toasts.tsx'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    for (const [title, text] of [
      ['Success', 'Saved'],
      ['Error', 'Failed'],
      ['Warning', 'Careful'],
      ['Info', 'FYI'],
    ]) {
      const alert = screen.getByText(text).closest('[role="alert"]');
      expect(alert).toHaveTextContent(title);
    }
    expect(TOAST_DURATION_MS).toBe(3500);

    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });
});
