import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { SEARCH_MAX_LENGTH } from '@chamber/contracts';

export const SEARCH_HINT = 'Start typing and press enter to search';

/**
 * The site search: a GET form to /search, so Enter searches without JavaScript too (the server
 * draws the results page); with it, the app opens /search?q=… itself with the trimmed term.
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
        description={SEARCH_HINT}
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
