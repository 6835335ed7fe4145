/** Rules of the public blog list. */
import type { SitePage } from '@chamber/contracts';

/** A blog is New when it was added on today's date (the visitor's calendar day). */
export function isNewBlog(addedOn: string, now: Date): boolean {
  const added = new Date(addedOn);
  return (
    added.getFullYear() === now.getFullYear() &&
    added.getMonth() === now.getMonth() &&
    added.getDate() === now.getDate()
  );
}

/** The blogs of the site info whose name contains the search term (any case), newest first. */
export function searchBlogs(pages: SitePage[], term: string): SitePage[] {
  const wanted = term.trim().toLowerCase();
  return pages
    .filter((page) => page.isBlog && page.name.toLowerCase().includes(wanted))
    .sort((a, b) => Date.parse(b.addedOn) - Date.parse(a.addedOn));
}
