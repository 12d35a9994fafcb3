import { Inject, Injectable } from '@nestjs/common';
import type { RecordedEvent } from '@ticketshop/projections';
import { MAILER, type Mailer } from '../../mail/mailer';
import { ShopSettings } from '../../settings/shop-settings';
import { commandMetadata, type CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import { isRefunded, type PlacedOrder } from '../domain/order.decider';
import { OrderLinks } from '../infrastructure/order-links';
import { OrderStreams } from '../infrastructure/order-streams';
import {
  bankTransferInstructionsMail,
  eventCancellationMail,
  latePaymentRefundMail,
  orderConfirmationMail,
  refundNoticeMail,
  supportContactOf,
} from '../mails/order-mails';
import { orderNumberOf } from '../queries/order-number';
import { ticketDocumentOf } from '../tickets/ticket-document';
import { renderTicketsPdf } from '../tickets/ticket-pdf';
import type { Reaction } from './event-reactor';

/**
 * The mails a buyer gets: the payment details of a chosen bank transfer, the confirmation with the
 * tickets once per paid order (and again when an admin asks), the notice of a refunded late payment,
 * the notice of a refund an admin or a cancelled event made when the buyer is to be told, and the
 * notice that the event was cancelled. A mail server
 * that fails is retried by the reactor; the facts it follows were recorded before, so nothing waits.
 */
@Injectable()
export class OrderMails implements Reaction {
  readonly name = 'order-mails';
  readonly follows: ReadonlySet<string> = new Set([
    'BankTransferChosen',
    'TicketsIssued',
    'PaymentRefunded',
    'PaymentRefundSent',
    'PaymentRefundFailed',
    'OrderEventCancelled',
  ]);

  constructor(
    @Inject(MAILER) private readonly mailer: Mailer,
    private readonly orders: OrderStreams,
    private readonly links: OrderLinks,
    private readonly settings: ShopSettings,
  ) {}

  async react(event: RecordedEvent): Promise<void> {
    const orderId = String(event.data.orderId);
    const metadata = {
      ...commandMetadata({ kind: 'system', name: 'order-mails' }, event.metadata.correlationId),
      commandId: event.eventId,
    };
    const { state } = await this.orders.load(orderId);
    if (state.status === 'none') return;

    switch (event.type) {
      case 'TicketsIssued':
        if (state.confirmationSent || state.tickets === null) return;
        await this.sendConfirmation(state);
        await this.orders.decide({ type: 'RecordConfirmationSent', data: { orderId } }, metadata);
        return;
      case 'OrderEventCancelled':
        await this.sendEventCancellation(state, metadata);
        return;
      case 'BankTransferChosen':
        await this.sendBankTransferInstructions(state, metadata);
        return;
      default:
        await this.sendRefundNotice(state, event, metadata);
    }
  }

  /** The confirmation with the tickets' PDF, to the buyer's address (also an admin's resend). */
  async sendConfirmation(state: PlacedOrder): Promise<void> {
    const { order } = state;
    if (state.tickets === null) return;
    const document = ticketDocumentOf(order, state.tickets, this.timeZone());
    const pdf = await renderTicketsPdf(document);
    const mail = orderConfirmationMail({
      document,
      order: {
        number: orderNumberOf(order.orderId),
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
  }

  /**
   * Sent once, while the transfer is still awaited (not to a buyer whose order was paid or expired before
   * the reactor got here); the stream records it, so a replayed or retried reaction does not send it again.
   */
  private async sendBankTransferInstructions(state: PlacedOrder, metadata: CommandMetadata): Promise<void> {
    const transfer = state.bankTransfer;
    if (!transfer || transfer.instructionsSent || (state.status !== 'placed' && state.status !== 'paying')) return;
    const { order } = state;
    const { system, seller, payment } = this.settings.current();
    const mail = bankTransferInstructionsMail({
      language: order.language,
      number: transfer.reference,
      eventName: order.event.name[order.language],
      amountCents: order.totalCents,
      currency: order.currency,
      recipient: seller.legalName || system.siteName,
      iban: payment.bankAccount,
      payBy: transfer.payBy,
      timeZone: this.timeZone(),
      contact: supportContactOf({ system }),
    });
    await this.mailer.send({ ...mail, to: order.buyer.email });
    await this.orders.decide(
      { type: 'RecordBankTransferInstructionsSent', data: { orderId: order.orderId } },
      metadata,
    );
  }

  private async sendEventCancellation(state: PlacedOrder, metadata: CommandMetadata): Promise<void> {
    if (!state.eventCancelled || state.eventCancellationNoticeSent) return;
    const { order } = state;
    const mail = eventCancellationMail({
      language: order.language,
      number: orderNumberOf(order.orderId),
      eventName: order.event.name[order.language],
      startsAt: order.event.startsAt,
      timeZone: this.timeZone(),
      contact: supportContactOf(this.settings.current()),
    });
    await this.mailer.send({ ...mail, to: order.buyer.email });
    await this.orders.decide({ type: 'RecordEventCancellationNoticeSent', data: { orderId: order.orderId } }, metadata);
  }

  private async sendRefundNotice(state: PlacedOrder, event: RecordedEvent, metadata: CommandMetadata): Promise<void> {
    const { order } = state;
    const refundId = String(event.data.refundId);
    const refund = state.refunds.get(refundId);
    if (!refund || refund.noticeSent) return;
    const common = {
      language: order.language,
      number: orderNumberOf(order.orderId),
      eventName: order.event.name[order.language],
      amountCents: refund.payment.amountCents,
      currency: refund.payment.currency,
      contact: supportContactOf(this.settings.current()),
    };
    let mail;
    if (refund.reason === 'seats-gone') {
      // Staff refunding by hand (Paysera) is announced at once; the buyer needs no second mail.
      const manual =
        (event.type === 'PaymentRefundSent' && event.data.awaiting === 'merchant') ||
        (event.type === 'PaymentRefundFailed' && event.data.manual === true);
      if (event.type !== 'PaymentRefunded' && !manual) return;
      mail = latePaymentRefundMail({ ...common, manual });
    } else if (refund.reason === 'admin' || refund.reason === 'event-cancelled') {
      if (event.type !== 'PaymentRefunded' || !refund.notifyCustomer) return;
      mail = refundNoticeMail({ ...common, full: isRefunded(state) });
    } else {
      return;
    }
    await this.mailer.send({ ...mail, to: order.buyer.email });
    await this.orders.decide({ type: 'RecordRefundNoticeSent', data: { orderId: order.orderId, refundId } }, metadata);
  }

  /** The shop's zone when the mail is written: a change in the settings shows in the next mail. */
  private timeZone(): string {
    return this.settings.current().system.timezone;
  }
}
