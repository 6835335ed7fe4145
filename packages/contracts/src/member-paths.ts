/**
 * The member directory's plain constants and public addresses (docs/members.md). No zod here: the
 * public pages import it.
 */

/** Membership levels, lowest first (the form's choice and the import's column). */
export const MEMBERSHIP_LEVELS = ['basic', 'silver', 'gold', 'premier'] as const;
export type MembershipLevel = (typeof MEMBERSHIP_LEVELS)[number];
export const MEMBERSHIP_LEVEL_LABELS: Record<MembershipLevel, string> = {
  basic: 'Basic',
  silver: 'Silver',
  gold: 'Gold',
  premier: 'Premier',
};

/** The social networks a member may link to, each a field `<network>Url`. */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'linkedin', 'x', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  x: 'X',
  youtube: 'YouTube',
};

/** The public directory's address. */
export const DIRECTORY_PATH = '/directory';
export const memberPath = (slug: string) => `${DIRECTORY_PATH}/${slug}`;

/** The member a `/directory/{slug}` path shows; null for other paths. */
export function memberSlugOf(path: string): string | null {
  const slug = /^\/directory\/([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(path)?.[1];
  return slug !== undefined && slug.length <= 120 ? slug : null;
}

/**
 * The directory's address parameters in one canonical form (category, q, letter, page; empty or
 * malformed ones left out, page 1 unsaid): the server draws, inlines and caches the list by it,
 * and the browser finds the inlined copy by it. "" for the whole list's first page.
 */
export function directorySearch(params: URLSearchParams): string {
  const canonical = new URLSearchParams();
  const category = (params.get('category') ?? '').trim().toLowerCase();
  const q = (params.get('q') ?? '').trim().replace(/\s+/g, ' ').slice(0, 100);
  const letter = (params.get('letter') ?? '').trim().toUpperCase();
  const page = params.get('page') ?? '';
  if (/^[a-z0-9-]{1,120}$/.test(category)) canonical.set('category', category);
  if (q && !q.includes('\u0000')) canonical.set('q', q);
  if (/^[A-Z#]$/.test(letter)) canonical.set('letter', letter);
  if (/^[1-9]\d{0,5}$/.test(page) && page !== '1') canonical.set('page', page);
  const text = canonical.toString();
  return text ? `?${text}` : '';
}

/** The directory's address with `changes` (a null removes the parameter; filters start at page 1). */
export function directoryLink(search: string, changes: Record<string, string | number | null>) {
  const params = new URLSearchParams(search);
  if (!('page' in changes)) params.delete('page');
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === 1) params.delete(name);
    else params.set(name, String(value));
  }
  return `${DIRECTORY_PATH}${directorySearch(params)}`;
}
