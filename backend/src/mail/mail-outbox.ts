import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '@ticketshop/projections';
import type { MailMessage } from './mailer';

/** What a mail is about, for the logs and the metrics' `kind` label (never its body). */
export type MailContext = Record<string, string>;

/** A mail taken from the outbox by one sender, for `CLAIM_SECONDS`. */
export interface ClaimedMail {
  id: string;
  message: MailMessage;
  context: MailContext;
  /** Attempts so far, this one included. */
  attempt: number;
}

export interface OutboxFigures {
  waiting: number;
  /** Age of the oldest mail still waiting, 0 when none waits. */
  oldestWaitingSeconds: number;
}

/**
 * How long a claimed mail is left to its sender before another may take it. Far longer than one SMTP
 * delivery can take (connect 10 s, greeting 10 s, socket idle 30 s), so only a sender that died (or
 * could not mark the mail delivered for that long) has its mail taken over and sent again.
 */
export const CLAIM_SECONDS = 600;

interface StoredMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; contentType: string; content: string }[];
}

/**
 * The `mail_outbox` table: account mails written in the request's path, before its answer, and kept
 * until the SMTP server accepted them (the row is deleted) or they are given up (`given_up_at`). Senders
 * claim due rows with `for update skip locked` and a `claimed_until` time, so any number of senders, in
 * one process or several, never hold one mail at once. Times are the database's, one clock for all.
 */
export class MailOutbox {
  constructor(private readonly database: Database) {}

  async prepare(): Promise<void> {
    try {
      await sql`create table if not exists mail_outbox (
        id uuid primary key,
        message jsonb not null,
        context jsonb not null,
        enqueued_at timestamptz not null default now(),
        attempts integer not null default 0,
        next_attempt_at timestamptz not null default now(),
        claimed_until timestamptz,
        given_up_at timestamptz,
        last_error text)`.execute(this.database.db);
      await sql`create index if not exists mail_outbox_due on mail_outbox (next_attempt_at)
        where given_up_at is null`.execute(this.database.db);
    } catch (error) {
      // Two processes starting at once may both create it; one loses with a duplicate key on the catalog.
      const exists = await sql<{ found: boolean }>`select to_regclass('mail_outbox') is not null as found`.execute(
        this.database.db,
      );
      if (!exists.rows[0]?.found) throw error;
    }
  }

  async add(message: MailMessage, context: MailContext): Promise<string> {
    const id = randomUUID();
    const stored: StoredMessage = {
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      ...(message.attachments
        ? {
            attachments: message.attachments.map((attachment) => ({
              filename: attachment.filename,
              contentType: attachment.contentType,
              content: attachment.content.toString('base64'),
            })),
          }
        : {}),
    };
    await sql`insert into mail_outbox (id, message, context)
      values (${id}, ${JSON.stringify(stored)}::jsonb, ${JSON.stringify(context)}::jsonb)`.execute(this.database.db);
    return id;
  }

  /** Takes up to `limit` due mails no other sender holds, counting the attempt. */
  async claim(limit: number): Promise<ClaimedMail[]> {
    const { rows } = await sql<{ id: string; message: unknown; context: unknown; attempts: number }>`
      update mail_outbox set claimed_until = now() + make_interval(secs => ${CLAIM_SECONDS}), attempts = attempts + 1
      where id in (
        select id from mail_outbox
        where given_up_at is null and next_attempt_at <= now() and (claimed_until is null or claimed_until < now())
        order by next_attempt_at, enqueued_at
        limit ${limit}
        for update skip locked)
      returning id, message, context, attempts`.execute(this.database.db);
    return rows.map((row) => {
      const stored = parseJson(row.message) as StoredMessage;
      return {
        id: row.id,
        attempt: Number(row.attempts),
        context: parseJson(row.context) as MailContext,
        message: {
          to: stored.to,
          subject: stored.subject,
          text: stored.text,
          html: stored.html,
          ...(stored.attachments
            ? {
                attachments: stored.attachments.map((attachment) => ({
                  ...attachment,
                  content: Buffer.from(attachment.content, 'base64'),
                })),
              }
            : {}),
        },
      };
    });
  }

  /** The SMTP server accepted it: the row goes (with its links and tokens). */
  async delivered(id: string): Promise<void> {
    await sql`delete from mail_outbox where id = ${id}`.execute(this.database.db);
  }

  /**
   * The attempt failed: tried again in `retryInMs`, unless the mail was written `giveUpDays` or more
   * ago, when it is given up instead. Answers whether it was given up and how old it is.
   */
  async failed(
    id: string,
    error: string,
    retryInMs: number,
    giveUpDays: number,
  ): Promise<{ givenUp: boolean; ageSeconds: number }> {
    const { rows } = await sql<{ given_up: boolean; age_seconds: number }>`
      update mail_outbox set
        claimed_until = null,
        last_error = ${error},
        next_attempt_at = now() + make_interval(secs => ${retryInMs / 1000}),
        given_up_at = case when enqueued_at <= now() - make_interval(days => ${giveUpDays}) then now() end
      where id = ${id}
      returning given_up_at is not null as given_up, extract(epoch from now() - enqueued_at)::float8 as age_seconds`.execute(
      this.database.db,
    );
    const row = rows[0];
    return { givenUp: row?.given_up ?? false, ageSeconds: Number(row?.age_seconds ?? 0) };
  }

  async figures(): Promise<OutboxFigures> {
    const { rows } = await sql<{ waiting: number; oldest: number | null }>`
      select count(*)::int as waiting, extract(epoch from now() - min(enqueued_at))::float8 as oldest
      from mail_outbox where given_up_at is null`.execute(this.database.db);
    return { waiting: Number(rows[0]?.waiting ?? 0), oldestWaitingSeconds: Math.max(0, Number(rows[0]?.oldest ?? 0)) };
  }
}

// jsonb comes back parsed from pg and PGlite alike; text is parsed in case a driver hands it over raw.
function parseJson(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}
