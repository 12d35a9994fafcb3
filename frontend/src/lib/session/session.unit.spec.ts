import { makeStore } from '../../app/store';
import {
  selectAuthChecking,
  selectCurrentUser,
  selectIsAdmin,
  signedIn,
  signedOut,
  userUpdated,
} from './session-slice';
import { isAdmin } from './user';
import { makeAdmin, makeUser, rememberedUser, rememberUser } from './user-fixtures';

afterEach(() => {
  jest.restoreAllMocks();
});

describe('session on start', () => {
  it('is signed out with nothing left to check when no user is stored', () => {
    const state = makeStore().getState();
    expect(selectCurrentUser(state)).toBeNull();
    expect(selectAuthChecking(state)).toBe(false);
  });

  it('takes the stored user, still to be confirmed by the server', () => {
    const user = makeUser();
    rememberUser(user);
    const state = makeStore().getState();
    expect(selectCurrentUser(state)).toEqual(user);
    expect(selectAuthChecking(state)).toBe(true);
  });

  it.each([
    ['text that is not JSON', '{user'],
    ['JSON of another shape', JSON.stringify({ name: 'Jonas' })],
    ['null', 'null'],
  ])('ignores %s under the key', (_description, stored) => {
    window.localStorage.setItem('user', stored);
    expect(selectCurrentUser(makeStore().getState())).toBeNull();
  });

  it('starts signed out when storage cannot be read', () => {
    rememberUser(makeUser());
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const state = makeStore().getState();
    expect(selectCurrentUser(state)).toBeNull();
    expect(selectAuthChecking(state)).toBe(false);
  });
});

describe('session changes', () => {
  it('store the signed-in user under "user" and forget it on sign-out', () => {
    const store = makeStore();
    const user = makeUser();
    store.dispatch(signedIn(user));
    expect(rememberedUser()).toEqual(user);

    const renamed = makeUser({ firstName: 'Jonis' });
    store.dispatch(userUpdated(renamed));
    expect(selectCurrentUser(store.getState())).toEqual(renamed);
    expect(rememberedUser()).toEqual(renamed);

    store.dispatch(signedOut());
    expect(selectCurrentUser(store.getState())).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it('still apply for this visit when storage refuses to write', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const store = makeStore();
    store.dispatch(signedIn(makeUser()));
    expect(selectCurrentUser(store.getState())?.firstName).toBe('Jonas');
  });

  it('end the start-up check whichever way it goes', () => {
    rememberUser(makeUser());
    const confirmed = makeStore();
    confirmed.dispatch(userUpdated(makeUser()));
    expect(selectAuthChecking(confirmed.getState())).toBe(false);

    const refused = makeStore();
    refused.dispatch(signedOut());
    expect(selectAuthChecking(refused.getState())).toBe(false);
  });

  it('ignore news about a user who has already signed out', () => {
    const store = makeStore();
    store.dispatch(signedIn(makeUser()));
    store.dispatch(signedOut());
    store.dispatch(userUpdated(makeUser()));
    expect(selectCurrentUser(store.getState())).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
  });
});

describe('admin rights', () => {
  it.each([
    ['admin', ['admin'], true],
    ['super_admin', ['super_admin', 'admin'], true],
    ['super_admin alone', ['super_admin'], true],
    ['organizer', ['organizer'], false],
    ['attendee', ['attendee'], false],
    ['user', ['user'], false],
  ] as const)('%s: %s', (_role, roles, expected) => {
    const user = makeUser({ roles: [...roles] });
    expect(isAdmin(user)).toBe(expected);
    const store = makeStore({ session: { user, authCheck: 'done', signedOutByUser: false } });
    expect(selectIsAdmin(store.getState())).toBe(expected);
  });

  it('are nobody’s when signed out', () => {
    expect(isAdmin(null)).toBe(false);
    expect(isAdmin(makeAdmin())).toBe(true);
  });
});
