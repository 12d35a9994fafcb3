/**
 * The shop's own simulated provider: a page on the shop where the buyer chooses pay, cancel or fail,
 * and signed notifications through the same path as a real provider's. No money moves.
 */
import { randomUUID } from 'node:crypto';
import {
  InvalidNotificationError,
  type CreatePaymentInput,
  type CreatedPayment,
  type IncomingProviderRequest,
  type PaymentProvider,
  type RefundLookup,
  type RefundOutcome,
  type VerifiedPaymentNotification,
} from '../payment-provider';
import { constantTimeEqual, CURRENCY_CODE, OK_ACKNOWLEDGEMENT, readFields } from '../provider-fields';
import {
  openSandboxSession,
  sandboxMac,
  signSandboxSession,
  type SandboxAction,
  type SandboxMessage,
  type SandboxSession,
} from './sandbox-session';

export interface SandboxSettings {
  /** Signs sessions and notifications. */
  secret: string;
  /** The absolute address of a shop path (`api/payments/sandbox/<token>`). */
  publicUrl: (path: string) => string;
  /** How long the payment page stays usable (default one hour). */
  sessionTtlMs?: number;
  now?: () => Date;
}

const STATUS_OF_ACTION: Readonly<Record<SandboxAction, SandboxMessage['status']>> = {
  pay: 'paid',
  cancel: 'cancelled',
  fail: 'failed',
};

/** The signed fields of a sandbox message, named as MakeCommerce names its own. */
export interface SignedSandboxMessage {
  json: string;
  mac: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly acknowledgement = OK_ACKNOWLEDGEMENT;
  private readonly now: () => Date;

  constructor(private readonly settings: SandboxSettings) {
    this.now = settings.now ?? (() => new Date());
  }

  createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const session: SandboxSession = {
      orderId: input.orderId,
      paymentId: input.paymentId,
      amountCents: input.amountCents,
      currency: input.currency,
      description: input.description,
      language: input.language,
      returnUrl: input.urls.returnUrl,
      cancelUrl: input.urls.cancelUrl,
      expiresAt: new Date(this.now().getTime() + (this.settings.sessionTtlMs ?? 3_600_000)).toISOString(),
    };
    const token = signSandboxSession(session, this.settings.secret);
    return Promise.resolve({
      paymentUrl: this.settings.publicUrl(`api/payments/sandbox/${token}`),
      providerTransactionId: input.paymentId,
    });
  }

  /** The session behind a payment page address; null when forged or expired. */
  openSession(token: string): SandboxSession | null {
    return openSandboxSession(token, this.settings.secret, this.now());
  }

  /** The notification the buyer's choice on the page produces. */
  notificationFor(session: SandboxSession, action: SandboxAction): SignedSandboxMessage {
    const message: SandboxMessage = {
      orderId: session.orderId,
      transactionId: session.paymentId,
      status: STATUS_OF_ACTION[action],
      amount: session.amountCents,
      currency: session.currency,
    };
    return this.sign(message);
  }

  sign(message: SandboxMessage): SignedSandboxMessage {
    const json = JSON.stringify(message);
    return { json, mac: sandboxMac(json, this.settings.secret) };
  }

  /** Where the browser goes after a choice: the return or cancel address, carrying the signed message. */
  browserReturnFor(session: SandboxSession, action: SandboxAction, signed: SignedSandboxMessage): string {
    const url = new URL(action === 'cancel' ? session.cancelUrl : session.returnUrl);
    url.searchParams.set('json', signed.json);
    url.searchParams.set('mac', signed.mac);
    return url.toString();
  }

  verifyNotification(request: IncomingProviderRequest): VerifiedPaymentNotification {
    const fields = readFields(this.name, request, 'json', ['mac']);
    if (!fields?.json) throw this.refused('malformed', 'no json field');
    if (!fields.mac) throw this.refused('signature', 'no mac field');
    if (!constantTimeEqual(sandboxMac(fields.json, this.settings.secret), fields.mac)) {
      throw this.refused('signature', 'mac does not match');
    }
    let message: unknown;
    try {
      message = JSON.parse(fields.json);
    } catch {
      throw this.refused('malformed', 'json is not JSON');
    }
    if (!isRecord(message)) throw this.refused('malformed', 'json is not an object');
    const { orderId, transactionId, status, amount, currency } = message;
    if (typeof orderId !== 'string' || orderId === '') throw this.refused('malformed', 'no orderId');
    if (typeof transactionId !== 'string' || transactionId === '') throw this.refused('malformed', 'no transactionId');
    if (status !== 'paid' && status !== 'cancelled' && status !== 'failed') {
      throw this.refused('malformed', `unknown status ${String(status)}`);
    }
    if (!Number.isSafeInteger(amount) || (amount as number) < 0) throw this.refused('malformed', 'amount is not cents');
    if (typeof currency !== 'string' || !CURRENCY_CODE.test(currency)) throw this.refused('malformed', 'no currency');
    return {
      provider: this.name,
      orderId,
      providerTransactionId: transactionId,
      status,
      amountCents: amount as number,
      currency,
    };
  }

  refund(): Promise<RefundOutcome> {
    return Promise.resolve({ kind: 'refunded', providerRefundId: `sandbox-refund-${randomUUID()}` });
  }

  /**
   * The sandbox keeps no state (its refunds exist only in the answer), so it cannot say what became of
   * a call whose answer was lost: such a refund is left to staff, as a real provider's would be.
   */
  lookupRefund(): Promise<RefundLookup> {
    return Promise.resolve({ kind: 'unknown', reason: 'the sandbox keeps no record of its refunds' });
  }

  fetchStatus(): Promise<null> {
    return Promise.resolve(null);
  }

  private refused(reason: InvalidNotificationError['reason'], detail: string): InvalidNotificationError {
    return new InvalidNotificationError(this.name, reason, detail);
  }
}
