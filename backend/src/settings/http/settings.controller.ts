import { Body, Controller, Get, HttpCode, HttpStatus, Post, Put, StreamableFile } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { SettingsSection } from '@ticketshop/projections';
import { AdminOnly, CurrentUser, Public, type AuthenticatedUser } from '../../identity/public-api';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import { Issued } from '../../shared/http/issued.decorator';
import { dateIn } from '../../shared/time/shop-time';
import { ClearCachesCommand } from '../clear-caches/clear-caches.command';
import { ChangeSettingsCommand, type SectionInput } from '../change-settings/change-settings.command';
import { settingsErrors } from '../domain/settings.errors';
import { SendTestEmail } from '../send-test-email/send-test-email';
import { ShopSettings } from '../shop-settings';
import {
  EmailSettingsRequest,
  MaintenanceSettingsRequest,
  PaymentSettingsRequest,
  SellerSettingsRequest,
  SystemSettingsRequest,
  TestEmailRequest,
} from './settings.requests';
import {
  ClearedCachesResponse,
  publicSettings,
  PublicSettingsResponse,
  SettingsChangedResponse,
  SettingsExportResponse,
  settingsResponse,
  SettingsResponse,
  TestEmailResponse,
} from './settings.responses';

/**
 * The settings screen (docs/settings.md, "Who may do what"): admins read every section and change system, seller and
 * maintenance; payment and e-mail are a super admin's. Secrets are written, never read back.
 */
@ApiTags('admin: settings')
@AdminOnly()
@Controller('admin/settings')
export class SettingsController {
  constructor(
    private readonly settings: ShopSettings,
    private readonly commands: CommandBus,
    private readonly testEmail: SendTestEmail,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Every settings section, secrets replaced by whether they are set' })
  @ApiOkResponse({ type: SettingsResponse })
  get(): SettingsResponse {
    return settingsResponse(this.settings.stored(), this.settings.position());
  }

  @Put('system')
  @ApiOperation({ summary: 'Change the site, contacts, currency, time zone, language and registration' })
  @ApiOkResponse({ type: SettingsChangedResponse })
  @ApiBadRequestResponse({ description: 'A field that is not valid, in LT/EN' })
  system(
    @Body() body: SystemSettingsRequest,
    @CurrentUser() admin: AuthenticatedUser,
    @Issued() issued: CommandMetadata,
  ): Promise<SettingsChangedResponse> {
    return this.save('system', body, admin, issued);
  }

  @Put('seller')
  @ApiOperation({ summary: 'Change the seller the invoices name and their number series' })
  @ApiOkResponse({ type: SettingsChangedResponse })
  @ApiBadRequestResponse({ description: 'A field that is not valid, in LT/EN' })
  seller(
    @Body() body: SellerSettingsRequest,
    @CurrentUser() admin: AuthenticatedUser,
    @Issued() issued: CommandMetadata,
  ): Promise<SettingsChangedResponse> {
    return this.save('seller', body, admin, issued);
  }

  @Put('payment')
  @ApiOperation({ summary: 'Change the payment providers, their credentials and the fee (super admin)' })
  @ApiOkResponse({ type: SettingsChangedResponse })
  @ApiBadRequestResponse({ description: 'A field that is not valid, in LT/EN' })
  @ApiForbiddenResponse({ description: 'Not a super admin' })
  payment(
    @Body() body: PaymentSettingsRequest,
    @CurrentUser() admin: AuthenticatedUser,
    @Issued() issued: CommandMetadata,
  ): Promise<SettingsChangedResponse> {
    return this.save('payment', body, admin, issued);
  }

  @Put('email')
  @ApiOperation({ summary: 'Change the SMTP server and the sender (super admin)' })
  @ApiOkResponse({ type: SettingsChangedResponse })
  @ApiBadRequestResponse({ description: 'A field that is not valid, in LT/EN' })
  @ApiForbiddenResponse({ description: 'Not a super admin' })
  email(
    @Body() body: EmailSettingsRequest,
    @CurrentUser() admin: AuthenticatedUser,
    @Issued() issued: CommandMetadata,
  ): Promise<SettingsChangedResponse> {
    return this.save('email', body, admin, issued);
  }

  @Put('maintenance')
  @ApiOperation({ summary: 'Turn maintenance mode on or off' })
  @ApiOkResponse({ type: SettingsChangedResponse })
  maintenance(
    @Body() body: MaintenanceSettingsRequest,
    @CurrentUser() admin: AuthenticatedUser,
    @Issued() issued: CommandMetadata,
  ): Promise<SettingsChangedResponse> {
    return this.save('maintenance', body, admin, issued);
  }

  @Post('email/test')
  @ApiOperation({ summary: 'Send a test mail through the saved SMTP server (super admin)' })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: TestEmailResponse })
  @ApiForbiddenResponse({ description: 'Not a super admin' })
  @ApiBadGatewayResponse({ description: 'The mail was not sent (refused or unreachable, never said which); LT/EN' })
  sendTestEmail(@Body() body: TestEmailRequest, @CurrentUser() admin: AuthenticatedUser): Promise<TestEmailResponse> {
    if (admin.role !== 'super_admin') throw settingsErrors.superAdminOnly();
    return this.testEmail.send(body.to);
  }

  @Post('clear-caches')
  @ApiOperation({
    summary: 'Empty the in-memory caches of every shop process (recorded in the log); they fill again from the log',
  })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: ClearedCachesResponse })
  @ApiTooManyRequestsResponse({ description: 'More than 5 clearings by this admin within a minute; see Retry-After' })
  async clearCaches(@Issued() issued: CommandMetadata): Promise<ClearedCachesResponse> {
    const { cleared } = await this.commands.execute(new ClearCachesCommand(issued));
    return { cleared };
  }

  @Get('export')
  @ApiOperation({ summary: 'Download the settings as a JSON file, without secrets' })
  @ApiProduces('application/json')
  @ApiOkResponse({
    description: "settings-YYYY-MM-DD.json (the shop's date): every section without secrets",
    type: SettingsExportResponse,
  })
  export(): StreamableFile {
    const now = new Date();
    const { position, ...sections } = settingsResponse(this.settings.stored(), this.settings.position());
    const content = Buffer.from(
      `${JSON.stringify({ exportedAt: now.toISOString(), position, ...sections }, null, 2)}\n`,
    );
    return new StreamableFile(content, {
      type: 'application/json; charset=utf-8',
      disposition: `attachment; filename="settings-${dateIn(now.toISOString(), this.settings.stored().system.timezone)}.json"`,
      length: content.length,
    });
  }

  private async save<S extends SettingsSection>(
    section: S,
    body: SectionInput<S>,
    admin: AuthenticatedUser,
    issued: CommandMetadata,
  ): Promise<SettingsChangedResponse> {
    const { position } = await this.commands.execute(
      new ChangeSettingsCommand(section, { ...body }, admin.role, issued),
    );
    return { position };
  }
}

/** What every page shows before anyone signs in (site name, contacts, whether the shop is in maintenance). */
@ApiTags('settings')
@Public()
@Controller('settings')
export class PublicSettingsController {
  constructor(private readonly settings: ShopSettings) {}

  @Get('public')
  @ApiOperation({ summary: 'What every page shows: site name, contacts, language, maintenance' })
  @ApiOkResponse({ type: PublicSettingsResponse })
  get(): PublicSettingsResponse {
    return publicSettings(this.settings.stored());
  }
}
