import { Logger } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import type { ShopSettings, ShopSettingsSnapshot } from '../settings/public-api';
import { escape } from './mail-layout';
import type { MailMessage, Mailer } from './mailer';
import { SmtpMailer, UnconfiguredMailer, type SmtpReply, type SmtpSettings } from './smtp-mailer';

/**
 * Sends each mail through the SMTP server and as the sender the settings name at that moment, so a
 * change in the settings screen applies to the very next mail. With no SMTP host the mail goes to the
 * local catcher (outside production) or fails loudly. Every mail ends with the site's name and contacts
 * from the settings.
 */
export class SettingsMailer implements Mailer {
  private readonly logger = new Logger('Mail');
  private current: { key: string; mailer: SmtpMailer } | undefined;

  constructor(
    private readonly settings: ShopSettings,
    private readonly config: Pick<AppConfig, 'SMTP_PORT' | 'SMTP_SECURE'>,
    /** The local catcher, when mail is caught instead of sent (no SMTP host outside production). */
    private readonly catcher: { host: string; port: number } | null,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await this.deliver(message);
  }

  /** Sends now and answers the server's reply; rejects with its refusal or the connection's failure. */
  deliver(message: MailMessage): Promise<SmtpReply> {
    const snapshot = this.settings.current();
    const server = this.serverFor(snapshot);
    if (!server) return new UnconfiguredMailer().send().then(() => ({ accepted: false, response: '' }));
    return this.mailerFor(server).deliver(withSiteFooter(message, snapshot));
  }

  close(): void {
    this.current?.mailer.close();
  }

  private serverFor({ email }: ShopSettingsSnapshot): SmtpSettings | null {
    const from = { name: email.fromName, address: email.fromEmail };
    if (!email.smtpHost) return this.catcher ? { ...this.catcher, secure: false, from } : null;
    return {
      host: email.smtpHost,
      port: email.smtpPort,
      // Implicit TLS on its port (465), or as the environment says for the port it configured.
      secure: email.smtpPort === 465 || (this.config.SMTP_SECURE && email.smtpPort === this.config.SMTP_PORT),
      user: email.smtpUsername || undefined,
      password: email.smtpPassword.reveal() || undefined,
      from,
    };
  }

  private mailerFor(server: SmtpSettings): SmtpMailer {
    const key = JSON.stringify(server);
    if (this.current?.key === key) return this.current.mailer;
    if (this.current) {
      // Mails already handed to the replaced server finish there; then its connections close.
      this.current.mailer.closeWhenIdle();
      this.logger.log({ msg: 'mail now goes through the SMTP server the settings name', host: server.host });
    }
    this.current = { key, mailer: new SmtpMailer(server) };
    return this.current.mailer;
  }
}

/** The site's name and contacts under every mail; no HTML part when the settings turn templates off. */
function withSiteFooter(message: MailMessage, { system, email }: ShopSettingsSnapshot): MailMessage {
  const contacts = [system.contactEmail, system.supportPhone].filter(Boolean).join(' · ');
  const text = `${message.text}\n\n--\n${system.siteName}${contacts ? `\n${contacts}` : ''}`;
  const footer =
    `<p style="margin:32px 0 0;padding-top:12px;border-top:1px solid #ddd;font-size:13px;color:#666">` +
    `${escape(system.siteName)}${contacts ? `<br>${escape(contacts)}` : ''}</p>`;
  const html = message.html.includes('</body>')
    ? message.html.replace('</body>', `${footer}</body>`)
    : message.html + footer;
  return { ...message, text, html: email.emailTemplatesEnabled ? html : '' };
}
