// Row builders for the bench's large data set. Everything comes from one seeded PRNG and a fixed `today`
// offset, so two runs on the same day insert the same rows; texts reuse the demo's own paragraphs.

import { LOKASI } from '@gkj/contract/enums';
import type { Artikel, JadwalIbadah, Jemaat, KegiatanGereja, TransaksiKeuangan } from '@gkj/db';
import { addDays, dateTime } from '@gkj/seed/dates';
import { BAPTISMAL_FEMALE, BAPTISMAL_MALE, JAVANESE_FEMALE, JAVANESE_MALE } from '@gkj/seed/names';
import type { Random } from '@gkj/seed/random';
import type { Insertable } from 'kysely';

const KEWARGAAN = LOKASI.map((l) => (l === 'Induk Girimarto' ? 'GKJ Girimarto' : `GKJ Girimarto ${l}`));
const THEMES = [
  'Hidup dalam Pengharapan',
  'Setia dalam Perkara Kecil',
  'Kasih yang Memulihkan',
  'Menjadi Garam dan Terang',
  'Bersyukur dalam Segala Keadaan',
  'Melayani dengan Sukacita',
  'Gusti Iku Pangonku',
];
const ACTIVITY_KINDS = [
  'Ibadah Syukur',
  'Kerja Bakti',
  'Persekutuan Pemuda',
  'Pelatihan Guru Sekolah Minggu',
  'Bakti Sosial',
  'Latihan Paduan Suara',
  'Pemahaman Alkitab',
  'Retret Remaja',
];

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Paragraphs cut from the demo's own articles, recombined so every body differs. */
function body(random: Random, corpus: string[], paragraphs: number): string {
  return Array.from({ length: paragraphs }, () => random.pick(corpus)).join('\n\n');
}

export function articleRows(
  random: Random,
  count: number,
  today: string,
  corpus: string[],
  authors: { id: number; byline: string }[],
): Insertable<Artikel>[] {
  // Oldest first over about eight years, so ids grow with the publication date.
  return Array.from({ length: count }, (_, i) => {
    const jenis = random.pick(['berita', 'renungan', 'kegiatan'] as const);
    const author = random.pick(authors);
    const theme = random.pick(THEMES);
    const judul =
      jenis === 'renungan'
        ? `Renungan ${i + 1}: ${theme}`
        : jenis === 'berita'
          ? `Warta ${random.pick(LOKASI)} nomor ${i + 1}`
          : `${random.pick(ACTIVITY_KINDS)} jemaat (${i + 1})`;
    return {
      judul_artikel: judul,
      jenis_artikel: jenis,
      isi_artikel: body(random, corpus, random.int(3, 7)),
      ayat_alkitab: jenis === 'renungan' ? `Mazmur ${random.int(1, 150)}:${random.int(1, 20)}` : null,
      catatan_artikel: random.chance(0.3) ? `Catatan: ${theme.toLowerCase()}.` : null,
      gambar_artikel: null,
      gambar_artikel_width: null,
      gambar_artikel_height: null,
      id_kegiatan_gereja: null,
      tanggal_artikel: dateTime(addDays(today, -2900 + Math.floor((i * 2890) / count)), '08:00'),
      author: author.byline,
      id_user_author: author.id,
    };
  });
}

export function activityRows(
  random: Random,
  count: number,
  today: string,
  corpus: string[],
): Insertable<KegiatanGereja>[] {
  return Array.from({ length: count }, (_, i) => {
    const kind = random.pick(ACTIVITY_KINDS);
    return {
      nama_kegiatan_gereja: `${kind} ${random.pick(LOKASI)} ${i + 1}`,
      deskripsi_kegiatan_gereja: body(random, corpus, random.int(2, 4)).replace(/\n\n/g, '\n'),
      tema_kegiatan_gereja: random.pick(THEMES),
      tempat_kegiatan_gereja: `GKJ Girimarto ${random.pick(LOKASI)}`,
      waktu_kegiatan_gereja: addDays(today, -2900 + Math.floor((i * 2930) / count)),
    };
  });
}

