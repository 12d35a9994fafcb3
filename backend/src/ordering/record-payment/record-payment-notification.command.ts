import { Command } from '@nestjs/cqrs';
import type { VerifiedPaymentNotification } from '../../payments/public-api';

/**
 * A provider's verified notification (or a signed browser return, or its answer to a status query)
 * about an order's payment. Its actor is the provider, whoever passed it on.
 */
export class RecordPaymentNotificationCommand extends Command<void> {
  constructor(readonly notification: VerifiedPaymentNotification) {
    super();
  }
}
