import { Inject, Injectable } from '@nestjs/common';
import type { RecordedEvent } from '@ticketshop/projections';
import { MAILER, type Mailer } from '../../mail/mailer';
import { commandMetadata } from '../../shared/event-sourcing/command-metadata';
import { OrderLinks } from '../infrastructure/order-links';
import { OrderStreams } from '../infrastructure/order-streams';
import { latePaymentRefundMail, orderConfirmationMail } from '../mails/order-mails';
import { orderNumberOf } from '../queries/order-number';
import { ticketDocumentOf } from '../tickets/ticket-document';
import { renderTicketsPdf } from '../tickets/ticket-pdf';
import type { Reaction } from './event-reactor';

/**
 * The mails a buyer gets: the confirmation with the tickets once per paid order, and the notice of a
 * refunded late payment. A mail server that fails is retried by the reactor; the payment it follows
 * was recorded long before, so nothing waits for the mail.
 */
@Injectable()
export class OrderMails implements Reaction {
  readonly name = 'order-mails';
  readonly follows: ReadonlySet<string> = new Set(['TicketsIssued', 'PaymentRefunded', 'PaymentRefundFailed']);

  constructor(
    @Inject(MAILER) private readonly mailer: Mailer,
    private readonly orders: OrderStreams,
    private readonly links: OrderLinks,
  ) {}

  async react(event: RecordedEvent): Promise<void> {
    const orderId = String(event.data.orderId);
    const metadata = {
      ...commandMetadata({ kind: 'system', name: 'order-mails' }, event.metadata.correlationId),
      commandId: event.eventId,
    };
    const { state } = await this.orders.load(orderId);
    if (state.status === 'none') return;
    const { order } = state;

    if (event.type === 'TicketsIssued') {
      if (state.confirmationSent || state.tickets === null) return;
      const document = ticketDocumentOf(order, state.tickets);
      const pdf = await renderTicketsPdf(document);
      const mail = orderConfirmationMail({
        document,
        order: {
          number: orderNumberOf(orderId),
          discountCents: order.discountCents,
          feeCents: order.feeCents,
          totalCents: order.totalCents,
          currency: order.currency,
          lines: order.lines.map((line) => ({
            name: line.name[order.language],
            quantity: line.quantity,
            unitPriceCents: line.unitPriceCents,
          })),
        },
        lookupLink: this.links.lookupLink(order.buyer.email),
        pdf,
      });
      await this.mailer.send({ ...mail, to: order.buyer.email });
      await this.orders.decide({ type: 'RecordConfirmationSent', data: { orderId } }, metadata);
      return;
    }

    const refundId = String(event.data.refundId);
    const refund = state.refunds.get(refundId);
    if (!refund || refund.reason !== 'seats-gone' || refund.noticeSent) return;
    const manual = event.type === 'PaymentRefundFailed';
    const mail = latePaymentRefundMail({
      language: order.language,
      number: orderNumberOf(orderId),
      eventName: order.event.name[order.language],
      amountCents: refund.payment.amountCents,
      currency: refund.payment.currency,
      manual,
    });
    await this.mailer.send({ ...mail, to: order.buyer.email });
    await this.orders.decide({ type: 'RecordRefundNoticeSent', data: { orderId, refundId } }, metadata);
  }
}
