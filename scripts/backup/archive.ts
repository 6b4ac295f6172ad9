// One backup archive (.tar.gz): `backup.json` (the manifest), the database as JSON lines per table
// (`database/<table>/000001.jsonl` …), then the stored upload files under their storage keys
// (`uploads/…`, `private-uploads/…`), from the folders or the bucket, whichever the installation uses.
// Written while the app runs; restored into an empty installation, into whichever store it uses.
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { type FileStorage, isStorageKey } from '@gkj/api/storage';
import { type Db, migrateToLatest } from '@gkj/db';
import { sql } from 'kysely';
import {
  dataTables,
  loadTable,
  setAutoIncrement,
  type TableInfo,
  tableChunks,
  tableInfo,
} from './database-dump.ts';
import { missingReferences, referencedFiles } from './files.ts';
import { createTarWriter, readTar, type TarEntry } from './tar.ts';

export const BACKUP_FORMAT = 'gkj-girimarto-backup';
const MANIFEST = 'backup.json';

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  version: 1;
  /** When the database snapshot was taken (ISO 8601). */
  dibuat: string;
  /** The schema migrations the database had: a restore needs exactly these. */
  migrations: string[];
  tables: TableInfo[];
}

/** Where an installation keeps its data: the database and the store of uploaded files. */
export interface Installation {
  db: Db;
  storage: FileStorage;
}

async function migrationNames(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(db);
  return rows.map((row) => row.name);
}

export interface BackupResult {
  manifest: Manifest;
  files: number;
  /** Stored images the database names but the store lacks (their records show a broken image). */
  missing: string[];
}

/** Writes the archive to `file` (through `<file>.partial`, so a failed backup never looks complete). */
export async function createBackup(source: Installation, file: string): Promise<BackupResult> {
  const partial = `${file}.partial`;
  await mkdir(path.dirname(file), { recursive: true });
  const writer = createTarWriter(partial);
  const mtime = Math.floor(Date.now() / 1000);
  try {
    const referenced = new Set<string>();
    // One read-only snapshot: every table as it was at the same moment, whatever the app writes meanwhile.
    const manifest = await source.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute(async (trx) => {
        const tables = await tableInfo(trx, await dataTables(trx));
        const manifest: Manifest = {
          format: BACKUP_FORMAT,
          version: 1,
          dibuat: new Date().toISOString(),
          migrations: await migrationNames(trx),
          tables,
        };
        await writer.add({ name: MANIFEST, data: Buffer.from(JSON.stringify(manifest, null, 2)), mtime });
        for (const table of tables) {
          let part = 0;
          for await (const chunk of tableChunks(trx, table.name)) {
            for (const filePath of referencedFiles(chunk)) referenced.add(filePath);
            const name = `database/${table.name}/${String(++part).padStart(6, '0')}.jsonl`;
            await writer.add({ name, data: Buffer.from(chunk), mtime });
          }
        }
        return manifest;
      });
    const archived = new Set<string>();
    for await (const file of source.storage.list()) {
      const data = await source.storage.read(file.key);
      // Removed since it was listed (a record deleted meanwhile): nothing to keep.
      if (!data) continue;
      await writer.add({ name: file.key, data, mtime: Math.floor(file.modified.getTime() / 1000) });
      archived.add(file.key);
    }
    await writer.finish();
    await rename(partial, file);
    return { manifest, files: archived.size, missing: missingReferences(referenced, archived) };
  } catch (error) {
    await writer.finish().catch(() => {});
    await rm(partial, { force: true });
    throw error;
  }
}

/** An iterator that can look at its next entry without taking it. */
function peekable(entries: AsyncGenerator<TarEntry>) {
  let next: Promise<IteratorResult<TarEntry>> | undefined;
  const peek = () => {
    next ??= entries.next();
    return next.then((result) => (result.done ? undefined : result.value));
  };
  const take = async () => {
    const entry = await peek();
    next = undefined;
    return entry;
  };
  return { peek, take };
}

export class RestoreRefused extends Error {}

async function assertEmpty(target: Installation, tables: string[]): Promise<void> {
  for (const table of tables) {
    // The roles and the default finance categories are reference data every migrated database has;
    // the restore replaces them too.
    if (table === 'role' || table === 'kategori_transaksi') continue;
    const { rows } = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${sql.table(table)}`.execute(
      target.db,
    );
    if (Number(rows[0].n) > 0) {
      throw new RestoreRefused(`Basis data tujuan tidak kosong (tabel ${table} berisi data).`);
    }
  }
  for await (const _file of target.storage.list()) {
    throw new RestoreRefused(`Penyimpanan unggahan (${target.storage.location}) tidak kosong.`);
  }
}

/** Every stored file, removed (restore --replace): listed first, so no page of a listing is skipped. */
async function removeAllFiles(storage: FileStorage): Promise<void> {
  const keys: string[] = [];
  for await (const file of storage.list()) keys.push(file.key);
  for (const key of keys) await storage.remove(key);
}

/**
 * Brings an installation back to the archived state: migrates the database, checks that its schema is
 * the backup's, loads every table (one transaction each) and writes every file into the installation's
 * store. Refuses a database or store that holds data unless `replace` is set, in which case that data is
 * replaced.
 */
export async function restoreBackup(
  target: Installation,
  file: string,
  options: { replace?: boolean } = {},
): Promise<{ manifest: Manifest; files: number }> {
  const entries = peekable(readTar(file));
  const first = await entries.take();
  if (first?.name !== MANIFEST) throw new RestoreRefused('Berkas ini bukan arsip cadangan GKJ Girimarto.');
  const manifest = JSON.parse(first.data.toString('utf8')) as Manifest;
  if (manifest.format !== BACKUP_FORMAT || manifest.version !== 1) {
    throw new RestoreRefused('Format arsip cadangan tidak dikenal.');
  }
  await migrateToLatest(target.db);
  const migrations = await migrationNames(target.db);
  const tables = await dataTables(target.db);
  const sameSchema =
    migrations.join() === manifest.migrations.join() &&
    tables.join() === manifest.tables.map((table) => table.name).join();
  if (!sameSchema) {
    throw new RestoreRefused(
      `Skema arsip (${manifest.migrations.join(', ')}) berbeda dengan skema aplikasi ini (${migrations.join(', ')}).`,
    );
  }
  if (!options.replace) await assertEmpty(target, tables);

  for (const table of manifest.tables) {
    const prefix = `database/${table.name}/`;
    async function* chunks() {
      while ((await entries.peek())?.name.startsWith(prefix))
        yield (await entries.take())?.data.toString('utf8') ?? '';
    }
    const loaded = await loadTable(target.db, table.name, chunks());
    if (loaded !== table.rows) {
      throw new Error(`Tabel ${table.name}: ${loaded} baris dipulihkan, arsip mencatat ${table.rows}.`);
    }
    await setAutoIncrement(target.db, table.name, table.autoIncrement);
  }

  // Replaced only once the database is in: a broken archive leaves the old files where they were.
  if (options.replace) await removeAllFiles(target.storage);
  let files = 0;
  for (let entry = await entries.take(); entry; entry = await entries.take()) {
    // The storage key the file had: an archive is not trusted to name only keys inside the store.
    if (!isStorageKey(entry.name))
      throw new Error(`Arsip cadangan berisi berkas yang tidak dikenal: ${entry.name}`);
    await target.storage.write(entry.name, entry.data, { modified: new Date(entry.mtime * 1000) });
    files += 1;
  }
  return { manifest, files };
}
