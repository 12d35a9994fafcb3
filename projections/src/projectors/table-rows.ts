/**
 * What the projectors share to move rows between their tables and the plain objects their pure
 * functions change: chunked reads and upserts, timestamps as ISO text, and the whole batch cycle of a
 * read model whose rows are grouped by one id (load the groups the events touch, apply, save what
 * changed).
 */
import { sql, type Kysely } from 'kysely';
import type { RecordedEvent } from '../eventstore/event-store';
import type { ReadModelTables } from './read-model-database';

type ReadModelDb = Kysely<ReadModelTables>;
/** A read model's table, by its name inside the generation schema. */
export type ReadModelTable = keyof ReadModelTables;
/**
 * The helpers below move rows of whichever table they are handed, as column-name maps: the table's
 * name is checked against the schema, its columns are the rows' own.
 */
type RowsByName = Record<ReadModelTable, Record<string, unknown>>;

/** A stored timestamp (a Date from `pg`, maybe text elsewhere) as the ISO text the rows keep. */
export const iso = (value: Date | string): string => new Date(value).toISOString();
export const isoOrNull = (value: Date | string | null): string | null => (value === null ? null : iso(value));

/** Consecutive slices of at most `size` values: Postgres allows 65,535 parameters per statement. */
export function chunksOf<T>(values: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < values.length; i += size) chunks.push(values.slice(i, i + size));
  return chunks;
}

export interface UpsertOptions {
  /** The unique column a new row may collide on. */
  key: string;
  /** The columns a collision takes from the new row; without them the row already there stays as it is. */
  update?: readonly string[];
  /** Rows per statement. */
  chunk: number;
}

/**
 * Inserts `rows` in chunks; a row whose key is already there is updated or left, as `options` say. A
 * row is its columns' values as JSON takes them: a jsonb column's value itself (an object, an array),
 * timestamps as ISO text, bigints as they are; null and a missing column are SQL NULL.
 *
 * Each chunk travels as one JSON parameter that the database turns into rows of the table's own type
 * (`json_populate_recordset`): a rebuild writes about a row per event, and one parameter per value
 * cost this process more to build and send, and the database more to bind, than the rows themselves.
 */
export async function upsertRows(
  db: ReadModelDb,
  table: ReadModelTable,
  rows: readonly Record<string, unknown>[],
  { key, update, chunk }: UpsertOptions,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!);
  for (const values of chunksOf(rows, chunk)) {
    // The query builder, not raw SQL, so that the generation's schema qualifies the table in both places.
    await db
      .withTables<RowsByName>()
      .insertInto(table)
      .columns(columns)
      .expression((eb) =>
        eb
          .selectFrom(sql`json_populate_recordset(null::${sql.table(table)}, ${toJson(values)})`.as('row'))
          .select(columns),
      )
      .onConflict((conflict) =>
        update?.length
          ? conflict
              .column(key)
              .doUpdateSet(Object.fromEntries(update.map((column) => [column, sql.ref(`excluded.${column}`)])))
          : conflict.column(key).doNothing(),
      )
      .execute();
  }
}

/**
 * The rows as JSON, a bigint column as its digits. Columns are the rows' own fields, so only those are
 * looked at: a replacer function would cost a call per value, nested ones included.
 */
function toJson(rows: readonly Record<string, unknown>[]): string {
  return JSON.stringify(rows.map(withoutBigints));
}

function withoutBigints(row: Record<string, unknown>): Record<string, unknown> {
  for (const column in row) {
    if (typeof row[column] === 'bigint') {
      return Object.fromEntries(
        Object.entries(row).map(([name, value]) => [name, typeof value === 'bigint' ? value.toString() : value]),
      );
    }
  }
  return row;
}

/** One table of a grouped read model, with its row types erased; make one with `groupTable`. */
export interface GroupTable<G> {
  readonly table: ReadModelTable;
  readonly groupColumn: string;
  /** Reads the table's rows of the groups named by `ids`. */
  select(db: ReadModelDb, ids: readonly string[]): Promise<Record<string, unknown>[]>;
  /** Puts a row read from the table into its group. */
  add(group: G, row: Record<string, unknown>): void;
  /** The group's rows of this table, as the projector's functions keep them. */
  rows(group: G): readonly (object | undefined)[];
  /** Writes the changed rows of this table. */
  save(db: ReadModelDb, rows: readonly object[], chunk: number): Promise<void>;
}

