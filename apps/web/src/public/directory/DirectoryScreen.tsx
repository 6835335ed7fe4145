/**
 * /directory: the chamber's published members, featured first then A–Z (decision 143). Its
 * category filters, A–Z letters and pages are links and its search a GET form, so the server
 * draws every view and nothing here needs JavaScript.
 */
import { Button, TextInput } from '@mantine/core';
import { IconBuildingStore, IconSearch } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { directoryLink, directorySearch, type MemberList } from '@chamber/contracts';
import { useDirectory } from '../../api/public-members.ts';
import { EmptyState } from '../ui/EmptyState.tsx';
import { CardGridSkeleton } from '../ui/PageBlocks.tsx';
import items from '../ui/items.module.css';
import page from '../ui/page.module.css';
import { PageBanner } from '../ui/PageBanner.tsx';
import classes from './Directory.module.css';
import { MemberCard } from './MemberCard.tsx';

const LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '#'];

export function DirectoryScreen() {
  const search = directorySearch(new URLSearchParams(useLocation().search));
  const params = new URLSearchParams(search);
  const list = useDirectory(search);
  const count = list.data?.total ?? 0;
  const category = params.get('category');

  return (
    <>
      <PageBanner
        title="Member Directory"
        lead="The businesses and organisations that make up our Chamber. Find one near you."
      />
      <div className={page.container}>
        <div className={`${items.bar} ${classes.toolbar}`}>
          <p className={items.count} role="status">
            {list.isPending ? '' : `${count} ${count === 1 ? 'member' : 'members'}`}
          </p>
          <form method="get" role="search" className={classes.search} action="/directory">
            {category ? <input type="hidden" name="category" value={category} /> : null}
            <TextInput
              type="search"
              name="q"
              label="Search members"
              placeholder="Name or what they do"
              leftSection={<IconSearch size={18} aria-hidden />}
              defaultValue={params.get('q') ?? ''}
              size="md"
              radius="xl"
            />
            <Button type="submit" size="md" radius="xl" color="navy">
              Search
            </Button>
          </form>
        </div>
        {list.data ? <Filters list={list.data} search={search} /> : null}
        {list.isPending ? (
          <CardGridSkeleton height={320} />
        ) : (
          <Members list={list.data} search={search} />
        )}
      </div>
    </>
  );
}

/** The category links and the A–Z bar; the current choice is marked. */
function Filters({ list, search }: { list: MemberList; search: string }) {
  return (
    <>
      <nav aria-label="Categories">
        <ul className={classes.filters}>
          <li>
            <Link
              to={directoryLink(search, { category: null })}
              aria-current={list.category ? undefined : 'page'}
            >
              All categories
            </Link>
          </li>
          {list.categories.map((category) => (
            <li key={category.id}>
              <Link
                to={directoryLink(search, { category: category.slug })}
                aria-current={list.category?.id === category.id ? 'page' : undefined}
              >
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label="Names by first letter">
        <ul className={classes.letters}>
          <li>
            <Link
              to={directoryLink(search, { letter: null })}
              aria-current={list.letter ? undefined : 'page'}
            >
              All
            </Link>
          </li>
          {LETTERS.map((letter) => (
            <li key={letter}>
              <Link
                to={directoryLink(search, { letter })}
                aria-current={list.letter === letter ? 'page' : undefined}
                aria-label={letter === '#' ? 'Names starting with a digit or sign' : undefined}
              >
                {letter}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

/** What the list is narrowed to, in words. */
function narrowedTo(list: MemberList) {
  const parts = [
    list.category ? list.category.name : null,
    list.q ? `“${list.q}”` : null,
    list.letter ? `starting with ${list.letter}` : null,
  ].filter(Boolean);
  return parts.length ? `Members: ${parts.join(', ')}` : null;
}

function Members({ list, search }: { list: MemberList | undefined; search: string }) {
  const narrowed = list ? narrowedTo(list) : null;
  const heading = narrowed ? (
    <div className={classes.narrowed}>
      <h2>{narrowed}</h2>
      <Link to={directoryLink('', {})} className={page.textLink}>
        Show all members
      </Link>
    </div>
  ) : null;
  if (!list || list.items.length === 0) {
    return (
      <>
        {heading}
        <EmptyState icon={IconBuildingStore} title="No members found">
          {narrowed ? 'Try another word or category, or show all members.' : null}
        </EmptyState>
      </>
    );
  }
  return (
    <>
      {heading}
      <ul className={page.grid}>
        {list.items.map((member) => (
          <li key={member.id}>
            <MemberCard member={member} />
          </li>
        ))}
      </ul>
      {list.pageCount > 1 ? <Pages list={list} search={search} /> : null}
    </>
  );
}

/** The page numbers shown: the first, the last and two either side of the current one. */
function shownPages(page: number, pageCount: number) {
  return Array.from({ length: pageCount }, (_, index) => index + 1).filter(
    (number) => number === 1 || number === pageCount || Math.abs(number - page) <= 2,
  );
}

/** Links to the list's other pages: Previous, the pages near this one, Next. */
function Pages({ list, search }: { list: MemberList; search: string }) {
  const pages = shownPages(list.page, list.pageCount);
  return (
    <nav aria-label="Pages of members">
      <ul className={items.pages}>
        {list.page > 1 ? (
          <li>
            <Link to={directoryLink(search, { page: list.page - 1 })} rel="prev">
              Previous
            </Link>
          </li>
        ) : null}
        {pages.map((number, index) => (
          <li key={number}>
            {index > 0 && number - pages[index - 1] > 1 ? <span aria-hidden>…</span> : null}
            {number === list.page ? (
              <span aria-current="page">{number}</span>
            ) : (
              <Link to={directoryLink(search, { page: number })}>{number}</Link>
            )}
          </li>
        ))}
        {list.page < list.pageCount ? (
          <li>
            <Link to={directoryLink(search, { page: list.page + 1 })} rel="next">
              Next
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
