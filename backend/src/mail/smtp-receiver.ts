import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail as a receiving SMTP server saw it, parsed. */
export interface ReceivedMail {
  id: string;
  from: string;
  to: string;
  subject: string;
  date: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; size: number; content: Buffer }[];
}

export interface SmtpReceiver {
  host: string;
  port: number;
  close(): Promise<void>;
}

export interface SmtpReceiverOptions {
  onMail(mail: ReceivedMail): void;
  /** Answers a temporary failure to the first N deliveries, as a struggling server would. */
  failFirst?: number;
}

/**
 * A real SMTP server on a free loopback port that parses what it receives: the local mail catcher of
 * embedded mode and the tests' mail server are both this.
 */
export async function startSmtpReceiver(options: SmtpReceiverOptions): Promise<SmtpReceiver> {
  let received = 0;
  let failuresLeft = options.failFirst ?? 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          if (failuresLeft > 0) {
            failuresLeft--;
            const error = new Error('Try again later') as Error & { responseCode: number };
            error.responseCode = 451;
            callback(error);
            return;
          }
          received++;
          const to = Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : [];
          options.onMail({
            id: String(received),
            from: parsed.from?.text ?? '',
            to: to.flatMap((address) => address.value.map((value) => value.address ?? '')).join(', '),
            subject: parsed.subject ?? '',
            date: (parsed.date ?? new Date()).toISOString(),
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            attachments: parsed.attachments.map((attachment) => ({
              filename: attachment.filename ?? 'attachment',
              contentType: attachment.contentType,
              size: attachment.size,
              content: attachment.content,
            })),
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
