import type { SettingImage } from '@gkj/contract';
import type { StoredImage } from '../../lib/image-store.ts';
import type { PengaturanValues } from './queries.ts';

type StoredColumns = Record<string, string | number | null | undefined>;

/** `{ logo, logo_width, logo_height }` for an image, or all null to clear it. */
export function imageColumns(column: SettingImage, image: StoredImage | null): Partial<PengaturanValues> {
  return {
    [column]: image?.file_path ?? null,
    [`${column}_width`]: image?.width ?? null,
    [`${column}_height`]: image?.height ?? null,
  };
}

/** The three stored columns of an image as they are now (all null before the first save). */
export function currentImage(row: StoredColumns | undefined, column: SettingImage): StoredImage | null {
  const filePath = row?.[column];
  if (typeof filePath !== 'string') return null;
  return {
    file_path: filePath,
    width: Number(row?.[`${column}_width`]),
    height: Number(row?.[`${column}_height`]),
  };
}

/** Files of the images a save replaced or cleared, to remove once it has committed. */
export function replacedImages(
  before: StoredColumns | undefined,
  after: Partial<PengaturanValues>,
  columns: readonly SettingImage[],
): string[] {
  return columns.flatMap((column) => {
    const old = before?.[column];
    return typeof old === 'string' && old !== after[column] ? [old] : [];
  });
}
