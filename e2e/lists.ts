/** How the back office's lists show their rows, for the specs that read them. */
import type { Page } from '@playwright/test';

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
