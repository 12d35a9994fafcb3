import { Body, Controller, HttpCode, HttpStatus, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProperty,
  ApiTags,
} from '@nestjs/swagger';
import { AdminOnly } from '../../identity/public-api';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import { Issued } from '../../shared/http/issued.decorator';
import { type SecondAdminReason, RefundSingleOrderCommand, RetryOrderRefundCommand } from '../../refunds/public-api';
import { CancelUnpaidOrderCommand } from '../cancel-unpaid-order/cancel-unpaid-order.command';
import { ConfirmBankTransferCommand } from '../confirm-bank-transfer/confirm-bank-transfer.command';
import { RecordRefundPaidOutCommand } from '../record-refund-paid-out/record-refund-paid-out.command';
import { ResendConfirmationCommand } from '../resend-confirmation/resend-confirmation.command';
import {
  ChangeOrderStatusRequest,
  ConfirmBankTransferRequest,
  RefundOrderRequest,
} from './admin-order-commands.requests';
import { centsFromMajor } from '../../shared/money/money';
import { IdParam } from '../../shared/http/id-param';

class RefundAcceptedResponse {
  @ApiProperty({
    enum: ['refund_started', 'sent_for_approval'],
    description:
      'refund_started: refunded at once (the provider is asked next); sent_for_approval: it became a refund request for a second admin',
    example: 'refund_started',
  })
  outcome!: 'refund_started' | 'sent_for_approval';
  @ApiProperty({ format: 'uuid', nullable: true, type: String, example: '2b3c4d5e-6f70-4a81-92b3-c4d5e6f7a8b9' })
  refund_id!: string | null;
  @ApiProperty({ format: 'uuid', nullable: true, type: String, example: null, description: 'When sent for approval' })
  refund_request_id!: string | null;
  @ApiProperty({
    // null listed too: OpenAPI 3.0 checks a nullable enum's values against the list, null included.
    enum: ['single_refund_max', 'daily_amount', 'daily_count', 'weekly_count', null],
    nullable: true,
    type: String,
    example: null,
    description: 'When sent for approval: the limit one admin alone would pass',
  })
  second_admin_reason!: SecondAdminReason | null;
  @ApiProperty({ description: 'Log position of the decision, for read-your-writes', example: '48213' })
  position!: string;
}

class CommandAcceptedResponse {
  @ApiProperty({ description: 'Log position of the decision, for read-your-writes', example: '48213' })
  position!: string;
}

/** The back-office's changes to one order (docs/money.md): refunds, cancelling an unpaid order, resending. */
@ApiTags('admin: orders')
@AdminOnly()
@Controller('orders/:id')
export class AdminOrderCommandsController {
  constructor(private readonly commands: CommandBus) {}

  @Post('refund')
  @ApiOperation({ summary: 'Refund an order, wholly or in part' })
  @ApiParam({ name: 'id', description: 'The order’s id' })
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiAcceptedResponse({
    type: RefundAcceptedResponse,
    description:
      'Refunded at once within the refund policy (the provider is asked next), or, above the single-refund amount or past a limit, sent as a refund request for a second admin',
  })
  @ApiBadRequestResponse({
    description:
      'Amount not a positive sum with at most 2 decimals, reason missing…, or the order is in a refund request still open',
  })
  @ApiNotFoundResponse()
  @ApiConflictResponse({ description: 'Not paid, or more than is refundable (the answer says how much is)' })
  async refund(
    @IdParam('id', 'order') id: string,
    @Body() body: RefundOrderRequest,
    @Issued() issued: CommandMetadata,
  ): Promise<RefundAcceptedResponse> {
    const done = await this.commands.execute(
      new RefundSingleOrderCommand(
        {
          orderId: id,
          amountCents: centsFromMajor(body.amount),
          note: body.reason,
          notifyCustomer: body.notify_customer,
        },
        issued,
      ),
    );
    return done.outcome === 'refund_started'
      ? {
          outcome: done.outcome,
          refund_id: done.refundId,
          refund_request_id: null,
          second_admin_reason: null,
          position: done.position,
        }
      : {
          outcome: done.outcome,
          refund_id: null,
          refund_request_id: done.refundRequestId,
          second_admin_reason: done.reason,
          position: done.position,
        };
  }

