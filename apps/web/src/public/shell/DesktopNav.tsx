/**
 * The header menu on wide screens: top-level links, and sub-menus as dropdowns that open on hover
 * and while keyboard focus is inside them, with CSS alone (no JavaScript needed); the header
 * island adds Escape to close one.
 */
import { IconChevronDown } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import type { SiteMenuItem } from '@chamber/contracts';
import { isCurrent, menuLinkTarget } from '../ui/links.ts';
import { SmartLink } from '../ui/SmartLink.tsx';
import classes from './DesktopNav.module.css';

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
  // The parent's own page (if it has one) leads the list, then its sub-menu.
  const entries = [item, ...item.assignedMenuItems].flatMap((entry) => {
    const link = menuLinkTarget(entry);
    return link ? [{ entry, link }] : [];
  });
  const containsCurrent = entries.some(({ link }) => isCurrent(link, pathname));
  return (
    // The panel opens while the pointer is over the item or focus is inside it (CSS alone).
    <li className={classes.item}>
      <button
        type="button"
        className={classes.topLink}
        aria-haspopup="true"
        data-current={containsCurrent || undefined}
      >
        {item.name}
        <IconChevronDown size={16} stroke={2} className={classes.chevron} aria-hidden />
      </button>
      <ul className={classes.panel}>
        {entries.map(({ entry, link }) => (
          <li key={entry.id}>
            <SmartLink
              link={link}
              className={classes.panelLink}
              aria-current={isCurrent(link, pathname) ? 'page' : undefined}
            >
              {entry.name}
            </SmartLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
