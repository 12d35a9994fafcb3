import type { UserLanguage, UserRole } from '@ticketshop/projections';

/** A token as the decider sees it: only the hash of its secret and when it stops working. */
export interface IssuedToken {
  tokenHash: string;
  expiresAt: string;
}

type RegisterUser = {
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
type RequestEmailVerification = { type: 'RequestEmailVerification'; data: { userId: string } & IssuedToken };
type VerifyEmail = { type: 'VerifyEmail'; data: { userId: string; tokenHash: string; now: string } };
type RequestPasswordReset = { type: 'RequestPasswordReset'; data: { userId: string } & IssuedToken };
type ResetPassword = {
  type: 'ResetPassword';
  data: { userId: string; tokenHash: string; passwordHash: string; now: string };
};
/** The handler has checked the current password before this is sent. */
type ChangePassword = { type: 'ChangePassword'; data: { userId: string; passwordHash: string } };
type UpdateProfile = {
  type: 'UpdateProfile';
  data: { userId: string; firstName?: string; lastName?: string };
};
type ChangeUserRole = {
  type: 'ChangeUserRole';
  data: { userId: string; role: UserRole; changedBy: { userId: string; role: UserRole } };
};
type ChangeUserStatus = {
  type: 'ChangeUserStatus';
  data: { userId: string; status: 'verified' | 'suspended'; changedBy: { userId: string; role: UserRole } };
};
/** The handler has checked the password before this is sent. */
type RecordLogin = {
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
