/** A page or blog built in the content system, with its banner on top. */
import { VisuallyHidden } from '@mantine/core';
import { IconCalendar, IconUser } from '@tabler/icons-react';
import { useDynamicBlog, useDynamicPage } from '../../api/home.ts';
import { PageLoader } from '../../components/PageLoader.tsx';
import { NotFoundScreen } from '../NotFoundScreen.tsx';
import { ContentRenderer } from '../sections/ContentRenderer.tsx';
import { formatFullMonthDate, machineDate } from '../../components/dates.ts';
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
  usePageTitle(data?.name);
  if (isPending) return <PageLoader />;
  if (isError) return <NotFoundScreen />;
  const byline = (
    <p className={classes.byline}>
      <span>
        <IconCalendar size={18} aria-hidden />
        <time dateTime={machineDate(data.addedOn)}>{formatFullMonthDate(data.addedOn)}</time>
      </span>
      {data.addedBy ? (
        <span>
          <IconUser size={18} aria-hidden />
          By {data.addedBy}
        </span>
      ) : null}
    </p>
  );
  const trail = [{ label: 'Blogs and Reviews', to: '/blogs-and-reviews' }];
  return (
    <article className={classes.page}>
      {data.isBannerVisible ? (
        <PageBanner
          title={data.name}
          imagePath={data.bannerImageFilePath}
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
    </article>
  );
}
