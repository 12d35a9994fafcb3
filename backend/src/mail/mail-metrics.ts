import { Counter, Gauge, type Registry } from 'prom-client';
import type { OutboxFigures } from './mail-outbox';

/**
 * The mail figures an operator alerts on (docs/operations.md, "Mail"). The counters count this
 * process's deliveries; the gauges read the outbox when scraped, so every process reports the same
 * shop-wide figures. They join the registry `/api/metrics` serves through `registerOn`.
 */
export class MailMetrics {
  private readonly failures = new Counter({
    name: 'ticketshop_mail_delivery_failures_total',
    help: 'Mail deliveries the SMTP server refused or could not be reached for (each is retried)',
    labelNames: ['kind'],
    registers: [],
  });
  private readonly givenUp = new Counter({
    name: 'ticketshop_mail_given_up_total',
    help: 'Mails given up because the SMTP server had not accepted them within MAIL_GIVE_UP_DAYS',
    labelNames: ['kind'],
    registers: [],
  });
  private readonly waiting: Gauge;
  private readonly oldest: Gauge;
  private last: OutboxFigures = { waiting: 0, oldestWaitingSeconds: 0 };
  private reading: Promise<OutboxFigures> | undefined;

  constructor(figures: () => Promise<OutboxFigures>) {
    // Both gauges are collected in the same scrape: one read of the outbox serves them. A read that
    // fails (the database is away) leaves the last figures, so the scrape itself still answers.
    const read = (): Promise<OutboxFigures> =>
      (this.reading ??= figures()
        .then((current) => (this.last = current))
        .catch(() => this.last)
        .finally(() => (this.reading = undefined)));
    this.waiting = new Gauge({
      name: 'ticketshop_mail_waiting',
      help: 'Mails in the outbox that the SMTP server has not accepted yet',
      registers: [],
      async collect() {
        this.set((await read()).waiting);
      },
    });
    this.oldest = new Gauge({
      name: 'ticketshop_mail_oldest_waiting_seconds',
      help: 'Age of the oldest mail in the outbox not yet accepted by the SMTP server (0: none waits)',
      registers: [],
      async collect() {
        this.set((await read()).oldestWaitingSeconds);
      },
    });
  }

  registerOn(registry: Registry): void {
    for (const metric of [this.failures, this.givenUp, this.waiting, this.oldest]) registry.registerMetric(metric);
  }

  deliveryFailed(kind: string | undefined): void {
    this.failures.inc({ kind: kind ?? 'other' });
  }

  gaveUp(kind: string | undefined): void {
    this.givenUp.inc({ kind: kind ?? 'other' });
  }
}
