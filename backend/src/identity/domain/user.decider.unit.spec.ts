import type { UserEvent } from '@ticketshop/projections';
import { givenWhenThen } from '../../shared/event-sourcing/given-when-then.spec';
import type { UserCommand } from './user.commands';
import { userDecider } from './user.decider';

const userId = '5d0c1f4e-2b7a-4c1e-9a55-8f3e2d1c0b9a';
const adminId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const now = '2026-11-23T10:00:00.000Z';
const later = '2026-11-23T12:00:00.000Z';

const registered: UserEvent = {
  type: 'UserRegistered',
  data: {
    userId,
    email: 'ona@example.lt',
    firstName: 'Ona',
    lastName: 'Onaitė',
    passwordHash: 'hash-1',
    role: 'user',
    language: 'lt',
  },
};
const verificationRequested: UserEvent = {
  type: 'EmailVerificationRequested',
  data: { userId, tokenHash: 'verify-hash', expiresAt: '2026-11-23T11:00:00.000Z' },
};
const verified: UserEvent = { type: 'EmailVerified', data: { userId } };
const resetRequested: UserEvent = {
  type: 'PasswordResetRequested',
  data: { userId, tokenHash: 'reset-hash', expiresAt: '2026-11-23T11:00:00.000Z' },
};
const suspended: UserEvent = { type: 'UserStatusChanged', data: { userId, from: 'verified', to: 'suspended' } };
const admin: { userId: string; role: 'admin' | 'super_admin' } = { userId: adminId, role: 'admin' };
const superAdmin = { userId: adminId, role: 'super_admin' as const };

const { given, when, refusal } = givenWhenThen(userDecider);

const registration = (
  overrides: Partial<Extract<UserCommand, { type: 'RegisterUser' }>['data']> = {},
): UserCommand => ({
  type: 'RegisterUser',
  data: {
    userId,
    email: 'ona@example.lt',
    firstName: ' Ona ',
    lastName: 'Onaitė',
    passwordHash: 'hash-1',
    role: 'user',
    language: 'lt',
    verification: { tokenHash: 'verify-hash', expiresAt: '2026-11-23T11:00:00.000Z' },
    ...overrides,
  },
});

