import type { SessionEvent } from '@ticketshop/projections';
import { refusalCode } from '../../testing/domain-errors';
import type { SessionCommand } from './session.commands';
import { decide, evolve, initialSessionState, REFRESH_GRACE_MS } from './session.decider';

const sessionId = '1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b';
const userId = '5d0c1f4e-2b7a-4c1e-9a55-8f3e2d1c0b9a';
const now = '2026-11-23T10:00:00.000Z';
const expiresAt = '2026-12-23T10:00:00.000Z';

const started: SessionEvent = { type: 'SessionStarted', data: { sessionId, userId, tokenHash: 't1', expiresAt } };
const refreshed: SessionEvent = {
  type: 'SessionRefreshed',
  data: { sessionId, previousTokenHash: 't1', tokenHash: 't2', expiresAt },
};

function given(...past: SessionEvent[]) {
  const state = past.reduce(evolve, initialSessionState);
  return { when: (command: SessionCommand) => () => decide(command, state) };
}

const refresh = (
  presented: string,
  overrides: { now?: string; userActive?: boolean; newTokenHash?: string; expiresAt?: string } = {},
): SessionCommand => ({
  type: 'RefreshSession',
  data: {
    sessionId,
    presentedTokenHash: presented,
    newTokenHash: overrides.newTokenHash ?? 'next',
    expiresAt: overrides.expiresAt ?? expiresAt,
    now: overrides.now ?? now,
    userActive: overrides.userActive ?? true,
  },
});

describe('session decider', () => {
  it('given nothing, when a session starts, then it is recorded', () => {
    expect(given().when({ type: 'StartSession', data: { sessionId, userId, tokenHash: 't1', expiresAt } })()).toEqual([
      started,
    ]);
  });

  it('given a session, when its current token is presented, then it rotates to a new one', () => {
    expect(given(started).when(refresh('t1'))()).toEqual([
      { type: 'SessionRefreshed', data: { sessionId, previousTokenHash: 't1', tokenHash: 'next', expiresAt } },
    ]);
  });

  it('given a rotated session, when the old token is presented again, then the whole family is revoked', () => {
    expect(given(started, refreshed).when(refresh('t1'))()).toEqual([
      { type: 'SessionRevoked', data: { sessionId, reason: 'token-reuse' } },
    ]);
  });

  it('given a family revoked for reuse, when even the newest token is presented, then it is refused', () => {
    const revoked: SessionEvent = { type: 'SessionRevoked', data: { sessionId, reason: 'token-reuse' } };
    expect(refusalCode(given(started, refreshed, revoked).when(refresh('t2')))).toBe('session.invalid');
  });

  it('given a session, when an unknown token is presented, then it is refused without revoking', () => {
    expect(refusalCode(given(started).when(refresh('forged')))).toBe('session.invalid');
  });

  it('given an expired session, when its token is presented, then it is refused', () => {
    expect(refusalCode(given(started).when(refresh('t1', { now: '2027-01-01T00:00:00.000Z' })))).toBe(
      'session.invalid',
    );
  });

  it('given a session of a suspended user, when refreshing, then the session is revoked', () => {
    expect(given(started).when(refresh('t1', { userActive: false }))()).toEqual([
      { type: 'SessionRevoked', data: { sessionId, reason: 'user-suspended' } },
    ]);
  });

  it('given nothing, when refreshing, then it is refused', () => {
    expect(refusalCode(given().when(refresh('t1')))).toBe('session.invalid');
  });

  it('given a session, when logging out twice, then it is revoked once', () => {
    const logout: SessionCommand = { type: 'RevokeSession', data: { sessionId, reason: 'logout' } };
    const revoked: SessionEvent = { type: 'SessionRevoked', data: { sessionId, reason: 'logout' } };
    expect(given(started).when(logout)()).toEqual([revoked]);
    expect(given(started, revoked).when(logout)()).toEqual([]);
  });

  describe('two requests refreshing with one token at once', () => {
    // Every refresh sets the expiry to its time plus the same lifetime: these are refreshes `ms` later.
    const later = (ms: number) => new Date(Date.parse(expiresAt) + ms).toISOString();
    const again = (ms: number, overrides: { newTokenHash?: string; userActive?: boolean } = {}) =>
      refresh('t1', { newTokenHash: 't2', expiresAt: later(ms), ...overrides });

    it('given a refresh moments ago, when its old token asks for the same successor, then nothing changes', () => {
      expect(given(started, refreshed).when(again(0))()).toEqual([]);
      expect(given(started, refreshed).when(again(REFRESH_GRACE_MS))()).toEqual([]);
    });

    it('given a refresh longer ago than the grace window, when its old token comes again, then it is theft', () => {
      expect(given(started, refreshed).when(again(REFRESH_GRACE_MS + 1))()).toEqual([
        { type: 'SessionRevoked', data: { sessionId, reason: 'token-reuse' } },
      ]);
    });

    it('given the old token asks for another successor than the one made, then it is theft', () => {
      expect(given(started, refreshed).when(again(1_000, { newTokenHash: 'other' }))()).toEqual([
        { type: 'SessionRevoked', data: { sessionId, reason: 'token-reuse' } },
      ]);
    });

    it('given two refreshes since, when the older token comes within the window, then it is theft', () => {
      const refreshedAgain: SessionEvent = {
        type: 'SessionRefreshed',
        data: { sessionId, previousTokenHash: 't2', tokenHash: 't3', expiresAt },
      };
      expect(given(started, refreshed, refreshedAgain).when(again(0))()).toEqual([
        { type: 'SessionRevoked', data: { sessionId, reason: 'token-reuse' } },
      ]);
    });

    it('given the account was suspended meanwhile, when the second request comes, then the session ends', () => {
      expect(given(started, refreshed).when(again(0, { userActive: false }))()).toEqual([
        { type: 'SessionRevoked', data: { sessionId, reason: 'user-suspended' } },
      ]);
    });

    it('given a revoked session, when its last rotated token comes within the window, then it is refused', () => {
      const revoked: SessionEvent = { type: 'SessionRevoked', data: { sessionId, reason: 'logout' } };
      expect(refusalCode(given(started, refreshed, revoked).when(again(0)))).toBe('session.invalid');
    });
  });
});
