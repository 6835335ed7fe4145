/**
 * Every public url without a route of its own: a member's bio (/bio-{slug}), an active
 * page or blog of the site info (routed by its url), or Not Found.
 */
import { useLocation } from 'react-router';
import { useSiteInfo } from '../../api/home.ts';
import { PageLoader } from '../../components/PageLoader.tsx';
import { BioScreen } from '../about/BioScreen.tsx';
import { memberBySlug } from '../content/members.ts';
import { NotFoundScreen } from '../NotFoundScreen.tsx';
import { DynamicBlogView, DynamicPageView } from './DynamicViews.tsx';
import { findSitePage } from './sitePages.ts';

/** React Router cannot match part of a segment ("/bio-:slug"), so bios are recognised here. */
const BIO_PATH = /^\/bio-([a-z0-9-]+)\/?$/i;

export function CatchAllScreen() {
  const { pathname } = useLocation();
  const { data: info, isPending } = useSiteInfo();

  const bio = BIO_PATH.exec(pathname);
  if (bio) {
    const member = memberBySlug(bio[1].toLowerCase());
    return member ? <BioScreen member={member} /> : <NotFoundScreen />;
  }

  if (isPending) return <PageLoader />;
  const page = findSitePage(info?.pages, pathname);
  if (!page) return <NotFoundScreen />;
  return page.isBlog ? (
    <DynamicBlogView key={page.id} id={page.id} />
  ) : (
    <DynamicPageView key={page.id} id={page.id} />
  );
}
