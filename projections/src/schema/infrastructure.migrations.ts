import { sql, type Migration } from 'kysely';

/** The advisory lock key appending transactions take turns on (any number no one else uses). */
const APPEND_LOCK = sql.lit(4_771_021_001);

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
  '0004_append_to_streams': {
    async up(db) {
      // Appends that arrive together are recorded by one statement in one transaction (group commit).
      // Each append keeps its own outcome: a wrong expected revision or a partial repeat of event ids
      // refuses that append alone and leaves the others to go through; two appends to one stream keep
      // their order. Appending transactions take turns (a transaction-scoped advisory lock, taken before
      // anything is written): positions then commit in order, so a reader can never see a later
      // position while an earlier one is still in flight (ADR 0003), whichever processes append.
      await sql`
        create or replace function append_to_streams(
          p_streams text[], p_expected text[], p_counts integer[], p_ids uuid[], p_types text[],
          p_versions integer[], p_data text[], p_metadata text[])
        returns table (append_index integer, outcome text, next_revision bigint, last_position bigint)
        language plpgsql as $$
        declare
          v_starts integer[] := array[]::integer[];
          v_start integer := 1;
          v_i integer;
          v_first integer;
          v_last integer;
          v_count integer;
          v_found integer;
          v_here integer;
          v_current bigint;
        begin
          perform pg_advisory_xact_lock(${APPEND_LOCK});
          for v_i in 1 .. coalesce(cardinality(p_streams), 0) loop
            v_starts := v_starts || v_start;
            v_start := v_start + p_counts[v_i];
          end loop;
          for v_i in
            select s.i from unnest(p_streams) with ordinality as s(stream, i) order by s.i
          loop
            append_index := v_i - 1;
            v_count := p_counts[v_i];
            v_first := v_starts[v_i];
            v_last := v_first + v_count - 1;
            select count(*), count(*) filter (where l.stream_id = p_streams[v_i]), max(l.stream_revision), max(l.global_position)
              into v_found, v_here, next_revision, last_position
              from event_log l where l.event_id = any(p_ids[v_first:v_last]);
            if v_found > 0 then
              outcome := case when v_found = v_count and v_here = v_found then 'appended' else 'partial_repeat' end;
              return next;
              continue;
            end if;
            insert into event_streams (stream_id, revision) values (p_streams[v_i], -1) on conflict (stream_id) do nothing;
            select s.revision into v_current from event_streams s where s.stream_id = p_streams[v_i] for update;
            if not (p_expected[v_i] = 'any'
                    or (p_expected[v_i] = 'no_stream' and v_current = -1)
                    or (p_expected[v_i] = 'stream_exists' and v_current <> -1)
                    or (p_expected[v_i] not in ('any', 'no_stream', 'stream_exists') and v_current = p_expected[v_i]::bigint)) then
              outcome := 'wrong_expected_revision';
              next_revision := v_current;
              last_position := null;
              return next;
              continue;
            end if;
            with inserted as (
              insert into event_log (stream_id, stream_revision, event_id, event_type, event_version, data, metadata)
                select p_streams[v_i], v_current + e.ord, e.id, e.type, e.version, e.data::jsonb, e.metadata::jsonb
                from unnest(p_ids[v_first:v_last], p_types[v_first:v_last], p_versions[v_first:v_last],
                            p_data[v_first:v_last], p_metadata[v_first:v_last]) with ordinality
                     as e(id, type, version, data, metadata, ord)
                order by e.ord
                returning global_position)
            select max(global_position) into last_position from inserted;
            next_revision := v_current + v_count;
            update event_streams set revision = next_revision where stream_id = p_streams[v_i];
            outcome := 'appended';
            return next;
          end loop;
          perform pg_notify('event_log_appended', '');
        end
        $$`.execute(db);
      await sql`drop function if exists append_to_stream(text, text, uuid[], text[], integer[], text[], text[])`.execute(
        db,
      );
    },
  },
};
