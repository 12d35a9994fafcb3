import { Command } from '@nestjs/cqrs';
import type { PaymentMethodName } from '@ticketshop/projections';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';

export interface PaymentAsked {
  orderId: string;
  /** When given, it must be the order's: the buyer proves the order is theirs. */
  email?: string;
  provider?: PaymentMethodName;
  /** Same-site paths the buyer returns to (the API's `return_url` and `cancel_url`). */
  returnPath?: string;
  cancelPath?: string;
  /** The origin the buyer's request came to; the buyer comes back there when it is the shop's own. */
  requestedOrigin?: string;
  customerIp: string;
}

/** Where the buyer's browser goes next, and the method chosen. */
export interface PaymentStarted {
  paymentUrl: string;
  provider: PaymentMethodName;
}

/** A buyer starts (or starts again) the payment of an unpaid order. */
export class InitiatePaymentCommand extends Command<PaymentStarted> {
  constructor(
    readonly asked: PaymentAsked,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
