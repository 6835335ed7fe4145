import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SiteMenuLink } from '@chamber/contracts';
import { buttonTarget, menuLinkTarget } from '../src/public/ui/links.ts';
import { expectLink, mockApi, renderApp } from './helpers.tsx';
import { publicSiteInfo } from './publicFixtures.ts';

const item = (fields: Partial<SiteMenuLink>): SiteMenuLink => ({
  id: 1,
  name: 'Item',
  pageUrl: null,
  pageName: null,
  customLink: null,
  openInNewTab: false,
  ...fields,
});

describe('menu link rule', () => {
  it('leads to the page url as an internal route, even when a custom link is also set', () => {
    expect(menuLinkTarget(item({ pageUrl: '/visit', customLink: 'https://x.example' }))).toEqual({
      kind: 'route',
      to: '/visit',
      newTab: false,
    });
  });

  it('without a page url, opens a custom link containing "http" in a new tab', () => {
    expect(menuLinkTarget(item({ customLink: 'https://partner.example/join' }))).toEqual({
      kind: 'href',
      href: 'https://partner.example/join',
      newTab: true,
    });
  });

  it('treats any other custom link as an internal route', () => {
    expect(menuLinkTarget(item({ customLink: '/events' }))).toEqual({
      kind: 'route',
      to: '/events',
      newTab: false,
    });
    expect(menuLinkTarget(item({ customLink: 'resources' }))).toMatchObject({ to: '/resources' });
  });

  it('gives an item with neither (a sub-menu parent) no link', () => {
    expect(menuLinkTarget(item({}))).toBeNull();
  });

  it('acts on content buttons by their action type', () => {
    expect(buttonTarget('PAGE', '/membership')).toEqual({
      kind: 'route',
      to: '/membership',
      newTab: false,
    });
    expect(buttonTarget('LINK_NEW_TAB', 'https://x.example')).toMatchObject({ newTab: true });
    expect(buttonTarget('PHONENUMBER', '(555) 010-4200')).toMatchObject({
      href: 'tel:5550104200',
      newTab: false,
    });
    expect(buttonTarget('EMAIL', 'a@b.example')).toMatchObject({ href: 'mailto:a@b.example' });
  });
});

function openHome() {
  mockApi({ 'GET /api/Home/GetCMSInfo': publicSiteInfo });
  return renderApp('/home');
}

describe('header menu', () => {
  it('renders the menu with the link rule applied', async () => {
    openHome();
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Events' })).toHaveAttribute(
      'href',
      '/events',
    );
    const home = within(nav).getByRole('link', { name: 'Home' });
    expect(home).toHaveAttribute('aria-current', 'page');
    // The external sub-menu link opens a new tab and cannot reach back to the site.
    const partner = within(nav).getByRole('link', { name: /Partner site/, hidden: true });
    expect(partner).toHaveAttribute('href', 'https://partner.example');
    expect(partner).toHaveAttribute('target', '_blank');
    expect(partner).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('draws each sub-menu as a button and its panel of links, the parent’s page first', async () => {
    // The panel opens with CSS alone (hover, focus inside): browser tests show it opening.
    openHome();
    const button = await screen.findByRole('button', { name: 'About' });
    expect(button).toHaveAttribute('aria-haspopup', 'true');
    const panel = button.nextElementSibling as HTMLElement;
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Our Team', 'Visit', 'Partner site (opens in a new tab)']);
    expectLink('Our Team', '/team-members', panel);
  });

  it('puts a skip link first, leading to the main content', async () => {
    const user = userEvent.setup();
    openHome();
    await screen.findByRole('button', { name: 'About' });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });

  it('offers the drawer on small screens with Home, the menu as groups and Admin Login', async () => {
    openHome();
    await screen.findByRole('button', { name: 'About' });
    // A <details> whose summary is the burger: it opens and closes without JavaScript.
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    const drawer = mobile.closest('details')!;
    expect(drawer.querySelector('summary')).toHaveAttribute('aria-label', 'Menu');
    expect(drawer.open).toBe(false);
    // The menu has its own Home item, so the drawer does not add a second one.
    expect(within(mobile).getAllByRole('link', { name: 'Home' })).toHaveLength(1);
    const group = [...mobile.querySelectorAll('details')].find((details) =>
      details.querySelector('summary')?.textContent?.includes('About'),
    )!;
    // Closed unless it holds the page shown.
    expect(group.open).toBe(false);
    expect(within(group).getByRole('link', { name: 'Our Team' })).toHaveAttribute(
      'href',
      '/team-members',
    );
    expectLink('Admin Login', '/login', drawer);
  });
});
