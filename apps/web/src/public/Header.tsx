/**
 * The public header: a top bar with contact and social buttons and Login/Dashboard, the
 * main bar with the logo, the menu and search; on screens under 992 px a drawer holds the menu.
 * After 10 px of scrolling it turns compact (top bar folded away, lower bar, shadow).
 */
import { lazy, Suspense, useState } from 'react';
import { Burger, Stack } from '@mantine/core';
import { useDisclosure, useWindowScroll } from '@mantine/hooks';
import { IconLayoutDashboard, IconLogin } from '@tabler/icons-react';
import { DEFAULT_COMPANY_NAME } from '@chamber/contracts';
import { useSiteInfo } from '../api/home.ts';
import { useSession } from '../auth/session.ts';
import { DASHBOARD_PATH } from '../staffPaths.ts';
import classes from './Header.module.css';
import { BrandLink } from './shell/BrandLink.tsx';
import { ContactLinks } from './shell/ContactLinks.tsx';
import { DesktopNav } from './shell/DesktopNav.tsx';
import { HeaderSearch } from './shell/HeaderSearch.tsx';
import { SocialButtons } from './shell/SocialButtons.tsx';
import { socialLinks } from './shell/socialLinks.ts';
import { LinkButton } from './ui/LinkButton.tsx';

// The drawer (and the modal machinery under it) is only for phones, and only once opened:
// it is fetched on the first tap of the burger, not with every first page.
const MobileNav = lazy(() => import('./shell/MobileNav.tsx'));

/** The top bar's way in: the back office for staff signed in, the login for anyone else. */
const ACCOUNT_LINKS = {
  signedIn: { to: DASHBOARD_PATH, label: 'Dashboard', icon: IconLayoutDashboard },
  visitor: { to: '/login', label: 'Login', icon: IconLogin },
};

/** The header turns compact after 10 px of scrolling. */
const COMPACT_AFTER_PX = 10;

export function Header() {
  const { data: info } = useSiteInfo();
  const signedIn = useSession() !== null;
  const [scroll] = useWindowScroll();
  const compact = scroll.y > COMPACT_AFTER_PX;
  const [drawerOpen, drawer] = useDisclosure(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const companyName = info?.companyName || DEFAULT_COMPANY_NAME;
  const menu = info?.menuItems ?? [];
  const socials = socialLinks(info);
  const account = signedIn ? ACCOUNT_LINKS.signedIn : ACCOUNT_LINKS.visitor;

  return (
    <>
      <header className={classes.header} data-compact={compact || undefined}>
        <div className={classes.topBar}>
          <div className={classes.inner}>
            <ContactLinks info={info} look="bar" />
            <div className={classes.topBarEnd}>
              <SocialButtons links={socials} appearance="circle" tone="onDark" size={28} />
              <LinkButton
                to={account.to}
                icon={account.icon}
                iconSize={16}
                size="compact-sm"
                variant="white"
              >
                {account.label}
              </LinkButton>
            </div>
          </div>
        </div>
        <div className={classes.mainBar}>
          <div className={classes.inner}>
            <BrandLink
              logoPath={info?.companyLogoPath}
              companyName={companyName}
              logoSize={48}
              classNames={{ root: classes.brand, logo: classes.logo, name: classes.brandName }}
            />
            <div className={classes.desktopNav}>
              <DesktopNav items={menu} />
            </div>
            <div className={classes.actions}>
              <HeaderSearch />
              <Burger
                className={classes.burger}
                opened={drawerOpen}
                onClick={() => {
                  setDrawerWanted(true);
                  drawer.toggle();
                }}
                aria-label={drawerOpen ? 'Close menu' : 'Open menu'}
                aria-expanded={drawerOpen}
                color="var(--chamber-navy)"
              />
            </div>
          </div>
        </div>
      </header>
      {/* Holds the header's room in the page, since the header itself is fixed. */}
      <div className={classes.spacer} aria-hidden />
      {drawerWanted ? (
        <Suspense fallback={null}>
          <MobileNav
            items={menu}
            opened={drawerOpen}
            onClose={drawer.close}
            signedIn={signedIn}
            extras={
              <Stack gap="md">
                <ContactLinks info={info} look="icons" />
                <SocialButtons links={socials} appearance="circle" tone="onLight" size={44} />
              </Stack>
            }
          />
        </Suspense>
      ) : null}
    </>
  );
}
