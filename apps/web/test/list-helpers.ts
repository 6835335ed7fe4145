/** Steps the back office's list tests share: a row's confirmed action, and the toast after it. */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** Clicks `button` on `row`, checks the confirmation's title and question, and confirms. */
export async function confirmRowAction(
  user: UserEvent,
  row: HTMLElement,
  { button, title, question }: { button: string; title: string; question: string },
) {
  await user.click(within(row).getByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog', { name: title });
  expect(dialog).toBeVisible();
  expect(dialog).toHaveTextContent(question);
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
}

/** The toast (an alert) whose text includes `text`, once it shows. */
export const toastOf = (text: string) =>
  waitFor(() => {
    const alert = screen.getAllByRole('alert').find((a) => a.textContent?.includes(text));
    expect(alert).toBeDefined();
    return alert!;
  });

type Router = { state: { location: { pathname: string } } };

/** Waits until the app has moved on to `path`. */
export const waitForPath = (router: Router, path: string) =>
  waitFor(() => expect(router.state.location.pathname).toBe(path));

/** After a save: its toast `message` shows, then the screen moves on to `path`. */
export async function expectSavedThenAt(router: Router, message: string, path: string) {
  expect(await screen.findByText(message)).toBeInTheDocument();
  await waitForPath(router, path);
}
