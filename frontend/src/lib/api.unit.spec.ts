import { waitFor } from '@testing-library/react';
import { makeStore } from '../app/store';
import i18n from '../i18n';
import { deferred, jsonResponse, mockFetch } from '../test/http';
import { serverMessageOf } from './api';
import { authApi } from './session/auth-api';
import { pageLocation } from './session/page-location';
import { selectCurrentUser } from './session/session-slice';
import { makeUser, rememberUser, sessionResponse, signedInState } from './session/user-fixtures';

const unauthorized = () => jsonResponse({ statusCode: 401, message: 'Reikia prisijungti', errors: [] }, 401);

function signedInStore() {
  return makeStore(signedInState(makeUser()));
}

/** "METHOD /path" of every request so far, in order. */
function calls(fetchMock: ReturnType<typeof mockFetch>): string[] {
  return fetchMock.mock.calls.map(([input]) => {
    const request = input as Request;
    return `${request.method} ${new URL(request.url).pathname}`;
  });
}

let assign: jest.SpyInstance;

beforeEach(() => {
  assign = jest.spyOn(pageLocation, 'assign').mockImplementation(() => undefined);
  jest.spyOn(pageLocation, 'current').mockReturnValue('/profile');
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('every request', () => {
  it('sends the session cookies and asks for answers in the current language', async () => {
    await i18n.changeLanguage('en');
    const fetchMock = mockFetch(() => jsonResponse({ user: makeUser() }));
    await signedInStore().dispatch(authApi.endpoints.getProfile.initiate());
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(request.credentials).toBe('include');
    expect(request.headers.get('Accept-Language')).toBe('en');
  });
});

describe('a 401', () => {
  it('refreshes the session once and retries the request', async () => {
    const renamed = makeUser({ firstName: 'Jonis' });
    let refreshed = false;
    const fetchMock = mockFetch((request) => {
      if (request.url.endsWith('/api/auth/refresh')) {
        refreshed = true;
        return jsonResponse(sessionResponse(renamed));
      }
      return refreshed ? jsonResponse({ user: renamed }) : unauthorized();
    });
    const store = signedInStore();

    const result = await store.dispatch(authApi.endpoints.getProfile.initiate());

    expect(calls(fetchMock)).toEqual(['GET /api/user/profile', 'POST /api/auth/refresh', 'GET /api/user/profile']);
    expect(result.data).toEqual(renamed);
    expect(selectCurrentUser(store.getState())).toEqual(renamed);
    expect(assign).not.toHaveBeenCalled();
  });

  it('gives up after one retry when the request is refused again', async () => {
    const fetchMock = mockFetch((request) =>
      request.url.endsWith('/api/auth/refresh') ? jsonResponse(sessionResponse(makeUser())) : unauthorized(),
    );
    const result = await signedInStore().dispatch(authApi.endpoints.getProfile.initiate());
    expect(calls(fetchMock)).toEqual(['GET /api/user/profile', 'POST /api/auth/refresh', 'GET /api/user/profile']);
    expect(result.error).toMatchObject({ status: 401 });
  });

  it('signs out when the refresh fails, keeping the original error', async () => {
    const fetchMock = mockFetch(() => unauthorized());
    rememberUser(makeUser());
    const store = signedInStore();

    const result = await store.dispatch(authApi.endpoints.getProfile.initiate());

    expect(calls(fetchMock)).toEqual(['GET /api/user/profile', 'POST /api/auth/refresh']);
    expect(result.error).toMatchObject({ status: 401, data: { message: 'Reikia prisijungti' } });
    expect(selectCurrentUser(store.getState())).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('sends an admin page to the login, to come back after it, when the refresh fails', async () => {
    jest.spyOn(pageLocation, 'current').mockReturnValue('/admin/users?page=2');
    mockFetch(() => unauthorized());
    const store = signedInStore();

    await store.dispatch(authApi.endpoints.getProfile.initiate());

    expect(selectCurrentUser(store.getState())).toBeNull();
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/login?redirect=%2Fadmin%2Fusers%3Fpage%3D2');
  });

  it('does not treat a page that merely starts with "admin" as the admin area', async () => {
    jest.spyOn(pageLocation, 'current').mockReturnValue('/administration-fees');
    mockFetch(() => unauthorized());
    await signedInStore().dispatch(authApi.endpoints.getProfile.initiate());
    expect(assign).not.toHaveBeenCalled();
  });

  it('met by several requests at once leads to a single refresh, shared by all of them', async () => {
    const refresh = deferred<Response>();
    let refreshed = false;
    const fetchMock = mockFetch((request) => {
      if (request.url.endsWith('/api/auth/refresh')) {
        return refresh.promise.then((response) => {
          refreshed = true;
          return response;
        });
      }
      return refreshed ? jsonResponse({ user: makeUser() }) : unauthorized();
    });
    const store = signedInStore();

    const profile = store.dispatch(authApi.endpoints.getProfile.initiate());
    const me = store.dispatch(authApi.endpoints.me.initiate());
    const password = store.dispatch(
      authApi.endpoints.changePassword.initiate({
        currentPassword: 'senas-slaptazodis',
        newPassword: 'naujas-slaptazodis',
      }),
    );
    await waitFor(() => {
      expect(calls(fetchMock).filter((call) => call !== 'POST /api/auth/refresh')).toHaveLength(3);
    });
    refresh.resolve(jsonResponse(sessionResponse(makeUser())));
    const results = await Promise.all([profile, me, password]);

    expect(calls(fetchMock).filter((call) => call === 'POST /api/auth/refresh')).toHaveLength(1);
    expect(results.map((result) => result.error)).toEqual([undefined, undefined, undefined]);
    expect(calls(fetchMock).filter((call) => call === 'PUT /api/user/password')).toHaveLength(2);
  });

  it('from the login itself means wrong credentials, not an expired session', async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse({ statusCode: 401, message: 'Neteisingas el. paštas arba slaptažodis', errors: [] }, 401),
    );
    const result = await makeStore().dispatch(
      authApi.endpoints.login.initiate({ email: 'jonas@example.lt', password: 'neteisingas' }),
    );
    expect(calls(fetchMock)).toEqual(['POST /api/auth/login']);
    expect(result.error).toMatchObject({ status: 401 });
  });
});

describe('the periodic refresh', () => {
  it('keeps the user up to date on success and signs out on failure', async () => {
    const renamed = makeUser({ lastName: 'Petraitis' });
    mockFetch(() => jsonResponse(sessionResponse(renamed)));
    const store = signedInStore();
    await store.dispatch(authApi.endpoints.refresh.initiate());
    expect(selectCurrentUser(store.getState())).toEqual(renamed);

    const fetchMock = mockFetch(() => unauthorized());
    const result = await store.dispatch(authApi.endpoints.refresh.initiate());
    expect(calls(fetchMock)).toEqual(['POST /api/auth/refresh']);
    expect(result.error).toMatchObject({ status: 401 });
    expect(selectCurrentUser(store.getState())).toBeNull();
  });
});

describe('server messages', () => {
  it('are read from the shop’s error shape', () => {
    expect(serverMessageOf({ status: 409, data: { statusCode: 409, message: 'Jau yra', errors: [] } })).toBe('Jau yra');
  });

  it.each([
    ['a network failure', { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }],
    ['a proxy page', { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'SyntaxError' }],
    ['an empty message', { status: 500, data: { message: ' ' } }],
    ['no error', undefined],
  ])('are absent for %s', (_description, error) => {
    expect(serverMessageOf(error)).toBeUndefined();
  });
});
