import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiAcceptedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiPropertyOptional,
  ApiTags,
} from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { Request } from 'express';
import { USER_LANGUAGES, type UserLanguage } from '@ticketshop/projections';
import { Public, MailRequestThrottle, clientAddressOf } from '../../identity/public-api';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import { apply, emailRules, Optional } from '../../shared/http/field-rules';
import { Issued } from '../../shared/http/issued.decorator';
import { say } from '../../shared/http/request-language';
import { SingleLineText } from '../../shared/http/text-rules';
import { messages, says } from '../../shared/http/validation-messages';
import { UseNewsletterLinkCommand } from '../use-newsletter-link/use-newsletter-link.command';
import { SubscribeCommand } from '../subscribe/subscribe.command';

class SubscribeRequest {
  @ApiProperty({ example: 'vardenis@example.lt' })
  @apply(emailRules())
  email!: string;

  @ApiPropertyOptional({ enum: USER_LANGUAGES, default: 'lt', description: 'The language of the mails' })
  @Optional()
  @IsIn([...USER_LANGUAGES], messages.isIn)
  language: UserLanguage = 'lt';
}

class NewsletterTokenRequest {
  @ApiProperty({ description: 'The token from the mail link' })
  @IsString(says('Nuoroda neteisinga', 'The link is invalid'))
  @SingleLineText()
  @IsNotEmpty(says('Nuoroda neteisinga', 'The link is invalid'))
  @MaxLength(200, says('Nuoroda neteisinga', 'The link is invalid'))
  token!: string;
}

class MessageResponse {
  @ApiProperty({ example: 'Registracija sėkminga. Patikrinkite el. paštą.' }) message!: string;
}

@ApiTags('newsletter')
@Public()
@Controller('newsletter')
export class NewsletterController {
  constructor(
    private readonly commands: CommandBus,
    private readonly throttle: MailRequestThrottle,
  ) {}

  /** The same answer whether the address is new, pending or already confirmed. */
  @Post('subscriptions')
  @ApiOperation({ summary: 'Subscribe to the newsletter (a confirmation mail follows)' })
  @HttpCode(202)
  @ApiAcceptedResponse({ type: MessageResponse })
  async subscribe(
    @Body() body: SubscribeRequest,
    @Req() request: Request,
    @Issued() issued: CommandMetadata,
  ): Promise<MessageResponse> {
    await this.throttle.consume(body.email, clientAddressOf(request));
    await this.commands.execute(new SubscribeCommand(body.email, body.language, issued));
    return say(request, {
      lt: 'Beveik baigta! Patvirtinkite prenumeratą paspaudę nuorodą laiške, kurį ką tik išsiuntėme.',
      en: 'Almost done! Confirm the subscription with the link in the email we have just sent.',
    });
  }

  @Post('confirm')
  @ApiOperation({ summary: 'Confirm a newsletter subscription' })
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponse })
  async confirm(
    @Body() body: NewsletterTokenRequest,
    @Req() request: Request,
    @Issued() issued: CommandMetadata,
  ): Promise<MessageResponse> {
    await this.commands.execute(new UseNewsletterLinkCommand('confirm', body.token, issued));
    return say(request, {
      lt: 'Prenumerata patvirtinta. Naujienas apie renginius gausite el. paštu.',
      en: 'Subscription confirmed. You will receive event news by email.',
    });
  }

  @Post('unsubscribe')
  @ApiOperation({ summary: 'Leave the newsletter' })
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponse })
  async unsubscribe(
    @Body() body: NewsletterTokenRequest,
    @Req() request: Request,
    @Issued() issued: CommandMetadata,
  ): Promise<MessageResponse> {
    await this.commands.execute(new UseNewsletterLinkCommand('unsubscribe', body.token, issued));
    return say(request, {
      lt: 'Naujienlaiškio atsisakėte. Daugiau laiškų nebegausite.',
      en: 'You have unsubscribed from the newsletter. You will get no more emails.',
    });
  }
}
