/**
 * The user account aggregate: registration, e-mail verification, passwords, profile, role and status.
 * Pure: password hashing, token generation and the clock stay outside and come in with the command.
 */
import type { UserEvent, UserLanguage, UserRole, UserStatus } from '@ticketshop/projections';
import type { Decider } from '../../shared/event-sourcing/decider';
import type { IssuedToken, UserCommand } from './user.commands';
import { userErrors } from './user.errors';

export type UserState =
  | { exists: false }
  | {
      exists: true;
      id: string;
      email: string;
      firstName: string;
      lastName: string;
      passwordHash: string;
      role: UserRole;
      status: UserStatus;
      language: UserLanguage;
      pendingVerification: IssuedToken | null;
      pendingReset: IssuedToken | null;
    };

const initialUserState: UserState = { exists: false };

export const NAME_MAX_LENGTH = 100;

function decide(command: UserCommand, state: UserState): UserEvent[] {
  if (command.type === 'RegisterUser') {
    if (state.exists) throw userErrors.alreadyRegistered();
    const { verification, ...registration } = command.data;
    assertName('firstName', registration.firstName);
    assertName('lastName', registration.lastName);
    const registered: UserEvent = {
      type: 'UserRegistered',
      data: { ...registration, firstName: registration.firstName.trim(), lastName: registration.lastName.trim() },
    };
    return verification
      ? [registered, { type: 'EmailVerificationRequested', data: { userId: registration.userId, ...verification } }]
      : [registered, { type: 'EmailVerified', data: { userId: registration.userId } }];
  }
  if (!state.exists) throw userErrors.notFound();
  const { userId } = command.data;

  switch (command.type) {
    case 'RequestEmailVerification':
      if (state.status !== 'unverified') return [];
      return [
        {
          type: 'EmailVerificationRequested',
          data: { userId, tokenHash: command.data.tokenHash, expiresAt: command.data.expiresAt },
        },
      ];
    case 'VerifyEmail': {
      const pending = state.pendingVerification;
      if (!pending || pending.tokenHash !== command.data.tokenHash) throw userErrors.invalidVerificationToken();
      if (Date.parse(pending.expiresAt) <= Date.parse(command.data.now)) throw userErrors.expiredVerificationToken();
      return [{ type: 'EmailVerified', data: { userId } }];
    }
    case 'RequestPasswordReset':
      // A suspended account gets no mail: the answer to the requester is the same either way.
      if (state.status === 'suspended') return [];
      return [
        {
          type: 'PasswordResetRequested',
          data: { userId, tokenHash: command.data.tokenHash, expiresAt: command.data.expiresAt },
        },
      ];
    case 'ResetPassword': {
      const pending = state.pendingReset;
      if (
        !pending ||
        pending.tokenHash !== command.data.tokenHash ||
        Date.parse(pending.expiresAt) <= Date.parse(command.data.now) ||
        state.status === 'suspended'
      ) {
        throw userErrors.invalidResetToken();
      }
      const changed: UserEvent = {
        type: 'PasswordChanged',
        data: { userId, passwordHash: command.data.passwordHash, reason: 'reset' },
      };
      // The reset link reached the mailbox, which proves the address as well as a verification link would.
      return state.status === 'unverified' ? [changed, { type: 'EmailVerified', data: { userId } }] : [changed];
    }
    case 'ChangePassword':
      if (state.status === 'suspended') throw userErrors.suspended();
      return [{ type: 'PasswordChanged', data: { userId, passwordHash: command.data.passwordHash, reason: 'change' } }];
    case 'UpdateProfile': {
      if (state.status === 'suspended') throw userErrors.suspended();
      const changes: { firstName?: string; lastName?: string } = {};
      for (const field of ['firstName', 'lastName'] as const) {
        const value = command.data[field];
        if (value === undefined) continue;
        assertName(field, value);
        if (value.trim() !== state[field]) changes[field] = value.trim();
      }
      return Object.keys(changes).length === 0 ? [] : [{ type: 'ProfileUpdated', data: { userId, ...changes } }];
    }
    case 'ChangeUserRole': {
      const { role, changedBy } = command.data;
      if (changedBy.userId === userId) throw userErrors.ownAccount();
      const touchesAdmin = [role, state.role].some((r) => r === 'admin' || r === 'super_admin');
      if (touchesAdmin && changedBy.role !== 'super_admin') throw userErrors.superAdminOnly();
      if (role === state.role) return [];
      return [{ type: 'UserRoleChanged', data: { userId, from: state.role, to: role } }];
    }
    case 'ChangeUserStatus': {
      const { status, changedBy } = command.data;
      if (changedBy.userId === userId) throw userErrors.ownAccount();
      if ((state.role === 'admin' || state.role === 'super_admin') && changedBy.role !== 'super_admin') {
        throw userErrors.superAdminOnly();
      }
      if (status === state.status) return [];
      return [{ type: 'UserStatusChanged', data: { userId, from: state.status, to: status } }];
    }
    case 'RecordLogin':
      if (state.status === 'suspended') throw userErrors.suspended();
      if (state.status === 'unverified' && command.data.requireEmailVerification) throw userErrors.unverified();
      return [{ type: 'UserLoggedIn', data: { userId, sessionId: command.data.sessionId } }];
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

function evolve(state: UserState, event: UserEvent): UserState {
  if (event.type === 'UserRegistered') {
    const { userId, email, firstName, lastName, passwordHash, role, language } = event.data;
    return {
      exists: true,
      id: userId,
      email,
      firstName,
      lastName,
      passwordHash,
      role,
      language,
      status: 'unverified',
      pendingVerification: null,
      pendingReset: null,
    };
  }
  if (!state.exists) return state;
  switch (event.type) {
    case 'EmailVerificationRequested':
      return { ...state, pendingVerification: { tokenHash: event.data.tokenHash, expiresAt: event.data.expiresAt } };
    case 'EmailVerified':
      return {
        ...state,
        status: state.status === 'suspended' ? 'suspended' : 'verified',
        pendingVerification: null,
      };
    case 'PasswordResetRequested':
      return { ...state, pendingReset: { tokenHash: event.data.tokenHash, expiresAt: event.data.expiresAt } };
    case 'PasswordChanged':
      // Any password change ends an outstanding reset link: it was asked for the old password.
      return { ...state, passwordHash: event.data.passwordHash, pendingReset: null };
    case 'ProfileUpdated':
      return {
        ...state,
        firstName: event.data.firstName ?? state.firstName,
        lastName: event.data.lastName ?? state.lastName,
      };
    case 'UserRoleChanged':
      return { ...state, role: event.data.to };
    case 'UserStatusChanged':
      return {
        ...state,
        status: event.data.to,
        pendingVerification: event.data.to === 'verified' ? null : state.pendingVerification,
      };
    case 'UserLoggedIn':
      return state;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  decide,
  evolve,
  initialState: initialUserState,
};

function assertName(field: 'firstName' | 'lastName', value: string): void {
  const trimmed = value.trim();
  if (trimmed === '') {
    throw userErrors.invalidField(
      field,
      field === 'firstName'
        ? { lt: 'Vardas yra privalomas', en: 'First name is required' }
        : { lt: 'Pavardė yra privaloma', en: 'Last name is required' },
    );
  }
  if (trimmed.length > NAME_MAX_LENGTH) {
    throw userErrors.invalidField(field, {
      lt: `Ne ilgiau kaip ${NAME_MAX_LENGTH} simbolių`,
      en: `At most ${NAME_MAX_LENGTH} characters`,
    });
  }
}
