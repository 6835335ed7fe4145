/** Where public links lead: menu items, footer items, content buttons. */
import { addressKey, type ButtonActionType, type SiteMenuLink } from '@chamber/contracts';

export type LinkTarget =
  /** A route of this site, opened by the router. */
  | { kind: 'route'; to: string; newTab: boolean }
  /** Anything else the browser opens itself: another site, tel:, mailto:. */
  | { kind: 'href'; href: string; newTab: boolean };

const route = (to: string, newTab = false): LinkTarget => ({
  kind: 'route',
  to: to.startsWith('/') ? to : `/${to}`,
  newTab,
});
const href = (address: string, newTab: boolean): LinkTarget => ({
  kind: 'href',
  href: address,
  newTab,
});

/**
 * A page url is an internal route; without one, a custom link containing "http" opens in a new
 * tab and any other custom link is an internal route. An item with neither (a parent that only
 * groups its sub-menu) leads nowhere: null. Staff's "Open in a new tab" is honoured as well.
 */
export function menuLinkTarget(item: SiteMenuLink): LinkTarget | null {
  if (item.pageUrl) return route(item.pageUrl, item.openInNewTab);
  const link = item.customLink?.trim();
  if (!link) return null;
  if (link.includes('http')) return href(link, true);
  return route(link, item.openInNewTab);
}

/** A stored link (footer items, fixed content): a site path is a route, an address a new tab. */
export function linkTarget(link: string): LinkTarget {
  return link.startsWith('/') ? route(link) : href(link, true);
}

/** Digits and a leading + only: what a tel: address needs. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** A content button, by its action type: a page in the app, a link in a new tab, tel or mailto. */
export function buttonTarget(type: ButtonActionType, link: string): LinkTarget {
  switch (type) {
    case 'PAGE':
      return route(link);
    case 'LINK_NEW_TAB':
      return link.startsWith('/') ? route(link, true) : href(link, true);
    case 'PHONENUMBER':
      return href(telHref(link), false);
    case 'EMAIL':
      return href(`mailto:${link}`, false);
  }
}

/** True when the target is the page being shown (for aria-current). */
export function isCurrent(target: LinkTarget | null, pathname: string): boolean {
  return target?.kind === 'route' && addressKey(target.to) === addressKey(pathname);
}
