/**
 * The public addresses of Hot Deals (docs/deals.md). No zod here: the public pages import it.
 */

/** The list of current deals. */
export const DEALS_PATH = '/deals';
/** The form a member proposes a deal with. */
export const DEAL_PROPOSAL_PATH = '/deals/propose';
/** The name of the proposal form in a plain post (public-forms.ts FORM_FIELD). */
export const DEAL_PROPOSAL_FORM = 'deal-proposal';

/** A deal's own page: the list, search and the sitemap link here. */
export const dealPath = (id: number) => `/deal/details/${id}`;

/** The deal a `/deal/details/{id}` path shows; null for other paths. */
export function dealIdOf(path: string): number | null {
  const digits = /^\/deal\/details\/(\d{1,10})$/.exec(path)?.[1];
  const id = digits === undefined ? NaN : Number(digits);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/** A member's page in the directory. */
export const directoryMemberPath = (slug: string) => `/directory/${slug}`;

/**
 * The chamber's calendar day at `instant` ("2026-11-27"), in `timeZone`: a deal is current from
 * its first day to its last, on the chamber's calendar.
 */
export function dayIn(timeZone: string, instant: number = Date.now()) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** "December 3, 2026": a calendar day as visitors read it (read as a day, not an instant). */
export function formatDealDay(day: string) {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date)).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
}
