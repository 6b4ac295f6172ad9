import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import { migrations } from '../migrations/index.ts';
import type { Db } from './connection.ts';
import { connectionProblem } from './connection-error.ts';

/** Migrations are listed statically so bundlers and type stripping both see them. */
const provider: MigrationProvider = {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  },
};

export async function migrateToLatest(db: Db): Promise<void> {
  // Numbers are reserved by changes made in parallel, so a later-merged lower number must still run.
  // biome-ignore lint/suspicious/noExplicitAny: the migrator only needs an untyped handle.
  const migrator = new Migrator({ db: db as any, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    // The first statement of a start-up: an unreachable server is said as such, not as a failed migration.
    const unreachable = connectionProblem(error);
    if (unreachable) throw new Error(unreachable, { cause: error });
    const reason = error instanceof Error ? error.message : String(error ?? failed?.migrationName);
    throw new Error(`Migrasi database gagal: ${reason}`);
  }
}
