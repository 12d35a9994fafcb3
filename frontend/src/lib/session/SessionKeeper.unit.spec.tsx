import { act, screen } from '@testing-library/react';
import { deferred, jsonResponse, mockFetch } from '../../test/http';
import { renderRoute } from '../../test/render';
import { SESSION_REFRESH_INTERVAL_MS } from './SessionKeeper';
import { signedOut } from './session-slice';
import { makeUser, rememberedUser, rememberUser, sessionResponse, signedInState } from './user-fixtures';

const unauthorized = () => jsonResponse({ statusCode: 401, message: 'Reikia prisijungti', errors: [] }, 401);

function paths(fetchMock: ReturnType<typeof mockFetch>): string[] {
  return fetchMock.mock.calls.map(([input]) => new URL((input as Request).url).pathname);
}

describe('on start', () => {
  it('asks nothing of the server when no user is remembered', async () => {
    const fetchMock = mockFetch(() => unauthorized());
    await renderRoute('/nowhere');
    expect(screen.getByRole('link', { name: 'Prisijungti' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('confirms a remembered user with GET /auth/me and takes the server’s account data', async () => {
    rememberUser(makeUser({ firstName: 'Jonas' }));
    const me = deferred<Response>();
    const fetchMock = mockFetch(() => me.promise);
    await renderRoute('/nowhere');
    expect(paths(fetchMock)).toEqual(['/api/auth/me']);

    me.resolve(jsonResponse({ user: makeUser({ firstName: 'Jonis' }) }));

    expect(await screen.findByRole('link', { name: /Jonis/ })).toHaveAttribute('href', '/profile');
    expect(rememberedUser()).toMatchObject({ firstName: 'Jonis' });
  });

  it('forgets a remembered user the server no longer knows', async () => {
    rememberUser(makeUser());
    const fetchMock = mockFetch(() => unauthorized());
    await renderRoute('/nowhere');
    expect(await screen.findByRole('link', { name: 'Prisijungti' })).toBeInTheDocument();
    expect(paths(fetchMock)).toEqual(['/api/auth/me', '/api/auth/refresh']);
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it.each([
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch'))],
    [
      'the server fails',
      () => Promise.resolve(jsonResponse({ statusCode: 503, message: 'Nepasiekiama', errors: [] }, 503)),
    ],
  ])('keeps a remembered user when %s', async (_case, answer) => {
    rememberUser(makeUser({ firstName: 'Jonas' }));
    const fetchMock = mockFetch(answer);
    await renderRoute('/nowhere');
    await act(async () => {
      await Promise.resolve();
    });
    expect(paths(fetchMock)).toEqual(['/api/auth/me']);
    expect(screen.getByRole('link', { name: /Jonas/ })).toHaveAttribute('href', '/profile');
    expect(rememberedUser()).toMatchObject({ firstName: 'Jonas' });
  });
});

describe('while signed in', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('refreshes the session every 45 minutes, and stops once signed out', async () => {
    const fetchMock = mockFetch(() => jsonResponse(sessionResponse(makeUser())));
    const { store } = await renderRoute('/nowhere', { preloadedState: signedInState(makeUser()) });
    expect(SESSION_REFRESH_INTERVAL_MS).toBe(45 * 60 * 1000);

    await act(() => jest.advanceTimersByTimeAsync(SESSION_REFRESH_INTERVAL_MS - 1000));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(paths(fetchMock)).toEqual(['/api/auth/refresh']);
    await act(() => jest.advanceTimersByTimeAsync(SESSION_REFRESH_INTERVAL_MS));
    expect(paths(fetchMock)).toEqual(['/api/auth/refresh', '/api/auth/refresh']);

    act(() => {
      store.dispatch(signedOut());
    });
    await act(() => jest.advanceTimersByTimeAsync(3 * SESSION_REFRESH_INTERVAL_MS));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('signs out when the periodic refresh is refused', async () => {
    mockFetch(() => unauthorized());
    await renderRoute('/nowhere', { preloadedState: signedInState(makeUser()) });
    expect(screen.getByRole('button', { name: 'Atsijungti' })).toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(SESSION_REFRESH_INTERVAL_MS));

    expect(screen.queryByRole('button', { name: 'Atsijungti' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Prisijungti' })).toBeInTheDocument();
  });
});