export interface GroupTableSpec<G, T, R extends object> {
  table: ReadModelTable;
  /** The column holding the id of the row's group. */
  groupColumn: keyof T & string;
  /** The column an upsert of a row already there collides on. */
  key: keyof T & string;
  /** The columns an event may change: what an upsert of a row already there sets. */
  update: readonly (keyof T & string)[];
  /** Puts a row read from the table into its group. */
  add(group: G, row: T): void;
  /** The group's rows of this table (undefined where it has none yet). */
  rows(group: G): readonly (R | undefined)[];
  /** A row as the table's columns. */
  toTable(row: R): Record<string, unknown>;
}

/** Describes one table of a grouped read model: where its rows go in a group, and how they are saved. */
export function groupTable<G, T, R extends object>(spec: GroupTableSpec<G, T, R>): GroupTable<G> {
  const groupColumn: string = spec.groupColumn;
  return {
    table: spec.table,
    groupColumn,
    select: (db, ids) =>
      db.withTables<RowsByName>().selectFrom(spec.table).selectAll().where(groupColumn, 'in', ids).execute(),
    add: (group, row) => {
      spec.add(group, row as T);
    },
    rows: (group) => spec.rows(group),
    save: (db, rows, chunk) =>
      upsertRows(db, spec.table, (rows as R[]).map(spec.toTable), { key: spec.key, update: spec.update, chunk }),
  };
}

/** A read model whose rows, across its tables, belong to groups named by one id (an event, an order). */
export interface GroupedReadModel<G, E> {
  /** The event types it projects; it skips the rest. */
  eventTypes: ReadonlySet<string>;
  /** The field of an event's data that holds the id of the group it changes. */
  groupIdField: string;
  /** Group ids per read, rows per upsert. */
  chunk: number;
  /** A group none of whose rows exists yet. */
  emptyGroup(): G;
  /** Read in this order for each chunk of ids, saved in this order. */
  tables: readonly GroupTable<G>[];
  /** Changes a group by one event; a changed row must be a new object, never the loaded one altered. */
  apply(group: G, event: E, position: bigint, occurredAt: string): void;
}

/** Reads the groups named by `ids`, with every row of theirs that the tables hold. */
async function loadGroups<G>(
  db: ReadModelDb,
  ids: readonly string[],
  model: Pick<GroupedReadModel<G, unknown>, 'chunk' | 'emptyGroup' | 'tables'>,
): Promise<Map<string, G>> {
  const groups = new Map<string, G>(ids.map((id) => [id, model.emptyGroup()]));
  for (const chunk of chunksOf(ids, model.chunk)) {
    const results = await Promise.all(model.tables.map((table) => table.select(db, chunk)));
    model.tables.forEach((table, index) => {
      for (const row of results[index]!) table.add(groups.get(String(row[table.groupColumn]))!, row);
    });
  }
  return groups;
}

/**
 * Projects a batch: loads the groups its events touch, applies the events in order, and upserts the
 * rows they replaced or added, table by table.
 */
export async function projectGroups<G, E>(
  events: readonly RecordedEvent[],
  db: ReadModelDb,
  model: GroupedReadModel<G, E>,
): Promise<void> {
  const relevant = events.filter((event) => model.eventTypes.has(event.type));
  if (relevant.length === 0) return;
  const groupIdOf = (event: RecordedEvent) => String(event.data[model.groupIdField]);
  const groups = await loadGroups(db, [...new Set(relevant.map(groupIdOf))], model);
  const all = [...groups.values()];
  const rowsOf = (table: GroupTable<G>): object[] =>
    all.flatMap((group) => table.rows(group)).filter((row): row is object => row !== undefined);
  const before = new Set<object>(model.tables.flatMap(rowsOf));
  for (const event of relevant) {
    const domainEvent = { type: event.type, data: event.data } as E;
    model.apply(groups.get(groupIdOf(event))!, domainEvent, event.globalPosition, event.metadata.occurredAt);
  }
  for (const table of model.tables) {
    await table.save(
      db,
      rowsOf(table).filter((row) => !before.has(row)),
      model.chunk,
    );
  }
}
