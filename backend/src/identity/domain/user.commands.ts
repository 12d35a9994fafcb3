import type { UserLanguage, UserRole } from '@ticketshop/projections';

/** A token as the decider sees it: only the hash of its secret and when it stops working. */
export interface IssuedToken {
  tokenHash: string;
  expiresAt: string;
}

export type RegisterUser = {
  type: 'RegisterUser';
  data: {
    userId: string;
    email: string;
    firstName: string;
    lastName: string;
    passwordHash: string;
    role: UserRole;
    language: UserLanguage;
    /** Absent when the address is known to be the owner's (an admin created the account). */
    verification: IssuedToken | null;
  };
};
export type RequestEmailVerification = { type: 'RequestEmailVerification'; data: { userId: string } & IssuedToken };
export type VerifyEmail = { type: 'VerifyEmail'; data: { userId: string; tokenHash: string; now: string } };
export type RequestPasswordReset = { type: 'RequestPasswordReset'; data: { userId: string } & IssuedToken };
export type ResetPassword = {
  type: 'ResetPassword';
  data: { userId: string; tokenHash: string; passwordHash: string; now: string };
};
/** The handler has checked the current password before this is sent. */
export type ChangePassword = { type: 'ChangePassword'; data: { userId: string; passwordHash: string } };
export type UpdateProfile = {
  type: 'UpdateProfile';
  data: { userId: string; firstName?: string; lastName?: string };
};
export type ChangeUserRole = {
  type: 'ChangeUserRole';
  data: { userId: string; role: UserRole; changedBy: { userId: string; role: UserRole } };
};
export type ChangeUserStatus = {
  type: 'ChangeUserStatus';
  data: { userId: string; status: 'verified' | 'suspended'; changedBy: { userId: string; role: UserRole } };
};
/** The handler has checked the password before this is sent. */
export type RecordLogin = {
  type: 'RecordLogin';
  /** `requireEmailVerification` as the settings say at the moment of signing in. */
  data: { userId: string; sessionId: string; requireEmailVerification: boolean };
};

export type UserCommand =
  | RegisterUser
  | RequestEmailVerification
  | VerifyEmail
  | RequestPasswordReset
  | ResetPassword
  | ChangePassword
  | UpdateProfile
  | ChangeUserRole
  | ChangeUserStatus
  | RecordLogin;
