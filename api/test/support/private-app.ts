import path from 'node:path';
import { createDb, type Db, ensureDatabase, migrateToLatest, type PrivateServer } from '@gkj/db';
import { type App, buildApp } from '../../src/app.ts';
import { type Env, loadConfig } from '../../src/plugins/config.ts';
import { TEST_JWT_SECRET } from './app.ts';
import { createUser } from './users.ts';

/**
 * The app on a database of its own private server, as in production: it opens its own pool from
 * DATABASE_URL (no injected database). The database `name` is migrated and given the rows `fill`
 * writes; the app's folders live under `dir`. Answers the app and an admin's token.
 */
export async function appOnPrivateServer(
  server: PrivateServer,
  name: string,
  dir: string,
  { env = {}, fill }: { env?: Env; fill?: (db: Db) => Promise<unknown> } = {},
): Promise<{ app: App; token: string }> {
  await ensureDatabase(server.url, name);
  const databaseUrl = `${server.url}/${name}`;
  const setup = createDb(databaseUrl);
  try {
    await migrateToLatest(setup);
    await fill?.(setup);
  } finally {
    await setup.destroy();
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    JWT_SECRET: TEST_JWT_SECRET,
    UPLOAD_DIR: path.join(dir, 'uploads'),
    SITE_DIR: path.join(dir, 'site'),
    ADMIN_DIR: path.join(dir, 'admin'),
    PUBLISH: 'off',
    ...env,
  });
  const app = await buildApp(config, { logger: false });
  return { app, token: await app.issueToken(await createUser(app.db, 'admin')) };
}
