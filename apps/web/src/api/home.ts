/**
 * What the public site reads from Home/* (S2 §3, §7): the site info, dynamic pages and blogs, and
 * the site search. Every query here is silent (S2 §8): a visitor never sees a load-error toast.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  DynamicBlog,
  DynamicPage,
  InlinedDocument,
  SearchResult,
  SiteInfo,
} from '@chamber/contracts';
import { useSession } from '../auth/session.ts';
import { api } from './client.ts';

export const homeKeys = {
  all: ['home'] as const,
  // Keyed by the signed-in user so the info reloads whenever auth changes (S1 "Admin shell").
  siteInfo: (userId: number | null) => [...homeKeys.all, 'siteInfo', userId] as const,
  dynamicPage: (id: number) => [...homeKeys.all, 'dynamicPage', id] as const,
  dynamicBlog: (id: number) => [...homeKeys.all, 'dynamicBlog', id] as const,
  search: (term: string) => [...homeKeys.all, 'search', term] as const,
};

export const DEFAULT_COMPANY_NAME = 'Chamber';

/**
 * The server inlines the site info into every page it sends, and the page or blog into that
 * URL's page (docs/decisions.md), so the first paint needs no API round trip. Each copy is read
 * once; later loads come from the API.
 */
type Inlined<T> = { data: T; at: number };
const inlinedCopies = new Map<
  string,
  { element: Element | null; value: Inlined<unknown> | null }
>();
function readInlined<T>(id: 'site-info' | 'page-data'): Inlined<T> | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(id);
  const known = inlinedCopies.get(id);
  if (known?.element === element) return known.value as Inlined<T> | null;
  let value = null;
  try {
    if (element?.textContent)
      value = { data: JSON.parse(element.textContent) as T, at: Date.now() };
  } catch {
    // A damaged inline copy only costs the API round trip.
  }
  inlinedCopies.set(id, { element, value });
  return value;
}

/** The inlined page or blog, when it is the one asked for. */
function inlinedDocument<K extends InlinedDocument['kind']>(kind: K, id: number | null) {
  const copy = readInlined<InlinedDocument>('page-data');
  if (!copy || copy.data.kind !== kind || copy.data.id !== id) return {};
  const data = copy.data.data as Extract<InlinedDocument, { kind: K }>['data'];
  return { initialData: data, initialDataUpdatedAt: copy.at };
}

export function useSiteInfo() {
  const userId = useSession()?.user.id ?? null;
  const fromPage = readInlined<SiteInfo>('site-info');
  return useQuery({
    queryKey: homeKeys.siteInfo(userId),
    queryFn: () => api.get<SiteInfo>('/Home/GetCMSInfo'),
    // What the page arrived with is what visitors see; staff (signed in) always load afresh.
    ...(fromPage && userId === null
      ? { initialData: fromPage.data, initialDataUpdatedAt: fromPage.at }
      : {}),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    meta: { silent: true }, // the shells fall back to defaults
  });
}

/** A page by id; `id` null waits (the id comes from the site info). */
export function useDynamicPage(id: number | null) {
  return useQuery({
    queryKey: homeKeys.dynamicPage(id ?? 0),
    queryFn: () => api.get<DynamicPage>('/Home/GetDynamicPage', { dynamicPageId: id }),
    ...inlinedDocument('page', id),
    enabled: id !== null,
    meta: { silent: true },
  });
}

export function useDynamicBlog(id: number | null) {
  return useQuery({
    queryKey: homeKeys.dynamicBlog(id ?? 0),
    queryFn: () => api.get<DynamicBlog>('/Home/GetDynamicBlog', { dynamicPageId: id }),
    ...inlinedDocument('blog', id),
    enabled: id !== null,
    meta: { silent: true },
  });
}

/** Site search; an empty term asks nothing. */
export function useSearch(term: string) {
  return useQuery({
    queryKey: homeKeys.search(term),
    queryFn: () => api.get<SearchResult[]>('/Home/Search', { q: term }),
    enabled: term !== '',
    meta: { silent: true },
  });
}
