// The keys that name stored files, shared by both stores and the backup archive.

export const STORAGE_AREAS = ['uploads', 'private-uploads'] as const;
export type StorageArea = (typeof STORAGE_AREAS)[number];

/**
 * Whether a key names a file inside one of the two areas: at least a name below the area, no empty,
 * `.` or `..` segment, no backslash or NUL. Keys come from the image store and from backup archives,
 * and an archive is not trusted to stay inside its folders.
 */
export function isStorageKey(key: string): boolean {
  const [area, ...rest] = key.split('/');
  if (!(STORAGE_AREAS as readonly string[]).includes(area) || rest.length === 0) return false;
  return rest.every((part) => part !== '' && part !== '.' && part !== '..' && !/[\\\0]/.test(part));
}

/** The area and the segments below it of a key, refusing any key `isStorageKey` refuses. */
export function splitStorageKey(key: string): [StorageArea, string[]] {
  if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
  const [area, ...rest] = key.split('/');
  return [area as StorageArea, rest];
}
