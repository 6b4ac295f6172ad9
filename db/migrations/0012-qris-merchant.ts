import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports app code.
// The merchant the offering QRIS pays, decoded from its image when it was uploaded: shown to givers under
// the code, so they can compare it with what their banking app shows. Null for an image stored before
// the check existed (or none). EMVCo values are at most 99 characters; the NMID is 'ID' and 13 digits.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE pengaturan_situs
      ADD COLUMN qris_nama_merchant VARCHAR(99) NULL AFTER gambar_qris_height,
      ADD COLUMN qris_kota_merchant VARCHAR(99) NULL AFTER qris_nama_merchant,
      ADD COLUMN qris_nmid VARCHAR(20) NULL AFTER qris_kota_merchant
  `.execute(db);
}
