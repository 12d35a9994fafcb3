import type { SessionEvent } from '@ticketshop/projections';
import { givenWhenThen } from '../../shared/event-sourcing/given-when-then.spec';
import type { SessionCommand } from './session.commands';
import { REFRESH_GRACE_MS, sessionDecider } from './session.decider';

const sessionId = '1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b';
const userId = '5d0c1f4e-2b7a-4c1e-9a55-8f3e2d1c0b9a';
const now = '2026-11-23T10:00:00.000Z';
const expiresAt = '2026-12-23T10:00:00.000Z';

const started: SessionEvent = { type: 'SessionStarted', data: { sessionId, userId, tokenHash: 't1', expiresAt } };
const refreshed: SessionEvent = {
  type: 'SessionRefreshed',
  data: { sessionId, previousTokenHash: 't1', tokenHash: 't2', expiresAt },
};

const { when, refusal } = givenWhenThen(sessionDecider);

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
    expect(when([], { type: 'StartSession', data: { sessionId, userId, tokenHash: 't1', expiresAt } })).toEqual([
      started,
    ]);
  });

  it('given a session, when its current token is presented, then it rotates to a new one', () => {
    expect(when([started], refresh('t1'))).toEqual([
      { type: 'SessionRefreshed', data: { sessionId, previousTokenHash: 't1', tokenHash: 'next', expiresAt } },
    ]);
  });

  it('given a rotated session, when the old token is presented again, then the whole family is revoked', () => {
    expect(when([started, refreshed], refresh('t1'))).toEqual([
      { type: 'SessionRevoked', data: { sessionId, reason: 'token-reuse' } },
    ]);
  });

  it('given a family revoked for reuse, when even the newest token is presented, then it is refused', () => {
    const revoked: SessionEvent = { type: 'SessionRevoked', data: { sessionId, reason: 'token-reuse' } };
    expect(refusal([started, refreshed, revoked], refresh('t2')).code).toBe('session.invalid');
  });

  it('given a session, when an unknown token is presented, then it is refused without revoking', () => {
    expect(refusal([started], refresh('forged')).code).toBe('session.invalid');
  });

  it('given an expired session, when its token is presented, then it is refused', () => {
    expect(refusal([started], refresh('t1', { now: '2027-01-01T00:00:00.000Z' })).code).toBe('session.invalid');
  });

  it('given a session of a suspended user, when refreshing, then the session is revoked', () => {
    expect(when([started], refresh('t1', { userActive: false }))).toEqual([
      { type: 'SessionRevoked', data: { sessionId, reason: 'user-suspended' } },
    ]);
  });

  it('given nothing, when refreshing, then it is refused', () => {
    expect(refusal([], refresh('t1')).code).toBe('session.invalid');
  });

  it('given a session, when logging out twice, then it is revoked once', () => {
    const logout: SessionCommand = { type: 'RevokeSession', data: { sessionId, reason: 'logout' } };
    const revoked: SessionEvent = { type: 'SessionRevoked', data: { sessionId, reason: 'logout' } };
    expect(when([started], logout)).toEqual([revoked]);
    expect(when([started, revoked], logout)).toEqual([]);
  });

  describe('two requests refreshing with one token at once', () => {
    // Every refresh sets the expiry to its time plus the same lifetime: these are refreshes `ms` later.
    const later = (ms: number) => new Date(Date.parse(expiresAt) + ms).toISOString();
    const again = (ms: number, overrides: { newTokenHash?: string; userActive?: boolean } = {}) =>
      refresh('t1', { newTokenHash: 't2', expiresAt: later(ms), ...overrides });

    it('given a refresh moments ago, when its old token asks for the same successor, then nothing changes', () => {
      expect(when([started, refreshed], again(0))).toEqual([]);
      expect(when([started, refreshed], again(REFRESH_GRACE_MS))).toEqual([]);
    });

    it('given a refresh longer ago than the grace window, when its old token comes again, then it is theft', () => {
      expect(when([started, refreshed], again(REFRESH_GRACE_MS + 1))).toEqual([
        { type: 'SessionRevoked', data: { sessionId, reason: 'token-reuse' } },
      ]);
    });

    it('given the old token asks for another successor than the one made, then it is theft', () => {
      expect(when([started, refreshed], again(1_000, { newTokenHash: 'other' }))).toEqual([
        { type: 'SessionRevoked', data: { sessionId, reason: 'token-reuse' } },
      ]);
    });

    it('given two refreshes since, when the older token comes within the window, then it is theft', () => {
      const refreshedAgain: SessionEvent = {
        type: 'SessionRefreshed',
        data: { sessionId, previousTokenHash: 't2', tokenHash: 't3', expiresAt },
      };
      expect(when([started, refreshed, refreshedAgain], again(0))).toEqual([
        { type: 'SessionRevoked', data: { sessionId, reason: 'token-reuse' } },
      ]);
    });

    it('given the account was suspended meanwhile, when the second request comes, then the session ends', () => {
      expect(when([started, refreshed], again(0, { userActive: false }))).toEqual([
        { type: 'SessionRevoked', data: { sessionId, reason: 'user-suspended' } },
      ]);
    });

    it('given a revoked session, when its last rotated token comes within the window, then it is refused', () => {
      const revoked: SessionEvent = { type: 'SessionRevoked', data: { sessionId, reason: 'logout' } };
      expect(refusal([started, refreshed, revoked], again(0)).code).toBe('session.invalid');
    });
  });
});
