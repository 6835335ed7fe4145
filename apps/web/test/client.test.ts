import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GENERIC_ERROR_MESSAGE } from '@chamber/contracts';
import {
  ApiError,
  call,
  authenticate,
  READ_TIMEOUT_MS,
  restoreSession,
  setNavigate,
  signOut,
  toFormData,
} from '../src/api/client.ts';
import { getSession, hasSignedInMark, isRestoring } from '../src/auth/session.ts';
import { authResponse, json, mockApi, signIn } from './helpers.tsx';

/** A session a refresh hands out: its token differs from the first, so a replay can be told apart. */
function renewedSession(overrides: Parameters<typeof authResponse>[0]) {
  const renewed = authResponse(overrides);
  renewed.token = renewed.token.replace('signature', 'renewed');
  return renewed;
}

/** A handler answering `body` to a request with `renewed`'s token, and 401 Expired to any other. */
const onlyWith =
  (renewed: { token: string }, body: unknown) =>
  ({ headers }: { headers: Headers }) =>
    headers.get('Authorization') === `Bearer ${renewed.token}`
      ? json(body)
      : json({ message: 'Expired' }, 401);

const navigate = vi.fn();
const NEW_USER = {
  username: 'ana',
  fullName: 'Ana Diaz',
  email: 'ana@example.com',
  password: 'a-long-password-1',
  confirmPassword: 'a-long-password-1',
};

beforeEach(() => {
  navigate.mockReset();
  setNavigate(navigate);
});

