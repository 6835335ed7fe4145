/**
 * The header menu on small screens (< 992 px): a drawer with the search, Home, the menu and Admin
 * Login. A <details> disclosure whose summary is the burger: it opens and closes without
 * JavaScript (the drawer sits under the header bar, so the burger, now a cross, stays in reach);
 * the header island adds Escape and a tap outside to close it.
 */
import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { IconChevronDown, IconLogin, IconMenu2, IconX } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import type { SiteMenuItem } from '@chamber/contracts';
import { isCurrent, menuLinkTarget, type LinkTarget } from '../ui/links.ts';
import { SmartLink } from '../ui/SmartLink.tsx';
import classes from './MobileNav.module.css';
import { SearchBox } from './SearchBox.tsx';

type Props = {
  items: SiteMenuItem[];
  /** Phone, e-mail and social buttons. */
  extras: ReactNode;
  /** The account button at the bottom: Admin Login, or the Dashboard for staff signed in here. */
  account: { to: string; label: string; icon: typeof IconLogin };
  className?: string;
};

const HOME_PATH = '/home';
const HOME: LinkTarget = { kind: 'route', to: HOME_PATH, newTab: false };

export function MobileNav({ items, extras, account, className }: Props) {
  // The demo menu, like many, has its own Home item: then the fixed one would repeat it.
  const menuHasHome = items.some((item) => isCurrent(menuLinkTarget(item), HOME_PATH));
  return (
    <details className={`${classes.drawer} ${className ?? ''}`} data-disclosure>
      <summary className={classes.burger} aria-label="Menu">
        <IconMenu2 size={26} className={classes.openIcon} aria-hidden />
        <IconX size={26} className={classes.closeIcon} aria-hidden />
      </summary>
      <div className={classes.panel}>
        <p className={classes.drawerTitle}>Menu</p>
        <SearchBox />
        <nav aria-label="Mobile">
          <ul className={classes.list}>
            {menuHasHome ? null : <MobileLink name="Home" link={HOME} />}
            {items.map((item) =>
              item.assignedMenuItems.length > 0 ? (
                <MobileGroup key={item.id} item={item} />
              ) : (
                <MobileItem key={item.id} item={item} />
              ),
            )}
          </ul>
        </nav>
        {extras}
        <Button
          component="a"
          href={account.to}
          size="md"
          fullWidth
          leftSection={<account.icon size={18} aria-hidden />}
          data-account-link
        >
          {account.label}
        </Button>
      </div>
    </details>
  );
}

function MobileLink({
  name,
  link,
  nested = false,
}: {
  name: string;
  link: LinkTarget;
  nested?: boolean;
}) {
  const { pathname } = useLocation();
  return (
    <li>
      <SmartLink
        link={link}
        className={classes.link}
        data-nested={nested || undefined}
        aria-current={isCurrent(link, pathname) ? 'page' : undefined}
      >
        {name}
      </SmartLink>
    </li>
  );
}

function MobileItem({ item }: { item: SiteMenuItem }) {
  const link = menuLinkTarget(item);
  return link ? <MobileLink name={item.name} link={link} /> : null;
}

/** A sub-menu as an expandable group; open from the start when it holds the page shown. */
function MobileGroup({ item }: { item: SiteMenuItem }) {
  const { pathname } = useLocation();
  const entries = [item, ...item.assignedMenuItems].flatMap((entry) => {
    const link = menuLinkTarget(entry);
    return link ? [{ entry, link }] : [];
  });
  const holdsCurrent = entries.some(({ link }) => isCurrent(link, pathname));
  return (
    <li>
      <details className={classes.group} open={holdsCurrent}>
        <summary className={classes.link}>
          <span>{item.name}</span>
          <IconChevronDown size={18} className={classes.chevron} aria-hidden />
        </summary>
        <ul className={classes.list}>
          {entries.map(({ entry, link }) => (
            <MobileLink key={entry.id} name={entry.name} link={link} nested />
          ))}
        </ul>
      </details>
    </li>
  );
}
