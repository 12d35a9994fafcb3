import { createTransport, type Transporter } from 'nodemailer';
import type { MailMessage, Mailer } from './mailer';

export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  password?: string;
  from: string | { name: string; address: string };
}

/** What the SMTP server answered to a mail. */
export interface SmtpReply {
  accepted: boolean;
  response: string;
}

/** Sends through an SMTP server with a small connection pool. */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;
  private sending = 0;
  private closing = false;

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
    await this.deliver(message);
  }

  /** Sends, and answers the server's reply to the mail (`250 OK …`); rejects with the server's refusal. */
  async deliver(message: MailMessage): Promise<SmtpReply> {
    this.sending++;
    try {
      return await this.sendMail(message);
    } finally {
      this.sending--;
      if (this.sending === 0 && this.closing) this.close();
    }
  }

  close(): void {
    this.transport.close();
  }

  /** Closes the connections once the mails already handed over are sent (a replaced server). */
  closeWhenIdle(): void {
    this.closing = true;
    if (this.sending === 0) this.close();
  }

  private async sendMail(message: MailMessage): Promise<SmtpReply> {
    const info = (await this.transport.sendMail({
      from: this.settings.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      // An empty HTML part is left out: the mail is then plain text.
      html: message.html || undefined,
      attachments: message.attachments?.map((attachment) => ({ ...attachment })),
    })) as { accepted: unknown[]; response: string };
    return { accepted: info.accepted.length > 0, response: info.response };
  }
}

/** Production without SMTP settings: every send fails loudly instead of mail silently vanishing. */
export class UnconfiguredMailer implements Mailer {
  send(): Promise<void> {
    return Promise.reject(new Error('No SMTP server is configured: set SMTP_HOST (docs/operations.md)'));
  }
}
