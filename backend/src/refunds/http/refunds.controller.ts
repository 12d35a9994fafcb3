import { applyDecorators, Body, Controller, Get, HttpCode, HttpStatus, Inject, Post, Put, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Projections } from '@ticketshop/projections';
import type { Request } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { AdminOnly, CurrentUser, type AuthenticatedUser, clientAddressOf } from '../../identity/public-api';
import { PROJECTIONS } from '../../infrastructure/storage/storage.tokens';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import { localizedNotFound } from '../../shared/http/localized-exceptions';
import { Issued } from '../../shared/http/issued.decorator';
import { ApproveRefundRequestCommand } from '../approve-refund-request/approve-refund-request.command';
import { ChangeRefundPolicyCommand } from '../change-refund-policy/change-refund-policy.command';
import { RefundsQueries } from '../queries/refunds.queries';
import { RejectRefundRequestCommand } from '../reject-refund-request/reject-refund-request.command';
import {
  type BulkRefundAsked,
  RequestBulkRefundCommand,
  type SubmittedRequest,
} from '../request-bulk-refund/request-bulk-refund.command';
import { RetryFailedOrdersCommand } from '../retry-failed-orders/retry-failed-orders.command';
import {
  ApproveRefundRequestRequest,
  BulkRefundOrdersRequest,
  RefundLimitsRequest,
  RejectRefundRequestRequest,
  RequestEventRefundRequest,
} from './refunds.requests';
import {
  RefundLimitsResponse,
  RefundRequestCreatedResponse,
  RefundRequestResponse,
  RefundRequestsCreatedResponse,
  RefundRequestsResponse,
} from './refunds.responses';
import { centsFromMajor, majorFromCents } from '../../shared/money/money';
import { IdParam } from '../../shared/http/id-param';

/** A bulk ask makes the admin type their password again, checked under the approval's throttle. */
const PasswordRechecked = () =>
  applyDecorators(
    ApiForbiddenResponse({ description: 'Wrong password' }),
    ApiTooManyRequestsResponse({ description: 'Too many wrong passwords (the approval’s re-check throttle)' }),
  );

const requestNotFound = () => localizedNotFound({ lt: 'Grąžinimo prašymas nerastas', en: 'Refund request not found' });

/**
 * Refund requests and their limits (docs/money.md, "Refund requests, approval and limits"): an admin
 * asks, another approves with their password, the refund-requests process refunds order by order. The
 * request's id is the correlation id of every admin action on it, as the request id of the HTTP call.
 */
