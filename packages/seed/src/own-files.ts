import type { Db } from '@gkj/db';
import { sql } from 'kysely';

/** Every column that holds a stored image path, with the key of its row. */
const IMAGE_COLUMNS = [
  ['pengaturan_situs', 'id', 'logo'],
  ['pengaturan_situs', 'id', 'gambar_qris'],
  ['pengaturan_situs', 'id', 'foto_pendeta'],
  ['pengaturan_situs', 'id', 'gambar_susunan_organisasi'],
  ['slide_carousel', 'id_slide', 'file_path'],
  ['galeri_gereja', 'id_galeri', 'file_path'],
  ['gambar_kegiatan', 'id_gambar_kegiatan', 'file_path'],
  ['artikel', 'id_artikel', 'gambar_artikel'],
  ['transaksi_keuangan', 'id_transaksi', 'bukti_transaksi'],
] as const;

/**
 * The seed draws a few pictures and lets many records use them; deleting one record's image must
 * never break another, so every use after the first gets its own copy of the files.
 */
export async function giveEachRecordItsOwnFile(
  db: Db,
  copyImage: (filePath: string) => Promise<string>,
): Promise<void> {
  const seen = new Set<string>();
  for (const [table, key, column] of IMAGE_COLUMNS) {
    const rows = await sql<{ id: number; path: string | null }>`
      SELECT ${sql.ref(key)} AS id, ${sql.ref(column)} AS path FROM ${sql.table(table)} ORDER BY ${sql.ref(key)}`
      .execute(db)
      .then((result) => result.rows);
    for (const row of rows) {
      if (!row.path) continue;
      if (!seen.has(row.path)) {
        seen.add(row.path);
        continue;
      }
      const copy = await copyImage(row.path);
      await sql`UPDATE ${sql.table(table)} SET ${sql.ref(column)} = ${copy} WHERE ${sql.ref(key)} = ${row.id}`.execute(
        db,
      );
    }
  }
}