describe('api client', () => {
  it('sends the bearer token and JSON, and unwraps the body', async () => {
    const session = signIn();
    const { calls } = mockApi({ 'PUT /api/Users/UpdateUser': { message: 'Saved' } });
    await expect(
      call('Users.UpdateUser', { body: { id: 1, fullName: 'A', email: 'a@example.com' } }),
    ).resolves.toEqual({
      message: 'Saved',
    });
    expect(calls[0].headers.get('Authorization')).toBe(`Bearer ${session!.authToken}`);
    expect(calls[0].headers.get('Content-Type')).toBe('application/json');
    expect(calls[0].body).toEqual({ id: 1, fullName: 'A', email: 'a@example.com' });
  });

  it('sends no authorization header when signed out', async () => {
    const { calls } = mockApi({ 'GET /api/Home/GetCMSInfo': { companyName: 'X' } });
    await call('Home.GetCMSInfo');
    expect(calls[0].headers.has('Authorization')).toBe(false);
  });

  it('asks as a visitor when told to, signed in or not: staff browsing the site get no drafts', async () => {
    signIn();
    const { calls } = mockApi({ 'GET /api/Event/GetAllEvents': () => json([], 200) });
    await call('Event.GetAllEvents', { asVisitor: true });
    expect(calls[0].headers.has('Authorization')).toBe(false);
  });

  it('builds the query: undefined is left out, an empty value is sent empty', async () => {
    const { calls } = mockApi({ 'GET /api/Page/GetAllPages': [] });
    await call('Page.GetAllPages', { query: { isActive: undefined } });
    await call('Page.GetAllPages', { query: { isActive: '' } });
    await call('Page.GetAllPages', { query: { isActive: 'true' } });
    expect(calls.map((sent) => sent.url.search)).toEqual(['', '?isActive=', '?isActive=true']);
  });

  it('throws ApiError with the server message and field errors', async () => {
    mockApi({
      'POST /api/Users/Register': () =>
        json({ message: 'Username taken', errors: { username: 'Username taken' } }, 409),
    });
    const error = await call('Users.Register', { body: NEW_USER }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      message: 'Username taken',
      errors: { username: 'Username taken' },
    });
  });

  it('falls back to the generic message when the server gives none', async () => {
    mockApi({ 'GET /api/Users/GetAllUsers': () => new Response('<html>', { status: 500 }) });
    await expect(call('Users.GetAllUsers')).rejects.toMatchObject({
      status: 500,
      message: GENERIC_ERROR_MESSAGE,
    });
  });

  it('turns an unreachable server into the generic message', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(call('Users.GetAllUsers')).rejects.toMatchObject({
      status: 0,
      message: GENERIC_ERROR_MESSAGE,
    });
  });

  it('gives up a read that gets no answer, says so in the console, and never a write', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const signals: (AbortSignal | null | undefined)[] = [];
      // A server that never answers: only an abort ends the request.
      vi.stubGlobal(
        'fetch',
        vi.fn((_input: RequestInfo | URL, init: RequestInit = {}) => {
          signals.push(init.signal);
          return new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
          });
        }),
      );
      const read = call('Users.GetAllUsers').catch((error: unknown) => error);
      void call('Users.Register', { body: NEW_USER });
      await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS - 1);
      expect(signals[0]?.aborted).toBe(false);
      expect(warn).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await expect(read).resolves.toMatchObject({ status: 0, message: GENERIC_ERROR_MESSAGE });
      expect(warn).toHaveBeenCalledWith('No answer to GET /api/Users/GetAllUsers in 15 s.');
      await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS * 10);
      expect(signals[1]?.aborted).toBe(false);
    } finally {
      vi.useRealTimers();
      warn.mockRestore();
    }
  });

  it('gives up a refresh that gets no answer, so the requests waiting on it do not hang', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      signIn();
      const renewed = renewedSession({ refreshToken: '' });
      const sent: string[] = [];
      let refreshes = 0;
      // The first refresh is never answered (only an abort ends it); the next one is.
      vi.stubGlobal(
        'fetch',
        vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
          const path = new URL(String(input), 'http://localhost').pathname;
          sent.push(`${init.method} ${path}`);
          if (path === '/api/Users/refreshToken' && ++refreshes === 1) {
            return new Promise<Response>((_resolve, reject) => {
              init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
            });
          }
          if (path === '/api/Users/refreshToken') {
            return json({ success: true, message: 'ok', user: renewed });
          }
          const authorization = new Headers(init.headers).get('Authorization');
          return authorization === `Bearer ${renewed.token}`
            ? json([])
            : json({ message: 'Expired' }, 401);
        }),
      );
      const waiting = [call('Users.GetAllUsers'), call('Banner.GetAllBanners')].map((read) =>
        read.catch((error: unknown) => error),
      );
      await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS);
      for (const read of waiting) await expect(read).resolves.toMatchObject({ status: 0 });
      expect(warn).toHaveBeenCalledWith('No answer to POST /api/Users/refreshToken in 15 s.');
      // Still signed in, and the next 401 refreshes anew instead of joining the one given up.
      expect(getSession()).not.toBeNull();
      expect(navigate).not.toHaveBeenCalled();
      await expect(call('Users.GetAllUsers')).resolves.toEqual([]);
      expect(sent.filter((call) => call === 'POST /api/Users/refreshToken')).toHaveLength(2);
    } finally {
      vi.useRealTimers();
      warn.mockRestore();
    }
  });

  it('leaves nothing to the browser’s HTTP cache', async () => {
    const { fetchMock } = mockApi({ 'GET /api/Users/GetAllUsers': [] });
    await call('Users.GetAllUsers');
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ cache: 'no-store' });
  });

  it('on 401 refreshes once from the cookie, replays with the new token and replaces the session', async () => {
    signIn({ id: 1 });
    // From the cookie, the server answers no refresh token in the body.
    const renewed = renewedSession({ id: 1, refreshToken: '', firstName: 'Renewed' });
    const { calls } = mockApi({
      'GET /api/Users/GetAllUsers': onlyWith(renewed, [{ id: 1 }]),
      'POST /api/Users/refreshToken': ({ body }) =>
        body === undefined
          ? json({ success: true, message: 'ok', user: renewed })
          : json({ message: 'Invalid' }, 401),
    });

    await expect(call('Users.GetAllUsers')).resolves.toEqual([{ id: 1 }]);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /api/Users/GetAllUsers',
      'POST /api/Users/refreshToken',
      'GET /api/Users/GetAllUsers',
    ]);
    expect(getSession()).toMatchObject({
      authToken: renewed.token,
      user: { firstName: 'Renewed' },
    });
    expect(JSON.stringify(localStorage)).not.toContain(renewed.token);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('replays a multipart body after a refresh', async () => {
    signIn();
    const renewed = renewedSession({ refreshToken: 'refresh-2' });
    const { calls } = mockApi({
      'POST /api/Page/CreatePage': onlyWith(renewed, { message: 'Created', id: 3 }),
      'POST /api/Users/refreshToken': { success: true, message: 'ok', user: renewed },
    });
    await expect(call('Page.CreatePage', { form: { name: 'About' } })).resolves.toEqual({
      message: 'Created',
      id: 3,
    });
    expect((calls[2].body as FormData).get('name')).toBe('About');
  });

  it('shares one refresh between concurrent 401s', async () => {
    signIn();
    const renewed = renewedSession({ refreshToken: 'refresh-2' });
    const { calls } = mockApi({
      'GET /api/Users/GetAllUsers': onlyWith(renewed, []),
      'POST /api/Users/refreshToken': async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        return json({ success: true, message: 'ok', user: renewed });
      },
    });
    await Promise.all([
      call('Users.GetAllUsers'),
      call('Users.GetAllUsers'),
      call('Users.GetAllUsers'),
    ]);
    expect(calls.filter((c) => c.path === '/api/Users/refreshToken')).toHaveLength(1);
    expect(calls.filter((c) => c.path === '/api/Users/GetAllUsers')).toHaveLength(6);
  });

  it('does not refresh again when the replay is refused too', async () => {
    signIn();
    const { calls } = mockApi({
      'GET /api/Users/GetAllUsers': () => json({ message: 'Still no' }, 401),
      'POST /api/Users/refreshToken': { success: true, message: 'ok', user: authResponse() },
    });
    await expect(call('Users.GetAllUsers')).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(3);
  });

  it('a refused refresh (401) clears the session and goes to /login', async () => {
    signIn();
    mockApi({
      'GET /api/Users/GetAllUsers': () => json({ message: 'Expired' }, 401),
      'POST /api/Users/refreshToken': () => json({ message: 'Invalid refresh token' }, 401),
    });
    await expect(call('Users.GetAllUsers')).rejects.toMatchObject({
      status: 401,
      message: 'Expired',
    });
    expect(getSession()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('a public call whose session is over is asked again as a visitor, staying on the page', async () => {
    signIn();
    const { calls } = mockApi({
      'GET /api/Event/GetAllEvents': ({ headers }) =>
        headers.get('Authorization')
          ? json({ message: 'Your session has expired. Please sign in again.' }, 401)
          : json([], 200),
      'POST /api/Users/refreshToken': () => json({ message: 'Invalid refresh token' }, 401),
    });
    await expect(call('Event.GetAllEvents')).resolves.toEqual([]);
    expect(calls.map((c) => c.path)).toEqual([
      '/api/Event/GetAllEvents',
      '/api/Users/refreshToken',
      '/api/Event/GetAllEvents',
    ]);
    expect(getSession()).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('an expired token on a public call is refreshed, and the call asked again as staff', async () => {
    signIn();
    const renewed = renewedSession({ refreshToken: 'refresh-2' });
    const { calls } = mockApi({
      'GET /api/Event/GetEventById': onlyWith(renewed, { title: 'Draft title' }),
      'POST /api/Users/refreshToken': { success: true, message: 'ok', user: renewed },
    });
    await expect(call('Event.GetEventById', { query: { eventId: 1 } })).resolves.toEqual({
      title: 'Draft title',
    });
    expect(calls).toHaveLength(3);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a forbidden refresh (403) goes to the site root and keeps the session', async () => {
    signIn();
    mockApi({
      'GET /api/Users/GetAllUsers': () => json({ message: 'Expired' }, 401),
      'POST /api/Users/refreshToken': () => json({ message: 'Forbidden' }, 403),
    });
    await expect(call('Users.GetAllUsers')).rejects.toMatchObject({ status: 403 });
    expect(navigate).toHaveBeenCalledWith('/');
    expect(getSession()).not.toBeNull();
  });

  it('a 401 without a stored session goes to /login without calling refresh', async () => {
    const { calls } = mockApi({ 'GET /api/Users/GetAllUsers': () => json({}, 401) });
    await expect(call('Users.GetAllUsers')).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('a 401 on sign-in is a plain failure, never a refresh', async () => {
    signIn();
    const { calls } = mockApi({
      'POST /api/Users/Authenticate': () => json({ message: 'Invalid username or password' }, 401),
    });
    await expect(
      call('Users.Authenticate', { body: { email: 'a', password: 'b' } }),
    ).rejects.toMatchObject({
      message: 'Invalid username or password',
    });
    expect(calls).toHaveLength(1);
    expect(navigate).not.toHaveBeenCalled();
    expect(getSession()).not.toBeNull();
  });
});

describe('the session in the refresh cookie', () => {
  it('sign-in asks for the refresh token in a cookie, and no token reaches localStorage', async () => {
    const { calls } = mockApi({
      'POST /api/Users/Authenticate': authResponse({ refreshToken: '' }),
    });
    const answer = await authenticate({ email: 'ada', password: 'secret-pass' });
    expect(calls[0].headers.get('X-Refresh-Cookie')).toBe('true');
    expect(answer.token).toMatch(/^ey/);
    expect(localStorage.length).toBe(0);
  });

  it('a reload gets the session back from the cookie when this browser is signed in', async () => {
    // As after a reload: the mark is there, the memory is empty.
    localStorage.setItem('chamber.signedIn', 'true');
    const { calls } = mockApi({
      'POST /api/Users/refreshToken': {
        success: true,
        message: 'ok',
        user: authResponse({ username: 'ada', refreshToken: '' }),
      },
    });
    const restored = restoreSession();
    expect(isRestoring()).toBe(true);
    await restored;
    expect(isRestoring()).toBe(false);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/Users/refreshToken']);
    expect(calls[0].body).toBeUndefined();
    expect(calls[0].headers.get('X-Refresh-Cookie')).toBe('true');
    expect(getSession()?.user.username).toBe('ada');
  });

  it('asks nothing for a visitor, and a refused cookie signs out quietly, with no redirect', async () => {
    const visitor = mockApi({});
    await restoreSession();
    expect(visitor.calls).toHaveLength(0);

    localStorage.setItem('chamber.signedIn', 'true');
    mockApi({ 'POST /api/Users/refreshToken': () => json({ message: 'Expired' }, 401) });
    await restoreSession();
    expect(getSession()).toBeNull();
    expect(hasSignedInMark()).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sign-out forgets the session at once and ends it on the server through the cookie', async () => {
    signIn();
    const { calls } = mockApi({ 'POST /api/Users/Logout': { message: 'Signed out' } });
    const out = signOut();
    expect(getSession()).toBeNull();
    expect(hasSignedInMark()).toBe(false);
    await out;
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/Users/Logout']);
    expect(calls[0].body).toBeUndefined();
    expect(calls[0].headers.get('X-Refresh-Cookie')).toBe('true');
    expect(calls[0].headers.has('Authorization')).toBe(false);
  });
});

describe('toFormData', () => {
  it('repeats arrays, sends null and undefined as "", booleans as text, keeps files', () => {
    const file = new File(['x'], 'logo.png', { type: 'image/png' });
    const form = toFormData({
      name: 'About',
      ids: [1, 2],
      bannerColor: null,
      keywords: undefined,
      isActive: true,
      isBannerVisible: false,
      bannerImage: file,
    });
    expect(form.getAll('ids')).toEqual(['1', '2']);
    expect(form.get('bannerColor')).toBe('');
    expect(form.get('keywords')).toBe('');
    expect(form.get('isActive')).toBe('true');
    expect(form.get('isBannerVisible')).toBe('false');
    expect(form.get('name')).toBe('About');
    const sent = form.get('bannerImage') as File;
    expect(sent).toBeInstanceOf(File);
    expect(sent.name).toBe('logo.png');
  });
});
