/**
 * The contract as one import: `import { Artikel, LOKASI } from '@gkj/contract'`. The API validates with
 * these schemas; the site and the dashboard take their types from them (`import type`), so no island
 * or bundle carries TypeBox. Values the front ends need at run time come from the plain subpaths
 * (`@gkj/contract/calendar`, `/documents`, `/enums`, `/errors`, `/images`).
 */
export * from './answers.ts';
export * from './calendar.ts';
export * from './documents.ts';
export * from './enums.ts';
export * from './errors.ts';
export * from './fields.ts';
export * from './images.ts';
export * from './resources/alur-terbit.ts';
export * from './resources/artikel.ts';
export * from './resources/audit.ts';
export * from './resources/auth.ts';
export * from './resources/batas-unggahan.ts';
export * from './resources/dua-langkah.ts';
export * from './resources/galeri-gereja.ts';
export * from './resources/gambar-kegiatan.ts';
export * from './resources/inventarisasi-gereja.ts';
export * from './resources/jadwal-ibadah.ts';
export * from './resources/jemaat.ts';
export * from './resources/jemaat-filters.ts';
export * from './resources/jemaat-import.ts';
export * from './resources/kategori-transaksi.ts';
export * from './resources/kegiatan-gereja.ts';
export * from './resources/kemajelisan.ts';
export * from './resources/keuangan-filters.ts';
export * from './resources/keuangan-gereja.ts';
export * from './resources/konten.ts';
export * from './resources/konten-situs.ts';
export * from './resources/laporan-keuangan.ts';
export * from './resources/pratinjau.ts';
export * from './resources/profile.ts';
export * from './resources/sesi.ts';
export * from './resources/site-build.ts';
export * from './resources/user.ts';
export * from './resources/warta-jemaat.ts';
