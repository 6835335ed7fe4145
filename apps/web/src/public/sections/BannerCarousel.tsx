/**
 * A banner's slider items as a carousel that works without JavaScript: a row of slides the
 * visitor swipes or scrolls (CSS scroll snapping), with dots that are links to each slide. The
 * carousel island (islands/carousel.ts) adds autoplay every 5000 ms, moving a slide in about
 * 500 ms, looping, and keeps the current dot; it pauses while the pointer is over the carousel or
 * keyboard focus is inside it, and is off for visitors who ask for reduced motion. Dots are hidden
 * under 480 px (visitors swipe there).
 */
import { useId, type CSSProperties } from 'react';
import type { BannerItem } from '@chamber/contracts';
import { ActionButtons } from '../ui/ActionButtons.tsx';
import page from '../ui/page.module.css';
import { StoredImage } from '../ui/StoredImage.tsx';
import classes from './BannerCarousel.module.css';

const JUSTIFY = { LEFT: 'flex-start', CENTER: 'center', RIGHT: 'flex-end' } as const;

export function BannerCarousel({
  items,
  label,
  hero = false,
}: {
  items: BannerItem[];
  /** The carousel's accessible name. */
  label: string;
  /** The first thing on the page: taller, and its first picture loads at once. */
  hero?: boolean;
}) {
  const idPrefix = useId();
  if (items.length === 0) return null;
  const slideId = (index: number) => `${idPrefix}slide-${index + 1}`;

  return (
    <div
      className={classes.root}
      data-hero={hero || undefined}
      data-island="carousel"
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
    >
      <div
        className={classes.viewport}
        data-slides
        // Scrollable by keyboard too (arrow keys) without a script.
        tabIndex={0}
      >
        {items.map((item, index) => (
          <div
            key={item.id}
            id={slideId(index)}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${items.length}`}
            className={`${classes.slide} ${page.shaded}`}
          >
            <StoredImage
              className={page.coverImage}
              path={item.imagePath}
              picture="slide"
              loading={hero && index === 0 ? 'eager' : 'lazy'}
              fetchPriority={hero && index === 0 ? 'high' : 'auto'}
            />
            <div
              className={classes.content}
              style={{ '--slide-justify': JUSTIFY[item.alignment] } as CSSProperties}
              data-align={item.alignment}
            >
              <div className={classes.text}>
                {item.title ? <p className={classes.title}>{item.title}</p> : null}
                {item.description ? (
                  <p className={classes.description}>{item.description}</p>
                ) : null}
                <ActionButtons
                  fields={item}
                  tone="onDark"
                  size="lg"
                  justify={JUSTIFY[item.alignment]}
                />
              </div>
            </div>
          </div>
        ))}
      </div>
      {items.length > 1 ? (
        <div className={classes.dots}>
          {items.map((item, index) => (
            <a
              key={item.id}
              href={`#${slideId(index)}`}
              data-dot
              className={classes.dot}
              aria-label={`Go to slide ${index + 1}`}
              aria-current={index === 0 ? 'true' : undefined}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
