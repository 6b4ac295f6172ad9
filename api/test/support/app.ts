import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Db } from '@gkj/db';
import { emptyDatabase, workerDatabase } from '@gkj/db/test-support/worker-database';
import { type App, type AppDeps, buildApp } from '../../src/app.ts';
import { type AppConfig, type Env, loadConfig } from '../../src/plugins/config.ts';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

export interface TestContext {
  app: App;
  db: Db;
  config: AppConfig;
  /** A temporary folder holding this app's uploads, site and admin folders; removed by `close`. */
  dir: string;
  close(): Promise<void>;
}

/**
 * The real app on this worker's database (or on `database`, which its owner closes), with uploads in a
 * temporary folder, publishing and the read cache off, and no log (unless `deps.logger` asks for one).
 * Routes may still be added (test-only routes) before the first `inject`.
 */
export async function testApp(
  env: Env = {},
  { database, ...deps }: Pick<AppDeps, 'logger'> & { database?: { db: Db; url: string } } = {},
): Promise<TestContext> {
  const { db, url } = database ?? (await workerDatabase());
  const dir = mkdtempSync(path.join(tmpdir(), 'gkj-api-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: url,
    JWT_SECRET: TEST_JWT_SECRET,
    UPLOAD_DIR: path.join(dir, 'uploads'),
    PRIVATE_UPLOAD_DIR: path.join(dir, 'private-uploads'),
    SITE_DIR: path.join(dir, 'site'),
    ADMIN_DIR: path.join(dir, 'admin'),
    PUBLISH: 'off',
    // Tests write rows straight into the database beside the API, which a running server never sees;
    // the read cache's own test turns it on.
    READ_CACHE_MS: '0',
    // Tokens come from issueToken, not a sign-in; the two-factor tests name the roles that must use it.
    TWO_FACTOR_ROLES: 'none',
    // Scheduled publishing is driven by its own tests; a check in the middle of another test would not be.
    SCHEDULE_CHECK_MS: '60000',
    ...env,
  });
  const app = await buildApp(config, { db, logger: false, ...deps });
  return {
    app,
    db,
    config,
    dir,
    async close() {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export { emptyDatabase, workerDatabase };
