import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';

/** An admin empties the in-memory caches of every shop process; answers their names and the log position. */
export class ClearCachesCommand extends Command<{ cleared: string[]; position: bigint }> {
  constructor(readonly metadata: CommandMetadata) {
    super();
  }
}
