import { Inject, Injectable, Logger, Optional, type OnApplicationShutdown } from '@nestjs/common';
import { MAILER, type MailMessage, type Mailer } from './mailer';

/** Waits before the 2nd, 3rd… attempt; the last entry is the last retry. */
export const MAIL_RETRY_DELAYS_MS = Symbol('MAIL_RETRY_DELAYS_MS');
export const DEFAULT_RETRY_DELAYS_MS = [1_000, 5_000, 30_000, 120_000];
const SHUTDOWN_GRACE_MS = 10_000;

/** What a mail is about, for the logs (never its body). */
export type MailContext = Record<string, string>;

/**
 * Sends in the background with retries and growing pauses, so a slow or briefly failing mail server
 * never holds up or fails the request that caused the mail. Each failure is logged; after the last
 * attempt the mail is given up with an error log.
 */
@Injectable()
export class MailDelivery implements OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly pending = new Set<Promise<void>>();
  private readonly delays: readonly number[];

  constructor(
    @Inject(MAILER) private readonly mailer: Mailer,
    @Optional() @Inject(MAIL_RETRY_DELAYS_MS) delays?: readonly number[],
  ) {
    this.delays = delays ?? DEFAULT_RETRY_DELAYS_MS;
  }

  deliver(message: MailMessage, context: MailContext = {}): void {
    const attempt = this.send(message, context).finally(() => this.pending.delete(attempt));
    this.pending.add(attempt);
  }

  /** Resolves when every mail handed over so far was sent or given up. */
  async whenIdle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.race([this.whenIdle(), new Promise((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS).unref())]);
  }

  private async send(message: MailMessage, context: MailContext): Promise<void> {
    const attempts = this.delays.length + 1;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        await this.mailer.send(message);
        this.logger.log({ msg: 'mail sent', subject: message.subject, attempt, ...context });
        return;
      } catch (error) {
        const last = attempt === attempts;
        const entry = {
          msg: last ? 'mail given up' : 'mail failed, will retry',
          attempt,
          error: String(error),
          ...context,
        };
        if (last) {
          this.logger.error(entry);
          return;
        }
        this.logger.warn(entry);
        await new Promise((resolve) => setTimeout(resolve, this.delays[attempt - 1]));
      }
    }
  }
}
