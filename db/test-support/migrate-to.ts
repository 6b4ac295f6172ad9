import { Migrator } from 'kysely/migration';
import { migrations } from '../migrations/index.ts';
import type { Db } from '../src/connection.ts';

/**
 * Migrates up to and including `name` and no further: a database as a release of that time left it, for
 * a test that writes rows then and checks what the later migrations make of them.
 */
export async function migrateTo(db: Db, name: string): Promise<void> {
  const migrator = new Migrator({
    // biome-ignore lint/suspicious/noExplicitAny: the migrator only needs an untyped handle.
    db: db as any,
    provider: { getMigrations: async () => migrations },
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateTo(name);
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) throw new Error(`Migrasi sampai ${name} gagal`, { cause: error ?? failed });
}
