/**
 * MakeCommerce (Maksekeskus): a transaction is created over its REST API, the buyer pays on its hosted
 * page, and the result comes back as `json` + `mac` (docs/payments.md).
 */
import { createHash } from 'node:crypto';
import {
  InvalidNotificationError,
  PaymentProviderError,
  type CreatePaymentInput,
  type CreatedPayment,
  type IncomingProviderRequest,
  type PaymentProvider,
  type ProviderPaymentStatus,
  type RefundInput,
  type RefundLookup,
  type RefundLookupInput,
  type RefundOutcome,
  type VerifiedPaymentNotification,
} from '../payment-provider';
import {
  centsToDecimal,
  constantTimeEqual,
  CURRENCY_CODE,
  OK_ACKNOWLEDGEMENT,
  providerAmountToCents,
  readFields,
} from '../provider-fields';

export const MAKECOMMERCE_TEST_API = 'https://api.test.maksekeskus.ee/v1/';

export interface MakeCommerceSettings {
  shopId: string;
  secretKey: string;
  /** Ends in `/`: paths are resolved against it. */
  apiBase: string;
  /** Each API call gives up after this long (default 20 s). */
  timeoutMs?: number;
}

/** `UPPERCASE(HEX(SHA-512(json + secretKey)))` over the json exactly as received. */
export function makeCommerceMac(json: string, secretKey: string): string {
  return createHash('sha512')
    .update(json + secretKey, 'utf8')
    .digest('hex')
    .toUpperCase();
}

/** Refund states MakeCommerce answers while the money has not left yet; the transaction turns REFUNDED later. */
const REFUND_IN_PROGRESS: ReadonlySet<string> = new Set(['PROCESSING', 'PENDING', 'INITIAL']);

const STATUSES: Readonly<Record<string, ProviderPaymentStatus>> = {
  COMPLETED: 'paid',
  CREATED: 'pending',
  PENDING: 'pending',
  // Verified by the bank but not yet completed: nothing to deliver until COMPLETED arrives.
  APPROVED: 'pending',
  CANCELLED: 'cancelled',
  EXPIRED: 'cancelled',
  REFUNDED: 'refunded',
  PART_REFUNDED: 'refunded',
};

/** "Still processing an earlier request, try again later." */
const BUSY_ERROR_CODE = 1045;

/** The reference the shop writes into every refund's comment (ordering's `attemptReference`). */
const ATTEMPT_REFERENCE = /\bref [0-9a-f]{8}\b/;

/** Pages of the shop's refund list read at most when looking for one refund (100 a page). */
const REFUND_PAGES = 10;
const REFUNDS_PER_PAGE = 100;
/** A refund listed this long before the attempt was recorded cannot be its answer (clocks drift a little). */
const CLOCK_SLACK_MS = 5 * 60_000;

/**
 * A refund's state, as the refund call and the refund list both report it (`status`, or `state`):
 * FAILED refused, the in-progress states still processing, any other (CREATED, SENT, SETTLED) accepted
 * for good: the money is on its way, which the shop records as refunded.
 */
function refundOutcomeOf(state: unknown, providerRefundId: string | null, describeAnswer: () => string): RefundOutcome {
  if (state === 'FAILED') return { kind: 'failed', error: `the refund was refused (${describeAnswer()})` };
  if (typeof state === 'string' && REFUND_IN_PROGRESS.has(state)) return { kind: 'processing', providerRefundId };
  return { kind: 'refunded', providerRefundId };
}

/** A listed refund's transaction: an id, or the transaction object. */
function transactionIdOf(refund: Record<string, unknown>): string | undefined {
  const transaction = refund.transaction;
  if (typeof transaction === 'string') return transaction;
  if (isRecord(transaction) && typeof transaction.id === 'string') return transaction.id;
  return typeof refund.transaction_id === 'string' ? refund.transaction_id : undefined;
}

