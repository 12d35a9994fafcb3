import { Migrator, type Kysely, type Migration } from 'kysely';

/**
 * Runs migrations kept in code (not files) so they ship inside the compiled package. Each owner keeps its
 * own history table, so the event store and every projection generation migrate independently.
 */
export async function migrateToLatest<DB>(
  db: Kysely<DB>,
  migrations: Readonly<Record<string, Migration>>,
  historyTable: string,
  schema?: string,
): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => ({ ...migrations }) },
    migrationTableName: historyTable,
    migrationLockTableName: `${historyTable}_lock`,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(`Migration ${failed ?? ''} of ${historyTable} failed: ${String(error)}`, {
      cause: error,
    });
  }
}
