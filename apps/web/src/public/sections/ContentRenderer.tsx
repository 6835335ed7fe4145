/**
 * The ordered content of a page or blog: banners become carousels and
 * content sections are drawn by their kind. Used by dynamic pages, blogs and the home page.
 */
import type { DynamicContentEntry } from '@chamber/contracts';
import { BannerCarousel } from './BannerCarousel.tsx';
import { ContentSection } from './ContentSection.tsx';

export function ContentRenderer({
  entries,
  withDynamicBanners = true,
}: {
  entries: DynamicContentEntry[];
  /** False on the home page, which opens with its own carousel: its dynamic banners stay out. */
  withDynamicBanners?: boolean;
}) {
  return (
    <>
      {entries.map((entry) => {
        if (entry.banner) {
          return (
            <BannerCarousel
              key={entry.id}
              items={entry.banner.bannerItems}
              label={entry.banner.name}
            />
          );
        }
        const section = entry.contentSection;
        if (!section) return null;
        if (!withDynamicBanners && section.type === 'CONTENT_SECTION_DYNAMIC_BANNER') return null;
        return <ContentSection key={entry.id} section={section} />;
      })}
    </>
  );
}
