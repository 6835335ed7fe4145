/**
 * Every public url without a route of its own: an active page or blog of the site info (routed by
 * its url), or Not Found.
 */
import { useLocation } from 'react-router';
import { useSiteInfo } from '../../api/home.ts';
import { PageLoader } from '../../components/PageLoader.tsx';
import { NotFoundScreen } from '../NotFoundScreen.tsx';
import { DynamicBlogView, DynamicPageView } from './DynamicViews.tsx';
import { findSitePage } from './sitePages.ts';

export function CatchAllScreen() {
  const { pathname } = useLocation();
  const { data: info, isPending } = useSiteInfo();

  if (isPending) return <PageLoader />;
  const page = findSitePage(info?.pages, pathname);
  if (!page) return <NotFoundScreen />;
  return page.isBlog ? (
    <DynamicBlogView key={page.id} id={page.id} />
  ) : (
    <DynamicPageView key={page.id} id={page.id} />
  );
}