/** The refund list's items: an array, or an object holding one. */
function listedItems(body: unknown): Record<string, unknown>[] {
  const items = Array.isArray(body)
    ? body
    : isRecord(body)
      ? [body.data, body.items, body.refunds].find((value) => Array.isArray(value))
      : undefined;
  return ((items ?? []) as unknown[]).filter(isRecord);
}

/** `YYYY-MM-DD` of an instant, in UTC: the list's `since`/`until` are calendar days. */
const dayOf = (time: number): string => new Date(time).toISOString().slice(0, 10);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

interface ApiAnswer {
  status: number;
  body: unknown;
}

export class MakeCommerceProvider implements PaymentProvider {
  readonly name = 'makecommerce' as const;
  readonly acknowledgement = OK_ACKNOWLEDGEMENT;
  private readonly authorization: string;

  constructor(private readonly settings: MakeCommerceSettings) {
    this.authorization = `Basic ${Buffer.from(`${settings.shopId}:${settings.secretKey}`, 'utf8').toString('base64')}`;
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const answer = await this.call('POST', 'transactions', {
      transaction: {
        amount: centsToDecimal(input.amountCents),
        currency: input.currency,
        reference: input.orderId,
        // The API defines every transaction URL as {url, method}; POST keeps json+mac out of access logs.
        transaction_url: {
          return_url: { url: input.urls.returnUrl, method: 'POST' },
          cancel_url: { url: input.urls.cancelUrl, method: 'POST' },
          notification_url: { url: input.urls.notificationUrl, method: 'POST' },
        },
      },
      customer: { ip: input.customerIp, email: input.buyer.email, country: 'lt', locale: input.language },
    });
    if (answer.status !== 200 && answer.status !== 201) {
      throw new PaymentProviderError(this.name, `creating a transaction answered ${describe(answer)}`);
    }
    const body = isRecord(answer.body) ? answer.body : {};
    const methods = isRecord(body.payment_methods) ? body.payment_methods : {};
    const redirect = (Array.isArray(methods.other) ? methods.other : []).find(
      (method): method is { url: string } =>
        isRecord(method) && method.name === 'redirect' && typeof method.url === 'string',
    );
    if (typeof body.id !== 'string' || body.id === '' || !redirect) {
      throw new PaymentProviderError(this.name, 'the new transaction has no id or no hosted payment page (redirect)');
    }
    return { paymentUrl: redirect.url, providerTransactionId: body.id };
  }

  verifyNotification(request: IncomingProviderRequest): VerifiedPaymentNotification {
    const fields = readFields(this.name, request, 'json', ['mac']);
    if (!fields?.json) throw this.refused('malformed', 'no json field');
    if (!fields.mac) throw this.refused('signature', 'no mac field');
    if (!constantTimeEqual(makeCommerceMac(fields.json, this.settings.secretKey), fields.mac)) {
      throw this.refused('signature', 'mac does not match');
    }
    let message: unknown;
    try {
      message = JSON.parse(fields.json);
    } catch {
      throw this.refused('malformed', 'json is not JSON');
    }
    if (!isRecord(message)) throw this.refused('malformed', 'json is not an object');
    if (message.message_type !== undefined && message.message_type !== 'payment_return') {
      throw this.refused('malformed', `message_type ${String(message.message_type)} is not a payment`);
    }
    // The test vectors omit `shop`; the mac already proves the sender knows this shop's secret.
    if (message.shop !== undefined && message.shop !== this.settings.shopId) {
      throw this.refused('foreign-merchant', 'shop is not this shop');
    }
    return this.toNotification(message, 'transaction', (reason, detail) => this.refused(reason, detail));
  }

