import type { Artikel, ArtikelSummary, GambarKegiatan, StoredImage } from '@gkj/contract';

/** The activity's cover: the image marked as thumbnail, else its first image. */
export function thumbnailOf(images: GambarKegiatan[]): StoredImage | null {
  const cover = images.find((image) => image.is_thumbnail === 1) ?? images[0];
  return cover ? { file_path: cover.file_path, width: cover.width, height: cover.height } : null;
}

/** An article as the list answers it (without the body). */
export function withoutBody({ isi_artikel: _body, ...row }: Artikel): ArtikelSummary {
  return row;
}
