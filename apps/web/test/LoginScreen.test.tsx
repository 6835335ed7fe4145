import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { getSession } from '../src/auth/session.ts';
import { afterLogin } from '../src/staffPaths.ts';
import {
  authResponse,
  emptyDashboard,
  expectAllShown,
  json,
  loadScreens,
  mockApi,
  renderApp,
  siteInfo,
} from './helpers.tsx';
import { clickAndSee, sentBody, waitForPath } from './list-helpers.ts';

const cmsInfo = { 'GET /api/Home/GetCMSInfo': siteInfo };

// Sign-in lands there, or back on the screen asked for.
beforeAll(() => loadScreens('/admin/dashboard', '/cms/management/footer-items'));

describe('login screen', () => {
  it('has labelled inputs with autocomplete, and Login enabled only when both are filled', async () => {
    const user = userEvent.setup();
    mockApi(cmsInfo);
    renderApp('/login');
    const username = await screen.findByLabelText('Username');
    const password = screen.getByLabelText('Password');
    expect(username).toHaveAttribute('autocomplete', 'username');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    const login = screen.getByRole('button', { name: 'Login' });
    expect(login).toBeDisabled();

    await user.type(username, 'ada');
    expect(login).toBeDisabled();
    await user.type(password, 'secret-pass');
    await waitFor(() => expect(login).toBeEnabled());
    await user.clear(username);
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(login).toBeDisabled();
  });

  it('shows the required messages after leaving empty fields', async () => {
    const user = userEvent.setup();
    mockApi(cmsInfo);
    renderApp('/login');
    await user.click(await screen.findByLabelText('Username'));
    await user.click(screen.getByLabelText('Password'));
    await user.tab();
    await expectAllShown(['Username is required', 'Password is required']);
  });

  it('signs in with the username sent as email and opens the dashboard', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({
      ...cmsInfo,
      'POST /api/Users/Authenticate': authResponse({ username: 'ada' }),
      'GET /api/Dashboard/GetDashboard': emptyDashboard,
    });
    const { router } = renderApp('/login');
    await user.type(await screen.findByLabelText('Username'), 'ada');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitForPath(router, '/admin/dashboard');
    const sent = calls.find((c) => c.path === '/api/Users/Authenticate');
    expect(sent?.body).toEqual({ email: 'ada', password: 'secret-pass' });
    // The refresh token comes back as an HttpOnly cookie; no token is kept where scripts read.
    expect(sent?.headers.get('X-Refresh-Cookie')).toBe('true');
    expect({ ...localStorage }).toEqual({ 'chamber.signedIn': 'true' });
    expect(getSession()?.user.username).toBe('ada');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(await screen.findByRole('region', { name: 'Your drafts' })).toBeVisible();
  });

  it('brings a signed-out user back to the screen they opened, once signed in', async () => {
    const user = userEvent.setup();
    mockApi({
      ...cmsInfo,
      'POST /api/Users/Authenticate': authResponse({ username: 'ada' }),
      'GET /api/FooterItem/GetAllFooterItems': [],
    });
    const { router } = renderApp('/cms/management/footer-items?search=news');
    await waitForPath(router, '/login');
    expect(router.state.location.search).toBe(
      `?next=${encodeURIComponent('/cms/management/footer-items?search=news')}`,
    );
    await user.type(await screen.findByLabelText('Username'), 'ada');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitForPath(router, '/cms/management/footer-items');
    expect(router.state.location.search).toBe('?search=news');
    expect(await screen.findByRole('heading', { level: 1, name: 'Footer Items' })).toBeVisible();
  });

  it('goes to the dashboard instead of an address off the site', () => {
    for (const next of [
      '//elsewhere.example/x',
      '/\\elsewhere.example',
      'https://elsewhere.example',
      '',
    ]) {
      expect(afterLogin(next)).toBe('/admin/dashboard');
    }
    expect(afterLogin(null)).toBe('/admin/dashboard');
    expect(afterLogin('/cms/management/pages')).toBe('/cms/management/pages');
  });

  it('stays on the form with the server message when sign-in fails', async () => {
    const user = userEvent.setup();
    mockApi({
      ...cmsInfo,
      'POST /api/Users/Authenticate': () =>
        json({ message: 'Username or password is incorrect' }, 401),
    });
    const { router } = renderApp('/login');
    await user.type(await screen.findByLabelText('Username'), 'ada');
    await user.type(screen.getByLabelText('Password'), 'wrong-pass');
    await clickAndSee(user, 'Login', 'Username or password is incorrect');
    expect(router.state.location.pathname).toBe('/login');
    expect(getSession()).toBeNull();
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-pass');
  });

  it('recovers an account by e-mail and goes back to the login form', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({
      ...cmsInfo,
      'POST /api/Users/RecoverAccount': { message: 'Check your inbox for a reset link.' },
    });
    renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Recover Account' }));
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    await user.type(email, 'not-an-email');
    await clickAndSee(user, 'Submit', 'Please enter valid email');

    await user.clear(email);
    await user.type(email, 'ada@example.com');
    await clickAndSee(user, 'Submit', 'Check your inbox for a reset link.');
    expect(sentBody(calls, '/api/Users/RecoverAccount')).toEqual({
      email: 'ada@example.com',
    });

    await user.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
  });
});

describe('reset password screen', () => {
  it('sets a new password from the e-mailed token, then opens the login screen', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({
      ...cmsInfo,
      'POST /api/Users/ResetPassword': { message: 'Your password has been reset.' },
    });
    const { router } = renderApp('/reset-password#token=abc123');
    const password = await screen.findByLabelText('New Password');
    await user.type(password, 'short');
    await user.type(screen.getByLabelText('Confirm Password'), 'other');
    await clickAndSee(
      user,
      'Reset Password',
      'Minimum password length must be at least 8 characters',
    );
    expect(screen.getByText('Passwords must match')).toBeInTheDocument();

    await user.clear(password);
    await user.type(password, 'new-password-1');
    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    await waitForPath(router, '/login');
    expect(await screen.findByText('Your password has been reset.')).toBeInTheDocument();
    expect(sentBody(calls, '/api/Users/ResetPassword')).toEqual({
      token: 'abc123',
      password: 'new-password-1',
      confirmPassword: 'new-password-1',
    });
  });

  it('explains when the link has no token', async () => {
    mockApi(cmsInfo);
    renderApp('/reset-password');
    expect(await screen.findByText('The reset link is invalid')).toBeInTheDocument();
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
  });
});
