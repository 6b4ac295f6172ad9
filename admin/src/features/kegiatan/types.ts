export interface KegiatanRow {
  id_kegiatan_gereja: number;
  nama_kegiatan_gereja: string;
  deskripsi_kegiatan_gereja: string | null;
  tema_kegiatan_gereja: string | null;
  tempat_kegiatan_gereja: string | null;
  waktu_kegiatan_gereja: string;
  /** 'HH:MM', or null when the activity has no time of day. */
  jam_kegiatan_gereja: string | null;
}

export interface GambarKegiatan {
  id_gambar_kegiatan: number;
  nama_gambar_kegiatan: string;
  file_path: string;
  width: number;
  height: number;
  is_thumbnail: number | string | boolean;
}

/** The spec stores the cover flag as 1 / '1'. */
export const isCover = (image: GambarKegiatan) => String(Number(image.is_thumbnail)) === '1';
