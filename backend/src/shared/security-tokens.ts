import { createHash, randomBytes, randomUUID } from 'node:crypto';

/**
 * A bearer secret bound to an aggregate: `<id>.<secret>`. The id says which stream to load; only the
 * SHA-256 of the secret is stored, so the event log never holds a usable link or refresh token.
 */
export interface IssuedSecret {
  token: string;
  tokenHash: string;
}

export function issueToken(id: string): IssuedSecret {
  const secret = randomBytes(32).toString('base64url');
  return { token: `${id}.${secret}`, tokenHash: hashSecret(secret) };
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Splits a presented token; anything malformed is `undefined`, like an unknown one. */
export function readToken(token: unknown): { id: string; tokenHash: string } | undefined {
  if (typeof token !== 'string' || token.length > 200) return undefined;
  const dot = token.indexOf('.');
  const id = token.slice(0, dot);
  const secret = token.slice(dot + 1);
  if (dot < 0 || !UUID.test(id) || !/^[\w-]{20,}$/.test(secret)) return undefined;
  return { id: id.toLowerCase(), tokenHash: hashSecret(secret) };
}

export const newId = (): string => randomUUID();
