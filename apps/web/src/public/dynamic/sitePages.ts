/** Finding the page or blog a public url belongs to: each is routed by its own url. */
import type { SitePage } from '@chamber/contracts';
import { normalizePath } from '../ui/links.ts';

/** The active page or blog whose url is `path` (case-insensitive, trailing slash ignored). */
export function findSitePage(pages: SitePage[] | undefined, path: string): SitePage | undefined {
  const wanted = normalizePath(path);
  return pages?.find((page) => normalizePath(page.url) === wanted);
}
