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

export const MAKECOMMERCE_LIVE_API = 'https://api.maksekeskus.ee/v1/';
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
      // The request may have reached MakeCommerce: repeating it could refund twice.
      return {
        kind: 'failed',
        error: `${(error as Error).message}; check the merchant portal before refunding again`,
      };
    }
    const body = isRecord(answer.body) ? answer.body : {};
    if (answer.status >= 200 && answer.status < 300) {
      const state = body.status ?? body.state;
      const providerRefundId = typeof body.id === 'string' ? body.id : null;
      if (state === 'FAILED') return { kind: 'failed', error: `the refund was refused (${describe(answer)})` };
      if (typeof state === 'string' && REFUND_IN_PROGRESS.has(state)) return { kind: 'processing', providerRefundId };
      return { kind: 'refunded', providerRefundId };
    }
    if (Number(body.code) === BUSY_ERROR_CODE) return { kind: 'retry-later', error: describe(answer) };
    return { kind: 'failed', error: describe(answer) };
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
