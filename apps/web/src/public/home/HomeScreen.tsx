/**
 * Home: the /home page's banner as an auto-rotating carousel, the welcome with three
 * intro links, four featured tiles, then the rest of the /home page's content (without its
 * dynamic-banner sections).
 */
import {
  IconArrowRight,
  IconBuildingCommunity,
  IconCalendarEvent,
  IconCompass,
  IconReceiptTax,
  type Icon,
} from '@tabler/icons-react';
import { DEFAULT_COMPANY_NAME, homeHeroEntry } from '@chamber/contracts';
import { Link } from 'react-router';
import { useDynamicPage, useSiteInfo } from '../../api/home.ts';
import { FEATURED_TILES, HOME_INTRO, HOME_INTRO_LINKS, type TileIcon } from '../content/home.ts';
import { findSitePage } from '../dynamic/sitePages.ts';
import { BannerCarousel } from '../sections/BannerCarousel.tsx';
import { ContentRenderer } from '../sections/ContentRenderer.tsx';
import { MoreHint } from '../ui/MoreHint.tsx';
import page from '../ui/page.module.css';
import classes from './HomeScreen.module.css';

const TILE_ICONS: Record<TileIcon, Icon> = {
  membership: IconBuildingCommunity,
  events: IconCalendarEvent,
  resources: IconReceiptTax,
  visit: IconCompass,
};

export function HomeScreen() {
  const { data: info, isPending: infoPending } = useSiteInfo();
  const homePage = findSitePage(info?.pages, '/home');
  const content = useDynamicPage(homePage && !homePage.isBlog ? homePage.id : null);
  const companyName = info?.companyName || DEFAULT_COMPANY_NAME;

  const entries = content.data?.pageContentSectionBanners ?? [];
  const heroEntry = homeHeroEntry(entries);
  const rest = entries.filter((entry) => entry !== heroEntry);
  // Until the page is known, hold the hero's room so nothing jumps when it arrives.
  const heroLoading = infoPending || (homePage !== undefined && content.isPending);

  return (
    <>
      {heroEntry?.banner ? (
        <BannerCarousel items={heroEntry.banner.bannerItems} label="Highlights" hero />
      ) : (
        <div className={classes.heroFallback} data-loading={heroLoading || undefined} />
      )}

      <section className={classes.intro}>
        <div className={classes.introInner}>
          <div>
            <p className={classes.eyebrow}>{HOME_INTRO.eyebrow}</p>
            <h1 className={classes.welcome}>Welcome to {companyName}</h1>
            <p className={classes.lead}>
              {content.data?.description || info?.seo || HOME_INTRO.fallbackLead}
            </p>
          </div>
          <ul className={classes.introLinks}>
            {HOME_INTRO_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={classes.introLink}>
                  <span>{link.label}</span>
                  <IconArrowRight size={20} aria-hidden />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={page.surface} aria-labelledby="featured-title">
        <div className={classes.tilesInner}>
          <h2 id="featured-title" className={classes.tilesTitle}>
            Explore the Chamber
          </h2>
          <ul className={`${page.grid} ${classes.tiles}`}>
            {FEATURED_TILES.map((tile) => {
              const TileIconComponent = TILE_ICONS[tile.icon];
              return (
                <li key={tile.to}>
                  <Link to={tile.to} className={`${page.lift} ${classes.tile}`}>
                    <span className={classes.tileIcon}>
                      <TileIconComponent size={28} stroke={1.75} aria-hidden />
                    </span>
                    <span className={classes.tileTitle}>{tile.title}</span>
                    <span className={classes.tileText}>{tile.text}</span>
                    <MoreHint className={classes.tileMore}>Learn more</MoreHint>
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <ContentRenderer entries={rest} withDynamicBanners={false} />
    </>
  );
}
