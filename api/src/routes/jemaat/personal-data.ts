import type { Db } from '@gkj/db';
import { sql } from 'kysely';
import { getJemaat } from './queries.ts';

/**
 * A member's rights under UU 27/2022 (Pelindungan Data Pribadi): a complete copy of what the system
 * holds about them, and erasure of their personal data. Religious data (baptism, sidi, marriage) is
 * specific personal data under that law.
 */

/** What identifies or describes the person: erased on request, and on a delete from the audit log too. */
export const PERSONAL_FIELDS = [
  'no_induk_jemaat',
  'nama_jemaat',
  'alamat_jemaat',
  'no_telp_jemaat',
  'tanggal_lahir_jemaat',
  'tanggal_meninggal_jemaat',
  'pendidikan',
  'tanggal_baptis',
  'tempat_baptis',
  'petugas_baptis',
  'tanggal_sidi',
  'tempat_sidi',
  'petugas_sidi',
  'pasangan',
  'tanggal_nikah',
  'tempat_nikah',
  'petugas_nikah',
] as const;

/** The name an erased record keeps: it still counts in its congregation, status and age group. */
export const ERASED_NAME = 'Jemaat (data pribadi dihapus)';
const ERASED_VALUE = '[dihapus]';
const DATE = /^\d{4}-\d\d-\d\d/;

/** Everything held about one member: the record, its links, and the history of changes to it. */
export async function personalDataOf(db: Db, idJemaat: number) {
  const jemaat = await getJemaat(db, idJemaat);
  const [majelis, pengguna, riwayat] = await Promise.all([
    db
      .selectFrom('kemajelisan')
      .select([
        'id_kemajelisan',
        'nama',
        'jabatan',
        'jabatan_struktur',
        'bidang_kemajelisan',
        'periode_mulai',
        'periode_selesai',
      ])
      .where('id_jemaat', '=', idJemaat)
      .execute(),
    db
      .selectFrom('user as u')
      .innerJoin('role as r', 'r.id_role', 'u.id_role')
      .select(['u.username_user', 'r.nama_role', 'u.telp_user', 'u.created_at'])
      .where('u.id_jemaat', '=', idJemaat)
      .execute(),
    auditOf(db, idJemaat),
  ]);
  return { jemaat, majelis, pengguna, riwayat };
}

function auditOf(db: Db, idJemaat: number) {
  return db
    .selectFrom('audit_log')
    .select(['id_audit', 'aksi', 'username', 'created_at', 'perubahan'])
    .where('tabel', '=', 'jemaat')
    .where('id_record', '=', String(idJemaat))
    .orderBy('id_audit')
    .execute();
}

/** Replaces, in any JSON value, every personal field's value and every text equal to one of `values`. */
function scrub(value: unknown, values: ReadonlySet<string>): unknown {
  if (typeof value === 'string') return values.has(value) ? ERASED_VALUE : value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, values));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      (PERSONAL_FIELDS as readonly string[]).includes(key) && inner !== null
        ? ERASED_VALUE
        : scrub(inner, values),
    ]),
  );
}

/**
 * Removes the member's personal values from the audit log: the entries about their record, and any
 * other entry that quotes one of those values (a council entry naming them). Who changed what and
 * when stays; what the values were does not.
 */
export async function scrubAuditOf(db: Db, idJemaat: number, record: Record<string, unknown>): Promise<void> {
  // Only the personal fields' texts: a congregation or a status quoted elsewhere is nobody's secret, and
  // a bare date elsewhere is someone else's date (this member's own entries lose theirs by field name).
  const values = new Set(
    PERSONAL_FIELDS.map((field) => record[field]).filter(
      (value): value is string => typeof value === 'string' && value.length >= 3 && !DATE.test(value),
    ),
  );
  const quoting =
    values.size === 0
      ? []
      : await db
          .selectFrom('audit_log')
          .select(['id_audit', 'perubahan'])
          .where((eb) =>
            eb.or(
              [...values].map((value) =>
                // JSON_SEARCH matches like LIKE: the value's own % and _ are escaped to match only themselves.
                eb(sql`JSON_SEARCH(perubahan, 'one', ${value.replace(/[\\%_]/g, '\\$&')})`, 'is not', null),
              ),
            ),
          )
          .execute();
  const own = await db
    .selectFrom('audit_log')
    .select(['id_audit', 'perubahan'])
    .where('tabel', '=', 'jemaat')
    .where('id_record', '=', String(idJemaat))
    .execute();
  for (const row of [...own, ...quoting]) {
    if (row.perubahan === null) continue;
    await db
      .updateTable('audit_log')
      .set({ perubahan: JSON.stringify(scrub(row.perubahan, values)) })
      .where('id_audit', '=', row.id_audit)
      .execute();
  }
}

/** Erases the member's personal fields in place; congregation, status, group and gender stay for counts. */
export async function erasePersonalData(db: Db, idJemaat: number): Promise<void> {
  const before = await getJemaat(db, idJemaat);
  const cleared = Object.fromEntries(PERSONAL_FIELDS.map((field) => [field, null]));
  await db
    .updateTable('jemaat')
    .set({ ...cleared, nama_jemaat: ERASED_NAME })
    .where('id_jemaat', '=', idJemaat)
    .execute();
  await scrubAuditOf(db, idJemaat, before);
}
