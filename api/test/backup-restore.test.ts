// `npm run backup` and `npm run restore` at their core: an installation with demo content, finance
// receipts, a deleted record and live sessions goes into one archive and comes back into a fresh one
// (another database, empty folders) with every table row and every file the same. Tests run the npm
// commands themselves, as an administrator would, and move the files into an S3-compatible bucket (a real
// server, s3rver) and out of it again.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createDb, type Db, dropDatabase, ensureDatabase } from '@gkj/db';
import { createBackup, type Installation, RestoreRefused, restoreBackup } from '@gkj/scripts/backup/archive';
import { autoIncrementOf, dataTables } from '@gkj/scripts/backup/database-dump';
import { createTarWriter } from '@gkj/scripts/backup/tar';
import { seedDemo } from '@gkj/seed';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/lib/passwords.ts';
import { createStorage } from '../src/lib/storage/index.ts';
import { financeClient, insertInventaris } from './keuangan-gereja-client.ts';
import { emptyDatabase, testApp, workerDatabase } from './support/app.ts';
import { smallPng } from './support/images.ts';
import { startS3Server } from './support/s3-server.ts';
import { login, tokenFor } from './support/users.ts';

const run = promisify(execFile);
const projectRoot = path.resolve(import.meta.dirname, '..', '..');
const ctx = await testApp();
const { app, db } = ctx;
const { url, name } = await workerDatabase();
const restoredName = `${name}_pulih`;
const serverUrl = url.replace(/\/[^/]*$/, '');
const dir = mkdtempSync(path.join(tmpdir(), 'gkj-backup-'));
const archive = path.join(dir, 'cadangan.tar.gz');

const s3 = await startS3Server(['gkj-pulih', 'gkj-kedua']);

let restoredDb: Db;
const source: Installation = { db, storage: app.storage };
const targetFolders = {
  uploadDir: path.join(dir, 'pulih', 'uploads'),
  privateUploadDir: path.join(dir, 'pulih', 'private-uploads'),
};
let target: Installation;
/** The stores this file opened itself, closed at the end. */
const opened: Installation['storage'][] = [];
const storageOf = (settings: Parameters<typeof createStorage>[0]) => {
  const storage = createStorage(settings);
  opened.push(storage);
  return storage;
};

beforeAll(async () => {
  await emptyDatabase(db);
  await seedDemo(db, {
    storeImage: app.images.storeImage,
    storePdf: app.images.storePdf,
    copyImage: app.images.copyImage,
    hashPassword,
    demoPassword: 'girimarto',
  });
  // What a running church adds: a receipt (private folder), a sign-in, a deleted record (a gap in ids).
  const finance = financeClient(ctx, (await tokenFor(app, 'admin')).token);
  const kursi = await insertInventaris(ctx, 'Kursi Lipat', 10);
  const receipt = await finance.create(
    {
      tanggal_transaksi: '2026-03-01',
      nama_transaksi: 'Kursi',
      jenis_transaksi: 'pengeluaran',
      jumlah_transaksi: '500000',
      id_inventaris: String(kursi),
      jumlah_item: '4',
    },
    await smallPng(),
  );
  expect(receipt.statusCode).toBe(201);
  expect((await login(app, 'admin', 'girimarto')).statusCode).toBe(200);
  const [last] = await db
    .selectFrom('artikel')
    .select('id_artikel')
    .orderBy('id_artikel', 'desc')
    .limit(1)
    .execute();
  await db.deleteFrom('artikel').where('id_artikel', '=', last.id_artikel).execute();

  await dropDatabase(serverUrl, restoredName);
  await ensureDatabase(serverUrl, restoredName);
  restoredDb = createDb(serverUrl, restoredName);
  target = { db: restoredDb, storage: storageOf({ ...targetFolders, s3: undefined }) };
}, 120_000);

afterAll(async () => {
  await Promise.all(opened.map((storage) => storage.close()));
  await s3.stop();
  await restoredDb?.destroy();
  await dropDatabase(serverUrl, restoredName);
  await ctx.close();
  rmSync(dir, { recursive: true, force: true });
});

async function rows(from: Db, table: string) {
  const { rows } = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}`.execute(from);
  // A stable order whatever the key: the rows' own JSON.
  return rows.map((row) => JSON.stringify(row)).sort();
}

/** Every stored file of an installation (folders or bucket) by its key, as a hash of its bytes. */
async function files(installation: Installation) {
  const all: Record<string, string> = {};
  for await (const file of installation.storage.list()) {
    const data = (await installation.storage.read(file.key)) as Buffer;
    all[file.key] = createHash('sha256').update(data).digest('hex');
  }
  return all;
}

async function expectSameInstallation(restored: Installation = target) {
  const tables = await dataTables(db);
  expect(await dataTables(restoredDb)).toEqual(tables);
  for (const table of tables) {
    expect(await rows(restoredDb, table), table).toEqual(await rows(db, table));
    expect(await autoIncrementOf(restoredDb, table), table).toBe(await autoIncrementOf(db, table));
  }
  expect(await files(restored)).toEqual(await files(source));
}

const withUrl = (database: string) => `${serverUrl}/${database}`;

/** An npm command of the project as an administrator runs it, with its exit code and output. */
const command = (args: string[], env: Record<string, string | undefined>) =>
  run('npm', ['run', '--silent', ...args], {
    cwd: projectRoot,
    // This Node first on the path, as `npm test` has it: the commands need the project's Node.
    env: {
      ...process.env,
      PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH}`,
      ...env,
    },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      output: error.stdout + error.stderr,
    }),
  );

