import type { GambarKegiatan } from '@gkj/contract';

/** The spec stores the cover flag as 1 / '1'. */
export const isCover = (image: GambarKegiatan) => String(Number(image.is_thumbnail)) === '1';
