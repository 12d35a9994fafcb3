import { createTransport, type Transporter } from 'nodemailer';
import type { MailMessage, Mailer } from './mailer';

export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  password?: string;
  from: string;
}

/** Sends through an SMTP server with a small connection pool. */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(private readonly settings: SmtpSettings) {
    this.transport = createTransport({
      pool: true,
      maxConnections: 3,
      host: settings.host,
      port: settings.port,
      secure: settings.secure,
      ...(settings.user ? { auth: { user: settings.user, pass: settings.password ?? '' } } : {}),
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.settings.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      attachments: message.attachments?.map((attachment) => ({ ...attachment })),
    });
  }

  close(): void {
    this.transport.close();
  }
}

/** Production without SMTP settings: every send fails loudly instead of mail silently vanishing. */
export class UnconfiguredMailer implements Mailer {
  send(): Promise<void> {
    return Promise.reject(new Error('No SMTP server is configured: set SMTP_HOST (docs/operations.md)'));
  }
}
