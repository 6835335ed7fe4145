import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { SEARCH_MAX_LENGTH } from '@chamber/contracts';

export const SEARCH_HINT = 'Start typing and press enter to search';

/**
 * The site search: a GET form to /search, which the server answers with the results drawn. The
 * search island (islands/search.ts) says "No Results Available" under the box while the typed
 * words find nothing, before Enter is pressed.
 */
export function SearchBox({
  initialTerm = '',
  size = 'sm',
}: {
  initialTerm?: string;
  size?: 'sm' | 'md' | 'lg';
}) {
  return (
    <form role="search" method="get" action="/search" data-island="search">
      <TextInput
        type="search"
        name="q"
        label="Search this site"
        description={SEARCH_HINT}
        descriptionProps={{ 'aria-live': 'polite', 'data-search-hint': true }}
        placeholder="Events, blogs, pages…"
        size={size}
        leftSection={<IconSearch size={18} aria-hidden />}
        defaultValue={initialTerm}
        maxLength={SEARCH_MAX_LENGTH}
        required
        enterKeyHint="search"
      />
    </form>
  );
}
