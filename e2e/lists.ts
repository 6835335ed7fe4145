/** How the back office's lists show their rows and ask before a change, for the specs. */
import type { Locator, Page } from '@playwright/test';
import { expect } from './test.ts';
import { screenshot, signIn } from './support.ts';

/** The list row whose second column (the first after Actions) is exactly `name`. */
export const rowNamed = (page: Page, name: string) =>
  page.getByRole('row').filter({
    has: page.locator('td:nth-child(2)', { hasText: new RegExp(`^${name}$`) }),
  });

/** A date as the lists write it, "MMMM Do, YYYY": "March 22nd, 2026". */
export function listDate(date: Date) {
  const day = date.getDate();
  const suffix =
    day % 10 === 1 && day !== 11
      ? 'st'
      : day % 10 === 2 && day !== 12
        ? 'nd'
        : day % 10 === 3 && day !== 13
          ? 'rd'
          : 'th';
  return `${date.toLocaleString('en-US', { month: 'long' })} ${day}${suffix}, ${date.getFullYear()}`;
}

/** Answers the confirmation `title`: checks its question, then presses `button`. */
export async function confirmDialog(
  page: Page,
  { title, question, button = 'Confirm' }: { title: string; question: string; button?: string },
) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toContainText(question);
  await dialog.getByRole('button', { name: button }).click();
}

/** Presses `button` in the list row that mentions `text`. */
export const clickInRow = (page: Page, text: string, button: string) =>
  page.getByRole('row').filter({ hasText: text }).getByRole('button', { name: button }).click();

/** Opens the list at `path` once its table `name` shows a row; checks its column headers. */
async function openList(page: Page, path: string, name: string, columns: string[]) {
  await page.goto(path);
  const table = page.getByRole('table', { name });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveText(columns);
  return table;
}

/** A back-office list: where it is, its table's accessible name and its column headers. */
interface ListScreen {
  path: string;
  name: string;
  columns: string[];
}

/** Signs in as the test administrator, opens `list` (see openList) and shoots it as `shot`. */
export async function openListSignedIn(page: Page, list: ListScreen, shot: string) {
  await signIn(page);
  const table = await openList(page, list.path, list.name, list.columns);
  await screenshot(page, shot);
  return table;
}

/**
 * Presses `button` on `row`, answers its confirmation (title and question; its button `confirm`,
 * "Confirm" unless given), then waits for the toast `done` and for the row to leave the list.
 */
export async function removeRow(
  page: Page,
  row: Locator,
  {
    button,
    confirm,
    done,
    ...confirmation
  }: { button: string; confirm?: string; title: string; question: string; done: string },
) {
  await row.getByRole('button', { name: button }).click();
  await confirmDialog(page, { ...confirmation, button: confirm });
  await expect(page.getByText(done)).toBeVisible();
  await expect(row).toHaveCount(0);
}
