/**
 * The public header's island: it offers the Dashboard to staff signed in on this browser, turns
 * compact after 10 px of scrolling, and its disclosures (the
 * search panel, the phone drawer, the dropdowns, all working without JavaScript) also close on
 * Escape and on a click elsewhere; the search panel's box takes focus when it opens.
 */
import { DASHBOARD_PATH } from '../../staffPaths.ts';

const COMPACT_AFTER_PX = 10;
/** Set by the app while staff are signed in on this browser (auth/session.ts). */
const SIGNED_IN_KEY = 'chamber.signedIn';

/** Staff signed in on this browser get the Dashboard where visitors get Login. */
function offerDashboard(root: HTMLElement) {
  let signedIn = false;
  try {
    signedIn = localStorage.getItem(SIGNED_IN_KEY) === 'true';
  } catch {
    // Storage blocked: the visitor's Login stays.
  }
  if (!signedIn) return;
  for (const link of root.querySelectorAll<HTMLAnchorElement>('[data-account-link]')) {
    link.href = DASHBOARD_PATH;
    (link.querySelector('.mantine-Button-label') ?? link).textContent = 'Dashboard';
  }
}

export default function header(root: HTMLElement) {
  offerDashboard(root);
  let frame = 0;
  const compact = () => {
    frame = 0;
    if (window.scrollY > COMPACT_AFTER_PX) root.dataset.compact = 'true';
    else delete root.dataset.compact;
  };
  window.addEventListener(
    'scroll',
    () => {
      frame ||= requestAnimationFrame(compact);
    },
    { passive: true },
  );
  compact();

  const disclosures = Array.from(
    root.querySelectorAll<HTMLDetailsElement>('details[data-disclosure]'),
  );
  for (const details of disclosures) {
    details.addEventListener('toggle', () => {
      if (!details.open) return;
      // One open at a time: the search panel and the drawer would overlap.
      for (const other of disclosures) if (other !== details) other.open = false;
      if (details.dataset.disclosure === 'focus') details.querySelector('input')?.focus();
    });
  }

  document.addEventListener('pointerdown', (event) => {
    for (const details of disclosures) {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    }
  });

  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const active = document.activeElement;
    for (const details of disclosures) {
      if (!details.open) continue;
      details.open = false;
      if (details.contains(active)) details.querySelector('summary')?.focus();
    }
    // A dropdown of the wide menu stays shut until the pointer or focus leaves it.
    const item = active?.closest<HTMLElement>('nav li:has(> ul)');
    if (item) {
      item.dataset.closed = '';
      item.querySelector('button')?.focus();
      const reopen = () => delete item.dataset.closed;
      item.addEventListener('pointerleave', reopen, { once: true });
      item.addEventListener('focusout', (blur) => {
        if (!item.contains(blur.relatedTarget as Node | null)) reopen();
      });
    }
  });
}
