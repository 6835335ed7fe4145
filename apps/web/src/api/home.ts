/**
 * What the public site reads from Home/*: the site info, dynamic pages and blogs, and the site
 * search. Every query here is silent: a visitor never sees a load-error toast.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSession } from '../auth/session.ts';
import { call } from './client.ts';
import { useInlinedDocument, useInlinedSiteInfo } from './inlined.ts';

export const homeKeys = {
  all: ['home'] as const,
  // Keyed by the signed-in user so the info reloads whenever auth changes.
  siteInfo: (userId: number | null) => [...homeKeys.all, 'siteInfo', userId] as const,
  dynamicPage: (id: number) => [...homeKeys.all, 'dynamicPage', id] as const,
  dynamicBlog: (id: number) => [...homeKeys.all, 'dynamicBlog', id] as const,
  search: (term: string) => [...homeKeys.all, 'search', term] as const,
};

export function useSiteInfo() {
  const userId = useSession()?.user.id ?? null;
  const inlined = useInlinedSiteInfo();
  return useQuery({
    queryKey: homeKeys.siteInfo(userId),
    queryFn: () => call('Home.GetCMSInfo'),
    // What the page arrived with is what visitors see; staff (signed in) always load afresh.
    ...(userId === null ? inlined : {}),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    meta: { silent: true }, // the shells fall back to defaults
  });
}

/** A page by id; `id` null waits (the id comes from the site info). */
export function useDynamicPage(id: number | null) {
  return useQuery({
    queryKey: homeKeys.dynamicPage(id ?? 0),
    queryFn: () => call('Home.GetDynamicPage', { query: { dynamicPageId: id } }),
    ...useInlinedDocument('page', id),
    enabled: id !== null,
    meta: { silent: true },
  });
}

export function useDynamicBlog(id: number | null) {
  return useQuery({
    queryKey: homeKeys.dynamicBlog(id ?? 0),
    queryFn: () => call('Home.GetDynamicBlog', { query: { dynamicPageId: id } }),
    ...useInlinedDocument('blog', id),
    enabled: id !== null,
    meta: { silent: true },
  });
}

/** Site search; an empty term asks nothing. */
export function useSearch(term: string) {
  return useQuery({
    queryKey: homeKeys.search(term),
    queryFn: () => call('Home.Search', { query: { q: term } }),
    ...useInlinedDocument('search', term),
    enabled: term !== '',
    meta: { silent: true },
  });
}
