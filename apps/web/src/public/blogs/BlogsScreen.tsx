/**
 * /blogs-and-reviews: the published blogs, newest first, a page at a time (decision 128). Its
 * filters (a category, a tag, an author) and pages are links, so the server draws each one and no
 * script is needed; the search box (a GET form, ?title=…) narrows all blogs by title, drawn by
 * the server from the site info.
 */
import { useState } from 'react';
import { BLOG_TITLE_PARAM } from '@chamber/contracts';
import { TextInput } from '@mantine/core';
import { IconNews, IconSearch } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { blogListLink, blogListSearch, type BlogList } from '@chamber/contracts';
import { useBlogList, useSiteInfo, useTimeZone } from '../../api/home.ts';
import { EmptyState } from '../ui/EmptyState.tsx';
import { CardGridSkeleton } from '../ui/PageBlocks.tsx';
import items from '../ui/items.module.css';
import page from '../ui/page.module.css';
import { PageBanner } from '../ui/PageBanner.tsx';
import { AuthorProfile } from './AuthorProfile.tsx';
import { BlogCard, FoundBlogCard } from './BlogCards.tsx';
import { isNewBlog, searchBlogs } from './blogRules.ts';
import classes from './BlogsScreen.module.css';

export function BlogsScreen() {
  const params = new URLSearchParams(useLocation().search);
  const search = blogListSearch(params);
  const term = params.get(BLOG_TITLE_PARAM) ?? '';
  const list = useBlogList(search);
  const { data: info } = useSiteInfo();
  const timeZone = useTimeZone();
  const [now] = useState(() => new Date());
  const searching = term.trim() !== '';
  const found = searching ? searchBlogs(info?.pages ?? [], term) : [];
  const count = searching ? found.length : (list.data?.total ?? 0);

  return (
    <>
      <PageBanner
        title="Blogs and Reviews"
        lead="News from the Chamber, stories of our members and reviews of life in town."
      />
      <div className={page.container}>
        <div className={classes.toolbar}>
          <p className={classes.count} role="status">
            {!searching && list.isPending ? '' : `${count} ${count === 1 ? 'article' : 'articles'}`}
          </p>
          <form method="get" role="search" className={classes.search}>
            <TextInput
              type="search"
              name={BLOG_TITLE_PARAM}
              label="Search blogs"
              placeholder="Search by title"
              leftSection={<IconSearch size={18} aria-hidden />}
              defaultValue={term}
              size="md"
              radius="xl"
            />
          </form>
        </div>

        {searching ? (
          found.length === 0 ? (
            <EmptyState icon={IconNews} title="No Blogs Available">
              No blog title matches your search. Try another word.
            </EmptyState>
          ) : (
            <ul className={page.grid}>
              {found.map((blog) => (
                <li key={blog.id}>
                  <FoundBlogCard blog={blog} isNew={isNewBlog(blog.addedOn, now)} />
                </li>
              ))}
            </ul>
          )
        ) : list.isPending ? (
          <CardGridSkeleton height={360} />
        ) : (
          <PagedList list={list.data} search={search} timeZone={timeZone} now={now} />
        )}
      </div>
    </>
  );
}

/** What the list is narrowed to, in words ("Category: Member Stories"). */
function narrowedTo(list: BlogList) {
  if (list.category) return `Category: ${list.category.name}`;
  if (list.tag) return `Tagged “${list.tag.name}”`;
  if (list.author) return `Posts by ${list.author.name}`;
  return null;
}

function PagedList({
  list,
  search,
  timeZone,
  now,
}: {
  list: BlogList | undefined;
  search: string;
  timeZone: string;
  now: Date;
}) {
  const narrowed = list ? narrowedTo(list) : null;
  const heading = narrowed ? (
    <div className={classes.narrowed}>
      <h2>{narrowed}</h2>
      <Link to={blogListLink('', {})}>Show all blogs</Link>
      {list?.author ? <AuthorProfile author={list.author} /> : null}
    </div>
  ) : null;
  if (!list || list.items.length === 0) {
    return (
      <>
        {heading}
        <EmptyState icon={IconNews} title="No Blogs Available">
          {narrowed ? 'Nothing here yet. Show all blogs to read the others.' : null}
        </EmptyState>
      </>
    );
  }
  return (
    <>
      {heading}
      <ul className={page.grid}>
        {list.items.map((blog) => (
          <li key={blog.id}>
            <BlogCard
              blog={blog}
              timeZone={timeZone}
              isNew={blog.publishedOn !== null && isNewBlog(blog.publishedOn, now)}
            />
          </li>
        ))}
      </ul>
      {list.pageCount > 1 ? <Pages list={list} search={search} /> : null}
    </>
  );
}

/** Links to the list's other pages: Newer, each page, Older. */
function Pages({ list, search }: { list: BlogList; search: string }) {
  const pages = Array.from({ length: list.pageCount }, (_, index) => index + 1);
  return (
    <nav aria-label="Pages of blogs">
      <ul className={items.pages}>
        {list.page > 1 ? (
          <li>
            <Link to={blogListLink(search, { page: list.page - 1 })} rel="prev">
              Newer posts
            </Link>
          </li>
        ) : null}
        {pages.map((number) => (
          <li key={number}>
            {number === list.page ? (
              <span aria-current="page">{number}</span>
            ) : (
              <Link to={blogListLink(search, { page: number })} aria-label={`Page ${number}`}>
                {number}
              </Link>
            )}
          </li>
        ))}
        {list.page < list.pageCount ? (
          <li>
            <Link to={blogListLink(search, { page: list.page + 1 })} rel="next">
              Older posts
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
