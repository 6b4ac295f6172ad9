// Shapes of the public API answers the site reads (see the API contract).

export type Lokasi =
  | 'Induk Girimarto'
  | 'Pepanthan Paseban'
  | 'Pepanthan Sidoharjo'
  | 'Pepanthan Gemawang'
  | 'Pepanthan Simpar';

/** A stored image with its pixel size; variants `-480.webp` and `-960.webp` (slides: `-1920.webp`) sit beside it. */
export interface StoredImage {
  file_path: string;
  width: number;
  height: number;
}

export interface Pengaturan {
  nama_gereja: string;
  alamat: string;
  telepon: string;
  email_1: string;
  email_2: string | null;
  logo: string | null;
  logo_width: number | null;
  logo_height: number | null;
  judul_sambutan: string;
  teks_sambutan: string;
  tentang_singkat: string;
  profil_gereja: string;
  nama_bank: string;
  nomor_rekening: string;
  atas_nama_rekening: string;
  gambar_qris: string | null;
  gambar_qris_width: number | null;
  gambar_qris_height: number | null;
  visi: string;
  misi: string;
  nama_pendeta: string;
  profil_pendeta: string;
  foto_pendeta: string | null;
  foto_pendeta_width: number | null;
  foto_pendeta_height: number | null;
  gambar_susunan_organisasi: string | null;
  gambar_susunan_organisasi_width: number | null;
  gambar_susunan_organisasi_height: number | null;
  updated_at: string;
}

export interface WaktuIbadah {
  nama: string;
  jam: string;
}

export interface GaleriFoto extends StoredImage {
  id_galeri: number;
  nama: string;
  kegiatan: string;
}

export interface Gereja {
  lokasi: Lokasi;
  nama_gereja: string;
  alamat: string;
  urutan: number;
  waktu_ibadah: WaktuIbadah[];
  galeri: GaleriFoto[];
}

export interface Sejarah {
  periode: string;
  judul: string;
  isi: string;
}

export interface Slide extends StoredImage {
  judul: string;
  keterangan: string | null;
}

export interface KontenSitus {
  pengaturan: Pengaturan;
  gereja: Gereja[];
  sejarah: Sejarah[];
  slides: Slide[];
}

export interface JadwalIbadah {
  id_jadwal_ibadah: number;
  nama_ibadah: string;
  info_ibadah: string | null;
  lokasi_ibadah: Lokasi;
  tema_ibadah: string;
  tanggal_ibadah: string;
  pemimpin_ibadah: string;
}

export interface GambarKegiatan extends StoredImage {
  id_gambar_kegiatan: number;
  nama_gambar_kegiatan: string;
  is_thumbnail: number;
}

export interface Kegiatan {
  id_kegiatan_gereja: number;
  nama_kegiatan_gereja: string;
  deskripsi_kegiatan_gereja: string | null;
  tema_kegiatan_gereja: string | null;
  tempat_kegiatan_gereja: string | null;
  waktu_kegiatan_gereja: string;
  /** 'HH:MM' (WIB) when the activity starts at a time of day. */
  jam_kegiatan_gereja?: string | null;
  updated_at?: string;
  gambar_thumbnail?: StoredImage | null;
}

export interface KegiatanLengkap extends Kegiatan {
  gambar: GambarKegiatan[];
}

export type JenisArtikel = 'berita' | 'renungan' | 'kegiatan';

export interface ArtikelRingkas {
  id_artikel: number;
  judul_artikel: string;
  jenis_artikel: JenisArtikel;
  ayat_alkitab: string | null;
  catatan_artikel: string | null;
  gambar_artikel: string | null;
  gambar_artikel_width: number | null;
  gambar_artikel_height: number | null;
  id_kegiatan_gereja: number | null;
  tanggal_artikel: string;
  author: string;
  excerpt?: string | null;
  description?: string | null;
  updated_at?: string;
}

export interface Artikel extends ArtikelRingkas {
  isi_artikel: string;
}

export interface KontenTerbaru {
  id: number;
  type: 'kegiatan' | 'artikel';
  title: string;
  image: string | null;
  image_width: number | null;
  image_height: number | null;
  date: string;
}

export interface AnggotaMajelis {
  id_kemajelisan: number;
  nama: string;
  jabatan: 'Pendeta' | 'Penatua' | 'Diaken';
  jabatan_struktur: string | null;
  bidang_kemajelisan: string | null;
  periode_mulai: string | null;
  periode_selesai: string | null;
  periode: string | null;
}

export type StrukturMajelis = Record<'Pendeta' | 'Penatua' | 'Diaken', AnggotaMajelis[]>;

export interface ListAnswer<Row> {
  data: Row[];
  total: number;
}
