import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { MAILER, type SettingsMailer } from '../../mail/public-api';
import { LocalizedHttpException } from '../../shared/http/localized-exceptions';

/** What went wrong, for the log only: the server's refusal (`550 …`) or the way there (`connect ECONNREFUSED …`). */
function detailOf(error: unknown): string {
  if (error && typeof error === 'object') {
    const { response, message, code } = error as { response?: unknown; message?: unknown; code?: unknown };
    const said = [code, typeof response === 'string' && response ? response : message].filter(
      (part): part is string => typeof part === 'string' && part !== '',
    );
    if (said.length > 0) return said.join(': ');
  }
  return String(error);
}

/**
 * The settings screen's test button: one mail, sent at once (no retries) through the SMTP server the
 * saved settings name. The admin learns only "sent" or "failed": the server's words (or "connection
 * refused" against a timeout) would make the button a probe of any host and port the shop can reach,
 * so they go to the log, where the operator reads why.
 */
@Injectable()
export class SendTestEmail {
  private readonly logger = new Logger(SendTestEmail.name);

  constructor(@Inject(MAILER) private readonly mailer: SettingsMailer) {}

  async send(to: string): Promise<{ sent: true }> {
    let detail: string;
    try {
      const reply = await this.mailer.deliver({
        to,
        subject: 'Bandomasis laiškas / Test e-mail',
        text:
          'Šį laišką išsiuntė parduotuvės nustatymų bandymo mygtukas: el. pašto nustatymai veikia.\n\n' +
          'This mail was sent by the test button of the shop settings: the e-mail settings work.',
        html:
          '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif">' +
          '<p>Šį laišką išsiuntė parduotuvės nustatymų bandymo mygtukas: el. pašto nustatymai veikia.</p>' +
          '<p>This mail was sent by the test button of the shop settings: the e-mail settings work.</p>' +
          '</body></html>',
      });
      if (reply.accepted) {
        this.logger.log(`Test mail accepted by the SMTP server: ${reply.response}`);
        return { sent: true };
      }
      detail = `not accepted: ${reply.response}`;
    } catch (error) {
      detail = detailOf(error);
    }
    this.logger.warn(`Test mail failed: ${detail}`);
    throw new LocalizedHttpException(HttpStatus.BAD_GATEWAY, {
      lt: 'Bandomojo laiško išsiųsti nepavyko. Priežastis įrašyta serverio žurnale.',
      en: 'The test mail could not be sent. The reason is in the server log.',
    });
  }
}
