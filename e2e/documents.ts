/**
 * Pages and blogs are the same document screens under two names: a list at
 * /cms/management/<kind>s and an editor at /cms/management/<kind>. Their specs share these steps.
 */
import type { Page } from '@playwright/test';
import { openListSignedIn, rowNamed } from './lists.ts';
import { answerTo, unique } from './support.ts';
import { expect } from './test.ts';

type Kind = 'Page' | 'Blog';

/** Each kind's list columns (the rest of the screens differ only by the kind's name). */
const columns: Record<Kind, string[]> = {
  Page: ['Actions', 'Page Name', 'Page Title', 'Publishing'],
  Blog: [
    'Actions',
    'Blog Name',
    'URL',
    'Author',
    'Categories',
    'Added By',
    'Added On',
    'Publishing',
  ],
};

const listPath = (kind: Kind) => `/cms/management/${kind.toLowerCase()}s`;

/**
 * Signs in, checks the kind's list (and shoots it), then opens an empty editor with New <kind>.
 * Returns a fresh name starting with `prefix` and the url made from it, for the new document.
 */
export async function openNewDocument(page: Page, kind: Kind, prefix: string) {
  const lower = kind.toLowerCase();
  await openListSignedIn(
    page,
    { path: listPath(kind), name: `${kind}s`, columns: columns[kind] },
    `${lower}s-list`,
  );
  await page.getByRole('link', { name: `New ${kind}` }).click();
  await expect(page).toHaveURL(new RegExp(`/cms/management/${lower}$`));
  const name = unique(prefix);
  return { name, url: `/${name.toLowerCase()}` };
}

/**
 * Publishes the open editor (saved as a draft, then published): the kind's "published" message
 * shows and the user is back on its list.
 */
export async function saveDocument(page: Page, kind: Kind) {
  // Publish saves the form, then publishes it: wait for that answer (a big photo takes the
  // server a while to prepare on a busy machine), then for what it shows.
  const published = answerTo(
    page,
    (response) =>
      response.url().endsWith('/api/Publishing/Publish') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  expect((await published).status()).toBe(200);
  // The newest toast: the one of a publish a moment before may still be showing the same words.
  await expect(page.getByText(`${kind} published.`).last()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${listPath(kind)}$`));
  // The list itself, not only its address: until its screen has loaded, the editor (with the
  // Search of its own content table) stays on screen.
  await expect(page.getByRole('table', { name: `${kind}s` })).toBeVisible();
}

/** Searches the list for `name` and checks that row's cells, Actions first. */
export async function expectListed(page: Page, name: string, cells: (string | RegExp)[]) {
  await page.getByRole('textbox', { name: 'Search' }).fill(name);
  await expect(rowNamed(page, name).getByRole('cell')).toHaveText(['ViewRemove', ...cells]);
}
