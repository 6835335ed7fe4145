/** The header menu on small screens (< 992 px): a drawer with Home, the menu and Admin Login. */
// The drawer's styles come with it (publicStyles.ts holds what every page draws).
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import { useId, useState } from 'react';
import { Button, Collapse, Drawer, Stack } from '@mantine/core';
import { IconChevronDown, IconLayoutDashboard, IconLogin } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { addressKey, type SiteMenuItem } from '@chamber/contracts';
import { isCurrent, menuLinkTarget, type LinkTarget } from '../ui/links.ts';
import { SmartLink } from '../ui/SmartLink.tsx';
import classes from './MobileNav.module.css';
import { DASHBOARD_PATH } from '../../staffPaths.ts';
import { SearchBox } from './SearchBox.tsx';

type Props = {
  items: SiteMenuItem[];
  opened: boolean;
  onClose: () => void;
  signedIn: boolean;
  /** Phone, e-mail and social buttons. */
  extras: React.ReactNode;
};

const HOME_PATH = '/home';
const HOME: LinkTarget = { kind: 'route', to: HOME_PATH, newTab: false };

export default function MobileNav({ items, opened, onClose, signedIn, extras }: Props) {
  // The demo menu, like many, has its own Home item: then the fixed one would repeat it.
  const menuHasHome = items.some((item) => isCurrent(menuLinkTarget(item), HOME_PATH));
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="min(380px, 100%)"
      title="Menu"
      transitionProps={{ duration: 300 }}
      classNames={{ title: classes.drawerTitle, body: classes.drawerBody }}
    >
      <Stack gap="lg">
        <SearchBox onSearch={onClose} />
        <nav aria-label="Mobile">
          <ul className={classes.list}>
            {menuHasHome ? null : <MobileLink name="Home" link={HOME} onNavigate={onClose} />}
            {items.map((item) =>
              item.assignedMenuItems.length > 0 ? (
                <MobileGroup key={item.id} item={item} onNavigate={onClose} />
              ) : (
                <MobileItem key={item.id} item={item} onNavigate={onClose} />
              ),
            )}
          </ul>
        </nav>
        {extras}
        <Button
          component={Link}
          to={signedIn ? DASHBOARD_PATH : '/login'}
          onClick={onClose}
          size="md"
          fullWidth
          leftSection={
            signedIn ? (
              <IconLayoutDashboard size={18} aria-hidden />
            ) : (
              <IconLogin size={18} aria-hidden />
            )
          }
        >
          {signedIn ? 'Dashboard' : 'Admin Login'}
        </Button>
      </Stack>
    </Drawer>
  );
}

function MobileLink({
  name,
  link,
  onNavigate,
  nested = false,
}: {
  name: string;
  link: LinkTarget;
  onNavigate: () => void;
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
        onClick={onNavigate}
      >
        {name}
      </SmartLink>
    </li>
  );
}

function MobileItem({ item, onNavigate }: { item: SiteMenuItem; onNavigate: () => void }) {
  const link = menuLinkTarget(item);
  return link ? <MobileLink name={item.name} link={link} onNavigate={onNavigate} /> : null;
}

/** A sub-menu as an expandable group; open from the start when it holds the page shown. */
function MobileGroup({ item, onNavigate }: { item: SiteMenuItem; onNavigate: () => void }) {
  const { pathname } = useLocation();
  const entries = [item, ...item.assignedMenuItems].flatMap((entry) => {
    const link = menuLinkTarget(entry);
    return link ? [{ entry, link }] : [];
  });
  const [open, setOpen] = useState(() =>
    entries.some(
      ({ link }) => link.kind === 'route' && addressKey(link.to) === addressKey(pathname),
    ),
  );
  const listId = useId();
  return (
    <li>
      <button
        type="button"
        className={classes.link}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
      >
        <span>{item.name}</span>
        <IconChevronDown size={18} className={classes.chevron} aria-hidden />
      </button>
      <Collapse expanded={open} transitionDuration={200}>
        <ul id={listId} className={classes.list}>
          {entries.map(({ entry, link }) => (
            <MobileLink
              key={entry.id}
              name={entry.name}
              link={link}
              onNavigate={onNavigate}
              nested
            />
          ))}
        </ul>
      </Collapse>
    </li>
  );
}
