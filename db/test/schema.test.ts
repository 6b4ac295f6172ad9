import { sql } from 'kysely';
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

  it('has an index led by every column a list screen sorts or filters by', async () => {
    // The API's sort whitelists (api/src/routes/*/queries.ts), table by table.
    const sorted: Record<string, string[]> = {
      jemaat: ['nama_jemaat', 'no_induk_jemaat', 'jenis_kelamin_jemaat', 'kewargaan', 'status_bergereja'],
      user: ['username_user', 'nama_tampilan', 'telp_user', 'id_role'],
      jadwal_ibadah: ['tanggal_ibadah', 'nama_ibadah', 'lokasi_ibadah', 'pemimpin_ibadah', 'tema_ibadah'],
      inventaris: ['nama_inventaris', 'jenis_inventaris', 'jumlah_inventaris', 'lokasi_inventaris'],
      transaksi_keuangan: ['tanggal_transaksi', 'nama_transaksi', 'jenis_transaksi', 'jumlah_transaksi'],
      kegiatan_gereja: [
        'nama_kegiatan_gereja',
        'tema_kegiatan_gereja',
        'tempat_kegiatan_gereja',
        'waktu_kegiatan_gereja',
      ],
      artikel: ['tanggal_artikel', 'judul_artikel', 'jenis_artikel', 'author'],
      kemajelisan: ['nama', 'jabatan', 'bidang_kemajelisan', 'periode_mulai'],
      warta_jemaat: ['tanggal_warta', 'judul_warta'],
      audit_log: ['created_at', 'username', 'tabel', 'aksi'],
    };
    const leading = await sql<{ table_name: string; column_name: string }>`
      SELECT TABLE_NAME AS table_name, COLUMN_NAME AS column_name FROM information_schema.STATISTICS
      WHERE TABLE_SCHEMA = DATABASE() AND SEQ_IN_INDEX = 1`.execute(db);
    const indexed = new Set(leading.rows.map((row) => `${row.table_name}.${row.column_name}`));
    const missing = Object.entries(sorted).flatMap(([table, columns]) =>
      columns.map((column) => `${table}.${column}`).filter((key) => !indexed.has(key)),
    );
    expect(missing).toEqual([]);
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
