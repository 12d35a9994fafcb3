import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { delay } from '@ticketshop/projections';
import { backOffMs, retryUntilDone } from './back-off';
import type { MailMetrics } from './mail-metrics';
import { CLAIM_SECONDS, type ClaimedMail, type MailContext, type MailOutbox } from './mail-outbox';
import type { MailMessage, Mailer } from './mailer';

export type { MailContext } from './mail-outbox';

/** When a failed mail is tried again, and when it is given up (MAIL_RETRY_FIRST_MS, …). */
export interface MailSchedule {
  firstMs: number;
  maxMs: number;
  giveUpDays: number;
}

/** Mails sent at once by one sender; each waits for its own SMTP answer. */
const BATCH = 10;
/** How often the outbox is looked at when this process wrote nothing new (mails written by another one). */
const POLL_MS = 1_000;
/** Marking a sent mail delivered is retried from this pause up to the cap, for as long as the process runs. */
const MARK_FIRST_MS = 250;
const MARK_MAX_MS = 5_000;
/** How long a stop waits for mails on their way to be sent and marked. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Account mails (verification, password reset and changed, registration attempt, newsletter
 * confirmation, order lookup): `deliver` writes the mail to the outbox in PostgreSQL and returns, so the
 * request that caused it answers only once the mail is kept, and never waits for the mail server. A
 * background sender in every shop process sends what is due: a failure is tried again after a pause
 * doubling from `firstMs` up to `maxMs`, surviving restarts, until the SMTP server accepts the mail or it
 * is `giveUpDays` old. Once accepted, the mail is marked delivered, and that mark (not the send) is
 * retried while the database is away: only a process that dies between the two sends the mail again.
 */
export class MailDelivery implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  /** Stops taking mails from the outbox. */
  private running: AbortController | undefined;
  /** Stops retrying the marks of mails already sent: only when the stop's grace is over. */
  private marking = new AbortController();
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  private nudged = false;
  /** When the soonest retry this process scheduled is due, so a fast schedule is not held to POLL_MS. */
  private soonestRetry = Infinity;

  constructor(
    private readonly mailer: Mailer,
    private readonly outbox: MailOutbox,
    private readonly metrics: MailMetrics,
    private readonly schedule: MailSchedule,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.outbox.prepare();
  }

  onApplicationBootstrap(): void {
    this.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stop();
  }

  /** Keeps the mail in the outbox (resolves once it is written) and wakes this process's sender. */
  async deliver(message: MailMessage, context: MailContext = {}): Promise<void> {
    await this.outbox.add(message, context);
    this.nudged = true;
    this.wake?.();
  }

  start(): void {
    if (this.loop) return;
    this.running = new AbortController();
    this.marking = new AbortController();
    this.loop = this.send(this.running.signal);
  }

  /** Takes no more mails; those on their way get `SHUTDOWN_GRACE_MS` to be sent and marked. */
  async stop(): Promise<void> {
    if (!this.loop) return;
    this.running?.abort();
    this.wake?.();
    const grace = setTimeout(() => this.marking.abort(), SHUTDOWN_GRACE_MS);
    try {
      await this.loop;
    } finally {
      clearTimeout(grace);
      this.loop = undefined;
    }
  }

  /** Resolves once no mail waits in the outbox: each was delivered or given up (tests). */
  async whenIdle(): Promise<void> {
    while ((await this.outbox.figures()).waiting > 0) await delay(20);
  }

  private async send(signal: AbortSignal): Promise<void> {
    for (let unreachable = 0; !signal.aborted;) {
      let batch: ClaimedMail[];
      try {
        batch = await this.outbox.claim(BATCH);
        unreachable = 0;
      } catch (error) {
        unreachable++;
        const pause = backOffMs(unreachable, 1_000, 30_000);
        this.logger.warn({ msg: 'mail outbox unreachable, will retry', attempt: unreachable, error: String(error) });
        await delay(pause, signal);
        continue;
      }
      if (batch.length > 0) {
        // The whole batch is done (sent and marked, or its failure recorded) before the next claim, so
        // this process never takes a mail again whose delivery it is still marking.
        await Promise.all(batch.map((mail) => this.attempt(mail)));
      } else {
        await this.idle(signal);
      }
    }
  }

  private idle(signal: AbortSignal): Promise<void> {
    if (this.nudged) {
      this.nudged = false;
      return Promise.resolve();
    }
    const now = Date.now();
    if (this.soonestRetry <= now) this.soonestRetry = Infinity;
    const pause = Math.min(POLL_MS, this.soonestRetry - now);
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        this.wake = undefined;
        this.nudged = false;
        resolve();
      };
      const timer = setTimeout(done, pause);
      signal.addEventListener('abort', done, { once: true });
      this.wake = done;
    });
  }

  private async attempt(mail: ClaimedMail): Promise<void> {
    const details = { mailId: mail.id, attempt: mail.attempt, ...mail.context };
    try {
      await this.mailer.send(mail.message);
    } catch (error) {
      await this.failed(mail, error);
      return;
    }
    this.logger.log({ msg: 'mail sent', subject: mail.message.subject, ...details });
    try {
      await retryUntilDone(() => this.outbox.delivered(mail.id), {
        firstMs: MARK_FIRST_MS,
        maxMs: MARK_MAX_MS,
        signal: this.marking.signal,
        onFailure: (error, failures, nextInMs) =>
          this.logger.warn({
            msg: 'mail sent; marking it delivered failed, will retry',
            markAttempt: failures,
            retryInMs: nextInMs,
            error: String(error),
            ...details,
          }),
      });
    } catch (error) {
      // Stopped with the database still away: once its claim runs out, the mail is sent again.
      this.logger.error({
        msg: 'mail sent but not marked delivered before the stop; it will be sent again',
        error: String(error),
        ...details,
      });
    }
  }

  private async failed(mail: ClaimedMail, error: unknown): Promise<void> {
    const details = { mailId: mail.id, attempt: mail.attempt, error: String(error), ...mail.context };
    this.metrics.deliveryFailed(mail.context.kind);
    const retryInMs = backOffMs(mail.attempt, this.schedule.firstMs, this.schedule.maxMs);
    let outcome: { givenUp: boolean; ageSeconds: number };
    try {
      outcome = await this.outbox.failed(mail.id, String(error), retryInMs, this.schedule.giveUpDays);
    } catch (recordError) {
      // Neither the mail server nor the database: the claim runs out and the mail is tried again then.
      this.logger.warn({
        msg: 'mail failed, will retry',
        retryInSeconds: CLAIM_SECONDS,
        recordError: String(recordError),
        ...details,
      });
      return;
    }
    if (outcome.givenUp) {
      this.metrics.gaveUp(mail.context.kind);
      this.logger.error({ msg: 'mail given up', ageSeconds: Math.round(outcome.ageSeconds), ...details });
      return;
    }
    this.soonestRetry = Math.min(this.soonestRetry, Date.now() + retryInMs);
    this.logger.warn({ msg: 'mail failed, will retry', retryInSeconds: retryInMs / 1000, ...details });
  }
}
