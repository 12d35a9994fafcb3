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
      // The work is done for the whole batch at once (one look-up of repeated ids, one lock of the
      // streams, one insert of every event, one update of the revisions); only the revision checks
      // loop, in memory. Callers never put one event id twice in a batch.
      await sql`
        create or replace function append_to_streams(
          p_streams text[], p_expected text[], p_counts integer[], p_events jsonb)
        returns table (append_index integer, outcome text, next_revision bigint, last_position bigint)
        language plpgsql as $$
        declare
          v_n integer := coalesce(cardinality(p_streams), 0);
          v_ids uuid[];
          v_outcomes text[] := array_fill('appended'::text, array[v_n]);
          v_next bigint[] := array_fill(null::bigint, array[v_n]);
          v_last bigint[] := array_fill(null::bigint, array[v_n]);
          v_before bigint[] := array_fill(null::bigint, array[v_n]);
          v_owner integer[];
          v_rank integer[];
          v_streams text[];
          v_revisions bigint[];
          v_at integer;
          v_current bigint;
          v_row record;
          v_i integer;
        begin
          perform pg_advisory_xact_lock(${APPEND_LOCK});
          if v_n = 0 then
            return;
          end if;
          -- Each event's append (1-based) and its place within it; the events come as one JSON array,
          -- so their data is parsed once, straight into jsonb.
          select array_agg(c.i order by c.i, g.k), array_agg(g.k order by c.i, g.k) into v_owner, v_rank
            from unnest(p_counts) with ordinality as c(n, i) cross join lateral generate_series(1, c.n) as g(k);
          select array_agg((j.event->>'eventId')::uuid order by j.ord) into v_ids
            from jsonb_array_elements(p_events) with ordinality as j(event, ord);
          -- An append whose event ids are all stored in its stream is a repeat and answers as before.
          for v_row in
            select e.owner, count(*) as found, count(*) filter (where l.stream_id = p_streams[e.owner]) as here,
                   max(l.stream_revision) as revision, max(l.global_position) as position
            from unnest(v_ids, v_owner) as e(id, owner) join event_log l on l.event_id = e.id
            group by e.owner
          loop
            if v_row.found = p_counts[v_row.owner] and v_row.here = v_row.found then
              v_outcomes[v_row.owner] := 'repeated';
              v_next[v_row.owner] := v_row.revision;
              v_last[v_row.owner] := v_row.position;
            else
              v_outcomes[v_row.owner] := 'partial_repeat';
            end if;
          end loop;
          insert into event_streams (stream_id, revision)
            select distinct s.stream_id, -1 from unnest(p_streams) as s(stream_id)
            on conflict (stream_id) do nothing;
          select array_agg(s.stream_id), array_agg(s.revision) into v_streams, v_revisions
            from (select stream_id, revision from event_streams where stream_id = any(p_streams)
                  order by stream_id for update) as s;
          for v_i in 1 .. v_n loop
            continue when v_outcomes[v_i] <> 'appended';
            v_at := array_position(v_streams, p_streams[v_i]);
            v_current := v_revisions[v_at];
            if not (p_expected[v_i] = 'any'
                    or (p_expected[v_i] = 'no_stream' and v_current = -1)
                    or (p_expected[v_i] = 'stream_exists' and v_current <> -1)
                    or (p_expected[v_i] not in ('any', 'no_stream', 'stream_exists') and v_current = p_expected[v_i]::bigint)) then
              v_outcomes[v_i] := 'wrong_expected_revision';
              v_next[v_i] := v_current;
              continue;
            end if;
            v_before[v_i] := v_current;
            v_revisions[v_at] := v_current + p_counts[v_i];
            v_next[v_i] := v_current + p_counts[v_i];
          end loop;
          for v_row in
            with inserted as (
              insert into event_log (stream_id, stream_revision, event_id, event_type, event_version, data, metadata)
                select p_streams[v_owner[j.ord]], v_before[v_owner[j.ord]] + v_rank[j.ord], v_ids[j.ord],
                       j.event->>'type', (j.event->>'version')::integer, j.event->'data', j.event->'metadata'
                from jsonb_array_elements(p_events) with ordinality as j(event, ord)
                where v_outcomes[v_owner[j.ord]] = 'appended'
                order by j.ord
                returning event_id, global_position)
            select e.owner, max(i.global_position) as position
            from inserted i join unnest(v_ids, v_owner) as e(id, owner) on e.id = i.event_id
            group by e.owner
          loop
            v_last[v_row.owner] := v_row.position;
          end loop;
          update event_streams s set revision = k.revision
            from unnest(v_streams, v_revisions) as k(stream_id, revision)
            where s.stream_id = k.stream_id and s.revision <> k.revision;
          perform pg_notify('event_log_appended', '');
          for v_i in 1 .. v_n loop
            append_index := v_i - 1;
            outcome := case when v_outcomes[v_i] = 'repeated' then 'appended' else v_outcomes[v_i] end;
            next_revision := v_next[v_i];
            last_position := v_last[v_i];
            return next;
          end loop;
        end
        $$`.execute(db);
      await sql`drop function if exists append_to_stream(text, text, uuid[], text[], integer[], text[], text[])`.execute(
        db,
      );
    },
  },
  '0005_event_log_append_only': {
    async up(db) {
      // The log is the audit trail (who refunded what, who approved it): the database itself refuses to
      // change or remove what was recorded, whoever asks, so no code path or console session can.
      await sql`
        create or replace function refuse_event_log_change() returns trigger language plpgsql as $$
        begin
          raise exception 'the event log is append-only: % refused', tg_op using errcode = 'insufficient_privilege';
        end
        $$`.execute(db);
      await sql`
        create trigger event_log_append_only before update or delete on event_log
          for each row execute function refuse_event_log_change()`.execute(db);
      await sql`
        create trigger event_log_never_truncated before truncate on event_log
          for each statement execute function refuse_event_log_change()`.execute(db);
    },
  },
};
