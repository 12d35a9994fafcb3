import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { RequireRoles } from '../../identity/public-api';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import { Issued } from '../../shared/http/issued.decorator';
import { languageOf } from '../../shared/http/request-language';
import { ScanTicketCommand, type ScanResult } from '../scan-ticket/scan-ticket.command';
import { VerifyTicketRequest } from './guest-order.requests';
import { LocalizedTextResponse } from '../../shared/http/localized-text.response';

class ScannedTicketDetails {
  @ApiProperty({ example: '7KQ2-M9XD-4HTP-C3RW' }) code!: string;
  @ApiProperty({ type: LocalizedTextResponse }) event_name!: LocalizedTextResponse;
  @ApiProperty({ format: 'date-time', example: '2026-12-12T17:00:00.000Z' }) starts_at!: string;
  @ApiProperty({ type: LocalizedTextResponse }) ticket_type!: LocalizedTextResponse;
  @ApiProperty({ example: 'Ona Petraitė' }) holder!: string;
  @ApiProperty({ example: '2C3D4E5F' }) order_number!: string;
}

export class ScanResponse {
  @ApiProperty({
    enum: ['valid', 'already_used', 'refunded', 'voided', 'event_cancelled', 'unknown'],
    example: 'valid',
  })
  result!: ScanResult;
  @ApiProperty({ example: 'Bilietas galioja — įleisti' }) message!: string;
  @ApiProperty({ type: ScannedTicketDetails, nullable: true }) ticket!: ScannedTicketDetails | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: null }) used_at!: string | null;
}

const MESSAGES: Record<ScanResult, { lt: string; en: string }> = {
  valid: { lt: 'Bilietas galioja — įleisti', en: 'Valid ticket — admit' },
  already_used: { lt: 'Bilietas jau panaudotas', en: 'The ticket has already been used' },
  refunded: { lt: 'Už bilietą grąžinti pinigai — neįleisti', en: 'The ticket was refunded — do not admit' },
  voided: { lt: 'Bilietas anuliuotas — neįleisti', en: 'The ticket was voided — do not admit' },
  event_cancelled: { lt: 'Renginys atšauktas — neįleisti', en: 'The event was cancelled — do not admit' },
  unknown: { lt: 'Nežinomas bilietas', en: 'Unknown ticket' },
};

/** Door staff: admins and organizers. A scan's verdict is an answer, never an HTTP error. */
@ApiTags('admin: scanner')
@Controller('scanner')
export class ScannerController {
  constructor(private readonly commands: CommandBus) {}

  @Post('verify')
  @ApiOperation({ summary: 'Check a ticket’s code at the door and mark it used' })
  @HttpCode(200)
  @RequireRoles('admin', 'super_admin', 'organizer')
  @ApiOkResponse({ type: ScanResponse })
  async verify(
    @Body() body: VerifyTicketRequest,
    @Issued() issued: CommandMetadata,
    @Req() request: Request,
  ): Promise<ScanResponse> {
    const scanned = await this.commands.execute(new ScanTicketCommand(body.ticketCode, issued));
    return {
      result: scanned.result,
      message: MESSAGES[scanned.result][languageOf(request)],
      ticket: scanned.ticket,
      used_at: scanned.usedAt,
    };
  }
}
