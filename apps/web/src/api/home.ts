/**
 * What the public site reads from Home/*: the site info, dynamic pages and blogs, and the site
 * search. Every query here is silent: a visitor never sees a load-error toast.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DEFAULT_TIME_ZONE } from '@chamber/contracts';
import { useSession } from '../auth/session.ts';
import { call } from './client.ts';
import { useInlinedSiteInfo, useVisitorQuery } from './inlined.ts';

export const homeKeys = {
  all: ['home'] as const,
  // Keyed by the signed-in user so the info reloads whenever auth changes.
  siteInfo: (userId: number | null) => [...homeKeys.all, 'siteInfo', userId] as const,
  dynamic: (kind: 'page' | 'blog', id: number) => [...homeKeys.all, kind, id] as const,
  search: (term: string) => [...homeKeys.all, 'search', term] as const,
  blogList: (search: string) => [...homeKeys.all, 'blogList', search] as const,
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

/**
 * The chamber's time zone, which event times are written in (the site info carries it, so a
 * server-drawn page and the browser taking it over use the same); the default until it loads.
 */
export const useTimeZone = () => useSiteInfo().data?.timeZone ?? DEFAULT_TIME_ZONE;

/** Each kind's call; both take the id as `dynamicPageId`. */
const DYNAMIC_CALLS = {
  page: (dynamicPageId: number | null) => call('Home.GetDynamicPage', { query: { dynamicPageId } }),
  blog: (dynamicPageId: number | null) => call('Home.GetDynamicBlog', { query: { dynamicPageId } }),
};

/** A page or blog by id; `id` null waits (the id comes from the site info). */
const useDynamicDocument = <K extends keyof typeof DYNAMIC_CALLS>(kind: K, id: number | null) =>
  useVisitorQuery(kind, id, {
    queryKey: homeKeys.dynamic(kind, id ?? 0),
    queryFn: () => DYNAMIC_CALLS[kind](id),
    enabled: id !== null,
  });

export const useDynamicPage = (id: number | null) => useDynamicDocument('page', id);

export const useDynamicBlog = (id: number | null) => useDynamicDocument('blog', id);

/** Site search; an empty term asks nothing. */
export const useSearch = (term: string) =>
  useVisitorQuery('search', term, {
    queryKey: homeKeys.search(term),
    queryFn: () => call('Home.Search', { query: { q: term } }),
    enabled: term !== '',
  });

/**
 * One page of the public list of blogs; `search`: its canonical query (blogListSearch), which
 * the inlined copy is found by.
 */
export const useBlogList = (search: string) =>
  useVisitorQuery('blogs', search, {
    queryKey: homeKeys.blogList(search),
    queryFn: () =>
      call('Home.GetBlogList', { query: Object.fromEntries(new URLSearchParams(search)) }),
  });
