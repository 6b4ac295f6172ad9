import type { Database, Db } from '@gkj/db';

// The seed's tests take the closed lists from the contract, as the product does.
export { KEWARGAAN, LOKASI } from '@gkj/contract/enums';

const TABLES = [
  'jemaat',
  'user',
  'auth_session',
  'jadwal_ibadah',
  'inventaris',
  'transaksi_keuangan',
  'log_inventaris',
  'kegiatan_gereja',
  'gambar_kegiatan',
  'artikel',
  'warta_jemaat',
  'kemajelisan',
  'pengaturan_situs',
  'sejarah_gereja',
  'gereja',
  'waktu_ibadah_tetap',
  'galeri_gereja',
  'slide_carousel',
  'site_build',
  'audit_log',
] as const satisfies (keyof Database)[];

/** Row count of every table the seed may touch. */
export async function tableCounts(db: Db): Promise<Record<(typeof TABLES)[number], number>> {
  const entries = await Promise.all(
    TABLES.map(async (table) => {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return [table, Number(row.n)] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<(typeof TABLES)[number], number>;
}

/** Every stored image path any record holds, one entry per use. */
export async function allImagePaths(db: Db): Promise<string[]> {
  const settings = await db
    .selectFrom('pengaturan_situs')
    .select(['logo', 'gambar_qris', 'foto_pendeta', 'gambar_susunan_organisasi'])
    .execute();
  const column = async (table: 'slide_carousel' | 'galeri_gereja' | 'gambar_kegiatan') =>
    (await db.selectFrom(table).select('file_path').execute()).map((r) => r.file_path);
  const articles = await db.selectFrom('artikel').select('gambar_artikel').execute();
  const receipts = await db.selectFrom('transaksi_keuangan').select('bukti_transaksi').execute();
  return [
    ...settings.flatMap((s) => [s.logo, s.gambar_qris, s.foto_pendeta, s.gambar_susunan_organisasi]),
    ...(await column('slide_carousel')),
    ...(await column('galeri_gereja')),
    ...(await column('gambar_kegiatan')),
    ...articles.map((a) => a.gambar_artikel),
    ...receipts.map((r) => r.bukti_transaksi),
  ].filter((p): p is string => Boolean(p));
}
