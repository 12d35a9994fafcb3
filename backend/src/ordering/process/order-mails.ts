import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { RecordedEvent } from '@ticketshop/projections';
import { retryUntilDone, MailMetrics, MAILER, type MailMessage, type Mailer } from '../../mail/public-api';
import { ShopSettings } from '../../settings/public-api';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import { DomainError } from '../../shared/event-sourcing/domain-error';
import { isRefunded, type OrderCommand, type PlacedOrder } from '../domain/order.decider';
import { OrderLinks, orderLinkValidUntil } from '../infrastructure/order-links';
import { OrderStreams } from '../infrastructure/order-streams';
import {
  bankTransferInstructionsMail,
  eventCancellationMail,
  latePaymentRefundMail,
  orderConfirmationMail,
  refundNoticeMail,
  supportContactOf,
} from '../mails/order-mails';
import { notValidReasonOf } from '../deliver-tickets/tickets-pdf';
import { ticketDocumentOf } from '../tickets/ticket-document';
import { renderTicketsPdf } from '../tickets/ticket-pdf';
import { reactionMetadata, type Reaction } from '../../shared/process-manager/event-reactor';
import { orderNumberOf } from '@ticketshop/projections';

/**
 * Recording a sent mail is retried from this pause, doubling up to the cap, for as long as the process
 * runs; a short cap, so the record lands soon after the database is back.
 */
const RECORD_FIRST_MS = 250;
const RECORD_MAX_MS = 2_000;
/** How long a stopping shop waits for the records of mails already sent. */
const RECORD_GRACE_MS = 10_000;

/** What `work` ends with, or `{ error }` as soon as `signal` aborts (the caller stops waiting, the work goes on). */
function untilAborted(work: Promise<{ error?: unknown }>, signal?: AbortSignal): Promise<{ error?: unknown }> {
  if (!signal) return work;
  if (signal.aborted) return Promise.resolve({ error: new Error('stopped while the mail was being recorded') });
  return new Promise((resolve) => {
    const stop = () => resolve({ error: new Error('stopped while the mail was being recorded') });
    signal.addEventListener('abort', stop, { once: true });
    void work.then((outcome) => {
      signal.removeEventListener('abort', stop);
      resolve(outcome);
    });
  });
}

/**
 * The mails a buyer gets: the payment details of a chosen bank transfer, the confirmation with the
 * tickets once per paid order (and again when an admin asks), the notice of a refunded late payment,
 * the notice of a refund an admin or a cancelled event made when the buyer is to be told, and the
 * notice that the event was cancelled. A mail server that fails is retried by the reactor, for as long
 * as it takes; the facts it follows were recorded before, so nothing waits. Once the SMTP server
 * accepted a mail, recording it is retried on its own (`sendOnce`), never the send: only a process that
 * ends or hands the work over before the record lands sends the mail again.
 */
