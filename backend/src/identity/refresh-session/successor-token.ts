import { createHmac } from 'node:crypto';
import { hashSecret, type IssuedSecret } from '../../shared/security-tokens';

/**
 * The refresh token that replaces the one presented: a keyed hash of the presented token's hash, not
 * a random one. Two requests presenting the same token thus ask for the same successor, and the one
 * that comes second, within the grace window, can be handed the very pair the first got, while the
 * log still holds only hashes. Without the key nobody can compute a successor.
 */
export function successorToken(sessionId: string, presentedTokenHash: string, key: string): IssuedSecret {
  const secret = createHmac('sha256', key).update(`refresh-token-successor:${presentedTokenHash}`).digest('base64url');
  return { token: `${sessionId}.${secret}`, tokenHash: hashSecret(secret) };
}
