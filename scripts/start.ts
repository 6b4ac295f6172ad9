// `npm start`: the whole product in one process on one port — database, migrations, demo seed, admin build,
// API, uploads, admin SPA and the live site release. Ctrl-C stops everything, the private database included.
import './env-file.ts';
import { buildApp, loadConfig } from '@gkj/api';
import { currentRelease } from '@gkj/site-release';
import { buildAdminIfChanged } from './build-admin.ts';
import { demoAccountLines, openProjectDatabase } from './project-database.ts';

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
const database = await openProjectDatabase(settings).catch(fail);

try {
  const config = { ...settings, databaseUrl: database.url };

  await buildAdminIfChanged();
  const app = await buildApp(config);
  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    console.log('\nMenghentikan server…');
    await app.close().catch(() => {});
    await database.stop();
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
      ...demoAccountLines(config),
      'Tekan Ctrl-C untuk berhenti.',
    ].join('\n'),
  );
} catch (error) {
  await database.stop();
  fail(error);
}
