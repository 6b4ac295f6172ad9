// The database `npm start` and `npm run dev` work on: DATABASE_URL when set, otherwise the private MariaDB
// under `.data/mariadb`; migrated, and filled with the demo content when it is empty.
import path from 'node:path';
import { type AppConfig, createImageStore, createStorage, hashPassword } from '@gkj/api';
import { createDb, ensureDatabase, migrateToLatest, openDatabaseServer } from '@gkj/db';
import { DEMO_USERNAMES, seedDemo } from '@gkj/seed';
import { DEFAULT_DATABASE, PRIVATE_FOLDER, PRIVATE_PORT } from './backup/installation-database.ts';
import { DEFAULT_DEMO_PASSWORD, demoPasswordsRefusal, openDemoAccounts } from './demo-passwords.ts';

const root = path.resolve(import.meta.dirname, '..');

export interface ProjectDatabase {
  /** Address of the migrated database, as DATABASE_URL. */
  url: string;
  /** Stops the private server, if one was started; a no-op for DATABASE_URL. */
  stop(): Promise<void>;
}

/**
 * Opens, migrates and (when empty) seeds the project's database. In production it refuses to go on while a
 * demo account still opens with a demo password. On failure the private server is stopped again.
 */
export async function openProjectDatabase(settings: AppConfig): Promise<ProjectDatabase> {
  const server = await openDatabaseServer({ projectRoot: root, folder: PRIVATE_FOLDER, port: PRIVATE_PORT });
  try {
    const databaseName = server.database ?? DEFAULT_DATABASE;
    if (!server.database) await ensureDatabase(server.url, databaseName);
    const url = `${server.url}/${databaseName}`;
    const db = createDb(url);
    try {
      await migrateToLatest(db);
      // The demo's pictures go where the app keeps uploads: the folders or the bucket.
      const storage = createStorage(settings);
      const images = createImageStore(storage);
      const { seeded } = await seedDemo(db, {
        storeImage: images.storeImage,
        storePdf: images.storePdf,
        copyImage: images.copyImage,
        hashPassword,
        demoPassword: process.env.DEMO_PASSWORD ?? DEFAULT_DEMO_PASSWORD,
      }).finally(() => storage.close());
      if (seeded) console.log('Database kosong: konten demo sudah diisi.');
      if (settings.production) {
        const open = await openDemoAccounts(db, process.env.DEMO_PASSWORD);
        if (open.length > 0) throw new Error(demoPasswordsRefusal(open));
      }
    } finally {
      await db.destroy();
    }
    return { url, stop: () => server.stop() };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** The lines of the start-up summary that tell how to sign in to the demo. */
export function demoAccountLines(settings: AppConfig): string[] {
  return [
    `  Akun demo: ${DEMO_USERNAMES.join(', ')} (password: DEMO_PASSWORD, bawaan "${DEFAULT_DEMO_PASSWORD}")`,
    ...(settings.twoFactorRoles.length > 0
      ? [
          `  Peran ${settings.twoFactorRoles.join(', ')} wajib verifikasi dua langkah (aplikasi autentikator);` +
            ' TWO_FACTOR_ROLES=none mematikannya untuk demo.',
        ]
      : []),
  ];
}
