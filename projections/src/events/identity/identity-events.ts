import { defineEvent, type DomainEvent } from '../event-catalog';
import type { UserLanguage, UserRole, UserStatus } from './identity-values';

export const EmailReserved = defineEvent('EmailReserved');
export const UserRegistered = defineEvent('UserRegistered');
export const EmailVerificationRequested = defineEvent('EmailVerificationRequested');
export const EmailVerified = defineEvent('EmailVerified');
export const PasswordResetRequested = defineEvent('PasswordResetRequested');
export const PasswordChanged = defineEvent('PasswordChanged');
export const ProfileUpdated = defineEvent('ProfileUpdated');
export const UserRoleChanged = defineEvent('UserRoleChanged');
export const UserStatusChanged = defineEvent('UserStatusChanged');
export const UserLoggedIn = defineEvent('UserLoggedIn');
export const SessionStarted = defineEvent('SessionStarted');
export const SessionRefreshed = defineEvent('SessionRefreshed');
export const SessionRevoked = defineEvent('SessionRevoked');

export const identityEventDefinitions = [
  EmailReserved,
  UserRegistered,
  EmailVerificationRequested,
  EmailVerified,
  PasswordResetRequested,
  PasswordChanged,
  ProfileUpdated,
  UserRoleChanged,
  UserStatusChanged,
  UserLoggedIn,
  SessionStarted,
  SessionRefreshed,
  SessionRevoked,
];

/** On `user-email-<normalized address>`: the address now belongs to this account. */
export type EmailReserved = DomainEvent<'EmailReserved', { email: string; userId: string }>;

export type UserRegistered = DomainEvent<
  'UserRegistered',
  {
    userId: string;
    email: string;
    firstName: string;
    lastName: string;
    /** argon2id; never leaves the command side. */
    passwordHash: string;
    role: UserRole;
    /** The language mails to this user are written in. */
    language: UserLanguage;
  }
>;
/** Tokens are stored as SHA-256 of their secret part, so the log never holds a usable link. */
export type EmailVerificationRequested = DomainEvent<
  'EmailVerificationRequested',
  { userId: string; tokenHash: string; expiresAt: string }
>;
export type EmailVerified = DomainEvent<'EmailVerified', { userId: string }>;
export type PasswordResetRequested = DomainEvent<
  'PasswordResetRequested',
  { userId: string; tokenHash: string; expiresAt: string }
>;
export type PasswordChanged = DomainEvent<
  'PasswordChanged',
  { userId: string; passwordHash: string; reason: 'reset' | 'change' }
>;
/** Only the fields that changed are present. */
export type ProfileUpdated = DomainEvent<'ProfileUpdated', { userId: string; firstName?: string; lastName?: string }>;
export type UserRoleChanged = DomainEvent<'UserRoleChanged', { userId: string; from: UserRole; to: UserRole }>;
export type UserStatusChanged = DomainEvent<'UserStatusChanged', { userId: string; from: UserStatus; to: UserStatus }>;
export type UserLoggedIn = DomainEvent<'UserLoggedIn', { userId: string; sessionId: string }>;

/** On `session-<sessionId>`: one sign-in and the chain of refresh tokens rotated from it. */
export type SessionStarted = DomainEvent<
  'SessionStarted',
  { sessionId: string; userId: string; tokenHash: string; expiresAt: string }
>;
export type SessionRefreshed = DomainEvent<
  'SessionRefreshed',
  { sessionId: string; previousTokenHash: string; tokenHash: string; expiresAt: string }
>;
export type SessionRevoked = DomainEvent<
  'SessionRevoked',
  { sessionId: string; reason: 'logout' | 'token-reuse' | 'user-suspended' | 'password-changed' | 'role-changed' }
>;

export type EmailReservationEvent = EmailReserved;
export type UserEvent =
  | UserRegistered
  | EmailVerificationRequested
  | EmailVerified
  | PasswordResetRequested
  | PasswordChanged
  | ProfileUpdated
  | UserRoleChanged
  | UserStatusChanged
  | UserLoggedIn;
export type SessionEvent = SessionStarted | SessionRefreshed | SessionRevoked;

export const userStreamId = (userId: string): string => `user-${userId}`;
export const emailReservationStreamId = (normalizedEmail: string): string => `user-email-${normalizedEmail}`;
export const sessionStreamId = (sessionId: string): string => `session-${sessionId}`;
