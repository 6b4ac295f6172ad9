// Site identity, the five churches with their times and galleries, the carousel and the history.
import type { Db } from '@gkj/db';
import { CHURCHES, displayTime, SLIDES } from './churches.ts';
import { HISTORY } from './history.ts';
import type { DemoImages, StoredImage } from './images/index.ts';
import { DEMO_QRIS } from './qris.ts';
import { SITE_TEXTS } from './site-texts.ts';

/** An image column and its two size columns, as pengaturan_situs and artikel name them. */
export function imageColumns<K extends string>(column: K, image: StoredImage) {
  return {
    [column]: image.file_path,
    [`${column}_width`]: image.width,
    [`${column}_height`]: image.height,
  } as Record<K, string> & Record<`${K}_width` | `${K}_height`, number>;
}

export async function seedSite(db: Db, images: DemoImages): Promise<void> {
  await db
    .insertInto('pengaturan_situs')
    .values({
      id: 1,
      ...SITE_TEXTS,
      ...imageColumns('logo', images.logo),
      ...imageColumns('gambar_qris', images.qris),
      // What the API would have decoded from the picture (it holds DEMO_QRIS_PAYLOAD).
      qris_nama_merchant: DEMO_QRIS.nama_merchant,
      qris_kota_merchant: DEMO_QRIS.kota_merchant,
      qris_nmid: DEMO_QRIS.nmid,
      ...imageColumns('foto_pendeta', images.pendeta),
      ...imageColumns('gambar_susunan_organisasi', images.organisasi),
    })
    .execute();

  await db
    .insertInto('gereja')
    .values(
      CHURCHES.map(({ lokasi, nama_gereja, alamat, latitude, longitude }, i) => ({
        lokasi,
        nama_gereja,
        alamat,
        latitude,
        longitude,
        urutan: i + 1,
      })),
    )
    .execute();
  await db
    .insertInto('waktu_ibadah_tetap')
    .values(
      CHURCHES.flatMap(({ lokasi, times }) =>
        times.map((t, i) => ({ lokasi, nama: t.nama, jam: displayTime(t.time), urutan: i + 1 })),
      ),
    )
    .execute();
  await db
    .insertInto('galeri_gereja')
    .values(
      CHURCHES.flatMap(({ lokasi, gallery }) =>
        gallery.map(({ scene, nama, kegiatan }, i) => {
          const { file_path, width, height } = images[scene];
          return { lokasi, nama, kegiatan, file_path, width, height, urutan: i + 1 };
        }),
      ),
    )
    .execute();

  await db
    .insertInto('slide_carousel')
    .values(
      SLIDES.map(({ scene, judul, keterangan }, i) => {
        const { file_path, width, height } = images[scene];
        return { judul, keterangan, file_path, width, height, urutan: i + 1 };
      }),
    )
    .execute();

  await db
    .insertInto('sejarah_gereja')
    .values(
      HISTORY.map(({ periode, judul, isi }, i) => ({ periode, judul, isi: isi.join('\n\n'), urutan: i + 1 })),
    )
    .execute();
}
