import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Put, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { EventStore } from '@ticketshop/projections';
import type { Request } from 'express';
import { EVENT_STORE } from '../../infrastructure/storage/storage.tokens';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import { Issued } from '../../shared/http/issued.decorator';
import { CurrentUser, SignedIn } from '../auth/access-decorators';
import { notSignedIn } from '../auth/access.guards';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { ChangePasswordCommand } from '../change-password/change-password.command';
import { loadUserResponse, UserEnvelope } from '../current-user/user.response';
import { UpdateProfileCommand } from '../update-profile/update-profile.command';
import { ChangePasswordRequest, UpdateProfileRequest } from './auth.requests';
import { MessageResponse } from './auth.responses';
import { say } from '../../shared/http/request-language';

@ApiTags('user')
@SignedIn()
@Controller('user')
export class ProfileController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  @Get('profile')
  @ApiOperation({ summary: 'The signed-in user’s profile' })
  @ApiOkResponse({ type: UserEnvelope })
  profile(@CurrentUser() caller: AuthenticatedUser): Promise<UserEnvelope> {
    return this.envelope(caller);
  }

  @Put('profile')
  @ApiOperation({ summary: 'Change the signed-in user’s name' })
  @ApiOkResponse({ type: UserEnvelope, description: 'Only the fields sent are changed' })
  async updateProfile(
    @CurrentUser() caller: AuthenticatedUser,
    @Body() body: UpdateProfileRequest,
    @Issued() issued: CommandMetadata,
  ): Promise<UserEnvelope> {
    await this.commands.execute(
      new UpdateProfileCommand(caller.userId, { firstName: body.firstName, lastName: body.lastName }, issued),
    );
    return this.envelope(caller);
  }

  @Put('password')
  @ApiOperation({ summary: 'Change the signed-in user’s password' })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: MessageResponse })
  async changePassword(
    @CurrentUser() caller: AuthenticatedUser,
    @Body() body: ChangePasswordRequest,
    @Req() request: Request,
    @Issued() issued: CommandMetadata,
  ): Promise<MessageResponse> {
    await this.commands.execute(
      new ChangePasswordCommand(caller.userId, caller.sessionId, body.currentPassword, body.newPassword, issued),
    );
    return say(request, {
      lt: 'Slaptažodis pakeistas. Kituose įrenginiuose teks prisijungti iš naujo.',
      en: 'Your password has been changed. Other devices will need to log in again.',
    });
  }

  private async envelope(caller: AuthenticatedUser): Promise<UserEnvelope> {
    const user = await loadUserResponse(this.store, caller.userId);
    if (!user) throw notSignedIn();
    return { user };
  }
}
