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
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/cms/management/pages',
    );
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
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
    await user.click(screen.getByRole('link', { name: 'Contact us' }));
    await screen.findByRole('heading', { name: 'Have a question? We have answers.' });
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
  it('gives administrators Users and Website Management with its nine entries, Blogs among them', async () => {
    const user = userEvent.setup();
    signIn({ isAdmin: true });
    mockApi(cmsInfo);
    const { router } = renderApp('/cms/management/footer-items');
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expectLink('Users', '/admin/management/users', menu);
    await user.click(within(menu).getByRole('button', { name: 'Website Management' }));

    const sheet = await screen.findByRole('dialog', { name: 'Website Management' });
    const links = within(sheet).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Menu Items', '/cms/management/menu-items'],
      ['Pages', '/cms/management/pages'],
      ['Blogs', '/cms/management/blogs'],
      ['Events', '/cms/management/events'],
      ['Content Sections', '/cms/management/content-sections'],
      ['Assets Links and Resources', '/cms/management/assets-and-resources'],
      ['Footer Items', '/cms/management/footer-items'],
      ['Messages', '/cms/management/messages'],
      ['Subscribers', '/cms/management/subscribers'],
    ]);
    await user.click(within(sheet).getByRole('link', { name: 'Pages' }));
    await waitForPath(router, '/cms/management/pages');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows an ordinary user only Logout', async () => {
    signIn({ isAdmin: false });
    mockApi(cmsInfo);
    renderApp('/cms/management/pages');
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
    expect(
      within(menu).queryByRole('button', { name: 'Website Management' }),
    ).not.toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('Logout empties the session, ends it on the server and opens the login screen', async () => {
    const user = userEvent.setup();
    signIn();
    const { calls } = mockApi({ ...cmsInfo, 'POST /api/Users/Logout': { message: 'Signed out' } });
    const { router } = renderApp('/cms/management/pages');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitForPath(router, '/login');
    expect(getSession()).toBeNull();
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
