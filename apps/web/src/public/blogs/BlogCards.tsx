/**
 * A blog's card in the public list and under "Related posts" (decision 128): picture, date on the
 * chamber's clock, author and categories as links, title and excerpt. The title's link covers the
 * card; the author and category links stay clickable on their own.
 */
import type { ReactNode } from 'react';
import { blogListLink, type BlogCard as Card, type SitePage } from '@chamber/contracts';
import { Badge } from '@mantine/core';
import { IconCalendar, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatFullMonthDate, inZone, machineDate } from '../../components/dates.ts';
import { MoreHint } from '../ui/MoreHint.tsx';
import { CardMedia } from '../ui/PageBlocks.tsx';
import page from '../ui/page.module.css';
import classes from './BlogsScreen.module.css';

/** "March 5, 2026", on the chamber's clock. */
export const blogDate = (iso: string, timeZone: string) =>
  inZone(iso, timeZone).format('MMMM D, YYYY');
const blogMachineDate = (iso: string, timeZone: string) =>
  inZone(iso, timeZone).format('YYYY-MM-DD');

/** Its author's list of posts. */
export const authorLink = (id: number) => blogListLink('', { author: id });

export function BlogCard({
  blog,
  timeZone,
  isNew = false,
  headingLevel = 2,
}: {
  blog: Card;
  timeZone: string;
  isNew?: boolean;
  headingLevel?: 2 | 3;
}) {
  return (
    <CardFrame
      blog={blog}
      isNew={isNew}
      headingLevel={headingLevel}
      meta={
        <>
          {blog.publishedOn ? (
            <DateMeta dateTime={blogMachineDate(blog.publishedOn, timeZone)}>
              {blogDate(blog.publishedOn, timeZone)}
            </DateMeta>
          ) : null}
          {blog.author ? (
            <AuthorMeta>
              <Link
                to={authorLink(blog.author.id)}
                className={`${page.raised} ${classes.metaLink}`}
              >
                {blog.author.name}
              </Link>
            </AuthorMeta>
          ) : null}
        </>
      }
    >
      {blog.excerpt ? <p className={classes.excerpt}>{blog.excerpt}</p> : null}
      {blog.categories.length > 0 ? (
        <ul className={classes.chips} aria-label="Categories">
          {blog.categories.map((category) => (
            <li key={category.id}>
              <Link
                to={blogListLink('', { category: category.slug })}
                className={`${page.raised} ${classes.chip}`}
              >
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </CardFrame>
  );
}

/**
 * A blog found by the list's search box, from the site info: the date it was added (on the
 * visitor's calendar, as isNewBlog counts it) and who added it, as plain text.
 */
export function FoundBlogCard({ blog, isNew }: { blog: SitePage; isNew: boolean }) {
  return (
    <CardFrame
      blog={blog}
      isNew={isNew}
      meta={
        <>
          <DateMeta dateTime={machineDate(blog.addedOn)}>
            {formatFullMonthDate(blog.addedOn)}
          </DateMeta>
          {blog.addedBy ? <AuthorMeta>{blog.addedBy}</AuthorMeta> : null}
        </>
      }
    />
  );
}

/** What both cards draw: the picture (with a New badge), a line of `meta`, the title, `children`. */
function CardFrame({
  blog,
  isNew,
  headingLevel = 2,
  meta,
  children,
}: {
  blog: Pick<Card, 'bannerImageFilePath' | 'url' | 'name'>;
  isNew: boolean;
  headingLevel?: 2 | 3;
  meta: ReactNode;
  children?: ReactNode;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={page.card}>
      <CardMedia path={blog.bannerImageFilePath}>
        {isNew ? (
          <Badge className={classes.newBadge} size="lg" radius="sm">
            New
          </Badge>
        ) : null}
      </CardMedia>
      <div className={page.cardBody}>
        <div className={page.meta}>{meta}</div>
        <Heading className={page.cardTitle}>
          <Link to={blog.url} className={page.stretched}>
            {blog.name}
          </Link>
        </Heading>
        {children}
        <MoreHint>Read more</MoreHint>
      </div>
    </article>
  );
}

function DateMeta({ dateTime, children }: { dateTime: string; children: ReactNode }) {
  return (
    <span>
      <IconCalendar size={16} aria-hidden />
      <time dateTime={dateTime}>{children}</time>
    </span>
  );
}

function AuthorMeta({ children }: { children: ReactNode }) {
  return (
    <span>
      <IconUser size={16} aria-hidden />
      {children}
    </span>
  );
}
