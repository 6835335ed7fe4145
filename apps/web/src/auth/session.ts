/**
 * The signed-in session (S1 §3, §4), kept in localStorage so it survives reloads and is shared
 * by tabs. Signed in = a stored access token that decodes.
 */
import { useSyncExternalStore } from 'react';
import { jwtDecode } from 'jwt-decode';
import type { AccessTokenClaims, AuthenticateResponse } from '@chamber/contracts';

export type SessionUser = {
  id: number;
  firstName: string;
  lastName: string;
  username: string;
  refreshToken: string;
};

export type Session = {
  user: SessionUser;
  authToken: string;
  refreshToken: string;
  isAdmin: boolean;
};

const STORAGE_KEY = 'chamber.session';
const listeners = new Set<() => void>();
// Parsed once per stored text, so useSyncExternalStore sees a stable snapshot.
let cached: { raw: string | null; session: Session | null } = { raw: null, session: null };

function decodeClaims(token: string): AccessTokenClaims | null {
  try {
    return jwtDecode<AccessTokenClaims>(token);
  } catch {
    return null;
  }
}

function parse(raw: string | null): Session | null {
  try {
    const stored = JSON.parse(raw ?? 'null') as Session | null;
    return stored && typeof stored.authToken === 'string' && decodeClaims(stored.authToken)
      ? stored
      : null;
  } catch {
    return null;
  }
}

function emit() {
  listeners.forEach((listener) => listener());
}

/** The current session, or null when no stored token decodes. */
export function getSession(): Session | null {
  const raw = localStorage.getItem(STORAGE_KEY);
  if (raw !== cached.raw) cached = { raw, session: parse(raw) };
  return cached.session;
}

/** Stores the user and tokens answered by Authenticate or refreshToken. */
export function startSession(auth: AuthenticateResponse): Session {
  const session: Session = {
    user: {
      id: auth.id,
      firstName: auth.firstName,
      lastName: auth.lastName,
      username: auth.username,
      refreshToken: auth.refreshToken,
    },
    authToken: auth.token,
    refreshToken: auth.refreshToken,
    isAdmin: decodeClaims(auth.token)?.IsAdmin === 'True',
  };
  localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  emit();
  return session;
}

export function clearSession() {
  localStorage.removeItem(STORAGE_KEY);
  emit();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab signed in or out: tell this tab's subscribers so it follows.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY || event.key === null) emit();
  });
}

/** Pages are drawn on the server for visitors: there, and while the browser takes over, nobody. */
const noSession = () => null;

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, noSession);
}