@Injectable()
export class OrderMails implements Reaction, OnApplicationShutdown {
  readonly name = 'order-mails';
  private readonly logger = new Logger('Process order-mails');
  /** Records of mails sent by this process that have not landed yet, by what they record. */
  private readonly unrecorded = new Map<string, Promise<{ error?: unknown }>>();
  /** Ends the records' retries, once the shop stops and their grace is over. */
  private readonly stopping = new AbortController();
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
    private readonly metrics: MailMetrics,
  ) {}

  /** A stopping shop gives the records of mails already sent some time to land, then ends their retries. */
  async onApplicationShutdown(): Promise<void> {
    const grace = new Promise((resolve) => setTimeout(resolve, RECORD_GRACE_MS).unref());
    await Promise.race([Promise.all(this.unrecorded.values()), grace]);
    this.stopping.abort();
    await Promise.all(this.unrecorded.values());
  }

  async react(event: RecordedEvent, signal?: AbortSignal): Promise<void> {
    const orderId = String(event.data.orderId);
    const metadata = reactionMetadata({ kind: 'system', name: 'order-mails' }, event);
    const { state } = await this.orders.load(orderId);
    if (state.status === 'none') return;

    switch (event.type) {
      case 'TicketsIssued':
        if (state.confirmationSent || state.tickets === null) return;
        await this.sendOnce(
          { type: 'RecordConfirmationSent', data: { orderId } },
          () => this.sendConfirmation(state),
          metadata,
          signal,
        );
        return;
      case 'OrderEventCancelled':
        await this.sendEventCancellation(state, metadata, signal);
        return;
      case 'BankTransferChosen':
        await this.sendBankTransferInstructions(state, metadata, signal);
        return;
      default:
        await this.sendRefundNotice(state, event, metadata, signal);
    }
  }

  /** The confirmation with the tickets' PDF, to the buyer's address (also an admin's resend). */
  async sendConfirmation(state: PlacedOrder): Promise<void> {
    const { order } = state;
    if (state.tickets === null) return;
    // An admin's resend after a refund, a voiding or a cancellation must not mail tickets that look valid.
    const document = ticketDocumentOf(order, state.tickets, this.timeZone(), order.language, (ticket) =>
      notValidReasonOf(state, ticket),
    );
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
      lookupLink: this.links.orderLink(
        { orderId: order.orderId, email: order.buyer.email },
        orderLinkValidUntil(order.event.startsAt, new Date()),
      ),
      pdf,
    });
    await this.send({ ...mail, to: order.buyer.email }, 'order-confirmation');
  }

  /**
   * Sent once, while the transfer is still awaited (not to a buyer whose order was paid or expired before
   * the reactor got here); the stream records it, so a replayed or retried reaction does not send it again.
   */
  private async sendBankTransferInstructions(
    state: PlacedOrder,
    metadata: CommandMetadata,
    signal: AbortSignal | undefined,
  ): Promise<void> {
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
    await this.sendOnce(
      { type: 'RecordBankTransferInstructionsSent', data: { orderId: order.orderId } },
      () => this.send({ ...mail, to: order.buyer.email }, 'bank-transfer-instructions'),
      metadata,
      signal,
    );
  }

  private async sendEventCancellation(
    state: PlacedOrder,
    metadata: CommandMetadata,
    signal: AbortSignal | undefined,
  ): Promise<void> {
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
    await this.sendOnce(
      { type: 'RecordEventCancellationNoticeSent', data: { orderId: order.orderId } },
      () => this.send({ ...mail, to: order.buyer.email }, 'event-cancellation'),
      metadata,
      signal,
    );
  }

  private async sendRefundNotice(
    state: PlacedOrder,
    event: RecordedEvent,
    metadata: CommandMetadata,
    signal: AbortSignal | undefined,
  ): Promise<void> {
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
    await this.sendOnce(
      { type: 'RecordRefundNoticeSent', data: { orderId: order.orderId, refundId } },
      () => this.send({ ...mail, to: order.buyer.email }, 'refund-notice'),
      metadata,
      signal,
    );
  }

  /** Sends through the SMTP server; a failure is counted with the account mails' and left to the reactor to retry. */
  private async send(message: MailMessage, kind: string): Promise<void> {
    try {
      await this.mailer.send(message);
    } catch (error) {
      this.metrics.deliveryFailed(kind);
      throw error;
    }
  }

  /**
   * Sends a mail, then records it with `record`. Once the SMTP server accepted the mail, a failure to
   * record must not fail the reaction: the reactor would run it again and send the mail twice. So the
   * record alone is retried in the background, with growing pauses, for as long as the process runs
   * (a database outage of minutes included); it is idempotent, so a record that landed though its
   * answer was lost decides nothing the second time. The reaction waits for it, unless its process
   * manager stops meanwhile (its lease lost with the database, or the shop stopping): then a run of the
   * same reaction in this process finds the record still on its way and waits for it instead of
   * sending again. Only a process that ends (crash, or a stop whose grace ran out) or hands the work to
   * another before the record lands leaves the mail to be sent again.
   */
  private async sendOnce(
    record: OrderCommand & { data: { orderId: string } },
    send: () => Promise<void>,
    metadata: CommandMetadata,
    signal: AbortSignal | undefined,
  ): Promise<void> {
    const key = `${record.type} ${record.data.orderId} ${'refundId' in record.data ? record.data.refundId : ''}`;
    let recording = this.unrecorded.get(key);
    if (!recording) {
      await send();
      recording = this.recordInBackground(key, record, metadata);
    }
    const outcome = await untilAborted(recording, signal);
    if (outcome.error !== undefined) throw outcome.error;
  }

  private recordInBackground(
    key: string,
    record: OrderCommand & { data: { orderId: string } },
    metadata: CommandMetadata,
  ): Promise<{ error?: unknown }> {
    const recording = retryUntilDone(() => this.orders.decide(record, metadata), {
      firstMs: RECORD_FIRST_MS,
      maxMs: RECORD_MAX_MS,
      signal: this.stopping.signal,
      isFinal: (error) => error instanceof DomainError,
      onFailure: (error, failures, nextInMs) =>
        this.logger.warn({
          msg: 'mail sent; recording it failed, will retry',
          command: record.type,
          orderId: record.data.orderId,
          attempt: failures,
          retryInMs: nextInMs,
          error: String(error),
        }),
    })
      .then(() => ({}))
      .catch((error: unknown) => {
        if (!(error instanceof DomainError)) {
          this.logger.error({
            msg: 'mail sent but not recorded before the stop; it will be sent again',
            command: record.type,
            orderId: record.data.orderId,
            error: String(error),
          });
        }
        return { error };
      })
      .finally(() => this.unrecorded.delete(key));
    this.unrecorded.set(key, recording);
    return recording;
  }

  /** The shop's zone when the mail is written: a change in the settings shows in the next mail. */
  private timeZone(): string {
    return this.settings.current().system.timezone;
  }
}