  async refund(input: RefundInput): Promise<RefundOutcome> {
    let answer: ApiAnswer;
    try {
      answer = await this.call('POST', `transactions/${encodeURIComponent(input.providerTransactionId)}/refunds`, {
        amount: centsToDecimal(input.amountCents),
        comment: input.comment,
      });
    } catch (error) {
      // The request may have reached MakeCommerce: repeating it could refund twice, so it is looked up.
      return { kind: 'unknown', error: (error as Error).message };
    }
    const body = isRecord(answer.body) ? answer.body : {};
    if (answer.status >= 200 && answer.status < 300) {
      return refundOutcomeOf(body.status ?? body.state, typeof body.id === 'string' ? body.id : null, () =>
        describe(answer),
      );
    }
    if (Number(body.code) === BUSY_ERROR_CODE) return { kind: 'retry-later', error: describe(answer) };
    // A server error (or a gateway's) may come after the refund was made: looked up, never repeated.
    if (answer.status >= 500) return { kind: 'unknown', error: describe(answer) };
    return { kind: 'failed', error: describe(answer) };
  }

  /**
   * Finds the refund an earlier call made, if it made one. MakeCommerce has no idempotency key and its
   * SDKs' "transaction refunds" read the shop's refund list (`GET refunds?since&until&page&per_page`,
   * states CREATED, SENT, SETTLED, FAILED), so the list of the attempt's days is read and narrowed to the
   * transaction: the refund whose comment carries the attempt's reference is the one; failing that, the
   * only unknown refund of that amount made since the attempt. The transaction itself
   * (`GET transactions/{id}`) says whether anything was refunded at all. Anything less certain is `unknown`.
   */
  async lookupRefund(input: RefundLookupInput): Promise<RefundLookup> {
    const transactionPath = `transactions/${encodeURIComponent(input.providerTransactionId)}`;
    const transaction = await this.call('GET', transactionPath);
    if (transaction.status !== 200 || !isRecord(transaction.body)) {
      throw new PaymentProviderError(this.name, `the transaction answered ${describe(transaction)}`);
    }
    const attemptedAt = Date.parse(input.attemptedAt);
    const candidates: Record<string, unknown>[] = [];
    // Some answers embed the transaction's refunds; the shop's list is read in any case.
    if (Array.isArray(transaction.body.refunds)) candidates.push(...transaction.body.refunds.filter(isRecord));
    for (let page = 1; page <= REFUND_PAGES; page++) {
      const query = new URLSearchParams({
        since: dayOf(attemptedAt - 86_400_000),
        until: dayOf(Date.now() + 86_400_000),
        page: String(page),
        per_page: String(REFUNDS_PER_PAGE),
      });
      const listed = await this.call('GET', `refunds?${query.toString()}`);
      if (listed.status !== 200)
        throw new PaymentProviderError(this.name, `the refund list answered ${describe(listed)}`);
      const items = listedItems(listed.body);
      candidates.push(...items.filter((refund) => transactionIdOf(refund) === input.providerTransactionId));
      if (items.length < REFUNDS_PER_PAGE) break;
    }
    const byId = new Map(candidates.map((refund) => [String(refund.id), refund]));
    const found = this.matchRefund([...byId.values()], input, attemptedAt);
    if (found === 'ambiguous') {
      return {
        kind: 'unknown',
        reason: `MakeCommerce lists more than one refund of ${centsToDecimal(input.amountCents)} ${input.currency} on transaction ${input.providerTransactionId} that could be this one`,
      };
    }
    if (found) {
      const providerRefundId = typeof found.id === 'string' ? found.id : null;
      return {
        kind: 'answered',
        outcome: refundOutcomeOf(
          found.status ?? found.state,
          providerRefundId,
          () => `state ${String(found.status ?? found.state)}`,
        ),
      };
    }
    return {
      kind: 'unknown',
      reason: `MakeCommerce lists no refund with “${input.reference}” on transaction ${input.providerTransactionId} (status ${String(transaction.body.status)})`,
    };
  }

