import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { EventStore } from '@ticketshop/projections';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { EVENT_STORE } from '../../infrastructure/storage/storage.tokens';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import { Issued } from '../../shared/http/issued.decorator';
import { CurrentUser, Public, REFRESH_COOKIE_SCHEME, SignedIn } from '../auth/access-decorators';
import { notSignedIn } from '../auth/access.guards';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { MailRequestThrottle } from '../auth/login-throttle';
import { clearSessionCookies, setSessionCookies } from '../auth/session-cookies';
import { loadUserResponse, UserEnvelope } from '../current-user/user.response';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_COOKIE } from '../infrastructure/session-policy';
import { LogInCommand } from '../log-in/log-in.command';
import type { SignedInSession } from '../log-in/signed-in-session';
import { LogOutCommand } from '../log-out/log-out.command';
import { RefreshSessionCommand } from '../refresh-session/refresh-session.command';
import { SignUpCommand } from '../register-user/register-user.command';
import { RequestEmailVerificationCommand } from '../request-email-verification/request-email-verification.command';
import { RequestPasswordResetCommand } from '../request-password-reset/request-password-reset.command';
import { ResetPasswordCommand } from '../reset-password/reset-password.command';
import { VerifyEmailCommand } from '../verify-email/verify-email.command';
import { EmailRequest, LoginRequest, RegisterRequest, ResetPasswordRequest, TokenRequest } from './auth.requests';
import { MessageResponse, SessionResponse } from './auth.responses';
import { languageOf, say } from '../../shared/http/request-language';
import { clientAddressOf } from './request-context';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly commands: CommandBus,
    private readonly mailThrottle: MailRequestThrottle,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @Post('register')
  @ApiOperation({ summary: 'Create an account and mail a verification link' })
  @ApiCreatedResponse({ type: MessageResponse })
  async register(
    @Body() body: RegisterRequest,
    @Req() request: Request,
    @Issued() issued: CommandMetadata,
  ): Promise<MessageResponse> {
    await this.mailThrottle.consume(body.email, clientAddressOf(request), false);
    await this.commands.execute(
      new SignUpCommand(
        {
          email: body.email,
          password: body.password,
          firstName: body.first_name,
          lastName: body.last_name,
          language: languageOf(request),
        },
        issued,
      ),
    );
    // The same answer whether or not the address already had an account (the owner is mailed then).
    return say(request, {
      lt: 'Registracija sėkminga. Patikrinkite el. paštą ir patvirtinkite adresą paspaudę nuorodą laiške.',
      en: 'Registration successful. Check your email and confirm your address with the link we sent.',
    });
  }

  @Public()
  @Post('verify-email')
  @ApiOperation({ summary: 'Confirm an e-mail address with the mailed token' })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: MessageResponse })
  async verifyEmail(
    @Body() body: TokenRequest,
    @Req() request: Request,
    @Issued() issued: CommandMetadata,
  ): Promise<MessageResponse> {
    await this.commands.execute(new VerifyEmailCommand(body.token, issued));
    return say(request, {
      lt: 'El. pašto adresas patvirtintas. Dabar galite prisijungti.',
      en: 'Your email address is verified. You can now log in.',
    });
  }

  @Public()
  @Post('resend-verification')
  @ApiOperation({ summary: 'Mail the verification link again' })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: MessageResponse })
  @ApiTooManyRequestsResponse()
  async resendVerification(
    @Body() body: EmailRequest,
    @Req() request: Request,
    @Issued() issued: CommandMetadata,
  ): Promise<MessageResponse> {
    await this.mailThrottle.consume(body.email, clientAddressOf(request));
    await this.commands.execute(new RequestEmailVerificationCommand(body.email, issued));
    return say(request, {
      lt: 'Jei šis adresas užregistruotas ir dar nepatvirtintas, išsiuntėme naują patvirtinimo nuorodą.',
      en: 'If this address is registered and not yet verified, we have sent a new verification link.',
    });
  }

  @Public()
  @Post('login')
  @ApiOperation({ summary: 'Sign in: sets the session cookies and answers the access token' })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: SessionResponse })
  @ApiUnauthorizedResponse({ description: 'Invalid email or password' })
  @ApiTooManyRequestsResponse({ description: 'Too many failed attempts; see Retry-After' })
  async login(
    @Body() body: LoginRequest,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
    @Issued() issued: CommandMetadata,
  ): Promise<SessionResponse> {
    const session = await this.commands.execute(
      new LogInCommand(body.email, body.password, clientAddressOf(request), issued),
    );
    return this.answerWithSession(session, response);
  }

  @Public()
  @Post('refresh')
  @ApiOperation({ summary: 'Renew the session with the refresh cookie' })
  @ApiCookieAuth(REFRESH_COOKIE_SCHEME)
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: SessionResponse })
  @ApiUnauthorizedResponse({ description: 'No valid refresh token' })
  async refresh(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
    @Issued() issued: CommandMetadata,
  ): Promise<SessionResponse> {
    try {
      const session = await this.commands.execute(new RefreshSessionCommand(this.refreshCookieOf(request), issued));
      return this.answerWithSession(session, response);
    } catch (error) {
      clearSessionCookies(response, this.config);
      throw error;
    }
  }

  @Public()
  @Post('logout')
  @ApiOperation({ summary: 'Sign out: ends the session and clears its cookies' })
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Signed out; both cookies cleared' })
  async logout(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
    @Issued() issued: CommandMetadata,
  ): Promise<void> {
    await this.commands.execute(new LogOutCommand(this.refreshCookieOf(request), issued));
    clearSessionCookies(response, this.config);
  }

  @Public()
  @Post('forgot-password')
  @ApiOperation({ summary: 'Mail a password reset link' })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: MessageResponse })
  @ApiTooManyRequestsResponse()
  async forgotPassword(
    @Body() body: EmailRequest,
    @Req() request: Request,
    @Issued() issued: CommandMetadata,
  ): Promise<MessageResponse> {
    await this.mailThrottle.consume(body.email, clientAddressOf(request));
    await this.commands.execute(new RequestPasswordResetCommand(body.email, issued));
    return say(request, {
      lt: 'Jei šiuo adresu yra paskyra, išsiuntėme slaptažodžio atkūrimo nuorodą. Ji galioja 1 valandą.',
      en: 'If an account exists for this address, we have sent a password reset link. It is valid for 1 hour.',
    });
  }

  @Public()
  @Post('reset-password')
  @ApiOperation({ summary: 'Set a new password with the mailed reset token' })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: MessageResponse })
  async resetPassword(
    @Body() body: ResetPasswordRequest,
    @Req() request: Request,
    @Issued() issued: CommandMetadata,
  ): Promise<MessageResponse> {
    await this.commands.execute(new ResetPasswordCommand(body.token, body.password, issued));
    return say(request, {
      lt: 'Slaptažodis pakeistas. Prisijunkite su nauju slaptažodžiu.',
      en: 'Your password has been changed. Log in with your new password.',
    });
  }

  @SignedIn()
  @Get('me')
  @ApiOperation({ summary: 'The signed-in user' })
  @ApiOkResponse({ type: UserEnvelope })
  async me(@CurrentUser() caller: AuthenticatedUser): Promise<UserEnvelope> {
    const user = await loadUserResponse(this.store, caller.userId);
    if (!user || user.status === 'suspended') throw notSignedIn();
    return { user };
  }

  private refreshCookieOf(request: Request): unknown {
    return (request.cookies as Record<string, unknown> | undefined)?.[REFRESH_COOKIE];
  }

  private answerWithSession(session: SignedInSession, response: Response): SessionResponse {
    setSessionCookies(response, session, this.config);
    return { user: session.user, accessToken: session.accessToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS };
  }
}
