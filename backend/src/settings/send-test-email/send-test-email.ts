import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { MAILER } from '../../mail/mailer';
import type { SettingsMailer } from '../../mail/settings-mailer';
import type { SmtpReply } from '../../mail/smtp-mailer';
import { LocalizedHttpException } from '../../shared/http/localized-exceptions';

/** The server's own words for a refusal (`550 …`), else what went wrong on the way (`connect ECONNREFUSED …`). */
function serverMessageOf(error: unknown): string {
  if (error && typeof error === 'object') {
    const { response, message } = error as { response?: unknown; message?: unknown };
    if (typeof response === 'string' && response) return response;
    if (typeof message === 'string' && message) return message;
  }
  return String(error);
}

/**
 * The settings screen's test button: one mail, sent at once (no retries) through the SMTP server the
 * saved settings name, answering what the server said. A refusal is the server's to explain: 502.
 */
@Injectable()
export class SendTestEmail {
  constructor(@Inject(MAILER) private readonly mailer: SettingsMailer) {}

  async send(to: string): Promise<SmtpReply> {
    try {
      return await this.mailer.deliver({
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
    } catch (error) {
      const said = serverMessageOf(error);
      throw new LocalizedHttpException(HttpStatus.BAD_GATEWAY, {
        lt: `El. pašto serveris laiško nepriėmė: ${said}`,
        en: `The mail server did not accept the mail: ${said}`,
      });
    }
  }
}
