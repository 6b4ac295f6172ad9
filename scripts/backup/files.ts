// The stored files a backup's rows refer to, to tell which of them the store lacks.
import { storageKeyOf } from '@gkj/api/image-store';
import { variantWidthsOf } from '@gkj/contract/images';

const STORED_IMAGE = /\/uploads\/([a-z0-9][a-z0-9-]{0,39})\/([a-f0-9]{32})\.webp/g;

/** The stored images a chunk of rows names (`/uploads/<folder>/<name>.webp`), as storage keys (archive names). */
export function referencedFiles(chunk: string): string[] {
  const names: string[] = [];
  for (const [, folder, name] of chunk.matchAll(STORED_IMAGE)) {
    // The slides' 1920 px sibling too: a restore must give back every file the site points at.
    for (const suffix of ['', ...variantWidthsOf(folder).map((width) => `-${width}`)]) {
      const key = storageKeyOf(`/uploads/${folder}/${name}${suffix}.webp`);
      if (key) names.push(key);
    }
  }
  return names;
}

export function missingReferences(referenced: Set<string>, archived: Set<string>): string[] {
  return [...referenced].filter((name) => !archived.has(name)).sort();
}
