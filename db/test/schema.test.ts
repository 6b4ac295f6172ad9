import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { emptyDatabase, workerDatabase } from '../test-support/worker-database.ts';

const { db } = await workerDatabase();
beforeEach(() => emptyDatabase(db));
afterAll(() => db.destroy());

describe('schema', () => {
  it('has the four roles of the spec with their ids', async () => {
    const roles = await db.selectFrom('role').selectAll().orderBy('id_role').execute();
    expect(roles).toEqual([
      { id_role: 1, nama_role: 'admin' },
      { id_role: 2, nama_role: 'pendeta' },
      { id_role: 3, nama_role: 'petugas_inventaris' },
      { id_role: 4, nama_role: 'author' },
    ]);
  });

  it('keeps WIB date-times as the wall-clock strings that were written', async () => {
    await db
      .insertInto('jadwal_ibadah')
      .values({
        nama_ibadah: 'Ibadah Minggu Pagi',
        lokasi_ibadah: 'Induk Girimarto',
        tema_ibadah: 'Kasih',
        tanggal_ibadah: '2026-12-06 07:00:00',
        pemimpin_ibadah: 'Pdt. Yohanes',
      })
      .execute();
    const row = await db.selectFrom('jadwal_ibadah').select('tanggal_ibadah').executeTakeFirstOrThrow();
    expect(row.tanggal_ibadah).toBe('2026-12-06 07:00:00');
  });

  it('refuses a location outside the five churches', async () => {
    await expect(
      db
        .insertInto('inventaris')
        .values({
          nama_inventaris: 'Kursi',
          jenis_inventaris: 'Perabot',
          jumlah_inventaris: 1,
          lokasi_inventaris: 'Jakarta' as never,
        })
        .execute(),
    ).rejects.toThrow(/CONSTRAINT/i);
  });
});
