import { Module, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { PublicReads } from './public-reads';
import { PublicReadsMiddleware } from './public-reads.middleware';

/**
 * Imported by the contexts that register public reads, never by the root module: Nest mounts the
 * middleware of modules nearer the root first, so every middleware of the root module and of the
 * contexts it imports (request id, read-your-writes, maintenance mode) has run before a cached answer
 * is sent. Not global either, as global modules' middleware is mounted before all others.
 */
@Module({ providers: [PublicReads, PublicReadsMiddleware], exports: [PublicReads] })
export class PublicReadsModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(PublicReadsMiddleware).forRoutes('*');
  }
}
