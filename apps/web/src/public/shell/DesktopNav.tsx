/**
 * The header menu on wide screens: top-level links, and sub-menus as disclosure dropdowns that
 * open on hover and from the keyboard (Enter/Space toggle, ArrowDown opens and enters, arrows
 * move, Escape closes and gives focus back to the button).
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { IconChevronDown } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import type { SiteMenuItem } from '@chamber/contracts';
import { isCurrent, menuLinkTarget } from '../ui/links.ts';
import { SmartLink } from '../ui/SmartLink.tsx';
import classes from './DesktopNav.module.css';

/** Time the pointer may take to travel from the button into the dropdown. */
const HOVER_CLOSE_DELAY_MS = 150;

export function DesktopNav({ items }: { items: SiteMenuItem[] }) {
  return (
    <nav aria-label="Main" className={classes.nav}>
      <ul className={classes.list}>
        {items.map((item) =>
          item.assignedMenuItems.length > 0 ? (
            <Dropdown key={item.id} item={item} />
          ) : (
            <TopLink key={item.id} item={item} />
          ),
        )}
      </ul>
    </nav>
  );
}

function TopLink({ item }: { item: SiteMenuItem }) {
  const { pathname } = useLocation();
  const link = menuLinkTarget(item);
  if (!link) return null;
  const current = isCurrent(link, pathname);
  return (
    <li>
      <SmartLink
        link={link}
        className={classes.topLink}
        aria-current={current ? 'page' : undefined}
      >
        {item.name}
      </SmartLink>
    </li>
  );
}

function Dropdown({ item }: { item: SiteMenuItem }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const panelId = useId();

  // The parent's own page (if it has one) leads the list, then its sub-menu.
  const entries = [item, ...item.assignedMenuItems].flatMap((entry) => {
    const link = menuLinkTarget(entry);
    return link ? [{ entry, link }] : [];
  });
  const containsCurrent = entries.some(({ link }) => isCurrent(link, pathname));

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  useEffect(() => {
    if (!open) return;
    // A tap or click anywhere else closes the dropdown (touch screens have no mouseleave).
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const links = () =>
    Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>('[data-menu-link]') ?? []);

  const focusLink = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      // The panel renders on this update; focus its first link right after.
      requestAnimationFrame(() => focusLink(0));
    } else if (event.key === 'Escape' && open) {
      setOpen(false);
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent) => {
    const index = links().indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: -1,
    };
    if (event.key in moves) {
      event.preventDefault();
      focusLink(moves[event.key]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <li
      ref={rootRef}
      className={classes.item}
      onMouseEnter={() => {
        window.clearTimeout(closeTimer.current);
        setOpen(true);
      }}
      onMouseLeave={() => {
        closeTimer.current = window.setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY_MS);
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={classes.topLink}
        aria-expanded={open}
        aria-haspopup="true"
        aria-controls={panelId}
        data-current={containsCurrent || undefined}
        // Keyboard (detail 0) toggles; a mouse click only opens, as hovering already did.
        onClick={(event) => setOpen((was) => (event.detail === 0 ? !was : true))}
        onKeyDown={onButtonKeyDown}
      >
        {item.name}
        <IconChevronDown size={16} stroke={2} className={classes.chevron} aria-hidden />
      </button>
      <ul id={panelId} className={classes.panel} hidden={!open} onKeyDown={onPanelKeyDown}>
        {entries.map(({ entry, link }) => (
          <li key={entry.id}>
            <SmartLink
              link={link}
              data-menu-link
              className={classes.panelLink}
              aria-current={isCurrent(link, pathname) ? 'page' : undefined}
              onClick={() => setOpen(false)}
            >
              {entry.name}
            </SmartLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
