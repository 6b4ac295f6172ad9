import type { Readable } from 'node:stream';
import { createLocalStorage, type LocalFolders } from './local.ts';
import { createS3Storage, type S3Settings } from './s3.ts';

export { isStorageKey, STORAGE_AREAS, type StorageArea } from './keys.ts';
export type { LocalFolders } from './local.ts';
export type { S3Settings } from './s3.ts';

/**
 * Where uploaded files are kept: two local folders (the default) or an S3-compatible bucket. A file is
 * named by its key, `uploads/<folder>/<name>` for what anyone may see (images, bulletin PDFs) and
 * `private-uploads/<folder>/<name>` for what only some roles may (finance receipts). The same keys name
 * the files in a backup archive. Nothing in either store is served directly: the API reads every file
 * through this interface, so a private file reaches only the roles its route lets through.
 */
export interface FileStorage {
  /** Where the files are, for messages: the two folders, or the bucket. */
  readonly location: string;
  /** Writes a new file. `modified` is kept where the store allows it (the local folders). */
  write(key: string, data: Buffer, options?: { modified?: Date }): Promise<void>;
  /** The bytes of a file, or undefined when there is none. */
  read(key: string): Promise<Buffer | undefined>;
  /** A file as a stream with its size, or undefined when there is none. */
  open(key: string): Promise<OpenedFile | undefined>;
  /** Copies a file under a new key; false when the source does not exist. */
  copy(from: string, to: string): Promise<boolean>;
  /** Deletes a file; a missing one is fine. */
  remove(key: string): Promise<void>;
  /** Every file of both areas, sorted by key. */
  list(): AsyncIterable<StoredFileInfo>;
  /** Lets go of connections (the bucket's client); the folders hold none. */
  close(): Promise<void>;
}

export interface OpenedFile {
  stream: Readable;
  size: number;
  modified: Date;
}

export interface StoredFileInfo {
  key: string;
  size: number;
  modified: Date;
}

/** The upload folders, and the bucket when files go there instead (config.ts reads them). */
export interface StorageSettings extends LocalFolders {
  s3: S3Settings | undefined;
}

/** The store the settings name: the bucket when S3 settings are given, the folders otherwise. */
export function createStorage(settings: StorageSettings): FileStorage {
  return settings.s3 ? createS3Storage(settings.s3) : createLocalStorage(settings);
}
