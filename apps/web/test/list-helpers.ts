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
async function expectSavedThenAt(router: Router, message: string, path: string) {
  expect(await screen.findByText(message)).toBeInTheDocument();
  await waitForPath(router, path);
}

/** The toast after a draft save. */
const draftSavedMessage = (noun: string) =>
  `Draft saved. The ${noun} is not on the site until you publish it.`;

/** After "Save draft" on a `noun`'s form: the draft toast shows, then the screen moves on to `path`. */
export const expectDraftSavedThenAt = (router: Router, noun: string, path: string) =>
  expectSavedThenAt(router, draftSavedMessage(noun), path);

/** Presses a form's save `button`, then waits for its toast `message` and for `path`. */
export async function saveThenAt(
  user: UserEvent,
  router: Router,
  button: string,
  { message, path }: { message: string; path: string },
) {
  await user.click(screen.getByRole('button', { name: button }));
  await expectSavedThenAt(router, message, path);
}

/** Presses "Save draft" on a `noun`'s form, then waits for the draft toast and for `path`. */
export const saveDraftThenAt = (user: UserEvent, router: Router, noun: string, path: string) =>
  saveThenAt(user, router, 'Save draft', { message: draftSavedMessage(noun), path });

/** The texts of `row`'s cells after the first (the Actions column). */
export const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .slice(1)
    .map((cell) => cell.textContent);

/** The query parameter `name` of the first call the screen made to `path`. */
export const sentParam = (calls: { path: string; url: URL }[], path: string, name: string) =>
  calls.find((c) => c.path === path)?.url.searchParams.get(name);

/** The body of the first call the screen made to `path`. */
export const sentBody = (calls: { path: string; body: unknown }[], path: string) =>
  calls.find((c) => c.path === path)?.body;

/** Checks the fields of the form the screen sent to `path` ('' sent empty, null not sent). */
export function expectSentForm(
  calls: { path: string; body: unknown }[],
  path: string,
  fields: Record<string, string | null>,
) {
  const body = sentBody(calls, path) as FormData;
  for (const [name, value] of Object.entries(fields)) expect(body.get(name), name).toBe(value);
  return body;
}

/** Presses `button` (in `scope`; the whole screen by default); returns the dialog `name` it opens. */
export async function openDialog(
  user: UserEvent,
  button: string,
  name: string,
  scope: Pick<typeof screen, 'getByRole'> = screen,
) {
  await user.click(scope.getByRole('button', { name: button }));
  return within(await screen.findByRole('dialog', { name }));
}

/** Presses the button `name` (in `scope`; the whole screen by default), then waits for `message`. */
export async function clickAndSee(
  user: UserEvent,
  name: string,
  message: string,
  scope: Pick<typeof screen, 'getByRole'> = screen,
) {
  await user.click(scope.getByRole('button', { name }));
  expect(await screen.findByText(message)).toBeInTheDocument();
}
