/** A page or blog built in the content system, with its banner on top. */
import { VisuallyHidden } from '@mantine/core';
import { IconCalendar, IconClock, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { blogListLink } from '@chamber/contracts';
import { useDynamicBlog, useDynamicPage, useTimeZone } from '../../api/home.ts';
import { PageLoader } from '../../components/PageLoader.tsx';
import { NotFoundScreen } from '../NotFoundScreen.tsx';
import { ContentRenderer } from '../sections/ContentRenderer.tsx';
import { inZone } from '../../components/dates.ts';
import { AuthorProfile } from '../blogs/AuthorProfile.tsx';
import { authorLink, blogDate, BlogCard } from '../blogs/BlogCards.tsx';
import page from '../ui/page.module.css';
import { PageBanner } from '../ui/PageBanner.tsx';
import { usePageTitle } from '../ui/usePageTitle.ts';
import classes from './DynamicViews.module.css';

export function DynamicPageView({ id }: { id: number }) {
  const { data, isPending, isError } = useDynamicPage(id);
  const title = data ? data.title || data.name : null;
  usePageTitle(title);
  if (isPending) return <PageLoader />;
  // Load errors are not reported; the visitor sees the page is not there.
  if (isError || !title) return <NotFoundScreen />;
  return (
    <div className={classes.page}>
      {data.isBannerVisible ? (
        <PageBanner title={title} imagePath={data.bannerImageFilePath} color={data.bannerColor} />
      ) : (
        <VisuallyHidden component="h1">{title}</VisuallyHidden>
      )}
      <ContentRenderer entries={data.pageContentSectionBanners} />
    </div>
  );
}

export function DynamicBlogView({ id }: { id: number }) {
  const { data, isPending, isError } = useDynamicBlog(id);
  const timeZone = useTimeZone();
  usePageTitle(data?.name);
  if (isPending) return <PageLoader />;
  if (isError) return <NotFoundScreen />;
  // Its first publishing, on the chamber's clock (a preview of one never published: its creation).
  const date = data.publishedOn ?? data.addedOn;
  const byline = (
    <p className={classes.byline}>
      <span>
        <IconCalendar size={18} aria-hidden />
        <time dateTime={inZone(date, timeZone).format('YYYY-MM-DD')}>
          {blogDate(date, timeZone)}
        </time>
      </span>
      {data.author ? (
        <span>
          <IconUser size={18} aria-hidden />
          <span>
            By{' '}
            <Link to={authorLink(data.author.id)} className={classes.bylineLink}>
              {data.author.name}
            </Link>
          </span>
        </span>
      ) : data.addedBy ? (
        <span>
          <IconUser size={18} aria-hidden />
          By {data.addedBy}
        </span>
      ) : null}
      <span>
        <IconClock size={18} aria-hidden />
        {data.readingMinutes} min read
      </span>
    </p>
  );
  const trail = [{ label: 'Blogs and Reviews', to: '/blogs-and-reviews' }];
  const hasTopics = data.categories.length > 0 || data.tags.length > 0;
  return (
    <article className={classes.page}>
      {data.isBannerVisible ? (
        <PageBanner
          title={data.name}
          imagePath={data.bannerImageFilePath}
          imageAlt={data.bannerImageAlt}
          color={data.bannerColor}
          trail={trail}
        >
          {byline}
        </PageBanner>
      ) : (
        <header className={classes.plainHeader}>
          <h1>{data.name}</h1>
          {byline}
        </header>
      )}
      <ContentRenderer entries={data.blogContentSectionBanners} />
      {hasTopics ? (
        <footer className={classes.topics}>
          <TopicLinks
            title="Categories"
            links={data.categories.map((category) => ({
              key: String(category.id),
              to: blogListLink('', { category: category.slug }),
              text: category.name,
            }))}
          />
          <TopicLinks
            title="Tags"
            links={data.tags.map((tag) => ({
              key: tag.slug,
              to: blogListLink('', { tag: tag.slug }),
              text: `#${tag.name}`,
            }))}
          />
        </footer>
      ) : null}
      {data.author ? (
        <div className={classes.aboutAuthor}>
          <AuthorProfile author={data.author} heading="About the author" withLink />
        </div>
      ) : null}
      {data.relatedPosts.length > 0 ? (
        <section className={classes.related} aria-labelledby="related-posts">
          <h2 id="related-posts">Related posts</h2>
          <ul className={page.grid}>
            {data.relatedPosts.map((post) => (
              <li key={post.id}>
                <BlogCard blog={post} timeZone={timeZone} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

/** A post's categories or tags under a heading, each linking to its list; nothing when none. */
function TopicLinks({
  title,
  links,
}: {
  title: string;
  links: { key: string; to: string; text: string }[];
}) {
  if (links.length === 0) return null;
  return (
    <div>
      <h2>{title}</h2>
      <ul className={page.inlineList}>
        {links.map((link) => (
          <li key={link.key}>
            <Link to={link.to}>{link.text}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
