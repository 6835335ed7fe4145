import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  clearSession,
  getSession,
  startSession,
  subscribe,
  useSession,
} from '../src/auth/session.ts';
import { authResponse, makeToken } from './helpers.tsx';

describe('session', () => {
  it('stores the user and tokens from Authenticate and reads the admin flag from the token', () => {
    startSession(authResponse({ id: 7, username: 'jane', isAdmin: true }));
    expect(getSession()).toEqual({
      user: {
        id: 7,
        firstName: 'Ada',
        lastName: 'Admin',
        username: 'jane',
        refreshToken: 'refresh-7',
      },
      authToken: expect.any(String),
      refreshToken: 'refresh-7',
      isAdmin: true,
    });
    expect(JSON.parse(localStorage.getItem('chamber.session')!).refreshToken).toBe('refresh-7');
  });

  it('trusts the token claim IsAdmin, not the user flag', () => {
    startSession(authResponse({ isAdmin: true, token: makeToken({ IsAdmin: 'False' }) }));
    expect(getSession()?.isAdmin).toBe(false);
  });

  it('is signed out when the stored token does not decode', () => {
    startSession(authResponse({ token: 'not-a-jwt' }));
    expect(getSession()).toBeNull();
    localStorage.setItem('chamber.session', '{broken');
    expect(getSession()).toBeNull();
  });

  it('logout empties the session and notifies subscribers', () => {
    startSession(authResponse());
    const listener = vi.fn();
    const unsubscribe = subscribe(listener);
    clearSession();
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('chamber.session')).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('re-renders useSession users on sign-in and sign-out', () => {
    function Who() {
      const session = useSession();
      return <p>{session ? `Signed in as ${session.user.username}` : 'Signed out'}</p>;
    }
    render(<Who />);
    expect(screen.getByText('Signed out')).toBeInTheDocument();
    act(() => void startSession(authResponse({ username: 'jane' })));
    expect(screen.getByText('Signed in as jane')).toBeInTheDocument();
    act(() => clearSession());
    expect(screen.getByText('Signed out')).toBeInTheDocument();
  });
});
