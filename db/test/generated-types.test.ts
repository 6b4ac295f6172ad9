import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { generateDatabaseTypes, parseInList } from '../codegen/database-types.ts';
import { DATABASE_TYPES_FILE } from '../codegen/write-database-types.ts';
import { workerDatabase } from '../test-support/worker-database.ts';

// A fresh database, migrated from nothing: the committed types must be what it generates.
const { db } = await workerDatabase();
afterAll(() => db.destroy());

describe('generated table types', () => {
  it('match the migrations (after a schema change: npm run db:types)', async () => {
    const generated = await generateDatabaseTypes(db);
    expect(readFileSync(DATABASE_TYPES_FILE, 'utf8')).toBe(generated);
  });

  it('read enumerations from IN-list checks and nothing else', () => {
    expect(parseInList("`lokasi` in ('Induk Girimarto','Pepanthan Simpar')")).toEqual([
      'lokasi',
      ['Induk Girimarto', 'Pepanthan Simpar'],
    ]);
    expect(parseInList("`nama` in ('Jum''at')")).toEqual(['nama', ["Jum'at"]]);
    expect(parseInList('`id` = 1')).toBeUndefined();
    expect(parseInList('json_valid(`perubahan`)')).toBeUndefined();
  });
});
