/**
 * The ordered content of a page or blog: banners become carousels and
 * content sections are drawn by their kind, the tiles that follow one another in one grid. Used by
 * dynamic pages, blogs, the contact page and the home page.
 */
import type { ReactNode } from 'react';
import type { ContentSection as Section, DynamicContentEntry } from '@chamber/contracts';
import { BannerCarousel } from './BannerCarousel.tsx';
import { ContentSection } from './ContentSection.tsx';
import { TileGrid } from './TileGrid.tsx';

export function ContentRenderer({
  entries,
  withDynamicBanners = true,
}: {
  entries: DynamicContentEntry[];
  /** False on the home page, which opens with its own carousel: its dynamic banners stay out. */
  withDynamicBanners?: boolean;
}) {
  const drawn: ReactNode[] = [];
  let tiles: { key: number; section: Section }[] = [];
  const closeGrid = () => {
    if (tiles.length > 0) drawn.push(<TileGrid key={`tiles-${tiles[0].key}`} tiles={tiles} />);
    tiles = [];
  };
  for (const entry of entries) {
    const section = entry.contentSection;
    if (section?.type === 'CONTENT_SECTION_TILE') {
      tiles.push({ key: entry.id, section });
      continue;
    }
    closeGrid();
    if (entry.banner) {
      drawn.push(
        <BannerCarousel
          key={entry.id}
          items={entry.banner.bannerItems}
          label={entry.banner.name}
        />,
      );
    } else if (
      section &&
      (withDynamicBanners || section.type !== 'CONTENT_SECTION_DYNAMIC_BANNER')
    ) {
      drawn.push(<ContentSection key={entry.id} section={section} />);
    }
  }
  closeGrid();
  return <>{drawn}</>;
}
