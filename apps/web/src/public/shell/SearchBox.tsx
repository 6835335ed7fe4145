import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { SEARCH_MAX_LENGTH } from '@chamber/contracts';
import { useSearch } from '../../api/home.ts';

export const SEARCH_HINT = 'Start typing and press enter to search';
const NO_RESULTS = 'No Results Available';
/** How long typing pauses before the box checks whether the words find anything. */
const CHECK_AFTER_MS = 300;

/**
 * The site search: a GET form to /search, so Enter searches without JavaScript too (the server
 * draws the results page); with it, the app opens /search?q=… itself with the trimmed term, and
 * says "No Results Available" under the box while the typed words find nothing.
 */
export function SearchBox({
  onSearch,
  initialTerm = '',
  autoFocus = false,
  size = 'sm',
}: {
  /** Called after navigating, e.g. to close the popover or drawer around the box. */
  onSearch?: () => void;
  initialTerm?: string;
  autoFocus?: boolean;
  size?: 'sm' | 'md' | 'lg';
}) {
  const navigate = useNavigate();
  const [term, setTerm] = useState(initialTerm);
  // While typing, the box says when the words find nothing, before Enter is pressed.
  const [settled] = useDebouncedValue(term.trim(), CHECK_AFTER_MS);
  // A text over the limit is not searched (the search page says why).
  const hits = useSearch(settled.length <= SEARCH_MAX_LENGTH ? settled : '');
  const findsNothing = settled !== '' && settled === term.trim() && hits.data?.length === 0;
  return (
    <form
      role="search"
      method="get"
      action="/search"
      onSubmit={(event) => {
        event.preventDefault();
        const q = term.trim();
        if (!q) return;
        navigate(`/search?q=${encodeURIComponent(q)}`);
        onSearch?.();
      }}
    >
      <TextInput
        type="search"
        name="q"
        label="Search this site"
        description={findsNothing ? NO_RESULTS : SEARCH_HINT}
        descriptionProps={{ 'aria-live': 'polite' }}
        placeholder="Events, blogs, pages…"
        size={size}
        leftSection={<IconSearch size={18} aria-hidden />}
        value={term}
        maxLength={SEARCH_MAX_LENGTH}
        onChange={(event) => setTerm(event.currentTarget.value)}
        data-autofocus={autoFocus || undefined}
        autoFocus={autoFocus}
        enterKeyHint="search"
      />
    </form>
  );
}
