// The upload folders as the backup sees them: every regular file, by its path inside the folder.
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { PRIVATE_FOLDERS, VARIANT_WIDTHS } from '../../api/src/lib/image-store.ts';

/** The archive folder of each upload folder. */
export type FolderName = 'uploads' | 'private-uploads';

/** Every regular file under `dir` (none when it does not exist), as sorted '/'-separated paths. */
export async function listFiles(dir: string): Promise<string[]> {
  let entries: { name: string; parentPath: string; isFile(): boolean }[];
  try {
    entries = await readdir(dir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** A file's bytes and modification time (whole seconds), or undefined once it is gone. */
export async function readStoredFile(dir: string, relative: string) {
  const file = path.join(dir, ...relative.split('/'));
  try {
    const [data, info] = await Promise.all([readFile(file), stat(file)]);
    return { data, mtime: Math.floor(info.mtimeMs / 1000) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

const STORED_IMAGE = /\/uploads\/([a-z0-9][a-z0-9-]{0,39})\/([a-f0-9]{32})\.webp/g;

/** The stored images a chunk of rows names (`/uploads/<folder>/<name>.webp`), as archive names. */
export function referencedFiles(chunk: string): string[] {
  const names: string[] = [];
  for (const [, folder, name] of chunk.matchAll(STORED_IMAGE)) {
    const root: FolderName = PRIVATE_FOLDERS.has(folder) ? 'private-uploads' : 'uploads';
    for (const suffix of ['', ...VARIANT_WIDTHS.map((width) => `-${width}`)]) {
      names.push(`${root}/${folder}/${name}${suffix}.webp`);
    }
  }
  return names;
}

export function missingReferences(referenced: Set<string>, archived: Set<string>): string[] {
  return [...referenced].filter((name) => !archived.has(name)).sort();
}