describe('user decider', () => {
  describe('registering', () => {
    it('given nothing, when registering, then the user is registered with trimmed names and a verification is requested', () => {
      expect(when([], registration())).toEqual([registered, verificationRequested]);
    });

    it('given nothing, when an operator registers a user without verification, then the address counts as verified', () => {
      expect(when([], registration({ verification: null, role: 'super_admin' }))).toEqual([
        { ...registered, data: { ...registered.data, role: 'super_admin' } },
        verified,
      ]);
    });

    it('given a registered user, when registering the same id, then it is refused', () => {
      expect(refusal([registered], registration()).code).toBe('user.already-registered');
    });

    it.each([
      ['firstName', { firstName: '  ' }],
      ['lastName', { lastName: '' }],
      ['lastName', { lastName: 'x'.repeat(101) }],
    ])('given nothing, when registering with a bad %s, then the field is named', (field, overrides) => {
      expect(refusal([], registration(overrides)).details.field).toBe(field);
    });
  });

  describe('verifying the e-mail address', () => {
    const verify = (tokenHash: string, at = now): UserCommand => ({
      type: 'VerifyEmail',
      data: { userId, tokenHash, now: at },
    });

    it('given a pending verification, when the right token comes in time, then the address is verified', () => {
      expect(when([registered, verificationRequested], verify('verify-hash'))).toEqual([verified]);
    });

    it('given a pending verification, when a wrong token comes, then it is invalid', () => {
      expect(refusal([registered, verificationRequested], verify('other')).code).toBe(
        'user.invalid-verification-token',
      );
    });

    it('given a pending verification, when the token comes too late, then it has expired', () => {
      expect(refusal([registered, verificationRequested], verify('verify-hash', later)).code).toBe(
        'user.expired-verification-token',
      );
    });

    it('given a verified address, when the same token comes again, then it is single use', () => {
      expect(refusal([registered, verificationRequested, verified], verify('verify-hash')).code).toBe(
        'user.invalid-verification-token',
      );
    });

    it('given a newer verification request, when the older token comes, then only the newest link works', () => {
      const newer: UserEvent = {
        ...verificationRequested,
        data: { ...verificationRequested.data, tokenHash: 'newer' },
      };
      expect(refusal([registered, verificationRequested, newer], verify('verify-hash')).code).toBe(
        'user.invalid-verification-token',
      );
    });

    it('given a verified user, when a new verification is requested, then nothing is sent', () => {
      expect(
        when([registered, verified], {
          type: 'RequestEmailVerification',
          data: { userId, tokenHash: 'x', expiresAt: later },
        }),
      ).toEqual([]);
    });

    it('given nothing, when verifying, then the user is not found', () => {
      expect(refusal([], verify('verify-hash')).code).toBe('user.not-found');
    });
  });

  describe('resetting the password', () => {
    const reset = (tokenHash: string, at = now): UserCommand => ({
      type: 'ResetPassword',
      data: { userId, tokenHash, passwordHash: 'hash-2', now: at },
    });

    it('given a verified user, when a reset is requested, then the request is recorded', () => {
      expect(
        when([registered, verified], {
          type: 'RequestPasswordReset',
          data: { userId, tokenHash: 'reset-hash', expiresAt: '2026-11-23T11:00:00.000Z' },
        }),
      ).toEqual([resetRequested]);
    });

    it('given a suspended user, when a reset is requested, then nothing happens', () => {
      expect(
        when([registered, verified, suspended], {
          type: 'RequestPasswordReset',
          data: { userId, tokenHash: 'reset-hash', expiresAt: later },
        }),
      ).toEqual([]);
    });

    it('given a pending reset, when the right token comes in time, then the password changes', () => {
      expect(when([registered, verified, resetRequested], reset('reset-hash'))).toEqual([
        { type: 'PasswordChanged', data: { userId, passwordHash: 'hash-2', reason: 'reset' } },
      ]);
    });

    it('given an unverified user with a pending reset, when it is used, then the address is verified too', () => {
      expect(when([registered, resetRequested], reset('reset-hash'))).toEqual([
        { type: 'PasswordChanged', data: { userId, passwordHash: 'hash-2', reason: 'reset' } },
        verified,
      ]);
    });

    it.each([
      ['a wrong token', reset('wrong')],
      ['an expired token', reset('reset-hash', later)],
    ])('given a pending reset, when %s comes, then it is refused', (_case, command) => {
      expect(refusal([registered, verified, resetRequested], command).code).toBe('user.invalid-reset-token');
    });

    it('given a used reset, when the token comes again, then it is refused (single use)', () => {
      const used: UserEvent = { type: 'PasswordChanged', data: { userId, passwordHash: 'hash-2', reason: 'reset' } };
      expect(refusal([registered, verified, resetRequested, used], reset('reset-hash')).code).toBe(
        'user.invalid-reset-token',
      );
    });
  });

  describe('profile and password', () => {
    it('given a user, when only the first name is edited, then only it is recorded, trimmed', () => {
      expect(when([registered, verified], { type: 'UpdateProfile', data: { userId, firstName: ' Onutė ' } })).toEqual([
        { type: 'ProfileUpdated', data: { userId, firstName: 'Onutė' } },
      ]);
    });

    it('given a user, when the profile is saved unchanged, then nothing is recorded', () => {
      expect(
        when([registered], { type: 'UpdateProfile', data: { userId, firstName: 'Ona', lastName: 'Onaitė' } }),
      ).toEqual([]);
    });

    it('given a user, when a name is emptied, then it is refused', () => {
      expect(refusal([registered], { type: 'UpdateProfile', data: { userId, lastName: ' ' } }).code).toBe(
        'user.invalid',
      );
    });

    it('given a suspended user, when changing the password, then it is refused', () => {
      expect(
        refusal([registered, verified, suspended], { type: 'ChangePassword', data: { userId, passwordHash: 'h' } })
          .code,
      ).toBe('user.suspended');
    });
  });

  describe('signing in', () => {
    const login: UserCommand = {
      type: 'RecordLogin',
      data: { userId, sessionId: 's-1', requireEmailVerification: true },
    };

    it('given a verified user, when signing in, then the login is recorded', () => {
      expect(when([registered, verified], login)).toEqual([
        { type: 'UserLoggedIn', data: { userId, sessionId: 's-1' } },
      ]);
    });

    it('given an unverified user, when signing in, then the address must be verified first', () => {
      expect(refusal([registered], login).code).toBe('user.unverified');
    });

    it('given an unverified user and verification not required by the settings, when signing in, then it is recorded', () => {
      const unrequired: UserCommand = {
        type: 'RecordLogin',
        data: { userId, sessionId: 's-1', requireEmailVerification: false },
      };
      expect(when([registered], unrequired)).toEqual([{ type: 'UserLoggedIn', data: { userId, sessionId: 's-1' } }]);
    });

    it('given a suspended user, when signing in, then it is refused', () => {
      expect(refusal([registered, verified, suspended], login).code).toBe('user.suspended');
    });
  });

  describe('roles and status set by administrators', () => {
    const setRole = (role: 'organizer' | 'admin' | 'user', by = admin): UserCommand => ({
      type: 'ChangeUserRole',
      data: { userId, role, changedBy: by },
    });

    it('given a user, when an admin makes them an organizer, then the change records from and to', () => {
      expect(when([registered, verified], setRole('organizer'))).toEqual([
        { type: 'UserRoleChanged', data: { userId, from: 'user', to: 'organizer' } },
      ]);
    });

    it('given a user, when an admin sets the role they already have, then nothing is recorded', () => {
      expect(when([registered], setRole('user'))).toEqual([]);
    });

    it('given a user, when an admin grants admin, then only a super admin may', () => {
      expect(refusal([registered], setRole('admin')).code).toBe('user.super-admin-only');
      expect(when([registered], setRole('admin', superAdmin))).toEqual([
        { type: 'UserRoleChanged', data: { userId, from: 'user', to: 'admin' } },
      ]);
    });

    it('given an admin, when they change their own role, then it is refused', () => {
      expect(refusal([registered], setRole('organizer', { userId, role: 'admin' })).code).toBe('user.own-account');
    });

    it('given a verified user, when an admin suspends them, then the status changes', () => {
      expect(
        when([registered, verified], {
          type: 'ChangeUserStatus',
          data: { userId, status: 'suspended', changedBy: admin },
        }),
      ).toEqual([suspended]);
    });

    it('given an unverified user, when an admin verifies them, then they can sign in', () => {
      const verifiedByAdmin: UserEvent = {
        type: 'UserStatusChanged',
        data: { userId, from: 'unverified', to: 'verified' },
      };
      expect(
        when([registered, verifiedByAdmin], {
          type: 'RecordLogin',
          data: { userId, sessionId: 's', requireEmailVerification: true },
        }),
      ).toHaveLength(1);
    });

    it('given an admin account, when a plain admin suspends it, then only a super admin may', () => {
      const promoted: UserEvent = { type: 'UserRoleChanged', data: { userId, from: 'user', to: 'admin' } };
      expect(
        refusal([registered, verified, promoted], {
          type: 'ChangeUserStatus',
          data: { userId, status: 'suspended', changedBy: admin },
        }).code,
      ).toBe('user.super-admin-only');
    });

    it('given a suspended user, when they verify their address later, then they stay suspended', () => {
      expect(given([registered, verificationRequested, suspended, verified])).toMatchObject({ status: 'suspended' });
    });
  });
});
