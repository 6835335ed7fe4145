import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { matchRoutes } from 'react-router';
import { DEFAULT_COMPANY_NAME, isReservedUrl, PUBLIC_PAGES } from '@chamber/contracts';
import { restoreSession } from '../src/api/client.ts';
import { getSession } from '../src/auth/session.ts';
import type { RouteHandle } from '../src/routeHandle.ts';
import { createRoutes } from '../src/routes.tsx';
import {
  authResponse,
  emptyDashboard,
  expectLink,
  json,
  mockApi,
  renderApp,
  signIn,
  siteInfo,
} from './helpers.tsx';
import { waitForPath } from './list-helpers.ts';

const cmsInfo = { 'GET /api/Home/GetCMSInfo': siteInfo };

describe('public routes', () => {
  it.each(PUBLIC_PAGES)(
    '$path has its own screen, titled as the server titles its page, and is reserved',
    ({ path, title }) => {
      const matches = matchRoutes(createRoutes(), path) ?? [];
      const screenRoute = matches.at(-1)?.route;
      expect(screenRoute?.path).toBe(path.slice(1)); // not the catch-all of stored pages
      expect((screenRoute?.handle as RouteHandle).title).toBe(title);
      expect(isReservedUrl(path)).toBe(true);
    },
  );

  it('/ redirects to /home, which shows the welcome inside the public shell', async () => {
    mockApi(cmsInfo);
    const { router } = renderApp('/');
    expect(
      await screen.findByRole('heading', { name: 'Welcome to Harbor Chamber' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    const year = new Date().getFullYear();
    expect(screen.getByText(`© ${year} Harbor Chamber. All rights reserved.`)).toBeInTheDocument();
    expectLink('Login', '/login');
  });

  it('offers the Dashboard instead of Login when signed in', async () => {
    signIn();
    mockApi(cmsInfo);
    renderApp('/home');
    // The top bar's and the phone drawer's.
    const dashboards = await screen.findAllByRole('link', { name: 'Dashboard' });
    expect(dashboards).toHaveLength(2);
    for (const link of dashboards) expect(link).toHaveAttribute('href', '/admin/dashboard');
    expect(screen.queryByRole('link', { name: /Login/ })).not.toBeInTheDocument();
  });

  it('shows the company logo from the attachments path', async () => {
    mockApi({ 'GET /api/Home/GetCMSInfo': { ...siteInfo, companyLogoPath: 'logos/harbor.png' } });
    renderApp('/home');
    const header = await screen.findByRole('banner');
    await waitFor(() =>
      expect(header.querySelector('img')).toHaveAttribute(
        'src',
        '/api/Attachments/logos/harbor.png',
      ),
    );
    // The name is written beside the logo, so the image itself is decorative.
    expect(within(header).getByText('Harbor Chamber')).toBeInTheDocument();
  });

  it('shows Not Found for unknown public urls', async () => {
    mockApi(cmsInfo);
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expectLink('Go to Homepage', '/home');
  });

  it('scrolls to the top on every path change', async () => {
    const user = userEvent.setup();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    mockApi(cmsInfo);
    renderApp('/home');
    await screen.findByRole('heading', { name: 'Welcome to Harbor Chamber' });
    scrollTo.mockClear();
    // The top bar's (the phone drawer holds the same link).
    await user.click(screen.getAllByRole('link', { name: 'Contact us' })[0]);
    // No Contact Us page in this site info: the address is not found, at the top.
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});

describe('protected routes', () => {
  it('redirect to /login when not signed in', async () => {
    mockApi(cmsInfo);
    const { router } = renderApp('/cms/management/pages');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('after a reload, wait while the session comes back from the refresh cookie', async () => {
    localStorage.setItem('chamber.signedIn', 'true');
    let answer = (_: Response) => {};
    const refreshed = new Promise<Response>((resolve) => (answer = resolve));
    mockApi({ ...cmsInfo, 'POST /api/Users/refreshToken': () => refreshed });
    const restored = restoreSession();
    const { router } = renderApp('/cms/management/footer-items');
    expect(await screen.findByLabelText('Loading')).toBeInTheDocument();
    answer(json({ success: true, message: 'ok', user: authResponse({ refreshToken: '' }) }));
    await restored;
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Footer Items' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cms/management/footer-items');
  });

  it('redirect to /login when the session cannot be restored', async () => {
    localStorage.setItem('chamber.signedIn', 'true');
    mockApi({
      ...cmsInfo,
      'POST /api/Users/refreshToken': () => json({ message: 'Expired' }, 401),
    });
    const restored = restoreSession();
    const { router } = renderApp('/admin/management/users');
    await restored;
    await waitForPath(router, '/login');
  });

  it('render screens inside the admin shell with the screen title', async () => {
    signIn();
    mockApi(cmsInfo);
    renderApp('/cms/management/footer-items');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Footer Items' }),
    ).toBeInTheDocument();
    const home = screen.getByRole('link', { name: 'Go to Homepage' });
    expect(home).toHaveAttribute('href', '/home');
    expect(home).toHaveAttribute('target', '_blank');
  });
});

describe('admin shell', () => {
  /** The navigation as the role sees it: each group's name and its links (label, address). */
  async function navigationGroups() {
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    return within(menu)
      .getAllByRole('group')
      .map((group) => [
        group.getAttribute('aria-labelledby') &&
          document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent,
        within(group)
          .getAllByRole('link')
          .map((link) => [link.textContent, link.getAttribute('href')]),
      ]);
  }

  it('gives administrators every screen, grouped Content, Site and People, Blogs among them', async () => {
    const user = userEvent.setup();
    signIn({ role: 'administrator' });
    mockApi(cmsInfo);
    const { router } = renderApp('/cms/management/footer-items');
    expect(await navigationGroups()).toEqual([
      [
        'Content',
        [
          ['Pages', '/cms/management/pages'],
          ['Blogs', '/cms/management/blogs'],
          ['Media', '/cms/management/media'],
          ['Blog Categories', '/cms/management/blog-categories'],
          ['Events', '/cms/management/events'],
          ['Members', '/cms/management/members'],
          ['Hot Deals', '/cms/management/deals'],
          ['Content Sections', '/cms/management/content-sections'],
        ],
      ],
      [
        'Site',
        [
          ['Menu Items', '/cms/management/menu-items'],
          ['Footer Items', '/cms/management/footer-items'],
          ['Assets Links and Resources', '/cms/management/assets-and-resources'],
          ['Trash', '/cms/management/trash'],
          ['Redirects', '/cms/management/redirects'],
          ['Activity', '/admin/management/activity'],
        ],
      ],
      [
        'People',
        [
          ['Users', '/admin/management/users'],
          ['Messages', '/cms/management/messages'],
          ['Subscribers', '/cms/management/subscribers'],
          ['Newsletter', '/cms/management/newsletter'],
        ],
      ],
    ]);
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    // The Dashboard comes first, above the groups.
    expect(within(menu).getAllByRole('link')[0]).toHaveAccessibleName('Dashboard');
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
    await user.click(within(menu).getByRole('link', { name: 'Pages' }));
    await waitForPath(router, '/cms/management/pages');
  });

  it('opens the dashboard at /admin', async () => {
    signIn();
    mockApi({ ...cmsInfo, 'GET /api/Dashboard/GetDashboard': emptyDashboard });
    const { router } = renderApp('/admin');
    await waitForPath(router, '/admin/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  it('gives an editor all but Redirects, Activity and Users, and My Account instead', async () => {
    signIn({ role: 'editor' });
    mockApi(cmsInfo);
    renderApp('/cms/management/footer-items');
    const groups = Object.fromEntries(await navigationGroups());
    expect(groups.Site.map(([label]: string[]) => label)).toEqual([
      'Menu Items',
      'Footer Items',
      'Assets Links and Resources',
      'Trash',
    ]);
    expect(groups.People.map(([label]: string[]) => label)).toEqual([
      'Messages',
      'Subscribers',
      'Newsletter',
      'My Account',
    ]);
  });

  it('gives an author Blogs, Media, Events and My Account only', async () => {
    signIn({ role: 'author', isAdmin: false });
    mockApi({ ...cmsInfo, 'GET /api/Blog/GetAllBlogs': [] });
    renderApp('/cms/management/blogs');
    expect(await navigationGroups()).toEqual([
      [
        'Content',
        [
          ['Blogs', '/cms/management/blogs'],
          ['Media', '/cms/management/media'],
          ['Events', '/cms/management/events'],
        ],
      ],
      ['People', [['My Account', '/admin/management/users']]],
    ]);
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('tells an author who types the address of a screen they may not use, and asks nothing', async () => {
    signIn({ role: 'author', isAdmin: false });
    const { calls } = mockApi(cmsInfo);
    renderApp('/cms/management/pages');
    expect(await screen.findByText('You do not have access to this page')).toBeInTheDocument();
    expect(screen.getByText(/Your role \(Author\) does not include this page/)).toBeInTheDocument();
    expectLink('Go to Blogs', '/cms/management/blogs', screen.getByRole('main'));
    expect(calls.some((c) => c.path === '/api/Page/GetAllPages')).toBe(false);
  });

  it('Logout empties the session, ends it on the server and opens the login screen', async () => {
    const user = userEvent.setup();
    signIn();
    const { calls } = mockApi({ ...cmsInfo, 'POST /api/Users/Logout': { message: 'Signed out' } });
    const { router } = renderApp('/cms/management/pages');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitForPath(router, '/login');
    await waitFor(() => expect(getSession()).toBeNull());
    // A plain sign-in screen: signing in again opens the dashboard, not the last screen.
    expect(router.state.location.search).toBe('');
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/Users/Logout')).toBe(true);
  });

  it('shows the default company name in the top bar when the site has neither logo nor name', async () => {
    signIn();
    mockApi({ 'GET /api/Home/GetCMSInfo': { ...siteInfo, companyName: null } });
    renderApp('/cms/management/pages');
    const topBar = await screen.findByRole('banner');
    expect(await within(topBar).findByText(DEFAULT_COMPANY_NAME)).toBeInTheDocument();
    expect(topBar.querySelector('img')).toBeNull();
  });

  it('loads the site info again when auth changes', async () => {
    const { calls } = mockApi(cmsInfo);
    renderApp('/home');
    await screen.findByRole('heading', { name: 'Welcome to Harbor Chamber' });
    const loads = () => calls.filter((c) => c.path === '/api/Home/GetCMSInfo').length;
    expect(loads()).toBe(1);
    signIn();
    await waitFor(() => expect(loads()).toBe(2));
    expect(calls.at(-1)?.headers.get('Authorization')).toMatch(/^Bearer /);
  });
});
