/**
 * The public pages' only entry script (docs/decisions/147-public-islands.md). Pages arrive drawn
 * by the server and work without JavaScript; this finds the parts marked `data-island="name"`
 * and loads each one's small enhancer when it is needed: the header and analytics at once, the
 * others when they come into view. Each enhancer takes its element as the server drew it.
 */
type Enhancer = { default: (element: HTMLElement) => void };

const ISLANDS: Record<string, () => Promise<Enhancer>> = {
  analytics: () => import('./analytics.ts'),
  carousel: () => import('./carousel.ts'),
  form: () => import('./form.ts'),
  header: () => import('./header.ts'),
  map: () => import('./map.ts'),
  search: () => import('./search.ts'),
};
/** Wanted before anything is scrolled to: the header is always in view, analytics counts the visit. */
const AT_ONCE = new Set(['header', 'analytics']);

const started = new WeakSet<HTMLElement>();

/** Marks the element `data-island-ready` once its enhancer has run (browser tests wait for it). */
async function enhance(element: HTMLElement) {
  const load = ISLANDS[element.dataset.island ?? ''];
  if (!load || started.has(element)) return;
  started.add(element);
  (await load()).default(element);
  element.dataset.islandReady = '';
}

const elements = Array.from(document.querySelectorAll<HTMLElement>('[data-island]'));
const later = elements.filter((element) => !AT_ONCE.has(element.dataset.island ?? ''));
const first = elements.filter((element) => AT_ONCE.has(element.dataset.island ?? ''));

/** Resolves once the islands in view when the page opened are enhanced. */
const inViewAtStart = new Promise<void>((resolve) => {
  if (later.length === 0) return resolve();
  let initial = true;
  const observer = new IntersectionObserver(
    (entries) => {
      const shown = entries.filter((entry) => entry.isIntersecting);
      for (const { target } of shown) observer.unobserve(target);
      const done = Promise.all(shown.map(({ target }) => enhance(target as HTMLElement)));
      if (initial) void done.then(() => resolve());
      initial = false;
    },
    // A little ahead of the scroll, so an island is ready when it is reached.
    { rootMargin: '200px' },
  );
  for (const element of later) observer.observe(element);
});

void Promise.all([...first.map(enhance), inViewAtStart]).then(() => {
  // What was in view answers now (browser tests wait for this mark).
  document.documentElement.dataset.appReady = 'true';
});
