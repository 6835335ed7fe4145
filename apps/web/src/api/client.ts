/**
 * The one way the web app talks to the API: base URL /api, bearer header from
 * the session, JSON or multipart bodies, bodies unwrapped, errors as ApiError, and a 401 answered
 * by one token refresh (from the HttpOnly refresh cookie) and a replay of the request.
 */
import {
  attachmentPath,
  GENERIC_ERROR_MESSAGE,
  imageSrcSet,
  REFRESH_COOKIE_HEADER,
} from '@chamber/contracts';
import { routes } from '@chamber/contracts';
import type {
  AnswerOf,
  BodyOf,
  EndpointName,
  ErrorResponse,
  FormOf,
  LoginRequest,
  QueryOf,
} from '@chamber/contracts';
import {
  clearSession,
  getSession,
  hasSignedInMark,
  setRestoring,
  startSession,
} from '../auth/session.ts';
import { loginPath } from '../staffPaths.ts';

const API_BASE = '/api';
/** An endpoint's path below API_BASE, as `request` and `send` take it. */
const pathOf = (name: EndpointName) => routes[name].path.slice(API_BASE.length);
const AUTHENTICATE_PATH = pathOf('Users.Authenticate');
const REFRESH_PATH = pathOf('Users.refreshToken');
const LOGOUT_PATH = pathOf('Users.Logout');
/** The refresh token travels in the HttpOnly cookie, never through this script. */
const USE_REFRESH_COOKIE = { [REFRESH_COOKIE_HEADER]: 'true' };

export class ApiError extends Error {
  readonly status: number;
  /** Per-field messages of a 400 answer, keyed by field name. */
  readonly errors: Record<string, string>;
  /** The answer's other fields (a save conflict's `savedBy`, `savedOn` and current `version`). */
  readonly details: Record<string, unknown>;

  constructor(
    status: number,
    message: string,
    errors: Record<string, string> = {},
    details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.details = details;
  }
}

/** The text to show for any failure: the server's message, else the generic one. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE;
}

type Navigate = (to: string) => void;
let navigate: Navigate = (to) => window.location.assign(to);

/** The router installs its navigate at startup so a failed refresh can move the user. */
export function setNavigate(fn: Navigate) {
  navigate = fn;
}

type FieldValue = string | number | boolean | File | Blob | null | undefined;
export type Fields = Record<string, FieldValue | readonly FieldValue[]>;

function fieldText(value: Exclude<FieldValue, File | Blob>): string {
  return value === null || value === undefined ? '' : String(value);
}

/** Multipart body: arrays repeat the field per item, null/undefined become "", files stay files. */
export function toFormData(fields: Fields): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    const items: readonly FieldValue[] = Array.isArray(value) ? value : [value as FieldValue];
    for (const item of items) {
      form.append(name, item instanceof Blob ? item : fieldText(item));
    }
  }
  return form;
}

type Query = Record<string, string | number | boolean | null | undefined>;

