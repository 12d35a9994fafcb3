import { Module } from '@nestjs/common';
import { OrderStreams } from './order-streams';

/** Order streams, shared with the contexts that decide on orders too (refunds, invoicing). */
@Module({ providers: [OrderStreams], exports: [OrderStreams] })
export class OrderStreamsModule {}
