import { act, render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../src/AppProviders.tsx';
import * as sessions from '../src/auth/session.ts';
import { authResponse } from './helpers.tsx';

describe('session', () => {
  it('keeps the user and access token in memory only: no token reaches localStorage', () => {
    const auth = authResponse({ id: 7, username: 'jane', isAdmin: true });
    sessions.startSession(auth);
    expect(sessions.getSession()).toEqual({
      user: { id: 7, firstName: 'Ada', lastName: 'Admin', username: 'jane' },
      authToken: auth.token,
      role: 'administrator',
      mustChangePassword: false,
    });
    // What a script could read holds no secret: only the mark that this browser is signed in.
    expect({ ...localStorage }).toEqual({ 'chamber.signedIn': 'true' });
    expect(sessions.hasSignedInMark()).toBe(true);
  });

  it('takes the role from the answer (the server checks every call against it)', () => {
    sessions.startSession(authResponse({ role: 'author' }));
    expect(sessions.getSession()?.role).toBe('author');
  });

  it('is signed out when the token does not decode', () => {
    sessions.startSession(authResponse({ token: 'not-a-jwt' }));
    expect(sessions.getSession()).toBeNull();
    expect(sessions.hasSignedInMark()).toBe(false);
  });

  it('logout empties the session and the mark, and notifies subscribers', () => {
    sessions.startSession(authResponse());
    const listener = vi.fn();
    const unsubscribe = sessions.subscribe(listener);
    sessions.clearSession();
    expect(sessions.getSession()).toBeNull();
    expect(sessions.hasSignedInMark()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('follows another tab that signs out', () => {
    sessions.startSession(authResponse());
    const listener = vi.fn();
    const unsubscribe = sessions.subscribe(listener);
    // The other tab removed the mark: this tab hears it as a storage event.
    localStorage.removeItem('chamber.signedIn');
    window.dispatchEvent(new StorageEvent('storage', { key: 'chamber.signedIn', newValue: null }));
    expect(sessions.getSession()).toBeNull();
    expect(listener).toHaveBeenCalled();
    unsubscribe();
  });

  it('removes the tokens earlier versions kept in localStorage', async () => {
    localStorage.setItem('chamber.session', JSON.stringify({ refreshToken: 'old-refresh' }));
    vi.resetModules();
    await import('../src/auth/session.ts');
    expect(localStorage.getItem('chamber.session')).toBeNull();
  });

  it('re-renders useSession users on sign-in and sign-out', () => {
    function Who() {
      const session = sessions.useSession();
      return <p>{session ? `Signed in as ${session.user.username}` : 'Signed out'}</p>;
    }
    render(<Who />);
    expect(screen.getByText('Signed out')).toBeInTheDocument();
    act(() => void sessions.startSession(authResponse({ username: 'jane' })));
    expect(screen.getByText('Signed in as jane')).toBeInTheDocument();
    act(() => sessions.clearSession());
    expect(screen.getByText('Signed out')).toBeInTheDocument();
  });
});

describe('answers kept per account', () => {
  const usersList = ['users', 'list'];

  /** The app's providers on `queryClient`, with nobody signed in yet. */
  async function renderProviders(queryClient: QueryClient) {
    render(
      <AppProviders queryClient={queryClient} env="test">
        <p>screen</p>
      </AppProviders>,
    );
    await screen.findByText('screen');
  }

  it('keeps them through a token refresh: the same account is still signed in', async () => {
    const queryClient = new QueryClient();
    await renderProviders(queryClient);
    act(() => void sessions.startSession(authResponse({ id: 1, username: 'admin' })));
    queryClient.setQueryData(usersList, ['admin’s view of every user']);
    act(() => void sessions.startSession(authResponse({ id: 1, username: 'admin' })));
    expect(queryClient.getQueryData(usersList)).toEqual(['admin’s view of every user']);
  });

  it('drops them at sign-out, with what was sent: nothing of the account stays behind', async () => {
    const queryClient = new QueryClient();
    await renderProviders(queryClient);
    act(() => void sessions.startSession(authResponse({ id: 1, username: 'admin' })));
    queryClient.setQueryData(usersList, ['admin’s view of every user']);
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: async () => 'changed' })
      .execute({ oldPassword: 'old-secret-1', password: 'new-secret-1' });

    act(() => sessions.clearSession());
    expect(queryClient.getQueryData(usersList)).toBeUndefined();
    expect(queryClient.getMutationCache().getAll()).toEqual([]);
  });

  it('gives the next account, or the same one with a new role, nothing of what was shown before', async () => {
    const queryClient = new QueryClient();
    await renderProviders(queryClient);
    // An editor's users list holds only themselves.
    act(() => void sessions.startSession(authResponse({ id: 2, username: 'ed', role: 'editor' })));
    queryClient.setQueryData(usersList, ['ed alone']);
    act(() => sessions.clearSession());
    // Made an administrator meanwhile (which signed them out), they must see everyone now.
    act(
      () =>
        void sessions.startSession(authResponse({ id: 2, username: 'ed', role: 'administrator' })),
    );
    expect(queryClient.getQueryData(usersList)).toBeUndefined();

    queryClient.setQueryData(usersList, ['ed’s view of every user']);
    act(() => sessions.clearSession());
    act(() => void sessions.startSession(authResponse({ id: 3, username: 'amy', role: 'author' })));
    expect(queryClient.getQueryData(usersList)).toBeUndefined();
  });

  it('drops what a visitor loaded when staff sign in: their view has drafts', async () => {
    const queryClient = new QueryClient();
    await renderProviders(queryClient);
    const page = ['pages', 'detail', 4];
    queryClient.setQueryData(page, { title: 'As visitors see it' });
    act(() => void sessions.startSession(authResponse({ id: 1, username: 'admin' })));
    expect(queryClient.getQueryData(page)).toBeUndefined();
  });
});
