/**
 * A sign-in session: one family of refresh tokens, each used once. Presenting a token that was
 * already rotated away means two parties hold it, so the whole family is revoked.
 */
import type { SessionEvent } from '@ticketshop/projections';
import type { Decider } from '../../shared/event-sourcing/decider';
import { DomainError } from '../../shared/event-sourcing/domain-error';
import type { SessionCommand } from './session.commands';

export type SessionState =
  | { status: 'none' }
  | {
      status: 'active' | 'revoked';
      userId: string;
      currentTokenHash: string;
      usedTokenHashes: ReadonlySet<string>;
      expiresAt: string;
    };

export const initialSessionState: SessionState = { status: 'none' };

export const sessionErrors = {
  invalid: () =>
    new DomainError('session.invalid', 'unauthorized', {
      lt: 'Sesija baigėsi. Prisijunkite iš naujo.',
      en: 'Your session has ended. Please log in again.',
    }),
};

export function decide(command: SessionCommand, state: SessionState): SessionEvent[] {
  switch (command.type) {
    case 'StartSession':
      if (state.status !== 'none') throw sessionErrors.invalid();
      return [{ type: 'SessionStarted', data: command.data }];
    case 'RefreshSession': {
      const { sessionId, presentedTokenHash, newTokenHash, expiresAt, now, userActive } = command.data;
      if (state.status !== 'active') throw sessionErrors.invalid();
      if (state.usedTokenHashes.has(presentedTokenHash)) {
        return [{ type: 'SessionRevoked', data: { sessionId, reason: 'token-reuse' } }];
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

export function evolve(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'SessionStarted':
      return {
        status: 'active',
        userId: event.data.userId,
        currentTokenHash: event.data.tokenHash,
        usedTokenHashes: new Set(),
        expiresAt: event.data.expiresAt,
      };
    case 'SessionRefreshed':
      return state.status === 'none'
        ? state
        : {
            ...state,
            currentTokenHash: event.data.tokenHash,
            usedTokenHashes: new Set([...state.usedTokenHashes, event.data.previousTokenHash]),
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

export const sessionDecider: Decider<SessionState, SessionCommand, SessionEvent> = {
  decide,
  evolve,
  initialState: initialSessionState,
};
