/**
 * The signed-in session. The access token lives in this tab's memory only; the refresh
 * token lives in an HttpOnly cookie that no script can read (the server sets it). So a script
 * that got into the page cannot carry away a credential that outlives the page.
 *
 * A reload starts with no session in memory: the app gets one back from the cookie
 * (restoreSession in api/client.ts). A mark in localStorage, which holds no secret, says whether
 * this browser is signed in, so visitors never make that call; removing it tells the other tabs
 * that this one signed out, and they follow.
 */
import { useSyncExternalStore } from 'react';
import { jwtDecode } from 'jwt-decode';
import {
  can,
  type AccessTokenClaims,
  type AuthenticateResponse,
  type Permission,
  type Role,
} from '@chamber/contracts';

export type SessionUser = {
  id: number;
  firstName: string;
  lastName: string;
  username: string;
};

export type Session = {
  user: SessionUser;
  authToken: string;
  /** What the back office shows (the server decides what is allowed, by the same table). */
  role: Role;
  /** Signed in with a temporary password (generated, or an administrator's): choosing one's own comes first. */
  mustChangePassword: boolean;
};

const SIGNED_IN_KEY = 'chamber.signedIn';
/** Where earlier versions kept both tokens: nothing may stay there. */
const OLD_STORAGE_KEY = 'chamber.session';

let current: Session | null = null;
/** Whether the last session here ended by its user's Logout (not by expiry or another tab). */
let loggedOut = false;
let restoring = false;
const listeners = new Set<() => void>();

function decodeClaims(token: string): AccessTokenClaims | null {
  try {
    return jwtDecode<AccessTokenClaims>(token);
  } catch {
    return null;
  }
}

function emit() {
  listeners.forEach((listener) => listener());
}

/** The current session, or null. */
export function getSession(): Session | null {
  return current;
}

/** Whether this browser was signed in when the page loaded (a session may be restored). */
export function hasSignedInMark(): boolean {
  return localStorage.getItem(SIGNED_IN_KEY) === 'true';
}

/** Keeps the user and access token answered by Authenticate or refreshToken (in memory only). */
export function startSession(auth: AuthenticateResponse): Session | null {
  const claims = decodeClaims(auth.token);
  if (!claims) {
    clearSession();
    return null;
  }
  current = {
    user: {
      id: auth.id,
      firstName: auth.firstName,
      lastName: auth.lastName,
      username: auth.username,
    },
    authToken: auth.token,
    role: auth.role,
    mustChangePassword: auth.mustChangePassword,
  };
  loggedOut = false;
  localStorage.setItem(SIGNED_IN_KEY, 'true');
  emit();
  return current;
}

/**
 * Signs this tab out, and with it the others (they see the mark go); `loggedOut`: by its user's
 * own Logout.
 */
export function clearSession({ loggedOut: byLogout = false } = {}) {
  current = null;
  loggedOut = byLogout;
  localStorage.removeItem(SIGNED_IN_KEY);
  emit();
}

/** Whether the session here ended by its user's Logout, not by expiry or in another tab. */
export const endedByLogout = () => loggedOut;

/** While the app gets the session back from the cookie, protected screens wait. */
export function setRestoring(value: boolean) {
  restoring = value;
  emit();
}

export function isRestoring(): boolean {
  return restoring;
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  localStorage.removeItem(OLD_STORAGE_KEY);
  // Another tab signed out (or its session ended): this one follows.
  window.addEventListener('storage', (event) => {
    if ((event.key === SIGNED_IN_KEY || event.key === null) && !hasSignedInMark() && current) {
      current = null;
      emit();
    }
  });
}

/** Pages are drawn on the server for visitors: there, and while the browser takes over, nobody. */
const noSession = () => null;
const notRestoring = () => false;

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, noSession);
}

/** Whether the signed-in user's role has `permission` (false when nobody is signed in). */
export function useCan(permission: Permission): boolean {
  const session = useSession();
  return session !== null && can(session.role, permission);
}

export function useRestoring(): boolean {
  return useSyncExternalStore(subscribe, isRestoring, notRestoring);
}
