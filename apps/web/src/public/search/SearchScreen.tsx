/** /search?q=… : the site search's hits by kind, each with its excerpt and link. */
import { Badge, Skeleton } from '@mantine/core';
import { IconArrowRight, IconSearchOff } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { SEARCH_MAX_LENGTH, SEARCH_TOO_LONG_MESSAGE, type SearchResult } from '@chamber/contracts';
import { useSearch } from '../../api/home.ts';
import { SEARCH_HINT, SearchBox } from '../shell/SearchBox.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { TitledSection } from '../ui/PageBlocks.tsx';
import page from '../ui/page.module.css';
import { PageBanner } from '../ui/PageBanner.tsx';
import classes from './SearchScreen.module.css';

const GROUPS: { kind: SearchResult['kind']; title: string; label: string }[] = [
  { kind: 'page', title: 'Pages', label: 'Page' },
  { kind: 'blog', title: 'Blogs', label: 'Blog' },
  { kind: 'event', title: 'Events', label: 'Event' },
  { kind: 'deal', title: 'Hot Deals', label: 'Deal' },
  { kind: 'member', title: 'Members', label: 'Member' },
];

export function SearchScreen() {
  const [params] = useSearchParams();
  const term = (params.get('q') ?? '').trim();
  // The API refuses such a text: say why rather than show "No results".
  const tooLong = term.length > SEARCH_MAX_LENGTH;
  const search = useSearch(tooLong ? '' : term);
  const results = search.data ?? [];

  return (
    <>
      <PageBanner title="Search" lead={term ? `Results for “${term}”` : SEARCH_HINT} />
      <div className={`${page.container} ${page.narrow}`}>
        <div className={classes.box}>
          <SearchBox key={term} initialTerm={term} size="lg" />
        </div>
        {!term ? null : tooLong ? (
          <EmptyState icon={IconSearchOff} title="Please shorten your search">
            {SEARCH_TOO_LONG_MESSAGE}.
          </EmptyState>
        ) : search.isPending ? (
          <div aria-hidden>
            <Skeleton height={96} radius={14} mb="md" />
            <Skeleton height={96} radius={14} />
          </div>
        ) : results.length === 0 ? (
          <EmptyState icon={IconSearchOff} title="No Results Available">
            Try fewer or different words, or browse the menu above.
          </EmptyState>
        ) : (
          <>
            <p className={classes.count} role="status">
              {results.length} {results.length === 1 ? 'result' : 'results'}
            </p>
            {GROUPS.map(({ kind, title, label }) => {
              const hits = results.filter((result) => result.kind === kind);
              if (hits.length === 0) return null;
              return (
                <TitledSection
                  key={kind}
                  className={classes.group}
                  titleId={`results-${kind}`}
                  titleClassName={classes.groupTitle}
                  title={title}
                >
                  <ul className={classes.list}>
                    {hits.map((hit) => (
                      <li key={`${hit.kind}-${hit.id}`}>
                        <Link to={hit.url} className={`${page.lift} ${classes.hit}`}>
                          <Badge variant="light" color="navy" radius="sm">
                            {label}
                          </Badge>
                          <span className={classes.hitTitle}>{hit.title}</span>
                          {hit.excerpt ? (
                            <span className={classes.excerpt}>{hit.excerpt}</span>
                          ) : null}
                          <span className={classes.url}>
                            {hit.url} <IconArrowRight size={14} aria-hidden />
                          </span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                </TitledSection>
              );
            })}
          </>
        )}
      </div>
    </>
  );
}
