/**
 * A banner's slider items as a carousel: autoplay every 5000 ms, dots,
 * no arrows, dots hidden under 480 px. Embla's `duration` is not in ms: 25 (its default, kept)
 * moves a slide in about half a second, the 500 ms the spec asks for. Autoplay pauses while the
 * pointer is over the carousel or keyboard focus is inside it, and is off for visitors who ask
 * for reduced motion.
 */
import '@mantine/carousel/styles.layer.css';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { Carousel } from '@mantine/carousel';
import { useReducedMotion } from '@mantine/hooks';
import type { EmblaCarouselType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import type { BannerItem } from '@chamber/contracts';
import { ActionButtons } from '../ui/ActionButtons.tsx';
import page from '../ui/page.module.css';
import { StoredImage } from '../ui/StoredImage.tsx';
import classes from './BannerCarousel.module.css';

const AUTOPLAY_DELAY_MS = 5000;
/** Embla's scroll duration for ≈ 500 ms (see above). */
const EMBLA_DURATION = 25;

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
  const reducedMotion = useReducedMotion();
  const autoplay = useRef(
    Autoplay({
      delay: AUTOPLAY_DELAY_MS,
      playOnInit: false,
      // Pausing is handled below for the whole carousel, dots included.
      stopOnInteraction: false,
      stopOnFocusIn: false,
      stopOnMouseEnter: false,
    }),
  );
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [selected, setSelected] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = !reducedMotion && !hovered && !focused && items.length > 1;

  useEffect(() => {
    if (!embla) return;
    const plugin = autoplay.current;
    if (playing) plugin.play();
    else plugin.stop();
  }, [embla, playing]);

  if (items.length === 0) return null;

  return (
    <div
      className={classes.root}
      data-hero={hero || undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      // Keyboard focus pauses; a dot clicked with the mouse (focused, not focus-visible) does not.
      onFocus={(event) => setFocused(event.target.matches(':focus-visible'))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <Carousel
        aria-label={label}
        withControls={false}
        withIndicators={false}
        emblaOptions={{ loop: items.length > 1, duration: EMBLA_DURATION }}
        plugins={[autoplay.current]}
        getEmblaApi={setEmbla}
        onSlideChange={setSelected}
        classNames={{ viewport: classes.viewport, container: classes.container }}
      >
        {items.map((item, index) => (
          <Carousel.Slide
            key={item.id}
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
          </Carousel.Slide>
        ))}
      </Carousel>
      {items.length > 1 ? (
        <div className={classes.dots}>
          {items.map((item, index) => (
            <button
              key={item.id}
              type="button"
              className={classes.dot}
              aria-label={`Go to slide ${index + 1}`}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => embla?.scrollTo(index)}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
