// `npm run backup [-- <file>]`: one .tar.gz with every table of the database (a consistent snapshot, taken
// while the app may keep running) and the public and private upload folders. Default file:
// .data/backups/gkj-girimarto-<date>-<time>.tar.gz. Restore it with `npm run restore -- <file>`.
import { statSync } from 'node:fs';
import path from 'node:path';
import { connectionProblem, createDb } from '@gkj/db';
import { uploadDirs } from '../api/src/plugins/config.ts';
import { createBackup } from './backup/archive.ts';
import { openInstallationDatabase, projectRoot } from './backup/installation-database.ts';

const stamp = new Date().toLocaleString('sv-SE').replace(/[-:]/g, '').replace(' ', '-');
const file = path.resolve(
  process.argv[2] ?? path.join(projectRoot, '.data', 'backups', `gkj-girimarto-${stamp}.tar.gz`),
);

let server: Awaited<ReturnType<typeof openInstallationDatabase>> | undefined;
try {
  server = await openInstallationDatabase(projectRoot, 'share');
  const db = createDb(server.url, server.database);
  try {
    const { manifest, files, missing } = await createBackup(
      { db, ...uploadDirs(process.env, projectRoot) },
      file,
    );
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    const megabytes = (statSync(file).size / (1024 * 1024)).toFixed(1);
    console.log(
      `Cadangan tersimpan: ${file}\n  ${manifest.tables.length} tabel, ${rows} baris, ${files} berkas, ${megabytes} MB`,
    );
    if (missing.length > 0) {
      console.warn(
        `Peringatan: ${missing.length} berkas gambar yang dirujuk basis data tidak ada di folder unggahan ` +
          `(mis. ${missing.slice(0, 3).join(', ')}).`,
      );
    }
  } finally {
    await db.destroy();
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
