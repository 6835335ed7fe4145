/**
 * The banner carousel's island (the markup, which scrolls by itself, is BannerCarousel.tsx): autoplay
 * every 5 s looping back to the first slide, the dot of the slide shown, and dots that slide
 * rather than jump. Autoplay pauses while the pointer is over the carousel or keyboard focus is
 * inside it, while the tab is hidden, and is off for visitors who ask for reduced motion.
 */
const AUTOPLAY_DELAY_MS = 5000;

export default function carousel(root: HTMLElement) {
  const viewport = root.querySelector<HTMLElement>('[data-slides]');
  if (!viewport) return;
  const slides = Array.from(viewport.children) as HTMLElement[];
  const dots = Array.from(root.querySelectorAll<HTMLAnchorElement>('[data-dot]'));
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  let hovered = false;
  let focused = false;

  const current = () => Math.round(viewport.scrollLeft / Math.max(viewport.clientWidth, 1));
  const show = (index: number) => {
    const target = slides[(index + slides.length) % slides.length];
    viewport.scrollTo({
      left: target.offsetLeft - viewport.offsetLeft,
      behavior: reducedMotion ? 'auto' : 'smooth',
    });
  };
  const markDot = () => {
    const index = current();
    dots.forEach((dot, i) => {
      if (i === index) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    });
  };

  viewport.addEventListener('scroll', markDot, { passive: true });
  dots.forEach((dot, index) =>
    dot.addEventListener('click', (event) => {
      event.preventDefault();
      show(index);
    }),
  );

  root.addEventListener('pointerenter', () => (hovered = true));
  root.addEventListener('pointerleave', () => (hovered = false));
  // Keyboard focus pauses; a dot clicked with the mouse (focused, not focus-visible) does not.
  root.addEventListener('focusin', (event) => {
    focused = (event.target as Element).matches(':focus-visible');
  });
  root.addEventListener('focusout', (event) => {
    if (!root.contains(event.relatedTarget as Node | null)) focused = false;
  });

  if (reducedMotion || slides.length < 2) return;
  window.setInterval(() => {
    if (hovered || focused || document.hidden) return;
    show(current() + 1);
  }, AUTOPLAY_DELAY_MS);
}
