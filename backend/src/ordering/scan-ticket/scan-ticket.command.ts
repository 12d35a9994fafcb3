import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';

export type ScanResult = 'valid' | 'already_used' | 'refunded' | 'voided' | 'event_cancelled' | 'unknown';

export interface ScannedTicket {
  result: ScanResult;
  usedAt: string | null;
  ticket: {
    code: string;
    event_name: { lt: string; en: string };
    starts_at: string;
    ticket_type: { lt: string; en: string };
    holder: string;
    order_number: string;
  } | null;
}

/** Door staff read a ticket's code: admitted once, and the verdict otherwise. */
export class ScanTicketCommand extends Command<ScannedTicket> {
  constructor(
    readonly typedCode: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
