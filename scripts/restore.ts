// `npm run restore -- <file> [--replace]`: brings this installation back to the state of a backup made
// by `npm run backup`: every table and every uploaded file, into the folders or the bucket (STORAGE=s3).
// It refuses a database or file store that already holds data unless --replace is given, and refuses to
// run while `npm start` runs.
import './env-file.ts';
import path from 'node:path';
import { storageSettings } from '@gkj/api/config';
import { createStorage } from '@gkj/api/storage';
import { createDb, ensureDatabase } from '@gkj/db';
import { RestoreRefused, restoreBackup } from './backup/archive.ts';
import { openInstallationDatabase, projectRoot } from './backup/installation-database.ts';

const wib = (iso: string) => `${new Date(iso).toLocaleString('id-ID', { timeZone: 'Asia/Jakarta' })} WIB`;

const args = process.argv.slice(2);
const replace = args.includes('--replace');
const [file] = args.filter((arg) => !arg.startsWith('--'));
if (!file) {
  console.error('Pemakaian: npm run restore -- <berkas-cadangan.tar.gz> [--replace]');
  process.exit(1);
}

let server: Awaited<ReturnType<typeof openInstallationDatabase>> | undefined;
try {
  server = await openInstallationDatabase(projectRoot, 'refuse');
  await ensureDatabase(server.url, server.database);
  const db = createDb(server.url, server.database);
  const storage = createStorage(storageSettings(process.env, projectRoot));
  try {
    const target = { db, storage };
    const { manifest, files } = await restoreBackup(target, path.resolve(file), { replace });
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(
      [
        `Dipulihkan dari ${path.resolve(file)} (cadangan ${wib(manifest.dibuat)}):`,
        `  ${manifest.tables.length} tabel, ${rows} baris, ${files} berkas.`,
        'Jalankan `npm start`. Situs publik yang sudah ada dibangun ulang setelah perubahan konten berikutnya,',
        'atau segera lewat tombol bangun ulang di dasbor admin.',
      ].join('\n'),
    );
  } finally {
    await Promise.all([db.destroy(), storage.close()]);
  }
} catch (error) {
  const reason = error instanceof Error ? error.message : String(error);
  console.error(
    error instanceof RestoreRefused && !replace
      ? `${reason} Pulihkan ke instalasi yang kosong, atau tambahkan --replace untuk menggantinya.`
      : `Pemulihan gagal: ${reason}`,
  );
  process.exitCode = 1;
} finally {
  await server?.stop();
}
