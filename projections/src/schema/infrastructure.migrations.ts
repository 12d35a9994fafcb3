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
  '0003_append_function': {
    async up(db) {
      // One round trip per append: the checks, the insert and the notification run inside the server.
      // The same rules as before (ADR 0003's transaction ids come from the column default).
      await sql`
        create or replace function append_to_stream(
          p_stream text, p_expected text, p_ids uuid[], p_types text[], p_versions integer[],
          p_data text[], p_metadata text[])
        returns table (next_revision bigint, last_position bigint)
        language plpgsql as $$
        declare
          v_count integer := cardinality(p_ids);
          v_found integer;
          v_here integer;
          v_current bigint;
        begin
          select count(*), count(*) filter (where l.stream_id = p_stream), max(l.stream_revision), max(l.global_position)
            into v_found, v_here, next_revision, last_position
            from event_log l where l.event_id = any(p_ids);
          if v_found > 0 then
            if v_found = v_count and v_here = v_found then
              return next;
              return;
            end if;
            raise exception 'append repeats some, but not all, event ids of an earlier append';
          end if;
          insert into event_streams (stream_id, revision) values (p_stream, -1) on conflict (stream_id) do nothing;
          select s.revision into v_current from event_streams s where s.stream_id = p_stream for update;
          if not (p_expected = 'any'
                  or (p_expected = 'no_stream' and v_current = -1)
                  or (p_expected = 'stream_exists' and v_current <> -1)
                  or (p_expected not in ('any', 'no_stream', 'stream_exists') and v_current = p_expected::bigint)) then
            raise exception 'wrong expected revision: %', v_current;
          end if;
          insert into event_log (stream_id, stream_revision, event_id, event_type, event_version, data, metadata)
            select p_stream, v_current + e.ord, e.id, e.type, e.version, e.data::jsonb, e.metadata::jsonb
            from unnest(p_ids, p_types, p_versions, p_data, p_metadata) with ordinality
                 as e(id, type, version, data, metadata, ord)
            order by e.ord;
          next_revision := v_current + v_count;
          update event_streams set revision = next_revision where stream_id = p_stream;
          select max(l.global_position) into last_position from event_log l
            where l.stream_id = p_stream and l.stream_revision > v_current;
          perform pg_notify('event_log_appended', '');
          return next;
        end
        $$`.execute(db);
    },
  },
};
