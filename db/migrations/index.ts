import type { Migration } from 'kysely/migration';
import * as schema from './0001-schema.ts';

/** Every migration in order. Add new files here; never edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001-schema': schema,
};
