/**
 * The sandbox's payment session travels in its page address, signed, so the shop keeps no state for
 * it and a buyer cannot change the amount or the return address.
 */
import { createHmac } from 'node:crypto';
import { constantTimeEqual } from '../provider-fields';

export interface SandboxSession {
  orderId: string;
  paymentId: string;
  amountCents: number;
  currency: string;
  description: string;
  language: 'lt' | 'en';
  returnUrl: string;
  cancelUrl: string;
  /** ISO time after which the page refuses to pay. */
  expiresAt: string;
}

export const SANDBOX_ACTIONS = ['pay', 'cancel', 'fail'] as const;
export type SandboxAction = (typeof SANDBOX_ACTIONS)[number];

/** What the sandbox "provider" reports, signed like a real provider's message. */
export interface SandboxMessage {
  orderId: string;
  transactionId: string;
  status: 'paid' | 'cancelled' | 'failed';
  /** Cents. */
  amount: number;
  currency: string;
}

/** `HEX(HMAC-SHA256(secret, text))`, lower-case: signs sessions and messages alike. */
export function sandboxMac(text: string, secret: string): string {
  return createHmac('sha256', secret).update(text, 'utf8').digest('hex');
}

/** `base64url(session JSON).base64url(HMAC-SHA256)`. */
export function signSandboxSession(session: SandboxSession, secret: string): string {
  const payload = Buffer.from(JSON.stringify(session), 'utf8').toString('base64url');
  const mac = createHmac('sha256', secret).update(payload, 'utf8').digest('base64url');
  return `${payload}.${mac}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The session a token carries, or null when it is forged, damaged or expired. */
export function openSandboxSession(token: string, secret: string, now: Date): SandboxSession | null {
  const [payload, mac, ...rest] = token.split('.');
  if (!payload || !mac || rest.length > 0) return null;
  const expected = createHmac('sha256', secret).update(payload, 'utf8').digest('base64url');
  if (!constantTimeEqual(expected, mac)) return null;
  let session: unknown;
  try {
    session = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!isSandboxSession(session)) return null;
  const expiresAt = Date.parse(session.expiresAt);
  return Number.isNaN(expiresAt) || expiresAt <= now.getTime() ? null : session;
}

function isSandboxSession(value: unknown): value is SandboxSession {
  if (!isRecord(value)) return false;
  const texts = ['orderId', 'paymentId', 'currency', 'description', 'returnUrl', 'cancelUrl', 'expiresAt'];
  return (
    texts.every((name) => typeof value[name] === 'string') &&
    Number.isSafeInteger(value.amountCents) &&
    (value.amountCents as number) >= 0 &&
    (value.language === 'lt' || value.language === 'en')
  );
}