  /** The listed refund that answers the attempt: by its reference, else the one new refund of its amount. */
  private matchRefund(
    refunds: Record<string, unknown>[],
    input: RefundLookupInput,
    attemptedAt: number,
  ): Record<string, unknown> | 'ambiguous' | undefined {
    const byReference = refunds.filter(
      (refund) => typeof refund.comment === 'string' && refund.comment.includes(input.reference),
    );
    if (byReference.length === 1) return byReference[0];
    if (byReference.length > 1) return 'ambiguous';
    const sameAmount = refunds.filter((refund) => {
      const createdAt = Date.parse(String(refund.created_at ?? refund.created ?? ''));
      return (
        // Another attempt's refund names that attempt; only one without a reference could be ours.
        !(typeof refund.comment === 'string' && ATTEMPT_REFERENCE.test(refund.comment)) &&
        providerAmountToCents(refund.amount) === input.amountCents &&
        !input.knownRefundIds.includes(String(refund.id)) &&
        (Number.isNaN(createdAt) || createdAt >= attemptedAt - CLOCK_SLACK_MS)
      );
    });
    if (sameAmount.length > 1) return 'ambiguous';
    return sameAmount[0];
  }

  async fetchStatus(providerTransactionId: string): Promise<VerifiedPaymentNotification> {
    const answer = await this.call('GET', `transactions/${encodeURIComponent(providerTransactionId)}`);
    if (answer.status !== 200 || !isRecord(answer.body)) {
      throw new PaymentProviderError(this.name, `the transaction status answered ${describe(answer)}`);
    }
    return this.toNotification(
      answer.body,
      'id',
      (_reason, detail) => new PaymentProviderError(this.name, `the transaction status: ${detail}`),
    );
  }

  /** Notifications name the transaction `transaction`; the API's transaction object calls it `id`. */
  private toNotification(
    message: Record<string, unknown>,
    idField: 'transaction' | 'id',
    fail: (reason: 'malformed', detail: string) => Error,
  ): VerifiedPaymentNotification {
    const { reference, status, currency } = message;
    const transactionId = message[idField];
    if (typeof reference !== 'string' || reference === '') throw fail('malformed', 'no reference');
    if (typeof transactionId !== 'string' || transactionId === '') throw fail('malformed', `no ${idField}`);
    const mapped = typeof status === 'string' ? STATUSES[status] : undefined;
    if (!mapped) throw fail('malformed', `unknown status ${String(status)}`);
    const amountCents = providerAmountToCents(message.amount);
    if (amountCents === null) throw fail('malformed', 'amount is not a decimal amount');
    if (typeof currency !== 'string' || !CURRENCY_CODE.test(currency)) throw fail('malformed', 'no currency');
    return {
      provider: this.name,
      orderId: reference,
      providerTransactionId: transactionId,
      status: mapped,
      amountCents,
      currency,
    };
  }

  private refused(reason: InvalidNotificationError['reason'], detail: string): InvalidNotificationError {
    return new InvalidNotificationError(this.name, reason, detail);
  }

  private async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<ApiAnswer> {
    let response: Response;
    try {
      response = await fetch(new URL(path, this.settings.apiBase), {
        method,
        headers: {
          authorization: this.authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? 20_000),
      });
    } catch (error) {
      throw new PaymentProviderError(this.name, `no answer from ${method} ${path}: ${(error as Error).message}`);
    }
    const text = await response.text();
    try {
      return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
    } catch {
      return { status: response.status, body: null };
    }
  }
}

/** An API answer for logs and errors: status, code and message, never the request. */
function describe(answer: ApiAnswer): string {
  const body = isRecord(answer.body) ? answer.body : {};
  const parts = [`HTTP ${answer.status}`];
  if (body.code !== undefined) parts.push(`code ${String(body.code)}`);
  if (typeof body.message === 'string') parts.push(body.message);
  if (typeof (body.status ?? body.state) === 'string') parts.push(`state ${String(body.status ?? body.state)}`);
  return parts.join(', ');
}
