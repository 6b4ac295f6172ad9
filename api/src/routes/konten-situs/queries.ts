import { LOKASI } from '@gkj/contract';
import type { Db, Lokasi, PengaturanSitusTable } from '@gkj/db';
import type { Insertable } from 'kysely';
import { STORED_IMAGE_COLUMNS } from '../../lib/image-store.ts';
import { listSlides } from './slide-queries.ts';

/** Everything the settings row holds but its key and stamps. */
export type PengaturanValues = Omit<Insertable<PengaturanSitusTable>, 'id' | 'created_at' | 'updated_at'>;

export function findPengaturan(db: Db) {
  return db.selectFrom('pengaturan_situs').selectAll().where('id', '=', 1).executeTakeFirst();
}

/** Writes the one settings row, creating it on the first save. */
export async function savePengaturan(db: Db, values: PengaturanValues): Promise<void> {
  await db
    .insertInto('pengaturan_situs')
    .values({ id: 1, ...values })
    .onDuplicateKeyUpdate(values)
    .execute();
}

export async function listSejarah(db: Db) {
  return db
    .selectFrom('sejarah_gereja')
    .select(['periode', 'judul', 'isi'])
    .orderBy('urutan')
    .orderBy('id_sejarah')
    .execute();
}

/** The history is edited as one ordered list: the stored one is replaced as a whole. */
export async function replaceSejarah(db: Db, items: { periode: string; judul: string; isi: string }[]) {
  await db.deleteFrom('sejarah_gereja').execute();
  if (items.length === 0) return;
  await db
    .insertInto('sejarah_gereja')
    .values(items.map((item, urutan) => ({ ...item, urutan })))
    .execute();
}

/** The churches in their order, each with its weekly service times and gallery photos. */
export async function listGereja(db: Db, lokasi?: Lokasi) {
  let churches = db
    .selectFrom('gereja')
    .select(['lokasi', 'nama_gereja', 'alamat', 'latitude', 'longitude', 'urutan', 'updated_at']);
  let times = db.selectFrom('waktu_ibadah_tetap').select(['lokasi', 'nama', 'jam']);
  let photos = db
    .selectFrom('galeri_gereja')
    .select(['lokasi', 'id_galeri', 'nama', 'kegiatan', ...STORED_IMAGE_COLUMNS]);
  if (lokasi) {
    churches = churches.where('lokasi', '=', lokasi);
    times = times.where('lokasi', '=', lokasi);
    photos = photos.where('lokasi', '=', lokasi);
  }
  const [gereja, waktu, galeri] = await Promise.all([
    churches.orderBy('urutan').orderBy('lokasi').execute(),
    times.orderBy('urutan').orderBy('id_waktu').execute(),
    photos.orderBy('urutan').orderBy('id_galeri').execute(),
  ]);
  return gereja.map((church) => ({
    ...church,
    waktu_ibadah: waktu.filter((w) => w.lokasi === church.lokasi).map(({ nama, jam }) => ({ nama, jam })),
    galeri: galeri.filter((g) => g.lokasi === church.lokasi).map(({ lokasi: _, ...photo }) => photo),
  }));
}

/** A church's stored position, null for each part not known (or no row yet). */
export async function findKoordinat(db: Db, lokasi: Lokasi) {
  const row = await db
    .selectFrom('gereja')
    .select(['latitude', 'longitude'])
    .where('lokasi', '=', lokasi)
    .executeTakeFirst();
  return { latitude: row?.latitude ?? null, longitude: row?.longitude ?? null };
}

export interface GerejaValues {
  nama_gereja: string;
  alamat: string;
  latitude: number | null;
  longitude: number | null;
}

/**
 * Saves a church's name, address and position (creating its row in the fixed order of the locations)
 * and replaces its weekly service times as a whole.
 */
export async function saveGereja(
  db: Db,
  lokasi: Lokasi,
  values: GerejaValues,
  waktu: { nama: string; jam: string }[],
): Promise<void> {
  await db
    .insertInto('gereja')
    .values({ lokasi, ...values, urutan: LOKASI.indexOf(lokasi) + 1 })
    .onDuplicateKeyUpdate(values)
    .execute();
  await db.deleteFrom('waktu_ibadah_tetap').where('lokasi', '=', lokasi).execute();
  if (waktu.length === 0) return;
  await db
    .insertInto('waktu_ibadah_tetap')
    .values(waktu.map((w, urutan) => ({ lokasi, ...w, urutan })))
    .execute();
}

/** The whole public site content in one answer (GET /konten-situs). */
export async function kontenSitus(db: Db) {
  const [pengaturan, gereja, sejarah, slides] = await Promise.all([
    findPengaturan(db),
    listGereja(db),
    listSejarah(db),
    listSlides(db),
  ]);
  return { pengaturan: pengaturan ?? null, gereja, sejarah, slides };
}
