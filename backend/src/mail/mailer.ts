/** A mail as the shop writes it: both a plain-text and an HTML body, optional attachments. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/** The outgoing-mail port: resolves once the SMTP server accepted the mail, rejects otherwise. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export const MAILER = Symbol('MAILER');
