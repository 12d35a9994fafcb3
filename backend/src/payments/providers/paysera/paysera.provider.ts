/**
 * Paysera (WebToPay, specification 1.6): no server call creates a payment; the buyer's browser carries
 * signed `data` to Paysera, and Paysera calls back with signed `data` (docs/payments.md).
 */
import { createPublicKey, verify, type KeyObject } from 'node:crypto';
import {
  InvalidNotificationError,
  PaymentProviderError,
  type CreatePaymentInput,
  type CreatedPayment,
  type IncomingProviderRequest,
  type PaymentProvider,
  type ProviderPaymentStatus,
  type RefundLookup,
  type RefundOutcome,
  type VerifiedPaymentNotification,
} from '../payment-provider';
import { constantTimeEqual, CURRENCY_CODE, cutToUtf8Bytes, OK_ACKNOWLEDGEMENT, readFields } from '../provider-fields';
import { decodePayseraBytes, decryptPayseraData, encodePayseraData, formEncode, payseraSign } from './paysera-codec';

const PAYSERA_DEFAULT_PAY_URL = 'https://bank.paysera.com/pay/';

export interface PayseraSettings {
  projectId: string;
  password: string;
  /** Paysera's public key (PEM): when present, `ss3` is checked instead of `ss1`. */
  publicKey?: string;
  /** Test payments: no money moves. */
  test: boolean;
  payUrl?: string;
}

const STATUSES: Readonly<Record<string, ProviderPaymentStatus>> = {
  '1': 'paid',
  '0': 'pending',
  '2': 'pending',
  '3': 'pending',
  // "Executed, no bank confirmation will follow": status 1 is the only paid one, yet money may have
  // moved, so it is not a failure either (a failure would invite a second payment). Staff check it.
  '4': 'pending',
  '5': 'refunded',
};

const MAX_ORDER_ID = 40;
const MAX_URL = 255;
// WebToPay's own library refuses a request whose paytext, p_firstname or p_lastname is over 255 bytes.
const MAX_TEXT_BYTES = 255;
// WebToPay asks a purpose text to name its placeholders; Paysera fills them in.
const PAYTEXT_PLACEHOLDERS = ' ([order_nr], [site_name])';
const CENTS = /^\d{1,15}$/;

export class PayseraProvider implements PaymentProvider {
  readonly name = 'paysera' as const;
  readonly acknowledgement = OK_ACKNOWLEDGEMENT;
  private readonly publicKey: KeyObject | null;

  constructor(private readonly settings: PayseraSettings) {
    // Environment variables often carry a PEM with literal "\n"; a bad key stops the shop at start.
    this.publicKey = settings.publicKey ? createPublicKey(settings.publicKey.replace(/\\n/g, '\n')) : null;
  }

  createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    if (input.orderId.length > MAX_ORDER_ID) {
      return Promise.reject(new PaymentProviderError(this.name, `orderid is longer than ${MAX_ORDER_ID} characters`));
    }
    const urls = [input.urls.returnUrl, input.urls.cancelUrl, input.urls.notificationUrl];
    if (urls.some((url) => url.length > MAX_URL)) {
      return Promise.reject(
        new PaymentProviderError(this.name, `a return or callback URL is over ${MAX_URL} characters`),
      );
    }
    const data = encodePayseraData(
      formEncode([
        ['projectid', this.settings.projectId],
        ['orderid', input.orderId],
        ['accepturl', input.urls.returnUrl],
        ['cancelurl', input.urls.cancelUrl],
        ['callbackurl', input.urls.notificationUrl],
        ['version', '1.6'],
        ['amount', String(input.amountCents)],
        ['currency', input.currency],
        ['lang', input.language === 'lt' ? 'LIT' : 'ENG'],
        ['p_firstname', cutToUtf8Bytes(input.buyer.firstName, MAX_TEXT_BYTES)],
        ['p_lastname', cutToUtf8Bytes(input.buyer.lastName, MAX_TEXT_BYTES)],
        ['p_email', input.buyer.email],
        ['test', this.settings.test ? '1' : '0'],
        // A long event name is shortened; the placeholders always stay whole.
        [
          'paytext',
          cutToUtf8Bytes(input.description, MAX_TEXT_BYTES - Buffer.byteLength(PAYTEXT_PLACEHOLDERS)) +
            PAYTEXT_PLACEHOLDERS,
        ],
      ]),
    );
    const payUrl = this.settings.payUrl ?? PAYSERA_DEFAULT_PAY_URL;
    const query = new URLSearchParams({ data, sign: payseraSign(data, this.settings.password) }).toString();
    return Promise.resolve({
      paymentUrl: `${payUrl}${payUrl.includes('?') ? '&' : '?'}${query}`,
      providerTransactionId: null,
    });
  }

  verifyNotification(request: IncomingProviderRequest): VerifiedPaymentNotification {
    const fields = readFields(this.name, request, 'data', ['ss1', 'ss2', 'ss3']);
    if (!fields?.data) throw this.refused('malformed', 'no data field');
    const query = this.authenticatedQuery(fields.data, fields);
    const params = new URLSearchParams(query);
    const field = (name: string) => params.get(name) ?? undefined;

    const projectId = field('projectid');
    if (projectId === undefined) throw this.refused('malformed', 'no projectid');
    if (projectId !== this.settings.projectId) throw this.refused('foreign-merchant', 'projectid is not this project');
    const type = field('type') ?? 'macro';
    if (type !== 'macro') throw this.refused('malformed', `type ${type} is not a bank payment`);
    const orderId = field('orderid');
    if (!orderId) throw this.refused('malformed', 'no orderid');
    const statusCode = field('status');
    const status = statusCode === undefined ? undefined : STATUSES[statusCode];
    if (!status) throw this.refused('malformed', `unknown status ${String(statusCode)}`);

    // A refund callback reports the refunded sum; otherwise what the buyer paid, else what was asked.
    const [amount, currency] =
      status === 'refunded' && field('refund_amount') !== undefined
        ? [field('refund_amount'), field('refund_currency')]
        : field('payamount') !== undefined
          ? [field('payamount'), field('paycurrency')]
          : [field('amount'), field('currency')];
    if (amount === undefined || !CENTS.test(amount)) throw this.refused('malformed', 'amount is not in cents');
    if (currency === undefined || !CURRENCY_CODE.test(currency)) throw this.refused('malformed', 'no currency');

    return {
      provider: this.name,
      orderId,
      // All callbacks of one payment request share requestid; the order id stands in if it is ever missing.
      providerTransactionId: field('requestid') || orderId,
      status,
      amountCents: Number(amount),
      currency,
    };
  }

  /** Paysera has no refund API: refunds are started in the Paysera account and arrive as status 5. */
  refund(): Promise<RefundOutcome> {
    return Promise.resolve({ kind: 'manual', error: 'Paysera refunds are made in the Paysera account' });
  }

  /**
   * `refund()` never sends anything to Paysera (its refunds are made by staff in the Paysera account), so a
   * call whose answer was lost moved no money: it answers as it always does.
   */
  lookupRefund(): Promise<RefundLookup> {
    return Promise.resolve({
      kind: 'answered',
      outcome: { kind: 'manual', error: 'Paysera refunds are made in the Paysera account' },
    });
  }

  fetchStatus(): Promise<null> {
    return Promise.resolve(null);
  }

  /** The callback's query once its origin is proven: by ss3, by ss1, or by decrypting it. */
  private authenticatedQuery(data: string, signatures: { ss1?: string; ss2?: string; ss3?: string }): string {
    const signed = signatures.ss1 !== undefined || signatures.ss2 !== undefined || signatures.ss3 !== undefined;
    if (!signed) {
      const plain = decryptPayseraData(data, this.settings.password);
      if (plain === null) throw this.refused('signature', 'unsigned data that does not decrypt with this project');
      return plain;
    }
    if (this.publicKey) {
      const signature = signatures.ss3 === undefined ? null : decodePayseraBytes(signatures.ss3);
      if (!signature || !verify('sha256', Buffer.from(data, 'utf8'), this.publicKey, signature)) {
        throw this.refused('signature', 'ss3 does not verify');
      }
    } else if (
      signatures.ss1 === undefined ||
      !constantTimeEqual(payseraSign(data, this.settings.password), signatures.ss1)
    ) {
      throw this.refused('signature', 'ss1 does not match');
    }
    const bytes = decodePayseraBytes(data);
    if (!bytes) throw this.refused('malformed', 'data is not base64');
    return bytes.toString('utf8');
  }

  private refused(reason: InvalidNotificationError['reason'], detail: string): InvalidNotificationError {
    return new InvalidNotificationError(this.name, reason, detail);
  }
}
