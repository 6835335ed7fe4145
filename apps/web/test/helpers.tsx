/** Shared test set-up: a fake API behind fetch, signed tokens, and app rendering. */
import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { expect, onTestFinished, vi } from 'vitest';
import type { AuthenticateResponse, Dashboard, InlinedDocument, User } from '@chamber/contracts';
import { setNavigate } from '../src/api/client.ts';
import { createQueryClient } from '../src/queryClient.ts';
import { AppProviders } from '../src/AppProviders.tsx';
import { startSession } from '../src/auth/session.ts';
import { createRoutes } from '../src/routes.tsx';

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

type ApiCall = { method: string; path: string; url: URL; headers: Headers; body: unknown };
type Handler = (call: ApiCall) => Response | Promise<Response>;

/**
 * Replaces fetch with a fake API. Keys are "METHOD /api/Path" (case-insensitive); a value is a
 * handler or a body answered with 200. Unknown calls answer 404.
 */
export function mockApi(routes: Record<string, Handler | object>) {
  const calls: ApiCall[] = [];
  const table = new Map(Object.entries(routes).map(([key, value]) => [key.toLowerCase(), value]));
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body =
      init.body instanceof FormData
        ? init.body
        : typeof init.body === 'string'
          ? JSON.parse(init.body)
          : undefined;
    const call = { method, path: url.pathname, url, headers: new Headers(init.headers), body };
    calls.push(call);
    const route = table.get(`${method} ${url.pathname}`.toLowerCase());
    if (route === undefined) return json({ message: 'Not found' }, 404);
    return typeof route === 'function' ? (route as Handler)(call) : json(route);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

function base64Url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/** An unsigned JWT with the claims the API puts in its access tokens. */
function makeToken(claims: { sub?: string; username?: string; IsAdmin?: 'True' | 'False' }) {
  const payload = {
    sub: '1',
    username: 'admin',
    IsAdmin: 'True',
    iat: 1,
    exp: Math.floor(Date.now() / 1000) + 900,
    ...claims,
  };
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(payload)}.signature`;
}

/** The administrator the screens' tests sign in as (and list). */
export const adminUser: User = {
  id: 1,
  username: 'admin',
  fullName: 'Ada Admin',
  firstName: 'Ada',
  lastName: 'Admin',
  email: 'ada@example.com',
  phone: null,
  isActive: true,
  isAdmin: true,
  role: 'administrator',
  bio: null,
  photo: null,
};

export function authResponse(overrides: Partial<AuthenticateResponse> = {}): AuthenticateResponse {
  // A role, else the spec's isAdmin: an administrator, or an editor (the API's rule).
  const isAdmin = overrides.role ? overrides.role === 'administrator' : (overrides.isAdmin ?? true);
  const role = overrides.role ?? (isAdmin ? 'administrator' : 'editor');
  const id = overrides.id ?? 1;
  const username = overrides.username ?? 'admin';
  return {
    ...adminUser,
    id,
    username,
    isAdmin,
    role,
    token: makeToken({ sub: String(id), username, IsAdmin: isAdmin ? 'True' : 'False' }),
    refreshToken: `refresh-${id}`,
    mustChangePassword: false,
    ...overrides,
  };
}

/** Signs a user in, as a successful Authenticate would. */
export function signIn(overrides: Partial<AuthenticateResponse> = {}) {
  return startSession(authResponse(overrides));
}

/** The dashboard of an administrator with nothing waiting (where sign-in lands). */
export const emptyDashboard: Dashboard = {
  drafts: [],
  awaitingReview: [],
  scheduled: [],
  unreadMessages: { count: 0, latest: [] },
  newSubscribers: 0,
  upcomingEvents: [],
  recentActivity: [],
};

export const siteInfo = {
  companyName: 'Harbor Chamber',
  companyLogoPath: null,
  companyIconPath: null,
  phoneNumber: null,
  emailAddress: null,
  // Not the zone of the test process: the back office must write and read Chicago's clock.
  timeZone: 'America/Chicago',
  menuItems: [],
  pages: [],
  footerItems: [],
};

function testQueryClient() {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return client;
}

/**
 * Loads the lazy screen modules of `path` ahead of the test (call it in `beforeAll`). The first
 * load of a screen compiles it and all it imports, which on a busy machine takes longer than a
 * `findBy…` waits: the test should wait for what the screen shows, not for the compiler.
 */
export async function loadScreens(...paths: string[]) {
  for (const path of paths) {
    for (const { route } of matchRoutes(createRoutes(), path) ?? []) {
      const lazy = route.lazy;
      if (lazy && typeof lazy === 'object' && 'Component' in lazy) await lazy.Component?.();
    }
  }
}

/** Renders the real route map at `path`, with the client's navigation wired to the router. */
export function renderApp(path: string, routes: RouteObject[] = createRoutes()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  setNavigate((to) => void router.navigate(to));
  const result = render(
    <AppProviders queryClient={testQueryClient()} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router };
}

/** The link named `name` (within `scope`; the whole screen by default) goes to `href`. */
export function expectLink(
  name: string | RegExp,
  href: string,
  scope: HTMLElement = document.body,
) {
  expect(within(scope).getByRole('link', { name })).toHaveAttribute('href', href);
}

/** Every one of `texts` shows (in `scope`; the whole screen by default): the first is waited for. */
export async function expectAllShown(
  texts: string[],
  scope: Pick<typeof screen, 'findByText' | 'getByText'> = screen,
) {
  const [first, ...rest] = texts;
  expect(await scope.findByText(first)).toBeInTheDocument();
  for (const text of rest) expect(scope.getByText(text)).toBeInTheDocument();
}

export type Routes = Parameters<typeof mockApi>[0];

/** Signs in as `session` (see signIn) and opens `path`, the site info and `routes` answered. */
export function openAs(session: Partial<AuthenticateResponse>, path: string, routes: Routes) {
  signIn(session);
  const api = mockApi({ 'GET /api/Home/GetCMSInfo': siteInfo, ...routes });
  return { ...api, ...renderApp(path) };
}

/** Signs in and opens `path`, the site info and `list` (the screen's first call) answered. */
export function openWith(list: Routes, path: string, routes: Routes = {}) {
  return openAs({}, path, { ...list, ...routes });
}

/** Renders one component with the app's providers (no router). */
export function renderWithProviders(ui: ReactNode) {
  return render(
    <AppProviders queryClient={testQueryClient()} env="test">
      {ui}
    </AppProviders>,
  );
}

/** Puts `data` where the server inlines a page's data (#page-data), for this test only. */
export function inlinePageData(data: InlinedDocument) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'page-data';
  script.textContent = JSON.stringify(data);
  document.body.appendChild(script);
  onTestFinished(() => script.remove());
}