export function memberRows(random: Random, count: number, firstNumber: number): Insertable<Jemaat>[] {
  return Array.from({ length: count }, (_, i) => {
    const male = random.chance(0.5);
    const nama = `${random.pick(male ? BAPTISMAL_MALE : BAPTISMAL_FEMALE)} ${random.pick(male ? JAVANESE_MALE : JAVANESE_FEMALE)}`;
    const born = addDays('1940-01-01', random.int(0, 29_000));
    return {
      no_induk_jemaat: `B-${pad(firstNumber + i, 6)}`,
      nama_jemaat: nama,
      jenis_kelamin_jemaat: male ? 'Laki-laki' : 'Perempuan',
      alamat_jemaat: `RT ${pad(random.int(1, 9), 2)}/RW ${pad(random.int(1, 5), 2)}, Girimarto, Wonogiri`,
      kewargaan: random.pick(KEWARGAAN),
      no_telp_jemaat: `08${random.int(1_000_000_000, 9_999_999_999)}`.slice(0, 13),
      tanggal_lahir_jemaat: born,
      status_bergereja: random.pick(['aktif', 'aktif', 'aktif', 'boro', 'pindah', 'keluar'] as const),
      status_kewargagerejaan: born < '2008-01-01' ? 'Warga Dewasa' : 'Warga Anak',
      kelompok_usia: born < '1960-01-01' ? 'Adiyuswa' : born < '2000-01-01' ? 'Dewasa' : 'Remaja Pemuda',
    };
  });
}

export function transactionRows(
  random: Random,
  count: number,
  today: string,
): Insertable<TransaksiKeuangan>[] {
  const income = ['Persembahan Minggu', 'Persembahan Syukur', 'Perpuluhan', 'Persembahan Natal'];
  const expense = ['Listrik dan air', 'Honor organis', 'Konsumsi rapat majelis', 'Perbaikan bangunan'];
  return Array.from({ length: count }, (_, i) => {
    const pemasukan = random.chance(0.6);
    return {
      tanggal_transaksi: addDays(today, -3650 + Math.floor((i * 3640) / count)),
      nama_transaksi: `${random.pick(pemasukan ? income : expense)} ${random.pick(LOKASI)}`,
      jenis_transaksi: pemasukan ? 'pemasukan' : 'pengeluaran',
      jumlah_transaksi: random.int(10, 5000) * 1000,
      keterangan_transaksi: random.chance(0.2) ? 'Dicatat oleh bendahara' : null,
      bukti_transaksi: null,
      // The default categories of migration 0009 in their order (1–5 income, 6–11 expenses); one row in
      // ten stays without, as older records do.
      id_kategori: random.chance(0.1) ? null : pemasukan ? random.int(1, 5) : random.int(6, 11),
      lokasi_transaksi: random.chance(0.2) ? null : random.pick(LOKASI),
    };
  });
}

/** Services spread over the past years and the coming weeks, so every church has upcoming ones. */
export function scheduleRows(
  random: Random,
  count: number,
  today: string,
  leaders: string[],
): Insertable<JadwalIbadah>[] {
  return Array.from({ length: count }, (_, i) => ({
    nama_ibadah: random.pick(['Ibadah Minggu Pagi', 'Sekolah Minggu', 'Persekutuan Doa', 'Ibadah Keluarga']),
    info_ibadah: random.chance(0.3) ? 'Bahasa Jawa' : null,
    lokasi_ibadah: LOKASI[i % LOKASI.length],
    tema_ibadah: random.pick(THEMES),
    tanggal_ibadah: dateTime(addDays(today, -1900 + Math.floor((i * 2000) / count)), '07:00'),
    pemimpin_ibadah: random.pick(leaders),
  }));
}
