import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CacheClearings } from '../../shared/cache-clearings';
import { ClearCachesCommand } from './clear-caches.command';

/** Recorded in the log, so every process clears; `CacheClearings` also follows the others' clearings. */
@CommandHandler(ClearCachesCommand)
export class ClearCachesHandler implements ICommandHandler<ClearCachesCommand> {
  constructor(private readonly caches: CacheClearings) {}

  execute({ metadata }: ClearCachesCommand): Promise<{ cleared: string[]; position: bigint }> {
    return this.caches.clearEverywhere(metadata);
  }
}
