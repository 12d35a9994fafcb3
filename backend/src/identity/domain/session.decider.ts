/**
 * A sign-in session: one family of refresh tokens, each used once. Presenting a token that was
 * already rotated away means two parties hold it, so the whole family is revoked, unless it is the
 * token just rotated away, presented again within a few seconds with the same successor: two tabs of
 * one browser refreshing at once, which get the same new pair.
 */
import type { SessionEvent } from '@ticketshop/projections';
import type { Decider } from '../../shared/event-sourcing/decider';
import { DomainError } from '../../shared/event-sourcing/domain-error';
import type { RefreshSession, SessionCommand } from './session.commands';

export type SessionState =
  | { status: 'none' }
  | {
      status: 'active' | 'revoked';
      userId: string;
      currentTokenHash: string;
      usedTokenHashes: ReadonlySet<string>;
      /** The token the latest refresh rotated away; null until the first refresh. */
      rotatedFromTokenHash: string | null;
      expiresAt: string;
    };

const initialSessionState: SessionState = { status: 'none' };

/** How long after a refresh the token it rotated away may come again from a concurrent request. */
export const REFRESH_GRACE_MS = 20_000;

export const sessionErrors = {
  invalid: () =>
    new DomainError('session.invalid', 'unauthorized', {
      lt: 'Sesija baigėsi. Prisijunkite iš naujo.',
      en: 'Your session has ended. Please log in again.',
    }),
};

function decide(command: SessionCommand, state: SessionState): SessionEvent[] {
  switch (command.type) {
    case 'StartSession':
      if (state.status !== 'none') throw sessionErrors.invalid();
      return [{ type: 'SessionStarted', data: command.data }];
    case 'RefreshSession': {
      const { sessionId, presentedTokenHash, newTokenHash, expiresAt, now, userActive } = command.data;
      if (state.status !== 'active') throw sessionErrors.invalid();
      if (state.usedTokenHashes.has(presentedTokenHash)) {
        if (!isConcurrentRefresh(state, command.data)) {
          return [{ type: 'SessionRevoked', data: { sessionId, reason: 'token-reuse' } }];
        }
        // Nothing to record: the caller is handed the pair the first refresh made.
        return userActive ? [] : [{ type: 'SessionRevoked', data: { sessionId, reason: 'user-suspended' } }];
      }
      if (presentedTokenHash !== state.currentTokenHash) throw sessionErrors.invalid();
      if (!userActive) return [{ type: 'SessionRevoked', data: { sessionId, reason: 'user-suspended' } }];
      if (Date.parse(state.expiresAt) <= Date.parse(now)) throw sessionErrors.invalid();
      return [
        {
          type: 'SessionRefreshed',
          data: { sessionId, previousTokenHash: presentedTokenHash, tokenHash: newTokenHash, expiresAt },
        },
      ];
    }
    case 'RevokeSession':
      if (state.status !== 'active') return [];
      return [{ type: 'SessionRevoked', data: command.data }];
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

function evolve(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'SessionStarted':
      return {
        status: 'active',
        userId: event.data.userId,
        currentTokenHash: event.data.tokenHash,
        usedTokenHashes: new Set(),
        rotatedFromTokenHash: null,
        expiresAt: event.data.expiresAt,
      };
    case 'SessionRefreshed':
      return state.status === 'none'
        ? state
        : {
            ...state,
            currentTokenHash: event.data.tokenHash,
            usedTokenHashes: new Set([...state.usedTokenHashes, event.data.previousTokenHash]),
            rotatedFromTokenHash: event.data.previousTokenHash,
            expiresAt: event.data.expiresAt,
          };
    case 'SessionRevoked':
      return state.status === 'none' ? state : { ...state, status: 'revoked' };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

/**
 * The presented token is the one the latest refresh rotated away, the successor asked for is the one
 * that refresh made (successors are derived from their predecessor, so two requests with one token ask
 * for the same), and that refresh was at most REFRESH_GRACE_MS ago. Every refresh sets the expiry to
 * its own time plus the same lifetime, so the distance between the two expiries is the distance
 * between the two refreshes.
 */
function isConcurrentRefresh(
  state: Extract<SessionState, { status: 'active' | 'revoked' }>,
  refresh: RefreshSession['data'],
): boolean {
  return (
    refresh.presentedTokenHash === state.rotatedFromTokenHash &&
    refresh.newTokenHash === state.currentTokenHash &&
    Date.parse(refresh.expiresAt) - Date.parse(state.expiresAt) <= REFRESH_GRACE_MS
  );
}

export const sessionDecider: Decider<SessionState, SessionCommand, SessionEvent> = {
  decide,
  evolve,
  initialState: initialSessionState,
};
