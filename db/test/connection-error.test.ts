// A server that cannot be reached, a refused login and a missing database each become one Indonesian
// sentence at start-up (migrations and database creation are the first contact), never a driver code alone.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDb, dropDatabase, ensureDatabase } from '../src/connection.ts';
import { migrateToLatest } from '../src/migrate.ts';
import { testServerUrl } from '../test-support/worker-database.ts';

async function migrationError(databaseUrl: string): Promise<string> {
  const db = createDb(databaseUrl);
  try {
    await migrateToLatest(db);
    return 'berhasil';
  } catch (error) {
    return (error as Error).message;
  } finally {
    await db.destroy();
  }
}

function withCredentials(user: string, password: string): string {
  const url = new URL(testServerUrl());
  url.username = user;
  url.password = password;
  return url.toString().replace(/\/$/, '');
}

describe('connection problems at start-up', () => {
  it('names the address nobody answers on', async () => {
    expect(await migrationError('mysql://root@127.0.0.1:1/gkj')).toBe(
      'Server database di 127.0.0.1:1 tidak dapat dihubungi (ECONNREFUSED). ' +
        'Pastikan MariaDB berjalan dan DATABASE_URL menunjuk ke alamat yang benar.',
    );
    await expect(ensureDatabase('mysql://root@127.0.0.1:1', 'gkj')).rejects.toThrow(
      'Server database di 127.0.0.1:1 tidak dapat dihubungi (ECONNREFUSED).',
    );
  });

  it('says a login was refused and where to fix it', async () => {
    await expect(ensureDatabase(withCredentials('tidak_ada', 'salah'), 'gkj')).rejects.toThrow(
      /^Server database menolak login \(Access denied for user 'tidak_ada'.*\)\. Periksa pengguna dan kata sandi di DATABASE_URL\.$/,
    );
  });

  it('says which database is missing', async () => {
    const url = new URL(testServerUrl());
    url.pathname = '/gkj_tidak_pernah_dibuat';
    expect(await migrationError(url.toString())).toBe(
      "Unknown database 'gkj_tidak_pernah_dibuat'. Buat database itu dulu, atau ubah namanya di DATABASE_URL.",
    );
  });

  it('leaves a failing statement reported as a failed migration', async () => {
    // Another kind of failure keeps the migration's own wording (no false "cannot reach" sentence).
    const name = `${process.env.TEST_DATABASE_PREFIX ?? 'gkj_test'}_bentrok`;
    await dropDatabase(testServerUrl(), name);
    await ensureDatabase(testServerUrl(), name);
    const db = createDb(testServerUrl(), name);
    try {
      await sql`CREATE TABLE role (bentrok INT)`.execute(db);
      await expect(migrateToLatest(db)).rejects.toThrow(/^Migrasi database gagal: .*role/);
    } finally {
      await db.destroy();
      await dropDatabase(testServerUrl(), name);
    }
  });
});
