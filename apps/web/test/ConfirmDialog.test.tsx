import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/api/client.ts';
import { ConfirmDialog } from '../src/components/ConfirmDialog.tsx';
import { renderWithProviders } from './helpers.tsx';

function Harness({ action }: { action: () => Promise<unknown> }) {
  const [opened, setOpened] = useState(true);
  return (
    <ConfirmDialog
      opened={opened}
      title="Remove Page"
      text="Are you sure you want to remove this page?"
      buttonText="Confirm"
      action={action}
      onClose={() => setOpened(false)}
    />
  );
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('ConfirmDialog', () => {
  it('disables both buttons while the action runs, then hides', async () => {
    const user = userEvent.setup();
    const run = deferred();
    renderWithProviders(<Harness action={() => run.promise} />);
    const dialog = await screen.findByRole('dialog', { name: 'Remove Page' });
    expect(dialog).toHaveTextContent('Are you sure you want to remove this page?');

    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();

    run.resolve();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Cancel closes without running the action', async () => {
    const user = userEvent.setup();
    let ran = false;
    renderWithProviders(<Harness action={async () => (ran = true)} />);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(ran).toBe(false);
  });

  it('shows a failed action as an error toast and still hides', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Harness action={() => Promise.reject(new ApiError(409, 'The page is in use'))} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The page is in use')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
