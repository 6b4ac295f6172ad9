import { storageKeyOf } from '../../src/lib/image-store.ts';
import { type LocalFolders, localPathOf } from '../../src/lib/storage/local.ts';

/** The file on disk that an upload path (`/uploads/<folder>/<name>…`) names, in the folders store. */
export function onDisk(folders: LocalFolders, filePath: string): string {
  const key = storageKeyOf(filePath);
  if (!key) throw new Error(`Not a stored upload: ${filePath}`);
  return localPathOf(folders, key);
}
