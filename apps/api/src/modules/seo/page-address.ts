/** A public URL in the one canonical form its page is drawn, kept and found by. */
import {
  BLOG_LIST_PATH,
  BLOG_TITLE_PARAM,
  blogListSearch,
  DIRECTORY_PATH,
  directorySearch,
  id,
  isEventFilter,
  SEARCH_MAX_LENGTH,
} from '@chamber/contracts';

/**
 * The event an `/events/{id}` path shows (also `/events/{id}/register`, where its registration
 * form posts: decision 145); null for other paths and for ids no row can have.
 */
export function eventIdOf(path: string): number | null {
  const parsed = id.safeParse(/^\/events\/(\d+)(?:\/register)?$/.exec(path)?.[1]);
  return parsed.success ? parsed.data : null;
}

/**
 * What a public URL's page is drawn from: its path (decoded, lower-cased, without a trailing
 * slash) and the query parameters its screen reads, in one canonical form: the events filter
 * (`show`), the search text (`q`) and the blog list's filters and page, read as the browser
 * reads them. Any other parameter
 * (utm_source, fbclid, gclid…) changes nothing on the page, so it is left out of the drawing and
 * of the cache key.
 */
export function pageAddress(url: string): { path: string; query: string } {
  const [rawPath, rawQuery = ''] = url.split('#')[0].split(/\?(.*)/s);
  let decoded = rawPath || '/';
  try {
    decoded = decodeURIComponent(decoded);
  } catch {
    // Not a path of ours either way: it answers the not-found page.
  }
  const path = (decoded.replace(/\/+$/, '') || '/').toLowerCase();
  const params = new URLSearchParams(rawQuery);
  if (path === '/events') {
    const show = params.get('show');
    return { path, query: isEventFilter(show) && show !== 'all' ? `?show=${show}` : '' };
  }
  // The blog list's category, tag, author and page (decision 128), or its search by title.
  if (path === BLOG_LIST_PATH) {
    const title = params.get(BLOG_TITLE_PARAM)?.trim().slice(0, SEARCH_MAX_LENGTH);
    return {
      path,
      query: title
        ? `?${new URLSearchParams({ [BLOG_TITLE_PARAM]: title })}`
        : blogListSearch(params),
    };
  }
  // The member directory's category, search, letter and page (decision 143).
  if (path === DIRECTORY_PATH) return { path, query: directorySearch(params) };
  if (path === '/search') {
    const q = params.get('q')?.trim();
    return { path, query: q ? `?${new URLSearchParams({ q })}` : '' };
  }
  return { path, query: '' };
}

/**
 * The search text of a /search page's canonical query, when Home/Search would take it (not too
 * long, no NUL character); otherwise the page is drawn without hits, as the browser shows it.
 */
export function searchText(query: string) {
  const q = new URLSearchParams(query).get('q');
  return q && q.length <= SEARCH_MAX_LENGTH && !q.includes('\u0000') ? q : null;
}