function url(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    // undefined leaves the parameter out; null sends it empty (`?isActive=` means all).
    if (value !== undefined) params.append(name, fieldText(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

type RequestOptions = {
  query?: Query;
  json?: unknown;
  form?: Fields;
  headers?: Record<string, string>;
  /** Give up without an answer after READ_TIMEOUT_MS (reads and refreshes; never a write). */
  mayGiveUp?: boolean;
};

/** An answer read to its end: nothing of it is left waiting on the connection. */
type Answer = { status: number; ok: boolean; text: string };

/**
 * A safety net, not a control: a read with no answer by then is given up (an unreachable-server
 * error, which TanStack Query tries once more), and the console says which one, so a stall is
 * seen rather than hidden. So is a token refresh: every request that meets a 401 waits on the one
 * refresh (and other tabs on its lock), so a refresh left hanging would stall the whole back
 * office; giving it up is safe, as the server accepts the previous cookie a little longer. Writes
 * have no limit: an upload on a slow line may take long, and a write must not be sent twice.
 */
export const READ_TIMEOUT_MS = 15_000;

async function send(
  method: string,
  path: string,
  options: RequestOptions,
  token?: string,
): Promise<Answer> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.form) {
    body = toFormData(options.form); // the browser sets the multipart boundary header
  } else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const controller = new AbortController();
  const timer = options.mayGiveUp
    ? setTimeout(() => {
        console.warn(`No answer to ${method} ${API_BASE}${path} in ${READ_TIMEOUT_MS / 1000} s.`);
        controller.abort(new DOMException('No answer in time', 'TimeoutError'));
      }, READ_TIMEOUT_MS)
    : undefined;
  try {
    const response = await fetch(url(path, options.query), {
      method,
      headers,
      body,
      signal: controller.signal,
      // Answers depend on who asks: the browser's HTTP cache has no part in them.
      cache: 'no-store',
    });
    // The body is read here, every time, 401 included, so the timer covers the whole answer.
    return { status: response.status, ok: response.ok, text: await response.text() };
  } catch {
    throw new ApiError(0, GENERIC_ERROR_MESSAGE); // offline or server unreachable
  } finally {
    clearTimeout(timer);
  }
}

function bodyOf(answer: Answer): unknown {
  if (!answer.text) return undefined;
  try {
    return JSON.parse(answer.text);
  } catch {
    return answer.text;
  }
}

function toApiError(answer: Answer): ApiError {
  const body = bodyOf(answer) as Partial<ErrorResponse> | undefined;
  const message =
    body && typeof body.message === 'string' && body.message ? body.message : GENERIC_ERROR_MESSAGE;
  const { message: _message, errors = {}, ...details } = typeof body === 'object' ? body : {};
  return new ApiError(answer.status, message, errors, details);
}

let refreshing: Promise<string> | null = null;

/**
 * Swaps the refresh cookie for a new access token; concurrent callers share one call, and tabs
 * take turns (Web Locks), so each sends the cookie the previous one left.
 */
function refreshSession(): Promise<string> {
  const inTurn = (): Promise<string> =>
    navigator.locks
      ? navigator.locks.request('chamber.refresh', refresh).then((token) => token)
      : refresh();
  refreshing ??= inTurn().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function refresh(): Promise<string> {
  // The refresh token is the HttpOnly cookie the browser sends with this call only.
  const answer = await send('POST', REFRESH_PATH, {
    headers: USE_REFRESH_COOKIE,
    mayGiveUp: true,
  });
  if (!answer.ok) throw toApiError(answer);
  const session = startSession((bodyOf(answer) as AnswerOf<'Users.refreshToken'>).user);
  if (!session) throw new ApiError(401, GENERIC_ERROR_MESSAGE);
  return session.authToken;
}

/**
 * After a reload the session is in the cookie only: get it back, once, before protected screens
 * show. Without the signed-in mark (a visitor) nothing is asked. A failure signs out quietly:
 * whoever is on a public page stays there.
 */
export async function restoreSession(): Promise<void> {
  if (getSession() || !hasSignedInMark()) return;
  setRestoring(true);
  try {
    await refreshSession();
  } catch {
    clearSession();
  } finally {
    setRestoring(false);
  }
}

/** Signs in; the refresh token comes back as an HttpOnly cookie, never to this script. */
export function authenticate(credentials: LoginRequest) {
  return request<AnswerOf<'Users.Authenticate'>>('POST', AUTHENTICATE_PATH, {
    json: credentials,
    headers: USE_REFRESH_COOKIE,
  });
}

/** Signs out here and in the other tabs at once, and ends the session on the server. */
export async function signOut() {
  clearSession({ loggedOut: true });
  await send('POST', LOGOUT_PATH, { headers: USE_REFRESH_COOKIE }).catch(() => undefined);
}

async function request<T>(
  method: string,
  path: string,
  options: RequestOptions = {},
  signedIn = true,
): Promise<T> {
  const token = signedIn ? getSession()?.authToken : undefined;
  let answer = await send(method, path, options, token);
  const lowerPath = path.toLowerCase();
  const mayRefresh =
    signedIn &&
    lowerPath !== AUTHENTICATE_PATH.toLowerCase() &&
    lowerPath !== REFRESH_PATH.toLowerCase();
  if (answer.status === 401 && mayRefresh) {
    // Another request may already have refreshed while this one was in flight.
    const current = getSession()?.authToken;
    const newToken = current && current !== token ? current : await refreshedToken();
    // The session is over: a public call is asked again as a visitor (a page of the site stays
    // where it is); a call that needs a session sends the user to sign in.
    if (newToken || token) answer = await send(method, path, options, newToken ?? undefined);
    if (answer.status === 401 && !newToken) {
      navigate(loginPath(window.location.pathname + window.location.search));
    }
  }
  if (!answer.ok) throw toApiError(answer);
  return bodyOf(answer) as T;
}

/** A new access token, or null when there is none to be had (the session is then cleared). */
async function refreshedToken(): Promise<string | null> {
  try {
    if (!getSession()) return null;
    return await refreshSession();
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 0;
    if (status === 401 || status === 400) {
      clearSession();
      return null;
    }
    if (status === 403) navigate('/');
    throw error;
  }
}

/** What a call sends: its query, its JSON body or its form (multipart, files included). */
export type CallInput<N extends EndpointName> = {
  query?: QueryOf<N>;
  body?: BodyOf<N>;
  form?: FormOf<N>;
  /**
   * Sent without the session: the answer is what visitors get, even to signed-in staff (who
   * would otherwise get their drafts and unpublished items).
   */
  asVisitor?: boolean;
};

/**
 * Calls the endpoint `name` of the table in @chamber/contracts, with its types: the path and
 * method come from the table, the answer's type from the endpoint's answer schema.
 */
export function call<N extends EndpointName>(
  name: N,
  { query, body, form, asVisitor = false }: CallInput<N> = {},
): Promise<AnswerOf<N>> {
  const { method, path } = routes[name];
  return request<AnswerOf<N>>(
    method,
    path.slice(API_BASE.length),
    {
      query: query as Query | undefined,
      json: body,
      form: form as Fields | undefined,
      mayGiveUp: method === 'GET',
    },
    !asVisitor,
  );
}

/**
 * `src`, `srcSet` and `sizes` for an uploaded image: the server keeps WebP copies 480, 960 and
 * 1600 px wide beside every upload, so browsers fetch the smallest that fills the slot.
 */
export function responsiveImage(filePath: string, sizes: string) {
  return { src: attachmentPath(filePath), srcSet: imageSrcSet(filePath), sizes };
}
