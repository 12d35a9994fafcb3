import { Module } from '@nestjs/common';
import { RecordPaymentNotification } from '../record-payment/record-payment-notification';
import { OrderStreams } from './order-streams';

/** Order streams and the notification sink, shared with the payments module that feeds the sink. */
@Module({ providers: [OrderStreams, RecordPaymentNotification], exports: [OrderStreams, RecordPaymentNotification] })
export class OrderStreamsModule {}
