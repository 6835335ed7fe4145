/**
 * A link field with suggestions, for staff who would otherwise have to know a page's path: as
 * they type, it offers the site's pages, blog posts and events (the site search) and its fixed
 * pages; picking one puts its path in the field. Any other text stays as typed, so a web address
 * works too. Back office only: the public pages never import it.
 */
import { Autocomplete, Badge, Group, Text, type AutocompleteProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { PUBLIC_PAGES, SEARCH_MAX_LENGTH, withScheme, type SearchResult } from '@chamber/contracts';
import { useSearch } from '../api/home.ts';
import { boundField, typed } from './fields.tsx';

/** Wait for a pause in typing before asking the server. */
const SEARCH_AFTER_MS = 250;
const MAX_SUGGESTIONS = 8;

const KIND_LABELS: Record<SearchResult['kind'] | 'fixed', string> = {
  page: 'Page',
  blog: 'Blog post',
  event: 'Event',
  deal: 'Hot deal',
  member: 'Member',
  fixed: 'Site page',
};

type Suggestion = { kind: string; title: string; path: string };

const fixedPagesMatching = (text: string): Suggestion[] =>
  PUBLIC_PAGES.filter(
    (page) => page.title.toLowerCase().includes(text) || page.path.includes(text),
  ).map((page) => ({ kind: KIND_LABELS.fixed, title: page.title, path: page.path }));

type LinkInputProps = Omit<AutocompleteProps, 'data' | 'filter' | 'renderOption'> & {
  value: string;
};

/** The link field itself, outside a form (the rich text editor's link control). */
export function LinkInput({ value, description, comboboxProps, ...props }: LinkInputProps) {
  const text = value.trim();
  const [settled] = useDebouncedValue(text, SEARCH_AFTER_MS);
  // A text over the limit is not searched (the search would refuse it).
  const hits = useSearch(settled.length <= SEARCH_MAX_LENGTH ? settled : '');
  // The fixed pages first: few, and matched on their names. The home page, a stored page at a
  // fixed path, is offered once (the list needs unique paths).
  const fixed = fixedPagesMatching(text.toLowerCase());
  const found = (hits.data ?? [])
    .filter((hit) => !fixed.some((page) => page.path === hit.url))
    .map((hit) => ({ kind: KIND_LABELS[hit.kind], title: hit.title, path: hit.url }));
  // A short list, shown whole: a scrolling one is a region the Tab key cannot reach (axe).
  const suggestions = [...fixed, ...found].slice(0, MAX_SUGGESTIONS);
  // The contracts save "example.com" as https://example.com: say so before staff save.
  const address = withScheme(value);
  const hint = address !== value ? `Will link to ${String(address)}` : description;

  return (
    <Autocomplete
      {...props}
      value={value}
      description={hint}
      // Autocomplete puts an option's label in the field: the label is the path.
      data={suggestions.map((suggestion) => ({ value: suggestion.path, label: suggestion.path }))}
      // The search has matched already, on more than what the option shows.
      filter={({ options }) => options}
      withScrollArea={false}
      // Close under the input, so an open list covers the field's message whole, never half of it.
      comboboxProps={{ offset: 4, ...comboboxProps }}
      // Typing, a click or the arrow keys open the list; focus alone (tabbing through the form,
      // or a failed save pointing at the field) does not cover its message.
      openOnFocus={false}
      renderOption={({ option }) => {
        const suggestion = suggestions.find((s) => s.path === option.value);
        return suggestion ? <SuggestionText {...suggestion} /> : option.value;
      }}
    />
  );
}

function SuggestionText({ kind, title, path }: Suggestion) {
  return (
    <div>
      <Group gap="xs" wrap="nowrap">
        <Badge size="sm" variant="light" style={{ flexShrink: 0 }}>
          {kind}
        </Badge>
        <Text size="sm" fw={500} lineClamp={1}>
          {title}
        </Text>
      </Group>
      {/* Not dimmed: the highlighted option's background is dark. */}
      <Text size="xs" lineClamp={1}>
        {path}
      </Text>
    </div>
  );
}

/** The link field of a form: text in and out, like TextField, with suggestions. */
export const LinkPicker = boundField<LinkInputProps>(LinkInput, typed);
