// `npm start`: the whole product in one process on one port — database, migrations, demo seed, admin build,
// API, uploads, admin SPA and the live site release. Ctrl-C stops everything, the private database included.
import './env-file.ts';
import path from 'node:path';
import { createDb, ensureDatabase, migrateToLatest, openDatabaseServer } from '@gkj/db';
import { buildApp, createImageStore, hashPassword, loadConfig } from '../api/src/app.ts';
import { DEMO_USERNAMES, seedDemo } from '../db/seed/index.ts';
import { buildAdminIfChanged } from './build-admin.ts';
import { DEFAULT_DEMO_PASSWORD, demoPasswordsRefusal, openDemoAccounts } from './demo-passwords.ts';
import { currentRelease } from './site-releases.ts';

const root = path.resolve(import.meta.dirname, '..');
const startedAt = performance.now();

function fail(error: unknown): never {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

// Every setting is checked before anything starts: a bad one costs one clear line, and no database.
let settings: ReturnType<typeof loadConfig>;
try {
  settings = loadConfig(process.env);
} catch (error) {
  fail(error);
}
const server = await openDatabaseServer({ projectRoot: root, folder: 'mariadb', port: 3307 }).catch(fail);
const stopDatabase = () => server.stop();

try {
  const databaseName = server.database ?? 'gkj_girimarto';
  if (!server.database) await ensureDatabase(server.url, databaseName);
  const databaseUrl = `${server.url}/${databaseName}`;
  const config = { ...settings, databaseUrl };

  const db = createDb(databaseUrl);
  try {
    await migrateToLatest(db);
    const images = createImageStore(config.uploadDir, config.privateUploadDir);
    const { seeded } = await seedDemo(db, {
      storeImage: images.storeImage,
      copyImage: images.copyImage,
      hashPassword,
      demoPassword: process.env.DEMO_PASSWORD ?? DEFAULT_DEMO_PASSWORD,
    });
    if (seeded) console.log('Database kosong: konten demo sudah diisi.');
    if (config.production) {
      const open = await openDemoAccounts(db, process.env.DEMO_PASSWORD);
      if (open.length > 0) throw new Error(demoPasswordsRefusal(open));
    }
  } finally {
    await db.destroy();
  }

  await buildAdminIfChanged();
  const app = await buildApp(config);
  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    console.log('\nMenghentikan server…');
    await app.close().catch(() => {});
    await stopDatabase();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await app.listen({ port: config.port, host: config.host });
  const localUrl = `http://localhost:${config.port}`;
  // The publisher builds the site in the background when nothing is live yet (and whatever a previous run
  // still owed); a failed build never takes the API and admin down with it.
  if (!currentRelease(config.siteDir) && !config.rebuildHookUrl) {
    console.log(
      config.publish
        ? 'Situs publik sedang dibangun untuk pertama kali; statusnya ada di dasbor admin.'
        : 'PUBLISH=off: situs publik tidak dibangun otomatis. Jalankan `npm run site:build`.',
    );
  }
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  console.log(
    [
      '',
      `GKJ Girimarto siap dalam ${seconds} detik: ${localUrl}`,
      `  Situs publik   ${localUrl}/`,
      `  Dasbor admin   ${localUrl}/login`,
      `  Dokumentasi API ${localUrl}/api/docs`,
      `  Akun demo: ${DEMO_USERNAMES.join(', ')} (password: DEMO_PASSWORD, bawaan "${DEFAULT_DEMO_PASSWORD}")`,
      ...(config.twoFactorRoles.length > 0
        ? [
            `  Peran ${config.twoFactorRoles.join(', ')} wajib verifikasi dua langkah (aplikasi autentikator);` +
              ' TWO_FACTOR_ROLES=none mematikannya untuk demo.',
          ]
        : []),
      'Tekan Ctrl-C untuk berhenti.',
    ].join('\n'),
  );
} catch (error) {
  await stopDatabase();
  fail(error);
}
