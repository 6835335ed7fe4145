/** Finding the page or blog a public url belongs to: each is routed by its own url. */
import { addressKey, type SitePage } from '@chamber/contracts';

/** The active page or blog whose url is `path` (case-insensitive, trailing slash ignored). */
export function findSitePage(pages: SitePage[] | undefined, path: string): SitePage | undefined {
  const wanted = addressKey(path);
  return pages?.find((page) => addressKey(page.url) === wanted);
}
