import type { Migration } from 'kysely/migration';
import * as schema from './0001-schema.ts';
import * as sortIndexes from './0002-sort-indexes.ts';
import * as userHarusGantiPassword from './0005-user-harus-ganti-password.ts';

/** Every migration in order. Add new files here; never edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001-schema': schema,
  '0002-sort-indexes': sortIndexes,
  '0005-user-harus-ganti-password': userHarusGantiPassword,
};
