import { Controller, Get, HttpStatus, Inject, Param, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiSeeOtherResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../identity/public-api';
import { LocalizedHttpException, localizedNotFound } from '../../shared/http/localized-exceptions';
import { PaymentNotifications } from '../payment-notifications';
import { PAYMENT_PROVIDERS, type PaymentProviders } from '../providers/payment-provider';
import { renderSandboxPage, sandboxPageSecurityPolicy } from '../providers/sandbox/sandbox-page';
import { SANDBOX_ACTIONS, type SandboxAction, type SandboxSession } from '../providers/sandbox/sandbox-session';
import { SandboxPaymentProvider } from '../providers/sandbox/sandbox.provider';
import { paymentHttpError } from './payment-http-errors';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The sandbox provider's payment page, served by the shop itself: only while `sandbox` is enabled. */
@ApiTags('payments')
@ApiParam({ name: 'token', description: 'The signed sandbox session the payment’s start named' })
@Public()
@Controller('payments/sandbox')
export class SandboxPaymentController {
  constructor(
    @Inject(PAYMENT_PROVIDERS) private readonly providers: PaymentProviders,
    private readonly notifications: PaymentNotifications,
  ) {}

  @Get(':token')
  @ApiOperation({ summary: 'The sandbox payment page (HTML)' })
  @ApiOkResponse({
    description: 'The page with Pay, Cancel and Fail buttons',
    content: { 'text/html': { schema: { type: 'string' } } },
  })
  @ApiNotFoundResponse({ description: 'Sandbox disabled, or the token is forged or expired' })
  page(@Param('token') token: string, @Req() request: Request, @Res() response: Response): void {
    const { session } = this.open(token);
    // The form posts back to exactly this address, whatever host and prefix the buyer came through.
    const ownPath = request.originalUrl.split('?')[0]!;
    response
      .status(HttpStatus.OK)
      .set({
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': sandboxPageSecurityPolicy(session),
        'Cache-Control': 'no-store',
        'Referrer-Policy': 'no-referrer',
        'X-Content-Type-Options': 'nosniff',
      })
      .send(renderSandboxPage(session, ownPath));
  }

  @Post(':token')
  @ApiOperation({ summary: 'The buyer’s choice on the sandbox page (form field `action`: pay, cancel or fail)' })
  @ApiSeeOtherResponse({ description: 'To the session’s return (pay, fail) or cancel address, with json and mac' })
  @ApiBadRequestResponse({ description: 'No valid action' })
  @ApiNotFoundResponse({ description: 'Sandbox disabled, or the token is forged or expired' })
  async choose(@Param('token') token: string, @Req() request: Request, @Res() response: Response): Promise<void> {
    const { sandbox, session } = this.open(token);
    const action = isRecord(request.body) ? request.body.action : undefined;
    if (!SANDBOX_ACTIONS.includes(action as SandboxAction)) {
      throw new LocalizedHttpException(HttpStatus.BAD_REQUEST, { lt: 'Pasirinkite veiksmą', en: 'Choose an action' }, [
        { field: 'action', message: { lt: 'Galimi veiksmai: pay, cancel, fail', en: 'One of: pay, cancel, fail' } },
      ]);
    }
    const signed = sandbox.notificationFor(session, action as SandboxAction);
    try {
      // The same path a real provider's notification takes; the buyer moves on only once it is recorded.
      await this.notifications.receive('sandbox', { query: {}, body: signed, contentType: 'application/json' });
    } catch (error) {
      throw paymentHttpError(error);
    }
    response
      .set('Cache-Control', 'no-store')
      .redirect(HttpStatus.SEE_OTHER, sandbox.browserReturnFor(session, action as SandboxAction, signed));
  }

  private open(token: string): { sandbox: SandboxPaymentProvider; session: SandboxSession } {
    const sandbox = this.providers.get('sandbox');
    const session = sandbox instanceof SandboxPaymentProvider ? sandbox.openSession(token) : null;
    if (!session) {
      throw localizedNotFound({
        lt: 'Bandomasis mokėjimas nerastas arba nebegalioja',
        en: 'The test payment does not exist or has expired',
      });
    }
    return { sandbox: sandbox as SandboxPaymentProvider, session };
  }
}
