import { constants, createReadStream } from 'node:fs';
import { chmod, copyFile, mkdir, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage, StoredFileInfo } from './index.ts';
import { STORAGE_AREAS, type StorageArea, splitStorageKey } from './keys.ts';

/** The folder of each area: public files (`uploads/…`) and private ones (`private-uploads/…`). */
export interface LocalFolders {
  uploadDir: string;
  privateUploadDir: string;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** The file a key names in the folders: `uploads/a/b.webp` → `<uploadDir>/a/b.webp`. */
export function localPathOf(folders: LocalFolders, key: string): string {
  const [area, parts] = splitStorageKey(key);
  return path.resolve(area === 'uploads' ? folders.uploadDir : folders.privateUploadDir, ...parts);
}

/**
 * The two upload folders of the server's disk. Private files are readable by the server's own user only
 * (folders 0700, files 0600), whatever the umask or an older install left; public ones stay readable by a
 * web server in front (0644).
 */
export function createLocalStorage(folders: LocalFolders): FileStorage {
  const roots: Record<StorageArea, string> = {
    uploads: path.resolve(folders.uploadDir),
    'private-uploads': path.resolve(folders.privateUploadDir),
  };
  const placeOf = (key: string) => ({ area: splitStorageKey(key)[0], file: localPathOf(folders, key) });
  const modeOf = (area: StorageArea) => (area === 'private-uploads' ? 0o600 : 0o644);

  async function ensureFolder(area: StorageArea, dir: string): Promise<void> {
    if (area === 'uploads') {
      await mkdir(dir, { recursive: true });
      return;
    }
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await Promise.all([chmod(roots[area], 0o700), chmod(dir, 0o700)]);
  }

  async function* listArea(area: StorageArea): AsyncGenerator<StoredFileInfo> {
    const root = roots[area];
    let entries: { name: string; parentPath: string; isFile(): boolean }[];
    try {
      entries = await readdir(root, { recursive: true, withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    const relatives = entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .sort();
    for (const relative of relatives) {
      const info = await stat(path.join(root, relative)).catch((error: unknown) => {
        if (isMissing(error)) return undefined;
        throw error;
      });
      // Removed since the folder was read (a record deleted meanwhile): nothing to list.
      if (info) yield { key: `${area}/${relative}`, size: info.size, modified: info.mtime };
    }
  }

  return {
    location: `folder ${roots.uploads} dan ${roots['private-uploads']}`,

    async write(key, data, options = {}) {
      const { area, file } = placeOf(key);
      await ensureFolder(area, path.dirname(file));
      // Names are random and new: a write never replaces a stored file.
      await writeFile(file, data, { flag: 'wx', mode: modeOf(area) });
      if (options.modified) await utimes(file, options.modified, options.modified);
    },

    async read(key) {
      return readFile(placeOf(key).file).catch((error: unknown) => {
        if (isMissing(error)) return undefined;
        throw error;
      });
    },

    async open(key) {
      const { file } = placeOf(key);
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      return { stream: createReadStream(file), size: info.size, modified: info.mtime };
    },

    async copy(from, to) {
      const source = placeOf(from);
      const target = placeOf(to);
      await ensureFolder(target.area, path.dirname(target.file));
      try {
        await copyFile(source.file, target.file, constants.COPYFILE_EXCL);
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
      // A copy takes its source's mode; the target area decides.
      await chmod(target.file, modeOf(target.area));
      return true;
    },

    async remove(key) {
      await rm(placeOf(key).file, { force: true });
    },

    async *list() {
      for (const area of STORAGE_AREAS) yield* listArea(area);
    },

    async close() {},
  };
}
