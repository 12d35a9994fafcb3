import { sql, type Migration } from 'kysely';

/**
 * The event log and the projection bookkeeping. Read-model tables are not here: each projector owns
 * its own migrations, applied to a fresh schema per generation.
 */
export const infrastructureMigrations: Record<string, Migration> = {
  '0001_event_log': {
    async up(db) {
      await sql`
        create table event_streams (
          stream_id text primary key,
          revision bigint not null
        )`.execute(db);
      // transaction_id lets readers hold back events of transactions still in flight (ADR 0003).
      await sql`
        create table event_log (
          global_position bigint generated always as identity primary key,
          transaction_id xid8 not null default pg_current_xact_id(),
          stream_id text not null,
          stream_revision bigint not null,
          event_id uuid not null unique,
          event_type text not null,
          event_version integer not null,
          data jsonb not null,
          metadata jsonb not null,
          recorded_at timestamptz not null default now(),
          unique (stream_id, stream_revision)
        )`.execute(db);
    },
  },
  '0002_projections': {
    async up(db) {
      await sql`create schema if not exists read_models`.execute(db);
      await sql`
        create table projections (
          name text primary key,
          version integer not null,
          active_generation integer not null,
          active_schema text not null,
          updated_at timestamptz not null default now()
        )`.execute(db);
      await sql`
        create table projection_checkpoints (
          schema_name text primary key,
          projection text not null,
          position bigint not null
        )`.execute(db);
    },
  },
};
