// `npm run backup [-- <file>]`: one .tar.gz with every table of the database (a consistent snapshot, taken
// while the app may keep running) and every uploaded file, public and private, from the folders or the
// bucket (STORAGE=s3). Default file: .data/backups/gkj-girimarto-<date>-<time>.tar.gz, where older backups
// are then rotated (7 daily, 4 weekly, 12 monthly; scripts/backup/retention.ts). Restore one with
// `npm run restore -- <file>`.
import './env-file.ts';
import { statSync } from 'node:fs';
import path from 'node:path';
import { storageSettings } from '@gkj/api/config';
import { createStorage } from '@gkj/api/storage';
import { connectionProblem, createDb } from '@gkj/db';
import { createBackup } from './backup/archive.ts';
import { openInstallationDatabase, projectRoot } from './backup/installation-database.ts';
import { pruneBackups } from './backup/retention.ts';

const stamp = new Date().toLocaleString('sv-SE').replace(/[-:]/g, '').replace(' ', '-');
const defaultFolder = path.join(projectRoot, '.data', 'backups');
const file = path.resolve(process.argv[2] ?? path.join(defaultFolder, `gkj-girimarto-${stamp}.tar.gz`));

let server: Awaited<ReturnType<typeof openInstallationDatabase>> | undefined;
try {
  server = await openInstallationDatabase(projectRoot, 'share');
  const db = createDb(server.url, server.database);
  const storage = createStorage(storageSettings(process.env, projectRoot));
  try {
    const { manifest, files, missing } = await createBackup({ db, storage }, file);
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    const megabytes = (statSync(file).size / (1024 * 1024)).toFixed(1);
    console.log(
      `Cadangan tersimpan: ${file}\n  ${manifest.tables.length} tabel, ${rows} baris, ${files} berkas, ${megabytes} MB`,
    );
    // Only the default folder rotates: a file named on the command line is the caller's to keep.
    if (!process.argv[2]) {
      const removed = pruneBackups(defaultFolder);
      if (removed.length > 0)
        console.log(`  ${removed.length} cadangan lama dihapus (rotasi 7 harian, 4 mingguan, 12 bulanan).`);
    }
    if (missing.length > 0) {
      console.warn(
        `Peringatan: ${missing.length} berkas gambar yang dirujuk basis data tidak ada di penyimpanan unggahan ` +
          `(mis. ${missing.slice(0, 3).join(', ')}).`,
      );
    }
  } finally {
    await Promise.all([db.destroy(), storage.close()]);
  }
} catch (error) {
  const code = (error as { code?: string }).code;
  console.error(
    code === 'ER_BAD_DB_ERROR'
      ? `Basis data ${server?.database} belum ada: belum ada yang dapat dicadangkan.`
      : `Pencadangan gagal: ${connectionProblem(error) ?? (error instanceof Error ? error.message : String(error))}`,
  );
  process.exitCode = 1;
} finally {
  await server?.stop();
}
