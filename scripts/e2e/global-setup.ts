// Browser tests run against the real product: a migrated and seeded database, the real API, the admin
// build and a site release built from that API, all served by one server on a free port.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, createImageStore, createStorage, hashPassword, loadConfig } from '@gkj/api';
import { createDb, dropDatabase, ensureDatabase, migrateToLatest } from '@gkj/db';
import { seedDemo } from '@gkj/seed';
import type { TestProject } from 'vitest/node';
import { buildAdminIfChanged } from '../build-admin.ts';
import { rebuildSite } from '../rebuild-site.ts';

export const E2E_PASSWORD = 'e2e-rahasia';

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL belum disetel: jalankan tes lewat `npm test`.');
  const name = `${process.env.TEST_DATABASE_PREFIX ?? 'gkj_test'}_e2e`;
  await dropDatabase(serverUrl, name);
  await ensureDatabase(serverUrl, name);
  const databaseAddress = new URL(serverUrl);
  databaseAddress.pathname = `/${name}`;
  const databaseUrl = databaseAddress.toString();
  const dir = mkdtempSync(path.join(tmpdir(), 'gkj-e2e-'));

  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    JWT_SECRET: 'e2e-secret-that-is-long-enough-for-hs256-0123456789',
    // The folders, whatever the environment says: tests read stored files from disk.
    STORAGE: 'local',
    UPLOAD_DIR: path.join(dir, 'uploads'),
    PRIVATE_UPLOAD_DIR: path.join(dir, 'private-uploads'),
    SITE_DIR: path.join(dir, 'site'),
    PUBLISH: 'off',
    // Scheduled articles go live within a second, so a test can wait for one without a minute's pause.
    SCHEDULE_CHECK_MS: '1000',
    LOG_LEVEL: 'warn',
    // The browser tests sign in as every demo account; the two-factor test enrols one itself.
    TWO_FACTOR_ROLES: 'none',
  });
  const db = createDb(databaseUrl);
  await migrateToLatest(db);
  const images = createImageStore(createStorage(config));
  await seedDemo(db, {
    storeImage: images.storeImage,
    storePdf: images.storePdf,
    copyImage: images.copyImage,
    hashPassword,
    demoPassword: E2E_PASSWORD,
  });
  await db.destroy();

  await buildAdminIfChanged(() => {});
  const app = await buildApp(config, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('Server tidak mendapat port.');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  await rebuildSite({ siteDir: config.siteDir, apiUrl: baseUrl, siteUrl: baseUrl });

  project.provide('baseUrl', baseUrl);
  project.provide('databaseUrl', databaseUrl);
  project.provide('demoPassword', E2E_PASSWORD);
  project.provide('uploadDir', config.uploadDir);
  project.provide('siteDir', config.siteDir);

  return async () => {
    await app.close();
    await dropDatabase(serverUrl, name);
    rmSync(dir, { recursive: true, force: true });
  };
}
