import { Body, Controller, Get, Inject, Put, Query, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import type { Projections } from '@ticketshop/projections';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { PROJECTIONS } from '../../infrastructure/storage/storage.tokens';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import { Issued } from '../../shared/http/issued.decorator';
import type { CommandResult } from '../../shared/event-sourcing/command-result';
import { localizedNotFound } from '../../shared/http/localized-exceptions';
import { AdminOnly, CurrentUser } from '../auth/access-decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { ChangeUserRoleCommand } from '../change-user-role/change-user-role.command';
import { ChangeUserStatusCommand } from '../change-user-status/change-user-status.command';
import { clientAddressOf } from '../http/request-context';
import { AdminUserEnvelope, AdminUsersPageResponse, UserHistoryResponse } from './admin-user.response';
import { AdminUsersQueries } from './admin-users.queries';
import { ChangeRoleRequest, ChangeStatusRequest, ListUsersRequest } from './admin-users.requests';
import { IdParam } from '../../shared/http/id-param';

const userNotFound = () => localizedNotFound({ lt: 'Vartotojas nerastas', en: 'User not found' });

@ApiTags('admin: users')
@AdminOnly()
@Controller('admin/users')
export class AdminUsersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: AdminUsersQueries,
    @Inject(PROJECTIONS) private readonly projections: Projections,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Users, filtered and paged' })
  @ApiOkResponse({ type: AdminUsersPageResponse })
  list(@Query() request: ListUsersRequest): Promise<AdminUsersPageResponse> {
    return this.queries.list(request);
  }

  @Put(':id/role')
  @ApiOperation({
    summary: 'Change a user’s role; granting admin or super admin: a super admin, with their password again',
  })
  @ApiParam({ name: 'id', description: 'The user’s id' })
  @ApiOkResponse({ type: AdminUserEnvelope })
  @ApiForbiddenResponse({ description: 'Not allowed to give this role, or the password typed again is wrong' })
  @ApiTooManyRequestsResponse({ description: 'Too many wrong passwords from this address; Retry-After says when' })
  @ApiNotFoundResponse()
  async changeRole(
    @IdParam('id', 'user') id: string,
    @Body() body: ChangeRoleRequest,
    @CurrentUser() admin: AuthenticatedUser,
    @Issued() issued: CommandMetadata,
    @Req() request: Request,
  ): Promise<AdminUserEnvelope> {
    const result = await this.commands.execute(
      new ChangeUserRoleCommand(id, body.role, admin, issued, {
        password: body.admin_password_confirmation,
        clientAddress: clientAddressOf(request),
      }),
    );
    return this.afterChange(id, result);
  }

  @Put(':id/status')
  @ApiOperation({ summary: 'Block or unblock a user' })
  @ApiParam({ name: 'id', description: 'The user’s id' })
  @ApiOkResponse({ type: AdminUserEnvelope })
  @ApiNotFoundResponse()
  async changeStatus(
    @IdParam('id', 'user') id: string,
    @Body() body: ChangeStatusRequest,
    @CurrentUser() admin: AuthenticatedUser,
    @Issued() issued: CommandMetadata,
  ): Promise<AdminUserEnvelope> {
    const result = await this.commands.execute(new ChangeUserStatusCommand(id, body.status, admin, issued));
    return this.afterChange(id, result);
  }

  @Get(':id/history')
  @ApiOperation({ summary: 'A user’s recorded changes' })
  @ApiParam({ name: 'id', description: 'The user’s id' })
  @ApiOkResponse({ type: UserHistoryResponse })
  @ApiNotFoundResponse()
  async history(@IdParam('id', 'user') id: string): Promise<UserHistoryResponse> {
    const data = await this.queries.history(id);
    if (!data) throw userNotFound();
    return { data };
  }

  /** Answers the row as the list will show it, so the screen's reload sees the change. */
  private async afterChange(id: string, result: CommandResult): Promise<AdminUserEnvelope> {
    await this.projections.waitForPosition(BigInt(result.position), this.config.READ_WAIT_TIMEOUT_MS);
    const user = await this.queries.get(id);
    if (!user) throw userNotFound();
    return { user };
  }
}
