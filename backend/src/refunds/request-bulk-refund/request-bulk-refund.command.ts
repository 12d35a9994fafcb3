import { Command } from '@nestjs/cqrs';
import type { RefundRequestType } from '@ticketshop/projections';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';

export interface BulkRefundAsked {
  /** The event the orders must belong to; null when picked on the orders screen (one request per event). */
  catalogEventId: string | null;
  refundType: RefundRequestType;
  orderIds: string[];
  reason: string;
  notifyCustomers: boolean;
  password: string;
  userId: string;
  /** The client address the ask came from: wrong passwords are counted per admin and address. */
  clientAddress: string;
}

/** A request written for one event's orders of one currency. */
export interface SubmittedRequest {
  refundRequestId: string;
  ordersCount: number;
  totalAmountCents: number;
  currency: string;
}

/** The requests written, and the log position of the last. */
export interface BulkRefundRequested {
  requests: SubmittedRequest[];
  position: string;
}

/** An admin asks to refund orders, typing their password again: one request per event and currency. */
export class RequestBulkRefundCommand extends Command<BulkRefundRequested> {
  constructor(
    readonly asked: BulkRefundAsked,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