@ApiTags('admin: refunds')
@AdminOnly()
@Controller()
export class RefundsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: RefundsQueries,
    @Inject(PROJECTIONS) private readonly projections: Projections,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('admin/events/:id/refund-requests')
  @ApiOperation({ summary: 'An event’s refund requests' })
  @ApiParam({ name: 'id', description: 'The event’s id' })
  @ApiOkResponse({ type: RefundRequestsResponse })
  async ofEvent(@IdParam('id', 'event') id: string): Promise<RefundRequestsResponse> {
    return { data: await this.queries.ofEvent(id) };
  }

  @Get('admin/refund-requests/:id')
  @ApiOperation({ summary: 'A refund request' })
  @ApiParam({ name: 'id', description: 'The refund request’s id' })
  @ApiOkResponse({ type: RefundRequestResponse })
  @ApiNotFoundResponse()
  async get(@IdParam('id', 'refundRequest') id: string): Promise<RefundRequestResponse> {
    const found = await this.queries.get(id);
    if (!found) throw requestNotFound();
    return found;
  }

  @Get('admin/refund-limits')
  @ApiOperation({ summary: 'The refund limits that need a second approval' })
  @ApiOkResponse({ type: RefundLimitsResponse })
  limits(): Promise<RefundLimitsResponse> {
    return this.queries.limits(new Date());
  }

  @Put('admin/refund-limits')
  @ApiOperation({ summary: 'Set the refund limits' })
  @ApiOkResponse({ type: RefundLimitsResponse })
  @ApiForbiddenResponse({ description: 'Not a super admin' })
  async setLimits(
    @Body() body: RefundLimitsRequest,
    @CurrentUser() admin: AuthenticatedUser,
    @Issued() issued: CommandMetadata,
  ): Promise<RefundLimitsResponse> {
    const result = await this.commands.execute(
      new ChangeRefundPolicyCommand(
        {
          dailyAmountCents: centsFromMajor(body.daily_amount),
          dailyCount: body.daily_count,
          weeklyCount: body.weekly_count,
          selfApprovalAllowed: body.self_approval_allowed,
          singleRefundMaxCents: body.single_refund_max === undefined ? null : centsFromMajor(body.single_refund_max),
        },
        admin.role,
        issued,
      ),
    );
    await this.caughtUp(result.position);
    return this.queries.limits(new Date());
  }

  @Post('admin/events/:id/request-bulk-refund')
  @ApiOperation({ summary: 'Request refunds of an event’s paid orders' })
  @ApiParam({ name: 'id', description: 'The event’s id' })
  @HttpCode(HttpStatus.CREATED)
  @ApiOkResponse({ type: RefundRequestCreatedResponse })
  @ApiBadRequestResponse({ description: 'An order not paid, already refunded or of another event' })
  @PasswordRechecked()
  async requestForEvent(
    @IdParam('id', 'event') id: string,
    @Body() body: RequestEventRefundRequest,
    @CurrentUser() admin: AuthenticatedUser,
    @Req() request: Request,
    @Issued() issued: CommandMetadata,
  ): Promise<RefundRequestCreatedResponse> {
    const asked = { catalogEventId: id, refundType: body.refund_type };
    const requests = await this.requestRefunds(asked, body, admin, request, issued);
    return {
      refund_request_id: requests[0]!.refundRequestId,
      refund_request_ids: requests.map((submitted) => submitted.refundRequestId),
    };
  }

  @Post('admin/orders/bulk-refund')
  @ApiOperation({ summary: 'Request refunds of chosen orders' })
  @HttpCode(HttpStatus.CREATED)
  @ApiOkResponse({ type: RefundRequestsCreatedResponse })
  @ApiBadRequestResponse({ description: 'An order not paid or already refunded' })
  @PasswordRechecked()
  async requestForOrders(
    @Body() body: BulkRefundOrdersRequest,
    @CurrentUser() admin: AuthenticatedUser,
    @Req() request: Request,
    @Issued() issued: CommandMetadata,
  ): Promise<RefundRequestsCreatedResponse> {
    const requests = await this.requestRefunds(
      { catalogEventId: null, refundType: 'bulk' },
      body,
      admin,
      request,
      issued,
    );
    return {
      refund_requests: requests.map((submitted) => ({
        id: submitted.refundRequestId,
        orders_count: submitted.ordersCount,
        total_amount: majorFromCents(submitted.totalAmountCents),
        currency: submitted.currency,
      })),
    };
  }

  @Post('admin/refund-requests/:id/approve')
  @ApiOperation({ summary: 'Approve a refund request and start its refunds' })
  @ApiParam({ name: 'id', description: 'The refund request’s id' })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: RefundRequestResponse })
  @ApiForbiddenResponse({ description: 'Wrong password, or own request while self-approval is off' })
  @ApiConflictResponse({ description: 'Not pending, or a limit would be passed (named with its usage)' })
  async approve(
    @IdParam('id', 'refundRequest') id: string,
    @Body() body: ApproveRefundRequestRequest,
    @CurrentUser() admin: AuthenticatedUser,
    @Req() request: Request,
    @Issued() issued: CommandMetadata,
  ): Promise<RefundRequestResponse> {
    const result = await this.commands.execute(
      new ApproveRefundRequestCommand(
        id,
        body.approval_notes,
        body.admin_password_confirmation,
        { kind: 'user', userId: admin.userId, role: admin.role },
        clientAddressOf(request),
        issued,
      ),
    );
    return this.afterChange(id, result.position);
  }

  @Post('admin/refund-requests/:id/reject')
  @ApiOperation({ summary: 'Reject a refund request' })
  @ApiParam({ name: 'id', description: 'The refund request’s id' })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: RefundRequestResponse })
  @ApiConflictResponse({ description: 'Not pending' })
  async reject(
    @IdParam('id', 'refundRequest') id: string,
    @Body() body: RejectRefundRequestRequest,
    @Issued() issued: CommandMetadata,
  ): Promise<RefundRequestResponse> {
    const result = await this.commands.execute(new RejectRefundRequestCommand(id, body.reason, issued));
    return this.afterChange(id, result.position);
  }

  @Post('admin/refund-requests/:id/retry-failed')
  @ApiOperation({ summary: 'Retry a request’s failed refunds' })
  @ApiParam({ name: 'id', description: 'The refund request’s id' })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: RefundRequestResponse })
  @ApiConflictResponse({ description: 'No failed order to retry' })
  async retry(
    @IdParam('id', 'refundRequest') id: string,
    @Issued() issued: CommandMetadata,
  ): Promise<RefundRequestResponse> {
    const result = await this.commands.execute(new RetryFailedOrdersCommand(id, issued));
    return this.afterChange(id, result.position);
  }

  /** An event's refund and a pick of orders are the same ask: answered once the requests are readable. */
  private async requestRefunds(
    of: Pick<BulkRefundAsked, 'catalogEventId' | 'refundType'>,
    body: BulkRefundOrdersRequest,
    admin: AuthenticatedUser,
    request: Request,
    issued: CommandMetadata,
  ): Promise<SubmittedRequest[]> {
    const { requests, position } = await this.commands.execute(
      new RequestBulkRefundCommand(
        {
          ...of,
          orderIds: body.order_ids,
          reason: body.reason,
          notifyCustomers: body.notify_customers,
          password: body.admin_password_confirmation,
          userId: admin.userId,
          clientAddress: clientAddressOf(request),
        },
        issued,
      ),
    );
    await this.caughtUp(position);
    return requests;
  }

  private async caughtUp(position: string): Promise<void> {
    await this.projections.waitForPosition(BigInt(position), this.config.READ_WAIT_TIMEOUT_MS);
  }

  /** Answers the request as the screen will show it after the change. */
  private async afterChange(id: string, position: string): Promise<RefundRequestResponse> {
    await this.caughtUp(position);
    const found = await this.queries.get(id);
    if (!found) throw requestNotFound();
    return found;
  }
}