describe('backup and restore', () => {
  it('brings a fresh installation back to exactly the archived state: every table and every file', async () => {
    const backup = await createBackup(source, archive);
    expect(backup.missing).toEqual([]);
    expect(backup.files).toBeGreaterThan(10);
    expect(
      Object.keys(await files(source)).some((file) => file.startsWith('private-uploads/keuangan/')),
    ).toBe(true);
    const counted = Object.fromEntries(backup.manifest.tables.map((table) => [table.name, table.rows]));
    expect(counted.artikel).toBeGreaterThan(0);
    expect(counted.auth_session).toBeGreaterThan(0);
    expect(counted.log_inventaris).toBeGreaterThan(0);

    const restored = await restoreBackup(target, archive);
    expect(restored.files).toBe(backup.files);
    await expectSameInstallation();
  }, 120_000);

  it('refuses to restore over data, and replaces it when asked to', async () => {
    await restoredDb.deleteFrom('kemajelisan').execute();
    await expect(restoreBackup(target, archive)).rejects.toBeInstanceOf(RestoreRefused);
    await restoreBackup(target, archive, { replace: true });
    await expectSameInstallation();
  }, 120_000);

  it('works as the npm commands an administrator runs', async () => {
    const file = path.join(dir, 'lewat-npm.tar.gz');
    const backup = await command(['backup', '--', file], {
      DATABASE_URL: withUrl(name),
      UPLOAD_DIR: ctx.config.uploadDir,
      PRIVATE_UPLOAD_DIR: ctx.config.privateUploadDir,
    });
    expect(backup, backup.output).toMatchObject({ code: 0 });
    expect(backup.output).toContain(`Cadangan tersimpan: ${file}`);

    const into = {
      DATABASE_URL: withUrl(restoredName),
      UPLOAD_DIR: targetFolders.uploadDir,
      PRIVATE_UPLOAD_DIR: targetFolders.privateUploadDir,
    };
    const refused = await command(['restore', '--', file], into);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(
      'Pulihkan ke instalasi yang kosong, atau tambahkan --replace untuk menggantinya.',
    );

    await restoredDb.deleteFrom('kemajelisan').execute();
    const restored = await command(['restore', '--', file, '--replace'], into);
    expect(restored, restored.output).toMatchObject({ code: 0 });
    expect(restored.output).toContain(`Dipulihkan dari ${file}`);
    await expectSameInstallation();
  }, 120_000);

  it('moves the files into an S3 bucket and out of it again, also by the npm commands', async () => {
    // Restored into a bucket: the way from the folders to object storage.
    const bucket: Installation = {
      db: restoredDb,
      storage: storageOf({ ...targetFolders, s3: s3.settings('gkj-pulih') }),
    };
    await restoreBackup(bucket, archive, { replace: true });
    await expectSameInstallation(bucket);

    // `npm run backup` reads the bucket that STORAGE=s3 names, `npm run restore` writes into another.
    const file = path.join(dir, 'dari-bucket.tar.gz');
    const backup = await command(['backup', '--', file], {
      DATABASE_URL: withUrl(restoredName),
      ...s3.env('gkj-pulih'),
    });
    expect(backup, backup.output).toMatchObject({ code: 0 });
    await restoredDb.deleteFrom('kemajelisan').execute();
    const restored = await command(['restore', '--', file, '--replace'], {
      DATABASE_URL: withUrl(restoredName),
      ...s3.env('gkj-kedua'),
    });
    expect(restored, restored.output).toMatchObject({ code: 0 });
    await expectSameInstallation({
      db: restoredDb,
      storage: storageOf({ ...targetFolders, s3: s3.settings('gkj-kedua') }),
    });

    // And back into the folders.
    await restoreBackup(target, file, { replace: true });
    await expectSameInstallation(target);
  }, 180_000);

  it('refuses a file that is not a backup archive', async () => {
    const other = path.join(dir, 'bukan.tar.gz');
    const writer = createTarWriter(other);
    await writer.add({ name: 'catatan.txt', data: Buffer.from('halo'), mtime: 0 });
    await writer.finish();
    await expect(restoreBackup(target, other, { replace: true })).rejects.toThrow(
      'Berkas ini bukan arsip cadangan GKJ Girimarto.',
    );
  });
});
