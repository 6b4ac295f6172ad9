import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports app code.
// An index behind every column a list screen sorts by that 0001 left without one, so a sort of a
// large table reads the index in order instead of sorting every row (the lists page at 20,000 rows).
const indexes: [table: string, name: string, columns: string][] = [
  ['jadwal_ibadah', 'ix_jadwal_pemimpin', 'pemimpin_ibadah'],
  ['jadwal_ibadah', 'ix_jadwal_tema', 'tema_ibadah'],
  ['inventaris', 'ix_inventaris_jumlah', 'jumlah_inventaris'],
  ['kegiatan_gereja', 'ix_kegiatan_tema', 'tema_kegiatan_gereja'],
  ['kegiatan_gereja', 'ix_kegiatan_tempat', 'tempat_kegiatan_gereja'],
  ['kemajelisan', 'ix_majelis_bidang', 'bidang_kemajelisan'],
  ['kemajelisan', 'ix_majelis_periode', 'periode_mulai'],
  ['user', 'ix_user_telp', 'telp_user'],
  ['audit_log', 'ix_audit_username', 'username, id_audit'],
  ['audit_log', 'ix_audit_aksi', 'aksi, id_audit'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, name, columns] of indexes) {
    await sql.raw(`ALTER TABLE \`${table}\` ADD INDEX ${name} (${columns})`).execute(db);
  }
}
