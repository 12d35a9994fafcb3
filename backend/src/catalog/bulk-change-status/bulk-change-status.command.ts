import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import type { LocalizedText } from '../domain/catalog-event.types';

export interface BulkOutcome {
  updated: string[];
  skipped: { id: string; reason: LocalizedText }[];
  /** The last position written, for read-your-writes; '0' when nothing changed. */
  position: string;
}

/** Publishes or unpublishes each listed event that can be; the others are reported, not failed. */
export class BulkChangeStatusCommand extends Command<BulkOutcome> {
  constructor(
    readonly change: 'publish' | 'unpublish',
    readonly catalogEventIds: readonly string[],
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
