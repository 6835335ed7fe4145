/**
 * The one way the web app talks to the API (S1 §4, §7, §8): base URL /api, bearer header from
 * the session, JSON or multipart bodies, bodies unwrapped, errors as ApiError, and a 401 answered
 * by one token refresh and a replay of the request.
 */
import { attachmentPath, GENERIC_ERROR_MESSAGE, imageSrcSet } from '@chamber/contracts';
import type { ErrorResponse, RefreshTokenResponse } from '@chamber/contracts';
import { clearSession, getSession, startSession } from '../auth/session.ts';

export const API_BASE = '/api';
const AUTHENTICATE_PATH = '/Users/Authenticate';
const REFRESH_PATH = '/Users/refreshToken';

export class ApiError extends Error {
  readonly status: number;
  /** Per-field messages of a 400 answer, keyed by field name. */
  readonly errors: Record<string, string>;

  constructor(status: number, message: string, errors: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
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

export type FieldValue = string | number | boolean | File | Blob | null | undefined;
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

export type Query = Record<string, string | number | boolean | null | undefined>;

function url(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    // undefined leaves the parameter out; null sends it empty (`?isActive=` means all).
    if (value !== undefined) params.append(name, fieldText(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = (await readBody(response).catch(() => undefined)) as Partial<ErrorResponse>;
  const message =
    body && typeof body.message === 'string' && body.message ? body.message : GENERIC_ERROR_MESSAGE;
  return new ApiError(response.status, message, body?.errors ?? {});
}

type RequestOptions = { query?: Query; json?: unknown; form?: Fields };

/**
 * A read with no answer by then is given up (an unreachable-server error), so a screen never
 * waits forever on a stalled connection; TanStack Query asks once more. Writes have no limit:
 * an upload on a slow line may take long, and a write must not be sent twice.
 */
export const READ_TIMEOUT_MS = 15_000;

/** Aborts after `ms`, answer or not: aborting a finished request does nothing. */
function giveUpAfter(ms: number) {
  const controller = new AbortController();
  setTimeout(() => controller.abort(new DOMException('No answer in time', 'TimeoutError')), ms);
  return controller.signal;
}

async function send(method: string, path: string, options: RequestOptions, token?: string) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.form) {
    body = toFormData(options.form); // the browser sets the multipart boundary header
  } else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  try {
    return await fetch(url(path, options.query), {
      method,
      headers,
      body,
      signal: method === 'GET' ? giveUpAfter(READ_TIMEOUT_MS) : undefined,
    });
  } catch {
    throw new ApiError(0, GENERIC_ERROR_MESSAGE); // offline or server unreachable
  }
}

let refreshing: Promise<string> | null = null;

/** Swaps the refresh token for new tokens; concurrent callers share one call. */
function refreshSession(): Promise<string> {
  refreshing ??= refresh().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function refresh(): Promise<string> {
  const refreshToken = getSession()?.refreshToken;
  const response = refreshToken
    ? await send('POST', REFRESH_PATH, { json: { refreshToken } })
    : null;
  if (response?.ok) {
    const { user } = (await response.json()) as RefreshTokenResponse;
    return startSession(user).authToken;
  }
  const error = response ? await toApiError(response) : new ApiError(401, GENERIC_ERROR_MESSAGE);
  if (error.status === 401) {
    clearSession();
    navigate('/login');
  } else if (error.status === 403) {
    navigate('/');
  }
  throw error;
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const token = getSession()?.authToken;
  let response = await send(method, path, options, token);
  const lowerPath = path.toLowerCase();
  const mayRefresh =
    lowerPath !== AUTHENTICATE_PATH.toLowerCase() && lowerPath !== REFRESH_PATH.toLowerCase();
  if (response.status === 401 && mayRefresh) {
    // Another request may already have refreshed while this one was in flight.
    const current = getSession()?.authToken;
    const newToken = current && current !== token ? current : await refreshSession();
    response = await send(method, path, options, newToken);
  }
  if (!response.ok) throw await toApiError(response);
  return (await readBody(response)) as T;
}

export const api = {
  get: <T>(path: string, query?: Query) => request<T>('GET', path, { query }),
  post: <T>(path: string, json?: unknown, query?: Query) =>
    request<T>('POST', path, { json, query }),
  put: <T>(path: string, json?: unknown, query?: Query) => request<T>('PUT', path, { json, query }),
  delete: <T>(path: string, query?: Query) => request<T>('DELETE', path, { query }),
  postForm: <T>(path: string, form: Fields) => request<T>('POST', path, { form }),
  putForm: <T>(path: string, form: Fields) => request<T>('PUT', path, { form }),
};

/**
 * `src`, `srcSet` and `sizes` for an uploaded image: the server keeps WebP copies 480, 960 and
 * 1600 px wide beside every upload, so browsers fetch the smallest that fills the slot.
 */
export function responsiveImage(filePath: string, sizes: string) {
  return { src: attachmentPath(filePath), srcSet: imageSrcSet(filePath), sizes };
}
