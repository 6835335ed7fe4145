/**
 * The public header: a top bar with contact and social buttons and Login/Dashboard, the
 * main bar with the logo, the menu and search; on screens under 992 px a drawer holds the menu.
 * All of it works without JavaScript; the header island (islands/header.ts) turns it compact after
 * 10 px of scrolling (top bar folded away, lower bar, shadow) and closes its disclosures on Escape.
 */
import { Stack } from '@mantine/core';
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
import { MobileNav } from './shell/MobileNav.tsx';
import { SocialButtons } from './shell/SocialButtons.tsx';
import { socialLinks } from './shell/socialLinks.ts';
import { LinkButton } from './ui/LinkButton.tsx';

/**
 * The top bar's way in: the back office for staff signed in, the login for anyone else. The
 * server draws the visitor's; in a browser that was signed in, the header island switches it
 * (and the app draws it right).
 */
const ACCOUNT_LINKS = {
  signedIn: { to: DASHBOARD_PATH, label: 'Dashboard', icon: IconLayoutDashboard },
  visitor: { to: '/login', label: 'Login', icon: IconLogin },
};

export function Header() {
  const { data: info } = useSiteInfo();
  const companyName = info?.companyName || DEFAULT_COMPANY_NAME;
  const menu = info?.menuItems ?? [];
  const socials = socialLinks(info);
  const account = useSession() ? ACCOUNT_LINKS.signedIn : ACCOUNT_LINKS.visitor;

  return (
    <>
      <header className={classes.header} data-island="header">
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
                data-account-link
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
              <MobileNav
                className={classes.burger}
                items={menu}
                account={
                  account === ACCOUNT_LINKS.visitor ? { ...account, label: 'Admin Login' } : account
                }
                extras={
                  <Stack gap="md">
                    <ContactLinks info={info} look="icons" />
                    <SocialButtons links={socials} appearance="circle" tone="onLight" size={44} />
                  </Stack>
                }
              />
            </div>
          </div>
        </div>
      </header>
      {/* Holds the header's room in the page, since the header itself is fixed. */}
      <div className={classes.spacer} aria-hidden />
    </>
  );
}
