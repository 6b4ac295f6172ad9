// Starts the API on PORT. `npm start` (scripts/start.ts) does more: database server, seed, build.
import { createDb, migrateToLatest } from '@gkj/db';
import { buildApp } from './app.ts';
import { loadConfig } from './plugins/config.ts';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig(process.env);
  if (!config.databaseUrl) throw new Error('DATABASE_URL wajib disetel untuk menjalankan API.');
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const migrationDb = createDb(config.databaseUrl as string);
await migrateToLatest(migrationDb).finally(() => migrationDb.destroy());

const app = await buildApp(config);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
await app.listen({ port: config.port, host: config.host });
