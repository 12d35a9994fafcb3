type StartSession = {
  type: 'StartSession';
  data: { sessionId: string; userId: string; tokenHash: string; expiresAt: string };
};
export type RefreshSession = {
  type: 'RefreshSession';
  data: {
    sessionId: string;
    presentedTokenHash: string;
    newTokenHash: string;
    expiresAt: string;
    now: string;
    /** Whether the account may still be signed in (not suspended); the handler reads it from the user. */
    userActive: boolean;
  };
};
export type RevokeSession = {
  type: 'RevokeSession';
  data: { sessionId: string; reason: 'logout' | 'password-changed' | 'user-suspended' | 'role-changed' };
};

export type SessionCommand = StartSession | RefreshSession | RevokeSession;
