import { Injectable } from '@nestjs/common';
import type { InvoiceDocumentData, RecordedEvent } from '@ticketshop/projections';

import { dateIn } from '../../shared/time/shop-time';
import { type PlacedOrder, type Refund, OrderStreams } from '../../ordering/public-api';
import { reactionMetadata, type Reaction } from '../../shared/process-manager/event-reactor';
import { InvoiceSeriesStreams } from '../infrastructure/invoice-series-streams';
import { InvoicesQueries } from '../queries/invoices.queries';
import { SellerDetails } from '../seller-details';
import { orderNumberOf } from '@ticketshop/projections';

/** Payments that make an order paid, and refunds that completed. */
const FOLLOWS = new Set(['PaymentSucceeded', 'LatePaymentAccepted', 'PaymentRefunded']);

/**
 * Issues the documents, in log order: an invoice when a payment made an order paid, a credit note when
 * a refund of that payment completed. Refunds of money the order never kept (a duplicate payment, a late
 * payment whose seats were gone) were never invoiced and get no credit note. The process follows the
 * log from its own checkpoint, so a crash repeats the last event, which the series then recognises.
 */
@Injectable()
export class Invoicing implements Reaction {
  readonly name = 'invoicing';
  readonly follows: ReadonlySet<string> = FOLLOWS;

  constructor(
    private readonly orders: OrderStreams,
    private readonly series: InvoiceSeriesStreams,
    private readonly seller: SellerDetails,
    private readonly invoices: InvoicesQueries,
  ) {}

  async react(event: RecordedEvent): Promise<void> {
    const orderId = String(event.data.orderId);
    const { state } = await this.orders.load(orderId);
    if (state.status === 'none' || state.payment === null) return;
    const { seller, series, timeZone } = this.seller.current();
    const metadata = reactionMetadata({ kind: 'system', name: 'invoicing' }, event);
    const issuedAt = event.metadata.occurredAt;
    // Dated in the shop's zone as it is now, and kept so: a later change of the zone never redates it.
    const issuedOn = dateIn(issuedAt, timeZone);

    if (event.type !== 'PaymentRefunded') {
      await this.series.decide(
        {
          type: 'IssueInvoice',
          data: { series, seller, issuedAt, issuedOn, order: state.order, orderNumber: orderNumberOf(orderId) },
        },
        metadata,
      );
      return;
    }
    const refundId = String(event.data.refundId);
    const refund = state.refunds.get(refundId);
    if (!refund || !refundsTheInvoicedPayment(state, refund)) return;
    const invoice = await this.invoiceOf(orderId, series);
    await this.series.decide(
      {
        type: 'IssueCreditNote',
        data: { series, seller, issuedAt, issuedOn, refundId, amountCents: refund.payment.amountCents, invoice },
      },
      metadata,
    );
  }

  /** The order's invoice: in the current series, or in an earlier one when the series was changed since. */
  private async invoiceOf(orderId: string, series: string): Promise<InvoiceDocumentData> {
    const invoice = (await this.series.state(series)).invoices.get(orderId) ?? (await this.invoices.invoiceOf(orderId));
    // Issued earlier in the log, so only the read model can be behind: the reactor asks again shortly.
    if (!invoice) throw new Error(`the invoice of order ${orderId} is not readable yet`);
    return invoice;
  }
}

function refundsTheInvoicedPayment(state: PlacedOrder, refund: Refund): boolean {
  const paid = state.payment;
  return (
    paid !== null &&
    refund.reason !== 'duplicate-payment' &&
    refund.payment.provider === paid.provider &&
    refund.payment.providerTransactionId === paid.providerTransactionId
  );
}
