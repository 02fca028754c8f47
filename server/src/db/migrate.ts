import { Migrator, NO_MIGRATIONS, type Kysely, type MigrationResult } from 'kysely';
import type { DatabaseSchema } from './schema.js';
import { MIGRATIONS } from './migrations/index.js';

export class MigrationError extends Error {
  constructor(
    message: string,
    readonly results: readonly MigrationResult[],
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'MigrationError';
  }
}

function migratorFor(db: Kysely<DatabaseSchema>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => ({ ...MIGRATIONS }) } });
}

/**
 * Brings the schema up to date. Safe to run from several instances at once: Kysely takes a lock in
 * the database for the duration. Returns the names of the migrations applied now.
 */
export async function migrateToLatest(db: Kysely<DatabaseSchema>): Promise<string[]> {
  const { error, results = [] } = await migratorFor(db).migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName;
    const message = failed ? `Database migration ${failed} failed` : 'Database migrations could not run';
    throw new MigrationError(message, results, { cause: error });
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

/** The migrations of this build not yet applied to the database (readiness: an instance ahead of its schema waits). */
export async function pendingMigrations(db: Kysely<DatabaseSchema>): Promise<string[]> {
  const migrations = await migratorFor(db).getMigrations();
  return migrations.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}

/** Undoes every migration, newest first (the tests prove that each `down` works). */
export async function migrateToEmpty(db: Kysely<DatabaseSchema>): Promise<void> {
  const { error, results = [] } = await migratorFor(db).migrateTo(NO_MIGRATIONS);
  if (error) throw new MigrationError('Database rollback failed', results, { cause: error });
}
