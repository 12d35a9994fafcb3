/**
 * The payment provider port. Each adapter speaks one provider's published protocol
 * (../shared/PAYMENTS.md, docs/payments.md); the ordering context only sees these shapes.
 */
import type { PaymentProviderName } from '@ticketshop/projections';

export interface CreatePaymentInput {
  /** The shop's reference sent to the provider; notifications name it again. */
  orderId: string;
  /** The shop's id of this payment attempt. */
  paymentId: string;
  amountCents: number;
  currency: string;
  /** Shown by the provider, e.g. "Bilietai: Jazz vakaras (užsakymas 1A2B3C4D)". */
  description: string;
  buyer: { email: string; firstName: string; lastName: string };
  language: 'lt' | 'en';
  /** The buyer's IP address as the shop saw it (MakeCommerce requires one). */
  customerIp: string;
  urls: {
    /** Where the buyer's browser goes after paying. */
    returnUrl: string;
    /** Where the buyer's browser goes after cancelling. */
    cancelUrl: string;
    /** Where the provider sends its server-to-server notification. */
    notificationUrl: string;
  };
}

export interface CreatedPayment {
  /** Where to send the buyer's browser. */
  paymentUrl: string;
  /** The provider's id of the transaction when it exists before payment (MakeCommerce), else null. */
  providerTransactionId: string | null;
}

export type ProviderPaymentStatus = 'paid' | 'pending' | 'cancelled' | 'failed' | 'refunded';

/** A notification (or a signed browser return) after its signature was verified. */
export interface VerifiedPaymentNotification {
  provider: PaymentProviderName;
  /** The order id the shop sent as reference. */
  orderId: string;
  /** Identifies the provider's transaction; notifications of one transaction share it. */
  providerTransactionId: string;
  status: ProviderPaymentStatus;
  amountCents: number;
  currency: string;
}

/** What arrived over HTTP, untouched: fields are read from the query, a form body or a JSON body. */
export interface IncomingProviderRequest {
  query: Record<string, unknown>;
  body: unknown;
  contentType: string | undefined;
}

/** The answer a provider expects to a notification it delivered (Paysera wants exactly `OK`). */
export interface NotificationAcknowledgement {
  status: number;
  contentType: string;
  body: string;
}

export interface RefundInput {
  providerTransactionId: string;
  amountCents: number;
  currency: string;
  /** Carries the attempt's reference (`ref 1a2b3c4d`), by which `lookupRefund` and staff find it again. */
  comment: string;
}

/** An earlier refund call whose answer the shop lost: what it asked, and when. */
export interface RefundLookupInput {
  providerTransactionId: string;
  amountCents: number;
  currency: string;
  /** The attempt's reference, which the refund's comment at the provider contains. */
  reference: string;
  attemptedAt: string;
  /** The provider's ids of this payment's refunds the shop already knows: they are not the one sought. */
  knownRefundIds: readonly string[];
}

/**
 * What the provider says became of a refund call whose answer was lost: an outcome as `refund()` would
 * have answered it, or `unknown` when its API cannot tell (or tells nothing that singles the call out).
 */
export type RefundLookup = { kind: 'answered'; outcome: RefundOutcome } | { kind: 'unknown'; reason: string };

export type RefundOutcome =
  | { kind: 'refunded'; providerRefundId: string | null }
  /** The provider accepted the refund and is still carrying it out; its transaction status tells when it is done. */
  | { kind: 'processing'; providerRefundId: string | null }
  /** The provider is still busy with an earlier request: ask again later. */
  | { kind: 'retry-later'; error: string }
  | { kind: 'failed'; error: string }
  /** The provider offers no refund API: staff refund in the provider's account. */
  | { kind: 'manual'; error: string }
  /**
   * No answer (a lost connection, a timeout, a server error): the provider may or may not have refunded.
   * Never repeated blindly; the caller asks `lookupRefund` what happened.
   */
  | { kind: 'unknown'; error: string };

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Rejects with `PaymentProviderError` when the provider cannot be reached or refuses the payment. */
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /**
   * Verifies and reads a notification or a signed return. Throws `InvalidNotificationError` for a bad
   * signature, a foreign shop or project, or a malformed message; the state of the shop is untouched.
   */
  verifyNotification(request: IncomingProviderRequest): VerifiedPaymentNotification;
  readonly acknowledgement: NotificationAcknowledgement;
  /**
   * Answers a refusal or a lost connection as an outcome instead of rejecting, so the caller records
   * what happened. Only `retry-later` is safe to repeat: no provider offers an idempotency key.
   */
  refund(input: RefundInput): Promise<RefundOutcome>;
  /**
   * Asks the provider what became of an earlier `refund()` whose answer the shop lost (a crash or an
   * outage between the call and its record). Rejects with `PaymentProviderError` when the provider cannot
   * be reached; answers `unknown` when its API cannot tell.
   */
  lookupRefund(input: RefundLookupInput): Promise<RefundLookup>;
  /**
   * An authenticated status query, where the provider has one (MakeCommerce); null otherwise. Rejects with
   * `PaymentProviderError` when the provider cannot answer.
   */
  fetchStatus(providerTransactionId: string): Promise<VerifiedPaymentNotification | null>;
}

export class InvalidNotificationError extends Error {
  constructor(
    readonly provider: PaymentProviderName,
    readonly reason: 'signature' | 'foreign-merchant' | 'malformed',
    detail: string,
  ) {
    super(`${provider} notification refused (${reason}): ${detail}`);
    this.name = 'InvalidNotificationError';
  }
}

/**
 * A provider could not be reached or answered outside its protocol while the shop was asking it for
 * something (creating a payment, querying a status). The message never carries credentials.
 */
export class PaymentProviderError extends Error {
  constructor(
    readonly provider: PaymentProviderName,
    detail: string,
  ) {
    super(`${provider}: ${detail}`);
    this.name = 'PaymentProviderError';
  }
}

/** Provider adapters by name: only the enabled ones are present. */
export const PAYMENT_PROVIDERS = Symbol('PAYMENT_PROVIDERS');
export type PaymentProviders = ReadonlyMap<PaymentProviderName, PaymentProvider>;