  @Post('bank-transfer')
  @ApiOperation({ summary: 'Mark an order as paid by bank transfer, once the money is on the shop’s account' })
  @ApiParam({ name: 'id', description: 'The order’s id' })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: CommandAcceptedResponse, description: 'Paid; tickets and confirmation follow' })
  @ApiBadRequestResponse({ description: 'Amount not the order’s total, or not a sum with at most 2 decimals' })
  @ApiNotFoundResponse()
  @ApiConflictResponse({ description: 'The order is not awaiting payment (paid otherwise, cancelled…)' })
  async confirmBankTransfer(
    @IdParam('id', 'order') id: string,
    @Body() body: ConfirmBankTransferRequest,
    @Issued() issued: CommandMetadata,
  ): Promise<CommandAcceptedResponse> {
    const result = await this.commands.execute(new ConfirmBankTransferCommand(id, centsFromMajor(body.amount), issued));
    return { position: result.position };
  }

  @Post('refunds/:refundId/retry')
  @ApiOperation({
    summary: 'Send a refund again: a failed one, or an uncertain one staff did not find in the provider’s portal',
  })
  @ApiParam({ name: 'id', description: 'The order’s id' })
  @ApiParam({ name: 'refundId', description: 'The refund’s id' })
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiAcceptedResponse({ type: CommandAcceptedResponse })
  @ApiNotFoundResponse()
  @ApiConflictResponse({
    description: 'The refund has neither failed nor is uncertain, or its amount is no longer refundable',
  })
  async retryRefund(
    @IdParam('id', 'order') id: string,
    @IdParam('refundId', 'refund') refund: string,
    @Issued() issued: CommandMetadata,
  ): Promise<CommandAcceptedResponse> {
    const result = await this.commands.execute(new RetryOrderRefundCommand(id, refund, issued));
    return { position: result.position };
  }

  @Post('refunds/:refundId/paid-out')
  @ApiOperation({
    summary:
      'Record a refund as paid back: one staff paid by hand (a bank transfer), or an uncertain one they found in the provider’s portal',
  })
  @ApiParam({ name: 'id', description: 'The order’s id' })
  @ApiParam({ name: 'refundId', description: 'The refund’s id' })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: CommandAcceptedResponse, description: 'Refunded; the buyer’s notice follows' })
  @ApiBadRequestResponse({ description: 'An id that is not a UUID' })
  @ApiNotFoundResponse()
  @ApiConflictResponse({ description: 'The refund is neither awaiting the shop’s staff nor uncertain' })
  async recordRefundPaidOut(
    @IdParam('id', 'order') id: string,
    @IdParam('refundId', 'refund') refund: string,
    @Issued() issued: CommandMetadata,
  ): Promise<CommandAcceptedResponse> {
    const result = await this.commands.execute(new RecordRefundPaidOutCommand(id, refund, issued));
    return { position: result.position };
  }

  @Put('status')
  @ApiOperation({ summary: 'Change an order’s status' })
  @ApiParam({ name: 'id', description: 'The order’s id' })
  @ApiOkResponse({ type: CommandAcceptedResponse })
  @ApiBadRequestResponse()
  @ApiNotFoundResponse()
  @ApiConflictResponse({ description: 'The order is paid (refund it instead) or otherwise not cancellable' })
  async changeStatus(
    @IdParam('id', 'order') id: string,
    @Body() body: ChangeOrderStatusRequest,
    @Issued() issued: CommandMetadata,
  ): Promise<CommandAcceptedResponse> {
    const result = await this.commands.execute(new CancelUnpaidOrderCommand(id, body.reason, issued));
    return { position: result.position };
  }

  @Post('resend-confirmation')
  @ApiOperation({ summary: 'Mail the order’s confirmation and tickets again' })
  @ApiParam({ name: 'id', description: 'The order’s id' })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: CommandAcceptedResponse, description: 'The confirmation with the tickets was mailed' })
  @ApiNotFoundResponse()
  @ApiConflictResponse({ description: 'The order has no tickets yet' })
  async resendConfirmation(
    @IdParam('id', 'order') id: string,
    @Issued() issued: CommandMetadata,
  ): Promise<CommandAcceptedResponse> {
    const result = await this.commands.execute(new ResendConfirmationCommand(id, issued));
    return { position: result.position };
  }
}
