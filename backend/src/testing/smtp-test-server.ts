import { startSmtpReceiver, type ReceivedMail } from '../mail/smtp-receiver';

export interface SmtpTestServer {
  host: string;
  port: number;
  /** Everything received so far, oldest first. */
  messages: ReceivedMail[];
  waitForMail(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A real SMTP server for a test to point SMTP_HOST/SMTP_PORT at, and to read the mails from. */
export async function startSmtpTestServer(options: { failFirst?: number } = {}): Promise<SmtpTestServer> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const receiver = await startSmtpReceiver({
    failFirst: options.failFirst,
    onMail(mail) {
      messages.push(mail);
      for (const wake of waiters) wake();
    },
  });
  return {
    host: receiver.host,
    port: receiver.port,
    messages,
    waitForMail(predicate, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(predicate);
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `no matching mail within ${timeoutMs} ms; received: ${messages.map((m) => `${m.to} "${m.subject}"`).join('; ')}`,
            ),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => receiver.close(),
  };
}
