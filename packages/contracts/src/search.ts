/** The public site search: what it takes and the hits it answers. */
import { z } from 'zod';
import { defineEndpoints } from './endpoints/define.ts';
import { SEARCH_MAX_LENGTH, SEARCH_TOO_LONG_MESSAGE } from './public-pages.ts';
import { searchRoutes } from './routes/search.ts';

/** The most hits `Home/Search` answers. */
export const SEARCH_MAX_RESULTS = 20;

const searchQuery = z.object({
  q: z
    .string({ error: 'Please enter the text to search for' })
    .trim()
    .max(SEARCH_MAX_LENGTH, SEARCH_TOO_LONG_MESSAGE)
    .default(''),
});

/** A hit of the site search. */
const searchResult = z.object({
  kind: z.enum(['page', 'blog', 'event', 'deal', 'member']),
  id: z.number(),
  title: z.string(),
  url: z.string(),
  excerpt: z.string(),
});
export type SearchResult = z.infer<typeof searchResult>;

export const searchEndpoints = defineEndpoints('Home', searchRoutes, {
  'Home.Search': {
    summary: `Search active pages, blogs and events (at most ${SEARCH_MAX_RESULTS} hits)`,
    access: 'public',
    query: searchQuery,
    answer: z.array(searchResult),
  },
});
